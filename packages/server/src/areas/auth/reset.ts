import { createHash, randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { clientIp, parseBody, parseQuery } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { sendMail } from '../../mail'
import { sysUser } from '../../identity/user-schema'
import { writeAudit } from '../../platform/audit'
import { hashPassword, LEVEL_TEXT, passwordLevel } from '../../identity/password'
import { assertAcceptablePassword, minPasswordLevel } from '../../platform/password-policy'
import { resetPwdCode, resetPwdLog } from '../../identity/session-schema'
import { endUserSessions } from '../../identity/sessions'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/** Forgot-password flow (public): strength meter, mailed 6-digit code, reset with the code. */
export const resetRoutes = new Hono<AppEnv>()

const CODE_MINUTES = 10
const MAX_TRIES = 5
/** A new code is mailed at most once a minute per account (no mail flooding). */
const RESEND_AFTER_MS = 60_000
export const CODE_SENT_MSG = '验证码已发送至账号绑定的邮箱'
const INVALID_CODE_MSG = '验证码无效或已过期'

const codeHash = (userid: number, code: string) => createHash('sha256').update(`${userid}:${code}`).digest('hex')

async function logReset(db: Db, entry: { userid: number | null; usercode: string; ip: string; result: string }) {
  await db.insert(resetPwdLog).values({ ...entry, usercode: entry.usercode.slice(0, 30) })
}

const levelBody = z.object({ password: z.string().max(200) })

resetRoutes.post('/api/User/getPwdSecurtyLevel', accepts({ body: levelBody }), async (c) => {
  const { password } = await parseBody(c, levelBody)
  const level = passwordLevel(password)
  return ok(c, { level, text: LEVEL_TEXT[level], minLevel: await minPasswordLevel(c.get('db')) })
})

const codeQuery = z.object({ username: z.string().trim().min(1, '请输入账号').max(30, '账号不存在') })

resetRoutes.get('/api/User/validateCode', accepts({ query: codeQuery }), async (c) => {
  const { username } = parseQuery(c, codeQuery)
  const db = c.get('db')
  const [user] = await db
    .select({ userid: sysUser.userid, email: sysUser.email, name: sysUser.userName })
    .from(sysUser)
    .where(eq(sysUser.usercode, username))
  // Same answer whether or not the account exists or has an e-mail: no account enumeration.
  if (!user || !user.email) return ok(c, null, CODE_SENT_MSG)
  const now = clock.now()
  const [recent] = await db
    .select({ id: resetPwdCode.id })
    .from(resetPwdCode)
    .where(and(eq(resetPwdCode.userid, user.userid), isNull(resetPwdCode.usedAt), gt(resetPwdCode.createdAt, new Date(now.getTime() - RESEND_AFTER_MS))))
  if (recent) return ok(c, null, CODE_SENT_MSG)

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction(async (tx) => {
    // Only the newest code counts.
    await tx.update(resetPwdCode).set({ usedAt: now }).where(and(eq(resetPwdCode.userid, user.userid), isNull(resetPwdCode.usedAt)))
    await tx.insert(resetPwdCode).values({
      userid: user.userid,
      codeHash: codeHash(user.userid, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    })
  })
  const sent = await sendMail(c.var, {
    to: user.email,
    subject: '找回密码验证码',
    html: `<p>${user.name}，您好：</p><p>您正在找回 SCM 供应链协同平台的登录密码，验证码为 <b>${code}</b>，${CODE_MINUTES}分钟内有效，最多可尝试${MAX_TRIES}次。</p><p>如非本人操作，请忽略本邮件。</p>`,
  })
  if (!sent.sent) refuse('验证码邮件发送失败，请稍后再试', 502)
  return ok(c, null, CODE_SENT_MSG)
})

const findPwdBody = z.object({
  username: z.string().trim().min(1, '请输入账号').max(30, INVALID_CODE_MSG),
  code: z.string().trim().min(1, '请输入验证码').max(10, '验证码错误'),
  newPassword: z.string().min(1, '请输入新密码'),
})

resetRoutes.post('/api/User/findPwd', accepts({ body: findPwdBody }), async (c) => {
  const { username, code, newPassword } = await parseBody(c, findPwdBody)
  const db = c.get('db')
  const ip = clientIp(c)
  const [user] = await db.select({ userid: sysUser.userid, userName: sysUser.userName }).from(sysUser).where(eq(sysUser.usercode, username))
  const now = clock.now()
  const [pending] = user
    ? await db
        .select()
        .from(resetPwdCode)
        .where(and(eq(resetPwdCode.userid, user.userid), isNull(resetPwdCode.usedAt), gt(resetPwdCode.expiresAt, now)))
        .orderBy(desc(resetPwdCode.id))
        .limit(1)
    : []
  const userid = user?.userid ?? null
  if (!pending) {
    await logReset(db, { userid, usercode: username, ip, result: INVALID_CODE_MSG })
    refuse(INVALID_CODE_MSG)
  }
  if (pending.tries >= MAX_TRIES) {
    await logReset(db, { userid, usercode: username, ip, result: '验证码错误次数过多' })
    refuse('验证码错误次数过多，请重新获取验证码')
  }
  if (codeHash(pending.userid, code) !== pending.codeHash) {
    await db.update(resetPwdCode).set({ tries: sql`${resetPwdCode.tries} + 1` }).where(eq(resetPwdCode.id, pending.id))
    await logReset(db, { userid, usercode: username, ip, result: '验证码错误' })
    refuse('验证码错误')
  }
  try {
    await assertAcceptablePassword(db, newPassword)
  } catch (err) {
    await logReset(db, { userid, usercode: username, ip, result: '新密码强度不足' })
    throw err
  }
  const { hash, salt } = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ passwordHash: hash, passwordSalt: salt, failedLogins: 0, failedSince: null, lockedUntil: null, updatedAt: now })
      .where(eq(sysUser.userid, pending.userid))
    await tx.update(resetPwdCode).set({ usedAt: now }).where(eq(resetPwdCode.id, pending.id))
    await endUserSessions(tx, pending.userid)
    await logReset(tx, { userid: pending.userid, usercode: username, ip, result: '成功' })
    const actor = { userid: pending.userid, usercode: username, UserName: user?.userName ?? '', ip }
    await writeAudit(tx, actor, { area: 'myself', action: '找回密码', target: `个人密码 ${username}`, targetId: pending.userid })
  })
  return ok(c, null, '密码重置成功，请使用新密码登录')
})
