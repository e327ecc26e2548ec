import type { AreaModule } from '../../platform/area'
import { userRoutes } from './routes'
import { userManageRoutes } from './manage'
import { userPickerRoutes } from './pickers'
import { myselfRoutes } from './myself'
import { seedAdmin, seedUsers } from './seed'

/** Accounts: current user, management, pickers, personal page. */
export const userArea: AreaModule = {
  name: 'user',
  routes: [userRoutes, userManageRoutes, userPickerRoutes, myselfRoutes],
  baseSeeds: [{ area: 'admin', run: (db, config) => seedAdmin(db, config.adminPassword) }],
  demoSeeds: [
    { area: 'user', run: (db) => seedUsers(db) },
    // a demo database seeded before eng01 existed gets it (and any other missing account) here
    { area: 'user_eng01', run: (db) => seedUsers(db, { admin: false }) },
    // … and the equipment's workshop technician and supervisor
    { area: 'user_tech01', run: (db) => seedUsers(db, { admin: false }) },
    // … and order review's and work instructions' accounts (revtech01, revprod01, proc01, opr01–03)
    { area: 'user_revtech01_proc01', run: (db) => seedUsers(db, { admin: false }) },
  ],
}
