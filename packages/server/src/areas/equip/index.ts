import type { AreaModule } from '../../platform/area'
import { equipResourceRoutes } from './routes'
import { seedEquip } from './seed'

/** Equipment base data. */
export const equipArea: AreaModule = {
  name: 'equip',
  routes: [equipResourceRoutes],
  demoSeeds: [{ area: 'equip_type', run: (db) => seedEquip(db) }],
}
