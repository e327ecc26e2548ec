import { baseCodeResource, sysParaResource } from '@scm/core'
import { resourceArea } from '../../resource/routes'
import { sysParam } from '../portal/schema'
import { sysBaseCode } from './schema'

/** /api/BaseCode/* and /api/SysPara/* (system parameters live in the platform's sys_param). */
export const sysmanageResourceRoutes = resourceArea([baseCodeResource, sysBaseCode], [sysParaResource, sysParam])
