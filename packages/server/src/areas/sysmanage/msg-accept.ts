import { Hono } from 'hono'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody, flag } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { orgDept } from '../../identity/org-schema'
import { sysUser } from '../../identity/user-schema'
import { msgAcceptUser, msgTemplate } from './admin-schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { keyParam, acceptsParams, keyValue } from '../../http/params'
import { accepts } from '../../http/call-input'

/** Template message receivers (模板消息管理, /sysmanage/msgacceptuser). */
export const msgAcceptRoutes = new Hono<AppEnv>()

const FN = 'sysmanage_msgacceptuser'

/** The system notices; their codes are what areas pass to messageReceivers(). */
export const MSG_TEMPLATES = [
  { code: 'order_publish', name: '订单发布通知', remark: '采购订单发布后通知' },
  { code: 'order_confirm', name: '订单确认通知', remark: '供应商确认或拒绝订单行后通知' },
  { code: 'batch_overdue', name: '送货批次逾期提醒', remark: '送货批次超过计划到货日期未收货' },
  { code: 'rcv_unqualified', name: '来料检验不合格通知', remark: '来料检验判定不合格' },
  { code: 'claim_created', name: '索赔通知', remark: '新建对供应商的索赔单' },
  { code: 'workbill_dispatch', name: '维修工单派工通知', remark: '维修工单派工给服务工程师' },
  { code: 'complaint_created', name: '客户投诉通知', remark: '客户提交投诉' },
  { code: 'wf_todo', name: '审批待办通知', remark: '审批流程产生新的待办' },
]

/** Who receives a template's notice (nobody when the template is disabled); forbidden users are left out. */
export async function messageReceivers(db: Db, templateCode: string): Promise<{ userid: number; UserName: string; email: string }[]> {
  return db
    .select({ userid: sysUser.userid, UserName: sysUser.userName, email: sysUser.email })
    .from(msgAcceptUser)
    .innerJoin(msgTemplate, eq(msgTemplate.code, msgAcceptUser.templateCode))
    .innerJoin(sysUser, eq(sysUser.userid, msgAcceptUser.userid))
    .where(and(eq(msgAcceptUser.templateCode, templateCode), eq(msgTemplate.enabled, true), eq(sysUser.forbidLogin, false)))
    .orderBy(asc(sysUser.usercode))
}

async function templateRows(db: Db) {
  const rows = await db.select().from(msgTemplate).orderBy(asc(msgTemplate.sort), asc(msgTemplate.code))
  const counts = await db.select({ code: msgAcceptUser.templateCode, n: count().mapWith(Number) }).from(msgAcceptUser).groupBy(msgAcceptUser.templateCode)
  return rows.map((t) => ({ code: t.code, name: t.name, remark: t.remark, enabled: t.enabled, receiver_count: counts.find((x) => x.code === t.code)?.n ?? 0 }))
}

msgAcceptRoutes.get('/api/MsgAcceptUser/GetTemplates', requireFn(FN), async (c) => ok(c, await templateRows(c.get('db'))))

const templateBody = z.object({
  code: z.string({ error: '请选择模板' }).trim().min(1, '请选择模板').max(40),
  enabled: flag,
  remark: z.string().trim().max(200, '请输入200个字符以内的备注').optional(),
})

msgAcceptRoutes.post('/api/MsgAcceptUser/SaveTemplate', requireFn(FN, 'edit'), accepts({ body: templateBody }), async (c) => {
  const input = await parseBody(c, templateBody)
  const db = c.get('db')
  const actor = actorOf(c)
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(msgTemplate).where(eq(msgTemplate.code, input.code))
    if (!before) refuse('模板不存在', 404)
    const after = { enabled: input.enabled, remark: input.remark ?? before.remark }
    await tx.update(msgTemplate).set(after).where(eq(msgTemplate.code, input.code))
    await writeAudit(tx, actor, { area: 'msg', action: '修改', target: `模板消息 ${before.name}`, targetId: input.code, before, after })
  })
  return ok(c, (await templateRows(db)).find((t) => t.code === input.code), '保存成功')
})

msgAcceptRoutes.get('/api/MsgAcceptUser/GetReceivers', requireFn(FN), acceptsParams({ templateCode: keyValue(40) }), async (c) => {
  const code = await keyParam(c, 'templateCode', '请选择模板', 40)
  const db = c.get('db')
  const [template] = await db.select().from(msgTemplate).where(eq(msgTemplate.code, code))
  if (!template) refuse('模板不存在', 404)
  const rows = await db
    .select({ userid: sysUser.userid, usercode: sysUser.usercode, UserName: sysUser.userName, deptName: orgDept.deptName, email: sysUser.email, wx: sysUser.wxOpenid })
    .from(msgAcceptUser)
    .innerJoin(sysUser, eq(sysUser.userid, msgAcceptUser.userid))
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .where(eq(msgAcceptUser.templateCode, code))
    .orderBy(asc(sysUser.usercode))
  return ok(c, rows.map(({ deptName, wx, ...r }) => ({ ...r, dept_name: deptName ?? '', wx_bound: !!wx })))
})

const receiversBody = z.object({
  templateCode: z.string({ error: '请选择模板' }).trim().min(1, '请选择模板').max(40),
  userIds: z.array(z.coerce.number({ error: '用户编号格式不正确' }).int('用户编号格式不正确').positive('用户编号格式不正确'), { error: '请提交接收人列表' }).max(2000),
})

msgAcceptRoutes.post('/api/MsgAcceptUser/SaveReceivers', requireFn(FN, 'edit'), accepts({ body: receiversBody }), async (c) => {
  const { templateCode, userIds } = await parseBody(c, receiversBody)
  const ids = [...new Set(userIds)]
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [template] = await tx.select().from(msgTemplate).where(eq(msgTemplate.code, templateCode))
    if (!template) refuse('模板不存在', 404)
    const known = ids.length ? await tx.select({ id: sysUser.userid }).from(sysUser).where(inArray(sysUser.userid, ids)) : []
    const missing = ids.find((id) => !known.some((k) => k.id === id))
    if (missing !== undefined) refuse(`用户不存在：${missing}`)
    const before = (await tx.select({ userid: msgAcceptUser.userid }).from(msgAcceptUser).where(eq(msgAcceptUser.templateCode, templateCode))).map((r) => r.userid)
    await tx.delete(msgAcceptUser).where(eq(msgAcceptUser.templateCode, templateCode))
    if (ids.length) await tx.insert(msgAcceptUser).values(ids.map((userid) => ({ templateCode, userid })))
    await writeAudit(tx, actor, { area: 'msg', action: '设置接收人', target: `模板消息 ${template.name}`, targetId: templateCode, before: { userIds: before.sort((a, b) => a - b) }, after: { userIds: ids.sort((a, b) => a - b) } })
  })
  return ok(c, { count: ids.length }, '接收人已保存')
})
