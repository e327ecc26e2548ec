import type { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { authRoutes } from './auth/routes'
import { resetRoutes } from './auth/reset'
import { resetLogRoutes } from './auth/log-list'
import { userRoutes } from './user/routes'
import { menuRoutes } from './menu/routes'
import { portalRoutes } from './portal/routes'
import { mailRoutes } from './mail/routes'
import { sysmanageResourceRoutes } from './sysmanage/routes'
import { qualityResourceRoutes } from './quality/routes'
import { equipResourceRoutes } from './equip/routes'
import { bulletinResourceRoutes, bulletinRoutes } from './bulletin/routes'
import { crmResourceRoutes } from './crm/routes'
import { homeRoutes } from './home/routes'
import { orderAreaRoutes } from './order/routes'
import { receiveRoutes } from './receive/routes'
import { contractRoutes } from './contract/routes'
import { pubtableRoutes } from './pubtable/routes'
import { sysadminRoutes } from './sysmanage/admin-routes'

/**
 * Every area's routes; app.ts mounts each at '/' (areas write full spec paths).
 * A new area adds its Hono sub-app here.
 */
export const areaRoutes: Hono<AppEnv>[] = [
  authRoutes,
  resetRoutes,
  resetLogRoutes,
  userRoutes,
  menuRoutes,
  portalRoutes,
  mailRoutes,
  bulletinRoutes,
  // base data from resource definitions (issue 3)
  sysmanageResourceRoutes,
  qualityResourceRoutes,
  equipResourceRoutes,
  bulletinResourceRoutes,
  crmResourceRoutes,
  // home-page widgets (issue 4)
  homeRoutes,
  // procurement (issue 5): orders, receiving, contracts, pickers
  orderAreaRoutes,
  receiveRoutes,
  contractRoutes,
  pubtableRoutes,
  // system administration (issue 6): users, org, rights, menus, plugins, sessions, files, flows
  ...sysadminRoutes,
]
