import type { AreaModule } from '../../platform/area'
import { homeRoutes } from './routes'
import { gadgetRoutes } from './gadget-routes'
import { seedHome } from './seed'

/** The home page and its widgets (areas register their widget sources), and their configuration (plugins, SysGardget). */
export const homeArea: AreaModule = {
  name: 'home',
  routes: [homeRoutes, gadgetRoutes],
  baseSeeds: [{ area: 'home_gadgets', run: (db) => seedHome(db) }],
}
