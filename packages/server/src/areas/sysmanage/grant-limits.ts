import { inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser, Grants } from '../../http/context'
import { refuse } from '../../http/envelope'
import { grantsOf, hasGrant } from '../../http/grants'
import { sysRole, sysRoleFunction } from '../menu/schema'

// A non-admin who administers rights or users may hand out only what he holds himself: no grant
// wider than his own, by editing a role or by giving a role to someone. Admins are not limited.

export interface Grant {
  functionId: string
  buttons: readonly string[]
}

/** The caller's grants, read in the given transaction (the same rows the session query joins). */
export async function grantsOfUser(db: Db, user: CurrentUser): Promise<Grants> {
  const rows = user.roles.length
    ? await db.select({ fn: sysRoleFunction.functionId, buttons: sysRoleFunction.buttons }).from(sysRoleFunction).where(inArray(sysRoleFunction.role, user.roles))
    : []
  return grantsOf(user.roles, rows.map((r) => [r.fn, r.buttons] as const))
}

/** The first function or button of `wanted` the caller lacks, as a reader names it. */
export function grantBeyond(grants: Grants, wanted: readonly Grant[]): string | null {
  for (const g of wanted) {
    if (!hasGrant(grants, g.functionId)) return g.functionId
    const button = g.buttons.find((b) => !hasGrant(grants, g.functionId, b))
    if (button) return `${g.functionId}（${button}）`
  }
  return null
}

/** Refuses giving roles whose grants go beyond the caller's own. */
export async function assertRolesWithinGrants(db: Db, grants: Grants, roles: readonly string[]): Promise<void> {
  if (grants === 'all' || !roles.length) return
  const rows = await db.select().from(sysRoleFunction).where(inArray(sysRoleFunction.role, [...roles]))
  for (const role of roles) {
    const beyond = grantBeyond(grants, rows.filter((r) => r.role === role))
    if (!beyond) continue
    const [named] = await db.select({ name: sysRole.name }).from(sysRole).where(inArray(sysRole.code, [role]))
    refuse(`不能分配超出自己权限的角色：${named?.name ?? role}`, 403)
  }
}
