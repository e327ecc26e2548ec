import { WORKSHOP_ROLES } from '@scm/core/business'
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CurrentUser } from '../../http/context'
import { inline, type Bind } from '../../db/statements'
import { sysUser } from '../../identity/user-schema'
import { isStaff } from '../../platform/owner-scope'
import type { RowScope } from '../../resource/audited'

/** Whether the caller works in one workshop (technician, supervisor): his rows are his department's. */
export function inOneWorkshop(user: CurrentUser): boolean {
  return user.roles.some((r) => (WORKSHOP_ROLES as readonly string[]).includes(r))
}

/**
 * THE workshop filter of equipment rows, ANDed into every query: a workshop's technician or
 * supervisor sees his department's machines only (a user without a department: none); suppliers
 * and customers nothing; other staff all.
 */
export function workshopScope(user: CurrentUser, workshop: AnyPgColumn | SQL, bind: Bind = inline): SQL | undefined {
  if (!isStaff(user)) return sql`false`
  if (!inOneWorkshop(user)) return undefined
  return sql`${workshop} = (select ${sysUser.deptId} from ${sysUser} where ${sysUser.userid} = ${bind(user.userid)})`
}

/** The workshop filter as the kits take it (a document's or resource's rows by their workshop_id). */
export const workshopRowScope: RowScope = (user, binding) => workshopScope(user, binding.columns.workshop_id!)
