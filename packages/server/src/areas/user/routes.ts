import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { signedIn } from '../../http/grants'
import { hashPassword, verifyPassword } from '../../identity/password'
import { assertAcceptablePassword } from '../../platform/password-policy'
import { endUserSessions } from '../../identity/sessions'
import { actorOf, writeAudit } from '../../platform/audit'
import { sysUser } from '../../identity/user-schema'
import { profileOf } from './myself'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/** The caller's own account: GetCurrentUser, UpdatePassword. (Admin user calls come with issue 6.) */
export const userRoutes = new Hono<AppEnv>()

/** Data: a list whose first entry is the caller (the spec's client reads Data[0]). */
// signedIn: the caller's own account, no menu function (every screen and page needs it).
userRoutes.get('/User/User/GetCurrentUser', signedIn, async (c) => {
  const me = c.get('user')
  return ok(c, [await profileOf(c.get('db'), me.userid, me.roles)])
})

const updatePasswordBody = z.object({
  oldPassword: z.string().min(1, '请输入原密码').max(200, '原密码错误'),
  newPassword: z.string().min(1, '请输入新密码'),
})

/** Checks the old password and the strength policy, then ends the caller's other sessions. */
// signedIn: his own password (the password check decides), also forced on first login.
userRoutes.post('/User/User/UpdatePassword', signedIn, accepts({ body: updatePasswordBody }), async (c) => {
  const { oldPassword, newPassword } = await parseBody(c, updatePasswordBody)
  const db = c.get('db')
  const me = c.get('user')
  const [row] = await db
    .select({ hash: sysUser.passwordHash, salt: sysUser.passwordSalt })
    .from(sysUser)
    .where(eq(sysUser.userid, me.userid))
  if (!row || !(await verifyPassword(oldPassword, row.hash, row.salt))) refuse('原密码错误')
  if (oldPassword === newPassword) refuse('新密码不能与原密码相同')
  await assertAcceptablePassword(db, newPassword)
  const { hash, salt } = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    await tx.update(sysUser).set({ passwordHash: hash, passwordSalt: salt, updatedAt: clock.now() }).where(eq(sysUser.userid, me.userid))
    await endUserSessions(tx, me.userid, c.get('sessionHash'))
    // who and when only: the password (and its hash) never goes into the log
    await writeAudit(tx, actorOf(c), { area: 'myself', action: '修改密码', target: `个人密码 ${me.usercode} ${me.UserName}`, targetId: me.userid })
  })
  return ok(c, null, '密码修改成功')
})
