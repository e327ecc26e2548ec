import { Hono } from 'hono'
import { asc, count, eq } from 'drizzle-orm'
import { z } from 'zod'
import { screens } from '@scm/core'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { ADMIN_ROLE, BUTTONS, can, loadGrants, requireFn } from '../../http/grants'
import { sysFunction, sysRole, sysRoleFunction } from '../../identity/role-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { orgDept } from '../../identity/org-schema'
import { ROLES, USER_FNS } from '@scm/core/business'
import { actorOf, writeAudit } from '../../platform/audit'
import { BUTTON_NAMES, grantBeyond } from '../../platform/grant-limits'
import { isAdmin } from '../../platform/admins'
import { keyParam, acceptsParams, keyValue } from '../../http/params'
import { accepts } from '../../http/call-input'

/** Roles → menu functions → buttons (/sysmanage/right). API.md "Rights". */
export const rightRoutes = new Hono<AppEnv>()

const FN = 'sysmanage_right'
const BUILTIN_ROLES = new Set<string>(ROLES.map((r) => r.code))

async function roleRows(db: AppEnv['Variables']['db']) {
  const roles = await db.select().from(sysRole).orderBy(asc(sysRole.code))
  const users = await db.select({ role: sysUserRole.role, n: count().mapWith(Number) }).from(sysUserRole).groupBy(sysUserRole.role)
  const fns = await db.select({ role: sysRoleFunction.role, n: count().mapWith(Number) }).from(sysRoleFunction).groupBy(sysRoleFunction.role)
  return roles.map((r) => ({
    code: r.code,
    name: r.name,
    remark: r.remark,
    user_count: users.find((u) => u.role === r.code)?.n ?? 0,
    function_count: fns.find((f) => f.role === r.code)?.n ?? 0,
    builtin: BUILTIN_ROLES.has(r.code),
  }))
}

/** Also the user form's role select, so the user screens may read it. */
rightRoutes.get('/api/Right/GetRoles', requireFn([FN, ...USER_FNS]), async (c) => ok(c, await roleRows(c.get('db'))))

const roleBody = z.object({
  code: z
    .string({ error: '请输入角色编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{1,29}$/, '角色编码只能包含字母、数字和下划线，且以字母开头'),
  name: z.string({ error: '请输入角色名称' }).trim().min(1, '请输入角色名称').max(50, '请输入50个字符以内的角色名称'),
  remark: z.string().trim().max(200, '请输入200个字符以内的备注').optional().default(''),
  isAdd: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]).optional(),
})

rightRoutes.post('/api/Right/SaveRole', requireFn(FN), accepts({ body: roleBody }), async (c) => {
  const input = await parseBody(c, roleBody)
  const isAdd = [true, 1, '1', 'true'].includes((input.isAdd ?? c.req.query('isAdd')) as never)
  if (!(await can(c, FN, isAdd ? 'add' : 'edit'))) refuse('无权限', 403)
  // the administrators' role is theirs alone to rename
  if (input.code === ADMIN_ROLE && !isAdmin(c.get('user'))) refuse('无权限', 403)
  const actor = actorOf(c)
  const db = c.get('db')
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sysRole).where(eq(sysRole.code, input.code))
    const values = { code: input.code, name: input.name, remark: input.remark }
    if (isAdd) {
      if (before) refuse('角色编码已存在')
      await tx.insert(sysRole).values(values)
      await writeAudit(tx, actor, { area: 'right', action: '新增', target: `角色 ${input.name}`, targetId: input.code, after: values })
    } else {
      if (!before) refuse('角色不存在', 404)
      await tx.update(sysRole).set({ name: input.name, remark: input.remark }).where(eq(sysRole.code, input.code))
      await writeAudit(tx, actor, { area: 'right', action: '修改', target: `角色 ${input.name}`, targetId: input.code, before, after: values })
    }
  })
  return ok(c, (await roleRows(db)).find((r) => r.code === input.code), '保存成功')
})

rightRoutes.post('/api/Right/DelRole', requireFn(FN, 'delete'), acceptsParams({ code: keyValue(30) }), async (c) => {
  const code = await keyParam(c, 'code', '请选择角色', 30)
  if (BUILTIN_ROLES.has(code)) refuse('内置角色不能删除')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [before] = await tx.select().from(sysRole).where(eq(sysRole.code, code))
    if (!before) refuse('角色不存在', 404)
    const [users] = await tx.select({ n: count().mapWith(Number) }).from(sysUserRole).where(eq(sysUserRole.role, code))
    if (users?.n) refuse('该角色下还有用户，不能删除')
    const grants = await tx.select().from(sysRoleFunction).where(eq(sysRoleFunction.role, code))
    await tx.delete(sysRole).where(eq(sysRole.code, code))
    await writeAudit(tx, actor, { area: 'right', action: '删除', target: `角色 ${before.name}`, targetId: code, before: { ...before, grants } })
  })
  return ok(c, null, '删除成功')
})

interface RightNode {
  id: string
  pid: string | null
  path: string
  authName: string
  hidden: boolean
  built: boolean
  checked: boolean
  buttons: string[]
  children: RightNode[]
}

