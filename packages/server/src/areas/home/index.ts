import type { AreaModule } from '../../platform/area'
import { homeRoutes } from './routes'
import { seedHome } from './seed'

/** The home page and its widgets (areas register their widget sources). */
export const homeArea: AreaModule = {
  name: 'home',
  routes: [homeRoutes],
  baseSeeds: [{ area: 'home_gadgets', run: (db) => seedHome(db) }],
}
