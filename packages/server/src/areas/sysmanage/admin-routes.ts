import type { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { userManageRoutes } from '../user/manage'
import { userPickerRoutes } from '../user/pickers'
import { myselfRoutes } from '../user/myself'
import { orgTreeRoutes } from '../org/tree'
import { orgEditRoutes } from '../org/edit'
import { menuEditRoutes } from '../menu/edit'
import { gadgetRoutes } from '../gadget/routes'
import { fileRoutes } from '../files/routes'
import { wfDefinitionRoutes } from '../wf/definitions'
import { wfTodoRoutes } from '../wf/todo'
import { rightRoutes } from './rights'
import { supplyAuthorityRoutes } from './supply-authority'
import { operationAuthorityRoutes } from './operation-authority'
import { onlineUserRoutes } from './online-users'
import { msgAcceptRoutes } from './msg-accept'
import { auditRoutes } from './audit-routes'

/** Every call of system administration (issue 6; contract in ./API.md), mounted by areas/index.ts. */
export const sysadminRoutes: Hono<AppEnv>[] = [
  userManageRoutes,
  userPickerRoutes,
  myselfRoutes,
  orgTreeRoutes,
  orgEditRoutes,
  rightRoutes,
  supplyAuthorityRoutes,
  operationAuthorityRoutes,
  onlineUserRoutes,
  msgAcceptRoutes,
  auditRoutes,
  menuEditRoutes,
  gadgetRoutes,
  fileRoutes,
  wfDefinitionRoutes,
  wfTodoRoutes,
]
