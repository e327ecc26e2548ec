import { baseCodeResource, sysParaResource } from '@scm/core/sysmanage'
import { refuse } from '../../http/envelope'
import { resourceArea } from '../../resource/routes'
import type { ResourceGuard } from '../../resource/audited'
import { sysParam } from '../../platform/schema'
import { isAdmin } from '../../platform/admins'
import { sysBaseCode } from './schema'

/**
 * Parameters that guard security (password strength, how long a mailed login link lives): only an
 * administrator changes them, here or through /MySelf/PasswordSet, whatever sysmanage_syspara grants.
 */
export const SECURITY_PARAMS: ReadonlySet<string> = new Set(['pwd_min_level', 'mail_link_hours'])

const securityParamsAdminOnly: ResourceGuard = (c, keys) => {
  if (!isAdmin(c.get('user')) && keys.some((k) => SECURITY_PARAMS.has(String(k)))) refuse('无权限', 403)
}

/** /api/BaseCode/* and /api/SysPara/* (system parameters live in the platform's sys_param). */
export const sysmanageResourceRoutes = resourceArea([baseCodeResource, sysBaseCode], [sysParaResource, sysParam, { guard: securityParamsAdminOnly }])
