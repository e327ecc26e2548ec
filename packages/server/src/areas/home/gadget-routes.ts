import { Hono } from 'hono'
import { asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { can, requireFn } from '../../http/grants'
import { dateTimeText } from '../../http/dates'
import { sysRole } from '../../identity/role-schema'
import { sysGadget } from '../../platform/widget-schema'
import { widgetSource } from '../../platform/widgets'
import { DEFAULT_GADGETS } from './seed'
import { HOME_VARIANTS } from './service'
import { actorOf, writeAudit } from '../../platform/audit'
import { keyParam, acceptsParams, keyValue } from '../../http/params'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/**
 * Plugin management (/config/SysGardget): which home widgets show, on which home variants, for
 * which roles, in what order. The host's GET /api/Home/GetWidgets reads the same rows.
 */
export const gadgetRoutes = new Hono<AppEnv>()

const FN = 'config1_SysGardget'

type GadgetRow = typeof sysGadget.$inferSelect

const view = (g: GadgetRow) => ({
  id: g.id,
  title: g.title,
  homes: g.homes,
  roles: g.roles,
  sort: g.sort,
  enabled: g.enabled,
  built: !!widgetSource(g.id),
  updated_at: dateTimeText(g.updatedAt),
})

async function gadgetList(db: Db) {
  return (await db.select().from(sysGadget).orderBy(asc(sysGadget.sort), asc(sysGadget.id))).map(view)
}

gadgetRoutes.get('/api/SysGadget/GetList', requireFn(FN), async (c) => ok(c, await gadgetList(c.get('db'))))

const flagValue = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true'

const gadgetBody = z.object({
  id: z.string({ error: '请选择插件' }).trim().min(1, '请选择插件').max(50, '插件不存在'),
  title: z.string({ error: '请输入插件名称' }).trim().min(1, '请输入插件名称').max(50, '请输入50个字符以内的插件名称'),
  homes: z.array(z.enum(HOME_VARIANTS, { error: '首页类型只能是 file、scm 或 gonghua' })).max(3).optional().default([]),
  roles: z.array(z.string().trim().min(1).max(30)).max(50).optional().default([]),
  sort: z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于0').max(99999, '排序不能大于99999').optional().default(0),
  enabled: flagValue.optional().default(true).transform(truthy),
  isAdd: flagValue.optional(),
})

gadgetRoutes.post('/api/SysGadget/Save', requireFn(FN), accepts({ body: gadgetBody }), async (c) => {
  const input = await parseBody(c, gadgetBody)
  const isAdd = truthy(c.req.query('isAdd') ?? input.isAdd)
  if (!(await can(c, FN, isAdd ? 'add' : 'edit'))) refuse('无权限', 403)
  const db = c.get('db')
  const actor = actorOf(c)
  const roles = [...new Set(input.roles)]
  const values = { title: input.title, homes: [...new Set(input.homes)], roles, sort: input.sort, enabled: input.enabled, updatedAt: clock.now() }
  await db.transaction(async (tx) => {
    if (roles.length) {
      const known = await tx.select({ code: sysRole.code }).from(sysRole).where(inArray(sysRole.code, roles))
      const missing = roles.find((r) => !known.some((k) => k.code === r))
      if (missing) refuse(`角色不存在：${missing}`)
    }
    const [before] = await tx.select().from(sysGadget).where(eq(sysGadget.id, input.id))
    if (isAdd) {
      if (before) refuse('插件已存在')
      // a widget is code (its data source); configuration can only add one that exists
      if (!widgetSource(input.id) && !DEFAULT_GADGETS.some((g) => g.id === input.id)) refuse('插件不存在')
      await tx.insert(sysGadget).values({ id: input.id, ...values })
      await writeAudit(tx, actor, { area: 'gadget', action: '新增', target: `插件 ${input.title}`, targetId: input.id, after: values })
    } else {
      if (!before) refuse('插件不存在', 404)
      await tx.update(sysGadget).set(values).where(eq(sysGadget.id, input.id))
      await writeAudit(tx, actor, { area: 'gadget', action: '修改', target: `插件 ${input.title}`, targetId: input.id, before, after: values })
    }
  })
  const [row] = await db.select().from(sysGadget).where(eq(sysGadget.id, input.id))
  return ok(c, view(row!), '保存成功')
})

gadgetRoutes.post('/api/SysGadget/Del', requireFn(FN, 'delete'), acceptsParams({ id: keyValue(50) }), async (c) => {
  const id = await keyParam(c, 'id', '请选择插件', 50)
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [before] = await tx.delete(sysGadget).where(eq(sysGadget.id, id)).returning()
    if (!before) refuse('插件不存在', 404)
    await writeAudit(tx, actor, { area: 'gadget', action: '删除', target: `插件 ${before.title}`, targetId: id, before })
  })
  return ok(c, null, '删除成功')
})
