import type { AreaModule } from '../../platform/area'
import { qualityResourceRoutes } from './routes'
import { seedClaims, seedQuality } from './seed'
import { seedInspectionCodes } from './seed-codes'

/** Quality: base data, the incoming-quality code tables and claims (索赔单, the first document of the kit). */
export const qualityArea: AreaModule = {
  name: 'quality',
  routes: [qualityResourceRoutes],
  demoSeeds: [
    { area: 'quality_base', run: (db) => seedQuality(db) },
    { area: 'quality_codes', run: (db) => seedInspectionCodes(db) },
    { area: 'quality_claim', run: (db) => seedClaims(db) },
  ],
}
