import type { AreaModule } from '../../platform/area'
import { crmResourceRoutes } from './routes'
import { seedCrmBase } from './seed'

/** After-sales service base data. */
export const crmArea: AreaModule = {
  name: 'crm',
  routes: [crmResourceRoutes],
  demoSeeds: [{ area: 'crm_base', run: (db) => seedCrmBase(db) }],
}
