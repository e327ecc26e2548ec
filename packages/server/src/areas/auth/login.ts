import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { sysUser } from '../../identity/user-schema'
import { burnPasswordTime, verifyPassword } from '../../identity/password'
import * as clock from '../../clock'

export const MAX_FAILURES = 5
export const LOCK_MINUTES = 15
const WINDOW_MS = LOCK_MINUTES * 60_000

export const LOGIN_MESSAGES = {
  bad: '账号或密码错误',
  locked: `账号已锁定，请${LOCK_MINUTES}分钟后再试`,
  forbidden: '账号已被禁止登录，请联系管理员',
} as const

export type LoginResult = { ok: true; userid: number } | { ok: false; message: string }

/**
 * Checks a password login. Unknown account and wrong password answer the same message.
 * The fifth failure within 15 minutes locks the account for 15 minutes; counting happens in one
 * UPDATE so parallel attempts (other processes too) cannot skip the count.
 */
export async function passwordLogin(db: Db, usercode: string, password: string): Promise<LoginResult> {
  const [user] = await db.select().from(sysUser).where(eq(sysUser.usercode, usercode))
  if (!user) {
    await burnPasswordTime(password)
    return { ok: false, message: LOGIN_MESSAGES.bad }
  }
  const now = clock.now()
  if (user.lockedUntil && user.lockedUntil > now) return { ok: false, message: LOGIN_MESSAGES.locked }

  if (!(await verifyPassword(password, user.passwordHash, user.passwordSalt))) {
    const windowStart = new Date(now.getTime() - WINDOW_MS)
    const inWindow = sql`${sysUser.failedSince} is not null and ${sysUser.failedSince} > ${windowStart}`
    const [counted] = await db
      .update(sysUser)
      .set({
        failedLogins: sql`case when ${inWindow} then ${sysUser.failedLogins} + 1 else 1 end`,
        failedSince: sql`case when ${inWindow} then ${sysUser.failedSince} else ${now} end`,
      })
      .where(eq(sysUser.userid, user.userid))
      .returning({ failures: sysUser.failedLogins })
    if ((counted?.failures ?? 0) >= MAX_FAILURES) {
      await db
        .update(sysUser)
        .set({ lockedUntil: new Date(now.getTime() + WINDOW_MS), failedLogins: 0, failedSince: null })
        .where(eq(sysUser.userid, user.userid))
      return { ok: false, message: LOGIN_MESSAGES.locked }
    }
    return { ok: false, message: LOGIN_MESSAGES.bad }
  }
  if (user.forbidLogin) return { ok: false, message: LOGIN_MESSAGES.forbidden }
  if (user.failedLogins || user.lockedUntil) {
    await db.update(sysUser).set({ failedLogins: 0, failedSince: null, lockedUntil: null }).where(eq(sysUser.userid, user.userid))
  }
  return { ok: true, userid: user.userid }
}
