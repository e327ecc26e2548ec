import type { Context } from 'hono'
import { or, sql, type SQL } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { refuse } from '../../http/envelope'
import { hasGrant, loadGrants } from '../../http/grants'
import { userTypeWhere, type UserType } from '../../business/user-rows'
import { USER_FNS } from '@scm/core/business'

type UserFn = (typeof USER_FNS)[number]

export const ALL_USER_TYPES: ReadonlySet<UserType> = new Set(['staff', 'supplier', 'customer'])

/** Which accounts each screen administers: 供应商用户 only supplier users, the org screens only staff. */
const FN_TYPES: Record<UserFn, readonly UserType[]> = {
  sysmanage_userManage: ['staff', 'supplier', 'customer'],
  sysmanage_supplyuser: ['supplier'],
  sysmanage_org_user: ['staff'],
  sysmanage_org_userdtl: ['staff'],
}

/** The user types the caller may read (no button) or change (with `button`) through USER_FNS. */
export async function manageableTypes(c: Context<AppEnv>, button?: 'add' | 'edit' | 'delete'): Promise<ReadonlySet<UserType>> {
  const grants = await loadGrants(c)
  const types = new Set<UserType>()
  for (const fn of USER_FNS) if (hasGrant(grants, fn, button)) FN_TYPES[fn].forEach((t) => types.add(t))
  return types
}

/** WHERE keeping the users of those types (undefined = all). */
export function typesWhere(types: ReadonlySet<UserType>): SQL | undefined {
  if (types.size === ALL_USER_TYPES.size) return undefined
  if (!types.size) return sql`false`
  return or(...[...types].map(userTypeWhere))
}

/** 403 unless the caller's grants cover users of this type. */
export function assertType(types: ReadonlySet<UserType>, type: UserType): void {
  if (!types.has(type)) refuse('无权限', 403)
}
