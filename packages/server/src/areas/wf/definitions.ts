import { Hono, type MiddlewareHandler } from 'hono'
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { fail, ok, refuse } from '../../http/envelope'
import { can, requireFn } from '../../http/grants'
import { countWhere, listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { orgDept, orgStation } from '../../identity/org-schema'
import { sysRole } from '../../identity/role-schema'
import { sysUser } from '../../identity/user-schema'
import { filterFlag, filterText } from '../../platform/filters'
import { actorOf, writeAudit } from '../../platform/audit'
import { idParam, acceptsIds } from '../../http/params'
import { approverNames } from './approvers'
import { wfFlow, wfFlowStep, wfInstance } from './schema'
import { APPROVER_TYPE_VALUES, STEP_MODES, type StepDef } from '@scm/core/business'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/** Flow definitions (/sysmanage/wf): ordered steps with approvers. API.md "Approval flows". */
export const wfDefinitionRoutes = new Hono<AppEnv>()

const FN = 'sysmanage_wf'

type FlowRow = typeof wfFlow.$inferSelect

async function flowViews(db: Db, flows: FlowRow[]) {
  const ids = flows.map((f) => f.id)
  const steps = ids.length ? await db.select().from(wfFlowStep).where(inArray(wfFlowStep.flowId, ids)).orderBy(asc(wfFlowStep.stepNo)) : []
  return Promise.all(
    flows.map(async (f) => {
      const own = steps.filter((s) => s.flowId === f.id)
      return {
        id: f.id,
        flow_code: f.flowCode,
        flow_name: f.flowName,
        record_type: f.recordType,
        enabled: f.enabled,
        remark: f.remark,
        step_count: own.length,
        updated_at: dateTimeText(f.updatedAt),
        steps: await Promise.all(
          own.map(async (s) => {
            const def = { approver_type: s.approverType as StepDef['approver_type'], approvers: s.approvers }
            return {
              step_no: s.stepNo,
              step_name: s.stepName,
              ...def,
              approvers: s.approverType === 'role' ? s.approvers : s.approvers.map(Number),
              approver_names: await approverNames(db, def),
              mode: s.mode as StepDef['mode'],
            }
          }),
        ),
      }
    }),
  )
}

wfDefinitionRoutes.post('/api/Wf/GetFlowList', requireFn(FN), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const recordType = filterText(q.filters.record_type)
  const enabled = filterFlag(q.filters.enabled, '启用标志')
  const where = and(
    recordType ? eq(wfFlow.recordType, recordType) : undefined,
    enabled === undefined ? undefined : eq(wfFlow.enabled, enabled),
    searchAny(q.searchKey, [wfFlow.flowCode, wfFlow.flowName, wfFlow.recordType]),
  )
  const flows = await db
    .select()
    .from(wfFlow)
    .where(where)
    .orderBy(...listOrder(q, { flow_code: wfFlow.flowCode, flow_name: wfFlow.flowName, record_type: wfFlow.recordType, updated_at: wfFlow.updatedAt }, [asc(wfFlow.flowCode)]))
    .limit(q.rows)
    .offset(q.offset)
  return ok(c, listPage(await flowViews(db, flows), await countWhere(db, wfFlow, where), q.page))
})

wfDefinitionRoutes.get('/api/Wf/GetFlow', requireFn(FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择审批流程')
  const db = c.get('db')
  const [flow] = await db.select().from(wfFlow).where(eq(wfFlow.id, id))
  if (!flow) refuse('审批流程不存在', 404)
  return ok(c, (await flowViews(db, [flow]))[0])
})

const stepBody = z.object({
  step_name: z.string({ error: '请输入步骤名称' }).trim().min(1, '请输入步骤名称').max(50, '请输入50个字符以内的步骤名称'),
  approver_type: z.enum(APPROVER_TYPE_VALUES, { error: '审批人类型只能是 user、station 或 role' }),
  approvers: z.array(z.union([z.number(), z.string()]), { error: '请选择审批人' }).max(200),
  mode: z.enum(STEP_MODES, { error: '审批方式只能是 any（任一人同意）或 all（全部同意）' }).optional().default('any'),
})

const flowBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  flow_code: z
    .string({ error: '请输入流程编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '流程编码只能包含字母、数字和下划线，且以字母开头（40个字符以内）'),
  flow_name: z.string({ error: '请输入流程名称' }).trim().min(1, '请输入流程名称').max(50, '请输入50个字符以内的流程名称'),
  record_type: z
    .string({ error: '请输入单据类型' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '单据类型只能包含字母、数字和下划线，且以字母开头（40个字符以内）'),
  enabled: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional().default(true).transform((v) => v === true || v === 1 || v === '1'),
  remark: z.string().trim().max(200, '请输入200个字符以内的备注').optional().default(''),
  steps: z.array(z.unknown(), { error: '请至少设置一个审批步骤' }).min(1, '请至少设置一个审批步骤').max(20, '审批步骤不能超过20步'),
})

/** Validates each step's approvers exist; messages say which step. */
type StepInput = Omit<z.output<typeof stepBody>, 'approvers'> & { approvers: string[] }

async function checkSteps(db: Db, raw: unknown[]): Promise<StepInput[]> {
  const steps: StepInput[] = []
  for (const [i, item] of raw.entries()) {
    const parsed = stepBody.safeParse(item)
    if (!parsed.success) refuse(`第${i + 1}步：${parsed.error.issues[0]?.message ?? '格式不正确'}`)
    const step = parsed.data
    const values = [...new Set(step.approvers.map((a) => String(a).trim()).filter(Boolean))]
    if (!values.length) refuse(`第${i + 1}步：请选择审批人`)
    if (step.approver_type === 'role') {
      const known = await db.select({ code: sysRole.code }).from(sysRole).where(inArray(sysRole.code, values))
      const missing = values.find((v) => !known.some((k) => k.code === v))
      if (missing) refuse(`第${i + 1}步：角色不存在：${missing}`)
    } else {
      const ids = values.map(Number)
      const bad = values.find((v) => !/^\d+$/.test(v))
      if (bad) refuse(`第${i + 1}步：审批人编号格式不正确：${bad}`)
      const table = step.approver_type === 'user' ? { t: sysUser, id: sysUser.userid } : { t: orgStation, id: orgStation.id }
      const known = await db.select({ id: table.id }).from(table.t).where(inArray(table.id, ids))
      const missing = ids.find((id) => !known.some((k) => k.id === id))
      if (missing !== undefined) refuse(`第${i + 1}步：${step.approver_type === 'user' ? '用户' : '岗位'}不存在：${missing}`)
    }
    steps.push({ ...step, approvers: values })
  }
  return steps
}

/** Every staff member reads the flows; only who may add or edit them gets past this to a body's checks. */
const flowEditor: MiddlewareHandler<AppEnv> = async (c, next) => ((await can(c, FN, 'add')) || (await can(c, FN, 'edit')) ? next() : fail(c, '无权限', 403))

wfDefinitionRoutes.post('/api/Wf/SaveFlow', requireFn(FN), flowEditor, accepts({ body: flowBody }), async (c) => {
  const input = await parseBody(c, flowBody)
  if (!(await can(c, FN, input.id ? 'edit' : 'add'))) refuse('无权限', 403)
  const db = c.get('db')
  const actor = actorOf(c)
  const id = await db.transaction(async (tx) => {
    const steps = await checkSteps(tx, input.steps)
    const [dup] = await tx.select({ id: wfFlow.id }).from(wfFlow).where(and(eq(wfFlow.flowCode, input.flow_code), input.id ? ne(wfFlow.id, input.id) : undefined))
    if (dup) refuse('流程编码已存在')
    const values = { flowCode: input.flow_code, flowName: input.flow_name, recordType: input.record_type, enabled: input.enabled, remark: input.remark, updatedAt: clock.now() }
    let flowId = input.id
    let before: unknown = null
    if (flowId) {
      const [old] = await tx.select().from(wfFlow).where(eq(wfFlow.id, flowId))
      if (!old) refuse('审批流程不存在', 404)
      before = { ...old, steps: await tx.select().from(wfFlowStep).where(eq(wfFlowStep.flowId, flowId)).orderBy(asc(wfFlowStep.stepNo)) }
      await tx.update(wfFlow).set(values).where(eq(wfFlow.id, flowId))
      // running instances keep their own copy of the steps
      await tx.delete(wfFlowStep).where(eq(wfFlowStep.flowId, flowId))
    } else {
      const [row] = await tx.insert(wfFlow).values(values).returning({ id: wfFlow.id })
      flowId = row!.id
    }
    const stepRows = steps.map((s, i) => ({ flowId: flowId!, stepNo: i + 1, stepName: s.step_name, approverType: s.approver_type, approvers: s.approvers, mode: s.mode }))
    await tx.insert(wfFlowStep).values(stepRows)
    await writeAudit(tx, actor, { area: 'wf', action: input.id ? '修改' : '新增', target: `审批流程 ${input.flow_name}`, targetId: flowId, before, after: { ...values, steps: stepRows } })
    return flowId
  })
  const [flow] = await db.select().from(wfFlow).where(eq(wfFlow.id, id))
  return ok(c, (await flowViews(db, [flow!]))[0], '保存成功')
})

wfDefinitionRoutes.post('/api/Wf/DelFlow', requireFn(FN, 'delete'), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择审批流程')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [flow] = await tx.select().from(wfFlow).where(eq(wfFlow.id, id))
    if (!flow) refuse('审批流程不存在', 404)
    const [used] = await tx.select({ n: count().mapWith(Number) }).from(wfInstance).where(eq(wfInstance.flowId, id))
    if (used?.n) refuse('该流程已有审批记录，不能删除，请停用')
    const steps = await tx.select().from(wfFlowStep).where(eq(wfFlowStep.flowId, id))
    await tx.delete(wfFlow).where(eq(wfFlow.id, id))
    await writeAudit(tx, actor, { area: 'wf', action: '删除', target: `审批流程 ${flow.flowName}`, targetId: id, before: { ...flow, steps } })
  })
  return ok(c, null, '删除成功')
})

wfDefinitionRoutes.get('/api/Wf/GetApproverOptions', requireFn(FN, 'edit'), async (c) => {
  const db = c.get('db')
  const users = await db
    .select({ id: sysUser.userid, name: sysUser.userName, usercode: sysUser.usercode, dept_name: orgDept.deptName })
    .from(sysUser)
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .where(eq(sysUser.forbidLogin, false))
    .orderBy(asc(sysUser.usercode))
  const stations = await db
    .select({ id: orgStation.id, name: orgStation.stationName, dept_name: orgDept.deptName })
    .from(orgStation)
    .innerJoin(orgDept, eq(orgDept.id, orgStation.deptId))
    .orderBy(asc(orgDept.sort), asc(orgStation.sort))
  const roles = await db.select({ id: sysRole.code, name: sysRole.name }).from(sysRole).orderBy(asc(sysRole.code))
  return ok(c, { users: users.map((u) => ({ ...u, dept_name: u.dept_name ?? '' })), stations, roles })
})

