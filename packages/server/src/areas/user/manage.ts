import { randomInt } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { clientIp, parseBody, flag } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { can, loadGrants, requireFn } from '../../http/grants'
import { listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { hashPassword } from '../../identity/password'
import { assertAcceptablePassword } from '../../platform/password-policy'
import { endUserSessions } from '../../identity/sessions'
import { resetPwdLog } from '../../identity/session-schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { assertAdmin, assertNotLastAdmin, lockAdminChanges } from '../../platform/admins'
import { assertRolesWithinGrants } from '../../platform/grant-limits'
import { sysUser } from '../../identity/user-schema'
import { countUsers, hasRoleWhere, selectUserRows, userRowById, userSearchColumns, userSortable, userTypeOf, userTypeWhere, type UserType } from '../../business/user-rows'
import { assertType, manageableTypes, typesWhere } from './scope'
import { USER_FNS } from '@scm/core/business'
import { saveUser, userInput, userSnapshot } from './user-save'
import { filterFlag, filterId, filterText } from '../../platform/filters'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/**
 * Admin user calls (API.md "Users"): GetUsers, Save, Del, saveList, ForbidLogin, RetSetPassword,
 * GetUserByCode. Screens: userManage, supplyuser, org/user, org/userdtl.
 */
export const userManageRoutes = new Hono<AppEnv>()


/** The user types the caller may change with this button (403 when none). */
async function requireButton(c: Context<AppEnv>, button: 'add' | 'edit' | 'delete') {
  if (!(await can(c, USER_FNS, button))) refuse('无权限', 403)
  return manageableTypes(c, button)
}

userManageRoutes.post('/User/User/GetUsers', requireFn(USER_FNS), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const f = q.filters
  const forbid = filterFlag(f.ForbidLoginFlag, '禁止登录标志')
  const wxOnly = filterFlag(f.isOnlyWXUser, '仅微信用户标志')
  const isCustomer = filterFlag(f.isCustomer, '客户用户标志')
  const userType = filterText(f.userType)
  if (userType && !['staff', 'supplier', 'customer'].includes(userType)) refuse('用户类型只能是 staff、supplier 或 customer')
  const userId = filterId(f.userId ?? f.userid, '用户')
  const role = filterText(f.role)
  const where = and(
    typesWhere(await manageableTypes(c)),
    searchAny(q.searchKey, userSearchColumns),
    forbid === undefined ? undefined : eq(sysUser.forbidLogin, forbid),
    wxOnly ? isNotNull(sysUser.wxOpenid) : undefined,
    isCustomer === undefined ? undefined : isCustomer ? isNotNull(sysUser.customerId) : isNull(sysUser.customerId),
    userType ? userTypeWhere(userType as UserType) : undefined,
    userId ? eq(sysUser.userid, userId) : undefined,
    filterId(f.dept_id, '部门') ? eq(sysUser.deptId, filterId(f.dept_id, '部门')!) : undefined,
    filterId(f.station_id, '岗位') ? eq(sysUser.stationId, filterId(f.station_id, '岗位')!) : undefined,
    filterId(f.supplyid, '供应商') ? eq(sysUser.supplyid, filterId(f.supplyid, '供应商')!) : undefined,
    filterId(f.customer_id, '客户') ? eq(sysUser.customerId, filterId(f.customer_id, '客户')!) : undefined,
    role ? hasRoleWhere(db, role) : undefined,
  )
  const rows = await selectUserRows(db, {
    where,
    orderBy: listOrder(q, userSortable, [desc(sysUser.userid)]),
    limit: q.rows,
    offset: q.offset,
  })
  return ok(c, listPage(rows, await countUsers(db, where), q.page))
})

userManageRoutes.post('/User/User/Save', requireFn(USER_FNS), accepts({ body: userInput }), async (c) => {
  const input = await parseBody(c, userInput)
  const types = await requireButton(c, input.userid ? 'edit' : 'add')
  const db = c.get('db')
  const userid = await db.transaction((tx) => saveUser(tx, c.get('user'), actorOf(c), input, types))
  return ok(c, await userRowById(db, userid), '保存成功')
})

