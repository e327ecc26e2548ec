import type { AreaModule } from '../../platform/area'
import { qualityResourceRoutes } from './routes'
import { seedClaims, seedQuality } from './seed'
import { seedInspectionCodes } from './seed-codes'
import { seedStandards } from './seed-standards'

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
