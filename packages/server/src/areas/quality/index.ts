import type { AreaModule } from '../../platform/area'
import { inspectionRoutes } from './inspection-routes'
import { qualityResourceRoutes } from './routes'
import { seedInspections } from './seed-inspections'
import { seedClaims, seedQuality } from './seed'
import { seedInspectionCodes } from './seed-codes'
import { seedStandards } from './seed-standards'
import { traceRoutes } from './trace-routes'
import { seedTrace } from './seed-trace'

/** Quality: base data, the incoming-quality code tables, claims (索赔单, the first document of the kit) and inspection standards (检验标准). */
export const qualityArea: AreaModule = {
  name: 'quality',
  routes: [qualityResourceRoutes],
  demoSeeds: [
    { area: 'quality_base', run: (db) => seedQuality(db) },
    { area: 'quality_codes', run: (db) => seedInspectionCodes(db) },
    { area: 'quality_claim', run: (db) => seedClaims(db) },
    { area: 'quality_standard', run: (db) => seedStandards(db) },
  ],
}

/**
 * Incoming inspection (来料检验单, 判定处理单): the same quality area, registered after receiving
 * because its demo inspections take the demo receipts' lines.
 */
export const inspectionArea: AreaModule = {
  name: 'quality_inspection',
  routes: [inspectionRoutes],
  demoSeeds: [{ area: 'quality_inspection', run: (db) => seedInspections(db) }],
}

/**
 * Production quality and traceability (关键工序, 装配流程卡, 生产过程故障, 整车追溯): the same quality
 * area, registered after receiving, inspections and after-sales because its demo flow cards bind
 * parts from the demo receipts into the demo customers' vehicles.
 */
export const traceArea: AreaModule = {
  name: 'quality_trace',
  routes: [traceRoutes],
  demoSeeds: [{ area: 'quality_trace', run: (db) => seedTrace(db) }],
}
