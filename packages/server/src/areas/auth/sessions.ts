import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { sysUser, sysUserRole } from '../user/schema'
import { userSession } from './schema'

/** last_seen is written at most this often, so each call does not write. */
const TOUCH_EVERY_MS = 60_000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface NewSession {
  userid: number
  seconds: number
  ip?: string
  userAgent?: string
}

/** Opens a session and returns its token (32 random bytes); only the token's hash is stored. */
export async function createSession(db: Db, s: NewSession): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await db.insert(userSession).values({
    tokenHash: hashToken(token),
    userid: s.userid,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + s.seconds * 1000),
    ip: (s.ip ?? '').slice(0, 64),
    userAgent: (s.userAgent ?? '').slice(0, 300),
  })
  return token
}

export async function loadCurrentUser(db: Db, userid: number): Promise<CurrentUser | null> {
  const [user] = await db
    .select({
      userid: sysUser.userid,
      usercode: sysUser.usercode,
      UserName: sysUser.userName,
      supplyid: sysUser.supplyid,
      customerId: sysUser.customerId,
    })
    .from(sysUser)
    .where(eq(sysUser.userid, userid))
  if (!user) return null
  const roles = await db.select({ role: sysUserRole.role }).from(sysUserRole).where(eq(sysUserRole.userid, userid))
  return { ...user, roles: roles.map((r) => r.role).sort() }
}

/** The live session's user, or null (unknown, expired, or the user is now forbidden to log in). */
export async function findSession(db: Db, tokenHash: string): Promise<CurrentUser | null> {
  const now = new Date()
  const [row] = await db
    .select({ id: userSession.id, userid: userSession.userid, lastSeenAt: userSession.lastSeenAt, forbid: sysUser.forbidLogin })
    .from(userSession)
    .innerJoin(sysUser, eq(sysUser.userid, userSession.userid))
    .where(and(eq(userSession.tokenHash, tokenHash), gt(userSession.expiresAt, now)))
  if (!row || row.forbid) return null
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, row.id))
  }
  return loadCurrentUser(db, row.userid)
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(userSession).where(eq(userSession.tokenHash, tokenHash))
}

/** Ends every session of a user (password reset), or all but one (password change). */
export async function endUserSessions(db: Db, userid: number, keepTokenHash?: string): Promise<void> {
  await db
    .delete(userSession)
    .where(and(eq(userSession.userid, userid), keepTokenHash ? ne(userSession.tokenHash, keepTokenHash) : undefined))
}

/** Expired rows are only clutter; removed at login so the table does not grow forever. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(userSession).where(lt(userSession.expiresAt, new Date()))
}
