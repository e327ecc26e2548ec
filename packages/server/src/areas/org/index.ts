import type { AreaModule } from '../../platform/area'
import { orgTreeRoutes } from './tree'
import { orgEditRoutes } from './edit'
import { seedMissingOrg, seedOrg } from './seed'

/** Organisation: company → department → station. */
export const orgArea: AreaModule = {
  name: 'org',
  routes: [orgTreeRoutes, orgEditRoutes],
  demoSeeds: [
    { area: 'org', run: (db) => seedOrg(db) },
    // a demo database seeded before order review and work instructions gets their places
    { area: 'org_review_prcsdocument', run: (db) => seedMissingOrg(db) },
  ],
}
