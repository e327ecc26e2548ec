import { Hono, type Context } from 'hono'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { clientIp, parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { can, signedIn } from '../../http/grants'
import { listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { sysUser } from '../../identity/user-schema'
import { filterId, filterText } from '../../platform/filters'
import { approve, reject, withdraw } from './engine'
import { describeInstance, findInstance } from './status'
import { wfInstance, wfTask } from './schema'
import { PENDING, RUNNING, type StepDef } from '@scm/core/business'
import { accepts } from '../../http/call-input'
import { idValue } from '../../http/params'

/** The approver's to-do and history, the starter's list, and the decisions: signedIn, since any user may be a step's approver or a starter; each call checks the instance's task or starter. */
export const wfTodoRoutes = new Hono<AppEnv>()

const starter = alias(sysUser, 'starter')

const stepName = (steps: unknown, no: number) => (steps as StepDef[]).find((s) => s.step_no === no)?.step_name ?? `第${no}步`

/** The caller's tasks, pending (to-do) or decided (done). */
async function taskList(c: Context<AppEnv>, done: boolean) {
  const q = await readListQuery(c)
  const db = c.get('db')
  const me = c.get('user')
  const recordType = filterText(q.filters.record_type)
  const where = and(
    eq(wfTask.userid, me.userid),
    done ? inArray(wfTask.status, ['已同意', '已驳回']) : and(eq(wfTask.status, PENDING), eq(wfInstance.status, RUNNING)),
    recordType ? eq(wfInstance.recordType, recordType) : undefined,
    searchAny(q.searchKey, [wfInstance.title, wfInstance.flowName, wfInstance.recordId]),
  )
  const rows = await db
    .select({ t: wfTask, i: wfInstance, starterName: starter.userName })
    .from(wfTask)
    .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
    .innerJoin(starter, eq(starter.userid, wfInstance.starter))
    .where(where)
    .orderBy(done ? desc(wfTask.actedAt) : desc(wfTask.createdAt), desc(wfTask.id))
    .limit(q.rows)
    .offset(q.offset)
  const [total] = await db.select({ n: count().mapWith(Number) }).from(wfTask).innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId)).where(where)
  const list = rows.map(({ t, i, starterName }) => ({
    task_id: t.id,
    instance_id: i.id,
    flow_name: i.flowName,
    record_type: i.recordType,
    record_id: i.recordId,
    title: i.title,
    step_no: t.stepNo,
    step_name: stepName(i.steps, t.stepNo),
    starter_name: starterName,
    started_at: dateTimeText(i.startedAt),
    created_at: dateTimeText(t.createdAt),
    ...(done ? { status: t.status, opinion: t.opinion, acted_at: dateTimeText(t.actedAt), instance_status: i.status } : {}),
  }))
  return ok(c, listPage(list, total?.n ?? 0, q.page))
}

wfTodoRoutes.post('/api/Wf/GetTodoList', signedIn, accepts({ body: listQuery }), (c) => taskList(c, false))
wfTodoRoutes.post('/api/Wf/GetDoneList', signedIn, accepts({ body: listQuery }), (c) => taskList(c, true))

wfTodoRoutes.post('/api/Wf/GetMyStarted', signedIn, accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const me = c.get('user')
  const status = filterText(q.filters.status)
  const where = and(
    eq(wfInstance.starter, me.userid),
    status ? eq(wfInstance.status, status) : undefined,
    searchAny(q.searchKey, [wfInstance.title, wfInstance.flowName, wfInstance.recordId]),
  )
  const rows = await db.select().from(wfInstance).where(where).orderBy(desc(wfInstance.startedAt), desc(wfInstance.id)).limit(q.rows).offset(q.offset)
  const [total] = await db.select({ n: count().mapWith(Number) }).from(wfInstance).where(where)
  const list = await Promise.all(
    rows.map(async (i) => {
      const { tasks: _tasks, ...status } = await describeInstance(db, i, me.userid)
      return status
    }),
  )
  return ok(c, listPage(list, total?.n ?? 0, q.page))
})

/** Starter, any approver of it, or the flow administrators (who may edit flows; every staff member reads them) may read an instance. */
wfTodoRoutes.get('/api/Wf/GetFlowStatus', signedIn, accepts({ query: z.object({ instanceId: idValue.optional(), recordType: z.string().max(50).optional(), recordId: z.string().max(50).optional() }) }), async (c) => {
  const db = c.get('db')
  const me = c.get('user')
  const instanceId = filterId(c.req.query('instanceId'), '审批单')
  const recordType = filterText(c.req.query('recordType'))
  const recordId = filterText(c.req.query('recordId'))
  if (!instanceId && (!recordType || !recordId)) refuse('请提供审批单编号，或单据类型和单据编号')
  if (recordId.length > 80 || recordType.length > 40) refuse('单据编号不正确')
  const instance = await findInstance(db, instanceId ? { instanceId } : { recordType, recordId })
  if (!instance) return ok(c, null)
  const involved =
    instance.starter === me.userid ||
    (await db.select({ id: wfTask.id }).from(wfTask).where(and(eq(wfTask.instanceId, instance.id), eq(wfTask.userid, me.userid))).limit(1)).length > 0 ||
    (await can(c, 'sysmanage_wf', 'edit'))
  if (!involved) refuse('无权限', 403)
  return ok(c, await describeInstance(db, instance, me.userid))
})

const decisionBody = z.object({
  instanceId: z.coerce.number({ error: '请选择审批单' }).int('请选择审批单').positive('请选择审批单'),
  opinion: z.string().max(500, '请输入500个字符以内的审批意见').optional(),
})

wfTodoRoutes.post('/api/Wf/Approve', signedIn, accepts({ body: decisionBody }), async (c) => {
  const { instanceId, opinion } = await parseBody(c, decisionBody)
  return ok(c, await approve(c.get('db'), { instanceId, user: { ...c.get('user'), ip: clientIp(c) }, opinion }), '已同意')
})

wfTodoRoutes.post('/api/Wf/Reject', signedIn, accepts({ body: decisionBody }), async (c) => {
  const { instanceId, opinion } = await parseBody(c, decisionBody)
  return ok(c, await reject(c.get('db'), { instanceId, user: { ...c.get('user'), ip: clientIp(c) }, opinion }), '已驳回')
})

const withdrawBody = decisionBody.pick({ instanceId: true })

wfTodoRoutes.post('/api/Wf/Withdraw', signedIn, accepts({ body: withdrawBody }), async (c) => {
  const { instanceId } = await parseBody(c, withdrawBody)
  return ok(c, await withdraw(c.get('db'), { instanceId, user: { ...c.get('user'), ip: clientIp(c) } }), '已撤回')
})
