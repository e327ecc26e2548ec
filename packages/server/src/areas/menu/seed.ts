import type { Db } from '../../db'
import { functionRows, syncFunctions } from './functions'
import { ROLES } from '@scm/core/business'
import { READ_ONLY_FOR_ALL, ROLE_FUNCTIONS, grantedFunctionIds } from './roles'
import { sysRole, sysRoleFunction } from '../../identity/role-schema'

/** At every start: the route tree's new functions, then the roles (below). */
export async function syncMenu(db: Db): Promise<void> {
  await syncFunctions(db)
  await syncRoles(db)
}

/**
 * Roles and their default grants: a role new to this database (every role of a
 * new one; `engineer` in a database from before it existed) is added with its grants. Roles that
 * exist keep the grants an administrator gave them.
 */
async function syncRoles(db: Db): Promise<void> {
  const added = await db.insert(sysRole).values([...ROLES]).onConflictDoNothing().returning({ code: sysRole.code })
  if (!added.length) return
  const functions = functionRows()
  const grants = added.flatMap(({ code: role }) => {
    const plan = ROLE_FUNCTIONS[role]
    if (!plan) return []
    return grantedFunctionIds(role, functions).map((functionId) => ({ role, functionId, buttons: plan.readOnly?.includes(functionId) || READ_ONLY_FOR_ALL.includes(functionId) ? [] : [...plan.buttons] }))
  })
  if (grants.length) await db.insert(sysRoleFunction).values(grants).onConflictDoNothing()
}
