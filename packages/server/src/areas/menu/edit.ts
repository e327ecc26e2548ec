import { Hono } from 'hono'
import { asc, count, eq } from 'drizzle-orm'
import { z } from 'zod'
import { routeTree, screens, type MenuRecord, type RouteNode } from '@scm/core'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { can, requireFn } from '../../http/grants'
import { actorOf, writeAudit } from '../../platform/audit'
import { keyParam, acceptsParams, keyValue } from '../../http/params'
import { functionRows } from './functions'
import { sysFunction } from '../../identity/role-schema'
import { accepts } from '../../http/call-input'

/** Menu management (/config/SysMenu): the whole menu tree, edit, add, delete. API.md "Menus". */
export const menuEditRoutes = new Hono<AppEnv>()

const FN = 'config1_SysMenu'
/** Ids of the portal's own route tree: those nodes come back at every start, so they are hidden, not deleted. */
const builtinIds = () => new Set(functionRows().map((f) => f.id))

type FunctionRow = typeof sysFunction.$inferSelect

function record(row: FunctionRow, builtin: Set<string>, built: Set<string>): MenuRecord {
  return { id: row.id, pid: row.pid, path: row.path, authName: row.title, icon: row.icon, sort: row.sort, hidden: row.hidden, builtin: builtin.has(row.id), built: built.has(row.path), children: [] }
}

async function menuTree(db: Db): Promise<MenuRecord[]> {
  const rows = await db.select().from(sysFunction).orderBy(asc(sysFunction.sort), asc(sysFunction.id))
  const builtin = builtinIds()
  const built = new Set(screens.map((s) => s.path))
  const nodes = new Map(rows.map((r) => [r.id, record(r, builtin, built)]))
  const tree: MenuRecord[] = []
  for (const n of nodes.values()) (n.pid && nodes.get(n.pid) ? nodes.get(n.pid)!.children : tree).push(n)
  return tree
}

menuEditRoutes.get('/Menu/Menu/GetMenuData', requireFn(FN), async (c) => ok(c, await menuTree(c.get('db'))))

menuEditRoutes.get('/Menu/Menu/GetMenuDataById', requireFn(FN), acceptsParams({ id: keyValue() }), async (c) => {
  const id = await keyParam(c, 'id', '请选择菜单')
  const [row] = await c.get('db').select().from(sysFunction).where(eq(sysFunction.id, id))
  if (!row) refuse('菜单不存在', 404)
  const { children: _children, ...rest } = record(row, builtinIds(), new Set(screens.map((s) => s.path)))
  return ok(c, rest)
})

const flagValue = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true'

const menuBody = z.object({
  id: z
    .string({ error: '请输入菜单编号' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,79}$/, '菜单编号只能包含字母、数字和下划线，且以字母开头（80个字符以内）'),
  pid: z
    .union([z.string().trim().max(80), z.null()])
    .optional()
    .transform((v) => v || null),
  path: z
    .string({ error: '请输入菜单路径' })
    .trim()
    .min(1, '请输入菜单路径')
    .max(200, '请输入200个字符以内的菜单路径')
    .regex(/^\/[A-Za-z0-9_\-/]*$/, '菜单路径必须以 / 开头，只能包含字母、数字、下划线、- 和 /'),
  authName: z.string({ error: '请输入菜单名称' }).trim().min(1, '请输入菜单名称').max(50, '请输入50个字符以内的菜单名称'),
  icon: z.string().trim().max(30, '请输入30个字符以内的图标').optional().default(''),
  sort: z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于0').max(99999, '排序不能大于99999').optional().default(0),
  hidden: flagValue.optional().default(false).transform(truthy),
  isAdd: flagValue.optional(),
})

/** isAdd (query or body) 1 = a new node, 0 = edit the node `id`. The change shows at the next menu load. */
menuEditRoutes.post('/Menu/Menu/EditMenu', requireFn(FN), accepts({ body: menuBody }), async (c) => {
  const input = await parseBody(c, menuBody)
  const isAdd = truthy(c.req.query('isAdd') ?? input.isAdd)
  if (!(await can(c, FN, isAdd ? 'add' : 'edit'))) refuse('无权限', 403)
  const db = c.get('db')
  const actor = actorOf(c)
  const values = { pid: input.pid, path: input.path, title: input.authName, icon: input.icon, sort: input.sort, hidden: input.hidden }
  await db.transaction(async (tx) => {
    const all = await tx.select({ id: sysFunction.id, pid: sysFunction.pid }).from(sysFunction)
    const before = (await tx.select().from(sysFunction).where(eq(sysFunction.id, input.id)))[0]
    if (isAdd && before) refuse('菜单编号已存在')
    if (!isAdd && !before) refuse('菜单不存在', 404)
    if (input.pid) {
      if (!all.some((f) => f.id === input.pid)) refuse('上级菜单不存在')
      // walking up from the new parent must never reach this node
      for (let at: string | null = input.pid, guard = 0; at && guard <= all.length; guard++) {
        if (at === input.id) refuse('上级菜单不能是自己或下级菜单')
        at = all.find((f) => f.id === at)?.pid ?? null
      }
    }
    if (isAdd) {
      await tx.insert(sysFunction).values({ id: input.id, ...values })
      await writeAudit(tx, actor, { area: 'menu', action: '新增', target: `菜单 ${input.authName}（${input.path}）`, targetId: input.id, after: values })
    } else {
      await tx.update(sysFunction).set(values).where(eq(sysFunction.id, input.id))
      await writeAudit(tx, actor, { area: 'menu', action: '修改', target: `菜单 ${input.authName}（${input.path}）`, targetId: input.id, before, after: values })
    }
  })
  const [row] = await db.select().from(sysFunction).where(eq(sysFunction.id, input.id))
  const { children: _children, ...saved } = record(row!, builtinIds(), new Set(screens.map((s) => s.path)))
  return ok(c, saved, '保存成功')
})

menuEditRoutes.get('/Menu/Menu/DelMenu', requireFn(FN, 'delete'), acceptsParams({ id: keyValue() }), async (c) => {
  const id = await keyParam(c, 'id', '请选择菜单')
  if (builtinIds().has(id)) refuse('系统内置菜单不能删除，可设为隐藏')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [before] = await tx.select().from(sysFunction).where(eq(sysFunction.id, id))
    if (!before) refuse('菜单不存在', 404)
    const [children] = await tx.select({ n: count().mapWith(Number) }).from(sysFunction).where(eq(sysFunction.pid, id))
    if (children?.n) refuse('请先删除下级菜单')
    await tx.delete(sysFunction).where(eq(sysFunction.id, id)) // its grants go with it (cascade)
    await writeAudit(tx, actor, { area: 'menu', action: '删除', target: `菜单 ${before.title}（${before.path}）`, targetId: id, before })
  })
  return ok(c, null, '删除成功')
})

/** Every screen of the portal's route tree, flat in tree order: what a menu node may point at. */
menuEditRoutes.get('/Menu/Menu/GetSysFunData', requireFn([FN, 'sysmanage_right']), async (c) => {
  const built = new Set(screens.map((s) => s.path))
  const flat: { id: string; pid: string | null; path: string; title: string; built: boolean }[] = []
  const walk = (nodes: readonly RouteNode[], pid: string | null) => {
    for (const n of nodes) {
      flat.push({ id: n.id, pid, path: n.path, title: n.title, built: built.has(n.path) })
      walk(n.children ?? [], n.id)
    }
  }
  walk(routeTree, null)
  return ok(c, flat)
})
