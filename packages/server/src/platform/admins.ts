import type { MiddlewareHandler } from 'hono'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db'
import type { AppEnv, CurrentUser } from '../http/context'
import { fail, refuse } from '../http/envelope'
import { ADMIN_ROLE } from '../http/grants'
import { sysUser, sysUserRole } from '../identity/user-schema'

export const isAdmin = (user: CurrentUser) => user.roles.includes(ADMIN_ROLE)

/** Calls only an administrator may make, whatever grants say (audit log, the admin role itself). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdmin(c.get('user'))) return fail(c, '无权限', 403)
  return next()
}

/** 403 无权限 from inside a service. */
export function assertAdmin(user: CurrentUser): void {
  if (!isAdmin(user)) refuse('无权限', 403)
}

// Any constant: serialises changes that could leave the portal without an administrator.
const ADMIN_GUARD_LOCK = 736402027

/**
 * Call first inside the transaction of any change to admin accounts, so two admins demoting each
 * other at the same moment cannot both pass the last-admin check (PGlite runs one at a time anyway).
 */
export async function lockAdminChanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_GUARD_LOCK})`)
}

/** Admins who can still log in (admin role, login not forbidden), other than `exceptUserid`. */
export async function otherActiveAdmins(db: Db, exceptUserid: number): Promise<number> {
  const rows = await db
    .select({ userid: sysUser.userid })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.userid, sysUserRole.userid))
    .where(and(eq(sysUserRole.role, ADMIN_ROLE), eq(sysUser.forbidLogin, false), ne(sysUser.userid, exceptUserid)))
  return rows.length
}

export async function isActiveAdmin(db: Db, userid: number): Promise<boolean> {
  const [row] = await db
    .select({ userid: sysUser.userid })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.userid, sysUserRole.userid))
    .where(and(eq(sysUserRole.role, ADMIN_ROLE), eq(sysUser.forbidLogin, false), eq(sysUser.userid, userid)))
  return !!row
}

/** Refuses when `userid` is an active admin and no other active admin would remain. */
export async function assertNotLastAdmin(db: Db, userid: number, message: string): Promise<void> {
  if ((await isActiveAdmin(db, userid)) && (await otherActiveAdmins(db, userid)) === 0) refuse(message)
}