/** Many users at once (import): all saved, or none. */
/** The list of saveList: each entry a userInput, checked one by one below (第N行：…). */
const userRows = <T extends z.ZodType>(entry: T) => z.array(entry, { error: '请提交用户列表' }).min(1, '请提交用户列表').max(500, '一次最多保存500个用户')

userManageRoutes.post('/User/User/saveList', requireFn(USER_FNS), accepts({ body: userRows(userInput) }), async (c) => {
  const list = await parseBody(c, userRows(z.unknown()))
  const inputs = list.map((raw, i) => {
    const parsed = userInput.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.path.join('.') ?? ''
      refuse(`第${i + 1}行：${/[\u4e00-\u9fff]/.test(issue?.message ?? '') ? issue!.message : `${field}格式不正确`}`)
    }
    return parsed.data
  })
  const addTypes = inputs.some((u) => !u.userid) ? await requireButton(c, 'add') : undefined
  const editTypes = inputs.some((u) => u.userid) ? await requireButton(c, 'edit') : undefined
  const codes = inputs.map((u) => u.usercode)
  const dup = codes.findIndex((code, i) => codes.indexOf(code) !== i)
  if (dup >= 0) refuse(`第${dup + 1}行：账号 ${codes[dup]} 重复`)
  const caller = c.get('user')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    for (const [i, input] of inputs.entries()) {
      try {
        await saveUser(tx, caller, actor, input, (input.userid ? editTypes : addTypes)!)
      } catch (err) {
        if (err instanceof HTTPException && err.status < 500) refuse(`第${i + 1}行：${err.message}`, err.status)
        throw err
      }
    }
  })
  return ok(c, { count: inputs.length }, `已保存${inputs.length}个用户`)
})

const userIdParam = z.object({ userId: z.coerce.number({ error: '请选择用户' }).int('请选择用户').positive('请选择用户') })

/** The target user's id from `?userId=` or the body. */
async function targetUserId(c: Context<AppEnv>): Promise<number> {
  const fromQuery = c.req.query('userId') ?? c.req.query('userid')
  if (fromQuery !== undefined) return userIdParam.parse({ userId: fromQuery }).userId
  const body = (await parseBody(c, z.record(z.string(), z.unknown()))) as Record<string, unknown>
  return userIdParam.parse({ userId: body.userId ?? body.userid }).userId
}

userManageRoutes.post('/User/User/Del', requireFn(USER_FNS, 'delete'), accepts({ query: userIdParam, body: userIdParam, queryOrBody: true }), async (c) => {
  const userid = await targetUserId(c)
  const caller = c.get('user')
  if (userid === caller.userid) refuse('不能删除自己的账号')
  const types = await manageableTypes(c, 'delete')
  const actor = actorOf(c)
  try {
    await c.get('db').transaction(async (tx) => {
      await lockAdminChanges(tx)
      const before = await userSnapshot(tx, userid)
      if (!before) refuse('用户不存在', 404)
      assertType(types, userTypeOf(before))
      if (before.roles.includes('admin')) assertAdmin(caller)
      await assertNotLastAdmin(tx, userid, '不能删除最后一个管理员')
      await tx.delete(sysUser).where(eq(sysUser.userid, userid))
      await writeAudit(tx, actor, { area: 'user', action: '删除', target: `用户 ${before.usercode} ${before.userName}`, targetId: userid, before })
    })
  } catch (err) {
    // Orders, mail, receipts… still name the user: keep the account, forbid its login instead.
    if (hasPgCode(err, '23503')) refuse('该用户已有业务数据，不能删除，请改为禁止登录')
    throw err
  }
  return ok(c, null, '删除成功')
})

function hasPgCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === code) return true
    e = e.cause as typeof e
  }
  return false
}

const forbidBody = z.object({
  userId: z.coerce.number({ error: '请选择用户' }).int().positive('请选择用户'),
  ForbidLoginFlag: flag.optional().default(true),
})

