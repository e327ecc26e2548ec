import { inArray } from 'drizzle-orm'
import { flattenRoutes } from '@scm/core'
import type { Db } from '../db'
import type { CurrentUser, Grants } from '../http/context'
import { refuse } from '../http/envelope'
import { grantsOf, hasGrant } from '../http/grants'
import { sysRole, sysRoleFunction } from '../identity/role-schema'

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

/** The buttons inside a menu function, as the rights tree names them. */
export const BUTTON_NAMES: Record<string, string> = { add: '新增', edit: '编辑', delete: '删除', export: '导出', audit: '审核' }

let functionNames: Map<string, string> | undefined
/** A menu function as the rights tree names it: 基础编码, not sysmanage_basecode. */
const functionName = (id: string) => (functionNames ??= new Map(flattenRoutes().map((r) => [r.id, r.title]))).get(id) ?? id

/** The first function or button of `wanted` the caller lacks, as a reader names it (基础编码·删除). */
export function grantBeyond(grants: Grants, wanted: readonly Grant[]): string | null {
  for (const g of wanted) {
    if (!hasGrant(grants, g.functionId)) return functionName(g.functionId)
    const button = g.buttons.find((b) => !hasGrant(grants, g.functionId, b))
    if (button) return `${functionName(g.functionId)}·${BUTTON_NAMES[button] ?? button}`
  }
  return null
}

/**
 * Refuses giving roles whose grants go beyond the caller's own (or, with `refusal`, taking over an
 * account that holds such roles, e.g. by resetting its password).
 */
export async function assertRolesWithinGrants(db: Db, grants: Grants, roles: readonly string[], refusal = '不能分配超出自己权限的角色'): Promise<void> {
  if (grants === 'all' || !roles.length) return
  const rows = await db.select().from(sysRoleFunction).where(inArray(sysRoleFunction.role, [...roles]))
  for (const role of roles) {
    const beyond = grantBeyond(grants, rows.filter((r) => r.role === role))
    if (!beyond) continue
    const [named] = await db.select({ name: sysRole.name }).from(sysRole).where(inArray(sysRole.code, [role]))
    refuse(`${refusal}：${named?.name ?? role}`, 403)
  }
}
