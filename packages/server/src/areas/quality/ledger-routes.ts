import { qualityLedgerResource } from '@scm/core/quality'
import { Hono } from 'hono'
import { accepts, listQuery, ok, readListQuery, requireFn, SUPPLIER_OWNED, type AppEnv } from '../../http'
import { xlsxResponse } from '../../platform/xlsx'
import { bindResource } from '../../resource/binding'
import { resourceRoutes } from '../../resource/routes'
import { qulLedger } from './ledger-schema'
import { ledgerStatBatches, ledgerStatColumns, ledgerStats, readStatsQuery } from './ledger-stats'

const def = qualityLedgerResource

/** The list counts up to this many events; past it the pager says 超过 1000 (a full count of a million rows is too slow; nobody pages past 100 pages, they filter). */
const LIST_COUNT_LIMIT = 1000

/**
 * 质量台账 /api/QulLedger (QulManage_accQuery; a supplier's user sees his own rows and figures):
 *   POST GetList      the events, filters supplier, material, period, kind, verdict, defect code
 *   POST Export       the same query as a streamed .xlsx (button export)
 *   GET  RefOptions   suppliers / materials for the filter bar
 *   POST GetStats     {group: supplier|material|month|supplier_month, from: yyyy-MM, to: yyyy-MM,
 *                     supplyid?, mtr_id?, page, rows, sidx (a figure), sord} → {rows, total, page, summary}
 *                    (lot_rejection_rate in percent, PPM an integer)
 *   POST ExportStats  the same groups as .xlsx (button export)
 */
export const ledgerRoutes = new Hono<AppEnv>()

ledgerRoutes.route(def.basePath, resourceRoutes(bindResource(def, qulLedger), { only: ['list', 'export', 'refOptions'], countLimit: LIST_COUNT_LIMIT }))

ledgerRoutes.post(`${def.basePath}/GetStats`, requireFn(def.fn, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const list = await readListQuery(c)
  const stats = await ledgerStats(c.get('db'), c.get('user'), readStatsQuery(list.filters), list)
  return ok(c, stats)
})

ledgerRoutes.post(`${def.basePath}/ExportStats`, requireFn(def.fn, 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const list = await readListQuery(c)
  const q = readStatsQuery(list.filters)
  return xlsxResponse(`${def.title}统计`, ledgerStatColumns(q.group, c.get('user').supplyid !== null), ledgerStatBatches(c.get('db'), c.get('user'), q, list))
})