userManageRoutes.post('/User/User/ForbidLogin', requireFn(USER_FNS, 'edit'), accepts({ query: forbidBody, body: forbidBody, queryOrBody: true }), async (c) => {
  const body = (await parseBody(c, z.record(z.string(), z.unknown()))) as Record<string, unknown>
  const { userId, ForbidLoginFlag: forbid } = forbidBody.parse({
    userId: c.req.query('userId') ?? body.userId ?? body.userid,
    ForbidLoginFlag: body.ForbidLoginFlag ?? c.req.query('ForbidLoginFlag'),
  })
  const caller = c.get('user')
  if (forbid && userId === caller.userid) refuse('不能禁止自己登录')
  const types = await manageableTypes(c, 'edit')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    await lockAdminChanges(tx)
    const before = await userSnapshot(tx, userId)
    if (!before) refuse('用户不存在', 404)
    assertType(types, userTypeOf(before))
    if (before.roles.includes('admin')) assertAdmin(caller)
    if (forbid) await assertNotLastAdmin(tx, userId, '不能禁止最后一个管理员登录')
    await tx.update(sysUser).set({ forbidLogin: forbid, updatedAt: clock.now() }).where(eq(sysUser.userid, userId))
    if (forbid) await endUserSessions(tx, userId)
    await writeAudit(tx, actor, {
      area: 'user',
      action: forbid ? '禁止登录' : '允许登录',
      target: `用户 ${before.usercode} ${before.userName}`,
      targetId: userId,
      before: { forbidLogin: before.forbidLogin },
      after: { forbidLogin: forbid },
    })
  })
  return ok(c, null, forbid ? '已禁止该用户登录' : '已允许该用户登录')
})

/** A random password meeting the strongest policy (upper, lower, digit, symbol; 12 long). */
function randomPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%&*+=?']
  const chars = sets.map((s) => s[randomInt(s.length)]!)
  const all = sets.join('')
  while (chars.length < 12) chars.push(all[randomInt(all.length)]!)
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

const resetPasswordInput = z.object({
  userId: z.coerce.number({ error: '请选择用户' }).int().positive('请选择用户'),
  newPassword: z.string().max(200).optional(),
})

userManageRoutes.post('/User/User/RetSetPassword', requireFn(USER_FNS, 'edit'), accepts({ query: resetPasswordInput, body: resetPasswordInput, queryOrBody: true }), async (c) => {
  const body = (await parseBody(c, z.record(z.string(), z.unknown()))) as Record<string, unknown>
  const { userId, newPassword } = resetPasswordInput.parse({ userId: c.req.query('userId') ?? body.userId ?? body.userid, newPassword: body.newPassword || undefined })
  const caller = c.get('user')
  if (userId === caller.userid) refuse('请在个人事务中修改自己的密码')
  const db = c.get('db')
  const types = await manageableTypes(c, 'edit')
  const grants = await loadGrants(c)
  const password = newPassword ?? randomPassword()
  await assertAcceptablePassword(db, password)
  const { hash, salt } = await hashPassword(password)
  const actor = actorOf(c)
  await db.transaction(async (tx) => {
    const before = await userSnapshot(tx, userId)
    if (!before) refuse('用户不存在', 404)
    assertType(types, userTypeOf(before))
    if (before.roles.includes('admin')) assertAdmin(caller)
    // a new password is the account: not for one that holds more than the caller
    await assertRolesWithinGrants(tx, grants, before.roles, '不能重置权限超出自己的用户的密码')
    await tx
      .update(sysUser)
      .set({ passwordHash: hash, passwordSalt: salt, failedLogins: 0, failedSince: null, lockedUntil: null, updatedAt: clock.now() })
      .where(eq(sysUser.userid, userId))
    await endUserSessions(tx, userId)
    await tx.insert(resetPwdLog).values({ userid: userId, usercode: before.usercode, ip: clientIp(c), result: `管理员重置（${caller.usercode}）`.slice(0, 50) })
    await writeAudit(tx, actor, { area: 'user', action: '重置密码', target: `用户 ${before.usercode} ${before.userName}`, targetId: userId })
  })
  return ok(c, { password }, '密码已重置')
})

userManageRoutes.get('/User/User/GetUserByCode', requireFn(USER_FNS), accepts({ query: z.object({ usercode: z.string().trim().min(1).max(30) }) }), async (c) => {
  const usercode = z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(30, '用户不存在').parse(c.req.query('usercode') ?? c.req.query('userCode'))
  const [row] = await selectUserRows(c.get('db'), { where: and(eq(sysUser.usercode, usercode), typesWhere(await manageableTypes(c))) })
  if (!row) refuse('用户不存在', 404)
  return ok(c, row)
})
