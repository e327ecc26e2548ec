import type { AreaModule } from '../../platform/area'
import { menuRoutes } from './routes'
import { menuEditRoutes } from './edit'

/** Roles, grants and the menu tree (synced at every start: prepare.ts, syncMenu). */
export const menuArea: AreaModule = {
  name: 'menu',
  routes: [menuRoutes, menuEditRoutes],
}
