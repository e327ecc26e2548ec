import type { AreaModule } from '../../platform/area'
import { menuRoutes } from './routes'
import { menuEditRoutes } from './edit'
import { seedMenu } from './seed'

/** Roles, grants and the menu tree. */
export const menuArea: AreaModule = {
  name: 'menu',
  routes: [menuRoutes, menuEditRoutes],
  baseSeeds: [{ area: 'menu', run: (db) => seedMenu(db) }],
}
