import type { Db } from '../../db'
import { functionRows } from './functions'
import { ROLE_FUNCTIONS, ROLES, grantedFunctionIds } from './roles'
import { sysRole, sysRoleFunction } from '../../identity/role-schema'

/** Roles and their grants (functions themselves are synced at every start). */
export async function seedMenu(db: Db): Promise<void> {
  await db.insert(sysRole).values([...ROLES]).onConflictDoNothing()
  const functions = functionRows()
  const grants = Object.entries(ROLE_FUNCTIONS).flatMap(([role, plan]) =>
    grantedFunctionIds(role, functions).map((functionId) => ({ role, functionId, buttons: plan.readOnly?.includes(functionId) ? [] : [...plan.buttons] })),
  )
  if (grants.length) await db.insert(sysRoleFunction).values(grants).onConflictDoNothing()
}
