import type { AreaModule } from '../../platform/area'
import { contractRoutes } from './routes'
import { seedContracts } from './seed'

/** Purchase contracts. */
export const contractArea: AreaModule = {
  name: 'contract',
  routes: [contractRoutes],
  demoSeeds: [{ area: 'contract', run: (db, config) => seedContracts(db, config) }],
}
