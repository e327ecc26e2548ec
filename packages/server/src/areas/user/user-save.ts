import { flag } from '../../http/body'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { ADMIN_ROLE } from '../../http/grants'
import { registerLabels } from '../../platform/audit-labels'
import { orgDept, orgStation } from '../../identity/org-schema'
import { pcSupply, saleCustomer } from '../../identity/partner-schema'
import { sysRole } from '../../identity/role-schema'
import { hashPassword } from '../../identity/password'
import { assertAcceptablePassword } from '../../platform/password-policy'
import { endUserSessions } from '../../identity/sessions'
import { writeAudit, type AuditActor } from '../../platform/audit'
import { assertAdmin, isActiveAdmin, isAdmin, lockAdminChanges, otherActiveAdmins } from '../../platform/admins'
import { assertRolesWithinGrants, grantsOfUser } from '../../platform/grant-limits'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { ALL_USER_TYPES, assertType } from './scope'
import { STAFF_ROLES } from '@scm/core/business'
import { userTypeOf, type UserType } from '../../business/user-rows'
import * as clock from '../../clock'

registerLabels({
  usercode: '账号',
  UserName: '姓名',
  phone: '电话',
  email: '邮箱',
  roles: '角色',
  dept_id: '部门',
  station_id: '岗位',
  supplyid: '供应商',
  customer_id: '客户',
  userid: '用户',
  userId: '用户',
  ForbidLoginFlag: '禁止登录标志',
})

/** Roles only internal staff may hold; supplier/customer roles need their partner link. */

/** 0/1, '0'/'1', true/false → boolean. */

/** A nullable id: '', 0, null → null. */
const optionalId = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '' || v === 0 || v === '0') return null
    const n = Number(v)
    if (!Number.isInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: '编号格式不正确' })
      return z.NEVER
    }
    return n
  })

export const userInput = z.object({
  userid: optionalId,
  usercode: z
    .string({ error: '请输入账号' })
    .trim()
    .min(1, '请输入账号')
    .max(30, '请输入30个字符以内的账号')
    .regex(/^[A-Za-z0-9_.@-]+$/, '账号只能包含字母、数字和 _ . - @'),
  UserName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '请输入50个字符以内的姓名'),
  password: z.string().max(200).optional(),
  dept_id: optionalId,
  station_id: optionalId,
  phone: z.string().trim().max(30, '请输入30个字符以内的电话').optional().default(''),
  email: z
    .string()
    .trim()
    .max(100, '请输入100个字符以内的邮箱')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '邮箱格式不正确')
    .optional()
    .default(''),
  supplyid: optionalId,
  customer_id: optionalId,
  roles: z.array(z.string().trim().min(1).max(30), { error: '请选择角色' }).min(1, '请选择角色').max(20),
  ForbidLoginFlag: flag.optional(),
})
export type UserInput = z.output<typeof userInput>

/** The audit picture of a user: its row without secrets, and its roles. */
async function snapshot(db: Db, userid: number) {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.userid, userid))
  if (!row) return null
  const roles = (await db.select({ role: sysUserRole.role }).from(sysUserRole).where(eq(sysUserRole.userid, userid))).map((r) => r.role).sort()
  const { passwordHash: _h, passwordSalt: _s, failedLogins: _f, failedSince: _fs, ...rest } = row
  return { ...rest, roles }
}

/** Partner link and roles must agree: a supplier's user holds supplier roles, etc. */
async function checkLinks(db: Db, input: UserInput): Promise<{ deptId: number | null; stationId: number | null }> {
  if (input.supplyid && input.customer_id) refuse('用户不能同时关联供应商和客户')
  const partner = !!(input.supplyid || input.customer_id)
  if (input.supplyid) {
    const [s] = await db.select({ id: pcSupply.supplyid }).from(pcSupply).where(eq(pcSupply.supplyid, input.supplyid))
    if (!s) refuse('供应商不存在')
  }
  if (input.customer_id) {
    const [cu] = await db.select({ id: saleCustomer.customerId }).from(saleCustomer).where(eq(saleCustomer.customerId, input.customer_id))
    if (!cu) refuse('客户不存在')
  }
  const roles = [...new Set(input.roles)]
  const known = await db.select({ code: sysRole.code }).from(sysRole).where(inArray(sysRole.code, roles))
  const missing = roles.find((r) => !known.some((k) => k.code === r))
  if (missing) refuse(`角色不存在：${missing}`)
  if (roles.includes('supplier') && !input.supplyid) refuse('供应商角色的用户必须关联供应商')
  if (roles.includes('customer') && !input.customer_id) refuse('客户角色的用户必须关联客户')
  if (partner && roles.some((r) => STAFF_ROLES.includes(r))) refuse('供应商或客户用户不能使用内部员工角色')

  if (partner) return { deptId: null, stationId: null }
  let deptId = input.dept_id
  if (input.station_id) {
    const [st] = await db.select({ deptId: orgStation.deptId }).from(orgStation).where(eq(orgStation.id, input.station_id))
    if (!st) refuse('岗位不存在')
    if (deptId && deptId !== st.deptId) refuse('岗位不属于所选部门')
    deptId = st.deptId
  }
  if (deptId) {
    const [d] = await db.select({ id: orgDept.id }).from(orgDept).where(eq(orgDept.id, deptId))
    if (!d) refuse('部门不存在')
  }
  return { deptId, stationId: input.station_id }
}