rightRoutes.get('/api/Right/GetRoleRights', requireFn(FN), acceptsParams({ role: keyValue(30) }), async (c) => {
  const role = await keyParam(c, 'role', '请选择角色', 30)
  const db = c.get('db')
  const [found] = await db.select().from(sysRole).where(eq(sysRole.code, role))
  if (!found) refuse('角色不存在', 404)
  const all = role === ADMIN_ROLE
  const functions = await db.select().from(sysFunction).orderBy(asc(sysFunction.sort), asc(sysFunction.id))
  const grants = new Map((await db.select().from(sysRoleFunction).where(eq(sysRoleFunction.role, role))).map((g) => [g.functionId, g.buttons]))
  const built = new Set(screens.map((s) => s.path))
  const nodes = new Map<string, RightNode>()
  for (const f of functions) {
    nodes.set(f.id, {
      id: f.id,
      pid: f.pid,
      path: f.path,
      authName: f.title,
      hidden: f.hidden,
      built: built.has(f.path),
      checked: all || grants.has(f.id),
      buttons: all ? [...BUTTONS] : [...(grants.get(f.id) ?? [])],
      children: [],
    })
  }
  const tree: RightNode[] = []
  for (const n of nodes.values()) (n.pid && nodes.get(n.pid) ? nodes.get(n.pid)!.children : tree).push(n)
  return ok(c, { role, all, buttons: BUTTONS.map((b) => ({ code: b, name: BUTTON_NAMES[b] })), tree })
})

const rightsBody = z.object({
  role: z.string({ error: '请选择角色' }).trim().min(1, '请选择角色').max(30),
  rights: z
    .array(
      z.object({
        functionId: z.string({ error: '功能编号不能为空' }).trim().min(1, '功能编号不能为空').max(80),
        buttons: z.array(z.string().trim()).max(BUTTONS.length * 2).optional().default([]),
      }),
      { error: '请提交权限列表' },
    )
    .max(2000),
})

/** Replaces the role's grants; applies at each affected user's next call (grants are read per request). */
rightRoutes.post('/api/Right/SaveRoleRights', requireFn(FN, 'edit'), accepts({ body: rightsBody }), async (c) => {
  const { role, rights } = await parseBody(c, rightsBody)
  if (role === ADMIN_ROLE) refuse('系统管理员角色拥有全部权限，无需设置')
  const caller = c.get('user')
  // a non-admin cannot widen his own role, and grants to others only what he holds himself
  if (!isAdmin(caller) && caller.roles.includes(role)) refuse('不能修改自己所属角色的权限', 403)
  const grants = await loadGrants(c)
  const db = c.get('db')
  const actor = actorOf(c)
  const saved = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(sysRole).where(eq(sysRole.code, role))
    if (!found) refuse('角色不存在', 404)
    const ids = new Set((await tx.select({ id: sysFunction.id }).from(sysFunction)).map((f) => f.id))
    const merged = new Map<string, Set<string>>()
    for (const r of rights) {
      if (!ids.has(r.functionId)) refuse(`功能不存在：${r.functionId}`)
      const bad = r.buttons.find((b) => !(BUTTONS as readonly string[]).includes(b))
      if (bad !== undefined) refuse(`按钮不存在：${bad}`)
      const set = merged.get(r.functionId) ?? new Set<string>()
      r.buttons.forEach((b) => set.add(b))
      merged.set(r.functionId, set)
    }
    const before = await tx.select({ functionId: sysRoleFunction.functionId, buttons: sysRoleFunction.buttons }).from(sysRoleFunction).where(eq(sysRoleFunction.role, role))
    const after = [...merged].map(([functionId, buttons]) => ({ functionId, buttons: BUTTONS.filter((b) => buttons.has(b)) }))
    const added = after
      .map((a) => ({ functionId: a.functionId, held: before.find((b) => b.functionId === a.functionId), buttons: a.buttons }))
      .filter((a) => !a.held || a.buttons.some((b) => !a.held!.buttons.includes(b)))
      .map((a) => ({ functionId: a.functionId, buttons: a.buttons.filter((b) => !a.held?.buttons.includes(b)) }))
    const beyond = grantBeyond(grants, added)
    if (beyond) refuse(`不能授予超出自己权限的功能：${beyond}`, 403)
    await tx.delete(sysRoleFunction).where(eq(sysRoleFunction.role, role))
    if (after.length) await tx.insert(sysRoleFunction).values(after.map((a) => ({ role, ...a })))
    await writeAudit(tx, actor, { area: 'right', action: '设置权限', target: `角色 ${found.name}`, targetId: role, before, after })
    return after.length
  })
  return ok(c, { count: saved }, '权限已保存')
})

rightRoutes.get('/api/Right/GetRoleUsers', requireFn(FN), acceptsParams({ role: keyValue(30) }), async (c) => {
  const role = await keyParam(c, 'role', '请选择角色', 30)
  const rows = await c
    .get('db')
    .select({ userid: sysUser.userid, usercode: sysUser.usercode, UserName: sysUser.userName, forbid: sysUser.forbidLogin, deptName: orgDept.deptName })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.userid, sysUserRole.userid))
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .where(eq(sysUserRole.role, role))
    .orderBy(asc(sysUser.usercode))
  return ok(c, rows.map(({ forbid, deptName, ...r }) => ({ ...r, dept_name: deptName ?? '', ForbidLoginFlag: forbid ? 1 : 0 })))
})
