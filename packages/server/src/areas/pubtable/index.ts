import type { AreaModule } from '../../platform/area'
import { pubtableRoutes } from './routes'
import { seedPubtable } from './seed'

/** Material buyers and pictures, and the pickers procurement uses. */
export const pubtableArea: AreaModule = {
  name: 'pubtable',
  routes: [pubtableRoutes],
  demoSeeds: [{ area: 'pubtable', run: (db) => seedPubtable(db) }],
}
