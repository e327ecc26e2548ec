import type { AreaModule } from '../../platform/area'
import { orgTreeRoutes } from './tree'
import { orgEditRoutes } from './edit'
import { seedOrg } from './seed'

/** Organisation: company → department → station. */
export const orgArea: AreaModule = {
  name: 'org',
  routes: [orgTreeRoutes, orgEditRoutes],
  demoSeeds: [{ area: 'org', run: (db) => seedOrg(db) }],
}
