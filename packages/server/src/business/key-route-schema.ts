import { keyRouteDocument } from '@scm/core/business'
import { documentTables } from '../document/table'
import { orgStation } from '../identity/org-schema'
import { pubMateriel } from '../identity/partner-schema'

// The one route of a product (DOMAIN.md "Station and process route"): per vehicle model, its
// processes in order at stations (org_station). Traceability records flow cards against it
// (areas/quality trace); work instructions name a route and a station of it (areas/prcsdocument).
// Both read the same tables, so they live in the kit, not in either area.

/** 工艺路线 (关键工序路线): header per model, lines = processes at stations with their key part. */
export const keyRouteTables = documentTables(keyRouteDocument, {
  indexes: [['model', 'status']],
  lineRefs: { station_id: () => orgStation, mtr_id: () => pubMateriel },
})
export const qulKeyRoute = keyRouteTables.header
export const qulKeyRouteLine = keyRouteTables.lines!
