import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { WORKSHOP_ROLES } from '@scm/core/business'
import type { CurrentUser } from '../../http/context'
import { sysUser } from '../../identity/user-schema'
import { isStaff, managedSuppliers } from '../../platform/owner-scope'

/**
 * Whose records a figure counts, as the screens that list those records filter them, inside the
 * query (never after it): a supplier's user his own supplier's, staff with supplier authorisation
 * the suppliers they manage (on documents that follow it), a workshop's technician or supervisor
 * his own workshop's machines. So the records behind a number are those the list would show him.
 */
export interface CockpitScope {
  user: CurrentUser
  /** `supplyid` is the record's supplier; `managed`: staff see only the suppliers they manage */
  supplier(supplyid: SQL, managed: boolean): SQL
  /** `workshopId` is the record's workshop (org_dept) */
  workshop(workshopId: SQL): SQL
  /** records only staff see (work orders, machines, vehicles) */
  staff(): SQL
}

export function cockpitScope(user: CurrentUser): CockpitScope {
  return {
    user,
    supplier(supplyid, managed) {
      if (user.supplyid != null) return sql`${supplyid} = ${user.supplyid}`
      if (!isStaff(user)) return sql`false`
      // THE supplier authorisation predicate (platform/owner-scope), over an expression of the query
      return (managed && managedSuppliers(user, supplyid as unknown as AnyPgColumn)) || sql`true`
    },
    workshop(workshopId) {
      if (!isStaff(user)) return sql`false`
      // as the equipment screens filter (equip's workshopScope): a workshop role sees his department's
      if (!user.roles.some((r) => (WORKSHOP_ROLES as readonly string[]).includes(r))) return sql`true`
      return sql`${workshopId} = (select ${sysUser.deptId} from ${sysUser} where ${sysUser.userid} = ${user.userid})`
    },
    staff: () => (isStaff(user) ? sql`true` : sql`false`),
  }
}