/**
 * What a non-admin may not do with a user: touch users of a type his screens do not cover
 * (`types`), change his own roles, or give a role granting more than he holds himself.
 */
async function checkCallerLimits(tx: Db, caller: CurrentUser, types: ReadonlySet<UserType>, input: UserInput, roles: string[], before: { supplyid: number | null; customerId: number | null; roles: string[] } | null) {
  if (isAdmin(caller)) return
  assertType(types, userTypeOf({ supplyid: input.supplyid, customerId: input.customer_id }))
  if (before) assertType(types, userTypeOf(before))
  const added = roles.filter((r) => !before?.roles.includes(r))
  if (before && input.userid === caller.userid && (added.length || before.roles.length !== roles.length)) refuse('不能修改自己的角色', 403)
  await assertRolesWithinGrants(tx, await grantsOfUser(tx, caller), added)
}

/**
 * Creates or updates one user inside the caller's transaction, with the admin-safety rules:
 * only an admin touches admin accounts or the admin role; nobody removes their own admin role or
 * forbids themselves; the last active admin stays one; a non-admin stays within `types` and his
 * own grants (checkCallerLimits). Returns the userid.
 */
export async function saveUser(tx: Db, caller: CurrentUser, actor: AuditActor, input: UserInput, types: ReadonlySet<UserType> = ALL_USER_TYPES): Promise<number> {
  await lockAdminChanges(tx)
  const roles = [...new Set(input.roles)].sort()
  const { deptId, stationId } = await checkLinks(tx, input)
  const [taken] = await tx
    .select({ userid: sysUser.userid })
    .from(sysUser)
    .where(and(eq(sysUser.usercode, input.usercode), input.userid ? ne(sysUser.userid, input.userid) : undefined))
  if (taken) refuse('账号已存在')
  const fields = {
    usercode: input.usercode,
    userName: input.UserName,
    deptId,
    stationId,
    phone: input.phone,
    email: input.email,
    supplyid: input.supplyid,
    customerId: input.customer_id,
    updatedAt: clock.now(),
  }
  const wantsAdmin = roles.includes(ADMIN_ROLE)

  if (!input.userid) {
    if (wantsAdmin) assertAdmin(caller)
    await checkCallerLimits(tx, caller, types, input, roles, null)
    if (!input.password) refuse('请输入初始密码')
    await assertAcceptablePassword(tx, input.password)
    const { hash, salt } = await hashPassword(input.password)
    const [created] = await tx
      .insert(sysUser)
      .values({ ...fields, passwordHash: hash, passwordSalt: salt, forbidLogin: input.ForbidLoginFlag ?? false })
      .returning({ userid: sysUser.userid })
    const userid = created!.userid
    await tx.insert(sysUserRole).values(roles.map((role) => ({ userid, role })))
    await writeAudit(tx, actor, { area: 'user', action: '新增', target: `用户 ${input.usercode} ${input.UserName}`, targetId: userid, after: await snapshot(tx, userid) })
    return userid
  }

  const userid = input.userid
  const before = await snapshot(tx, userid)
  if (!before) refuse('用户不存在', 404)
  const wasAdmin = before.roles.includes(ADMIN_ROLE)
  if (wasAdmin || wantsAdmin) assertAdmin(caller)
  await checkCallerLimits(tx, caller, types, input, roles, before)
  const forbid = input.ForbidLoginFlag ?? before.forbidLogin
  if (userid === caller.userid) {
    if (wasAdmin && !wantsAdmin) refuse('不能取消自己的管理员角色')
    if (forbid) refuse('不能禁止自己登录')
  }
  if ((await isActiveAdmin(tx, userid)) && (!wantsAdmin || forbid) && (await otherActiveAdmins(tx, userid)) === 0) {
    refuse(wantsAdmin ? '不能禁止最后一个管理员登录' : '不能取消最后一个管理员的管理员角色')
  }
  await tx.update(sysUser).set({ ...fields, forbidLogin: forbid }).where(eq(sysUser.userid, userid))
  await tx.delete(sysUserRole).where(eq(sysUserRole.userid, userid))
  await tx.insert(sysUserRole).values(roles.map((role) => ({ userid, role })))
  // A forbidden user loses his live sessions at once (the next call answers 401).
  if (forbid && !before.forbidLogin) await endUserSessions(tx, userid)
  await writeAudit(tx, actor, { area: 'user', action: '修改', target: `用户 ${input.usercode} ${input.UserName}`, targetId: userid, before, after: await snapshot(tx, userid) })
  return userid
}

export { snapshot as userSnapshot }
