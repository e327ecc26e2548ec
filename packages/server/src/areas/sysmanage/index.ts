import type { AreaModule } from '../../platform/area'
import { sysmanageResourceRoutes } from './routes'
import { rightRoutes } from './rights'
import { supplyAuthorityRoutes } from './supply-authority'
import { operationAuthorityRoutes } from './operation-authority'
import { onlineUserRoutes } from './online-users'
import { msgAcceptRoutes } from './msg-accept'
import { auditRoutes } from './audit-routes'
import { jobRunRoutes } from './job-runs'
import { partnerKeyRoutes, seedDemoPartnerKey } from './partner-keys'
import { seedSysmanage } from './seed'
import { seedAdminBase, seedAdminDemo } from './admin-seed'

/** System administration (contract in ./API.md): base codes, parameters, rights, sessions, logs. */
export const sysmanageArea: AreaModule = {
  name: 'sysmanage',
  routes: [sysmanageResourceRoutes, rightRoutes, supplyAuthorityRoutes, operationAuthorityRoutes, onlineUserRoutes, msgAcceptRoutes, auditRoutes, partnerKeyRoutes, jobRunRoutes],
  publicPaths: ['/api/PartnerKey/EmbedToken'],
  baseSeeds: [
    { area: 'sysadmin_base', run: (db) => seedAdminBase(db) },
    // a database from before order review gets the reviewers' default file rights (idempotent)
    { area: 'sysadmin_base_reviewer', run: (db) => seedAdminBase(db) },
  ],
  demoSeeds: [
    { area: 'basecode', run: (db) => seedSysmanage(db) },
    // supplier authorisation, notice receivers, approval flows
    { area: 'sysadmin_demo', run: (db) => seedAdminDemo(db) },
    // the public demo partner key of supplier 1001 (demo/partner-server.mjs)
    { area: 'partner_key_demo', run: (db) => seedDemoPartnerKey(db) },
  ],
}
