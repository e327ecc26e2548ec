// The approval engine other areas call (work instructions, price reviews, claims…). Every function
// takes a Db — pass your transaction so the record's change and the flow's commit together — and
// runs in its own (nested) transaction, so a refusal leaves nothing half-done.
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db'
import { refuse } from '../../http/envelope'
import { resolveApprovers } from './approvers'
import { auditFlow, type Actor } from './audit'
import { wfFlow, wfFlowStep, wfInstance, wfTask } from './schema'
import { describeInstance, findInstance, type FlowKey } from './status'
import { registerFlowEngine } from '../../platform/flows'
import { seedWfDemo } from './seed'
import { PENDING, RUNNING, type FlowStatus, type InstanceStatus, type StepDef } from '@scm/core/business'
import * as clock from '../../clock'

export type { FlowStatus, FlowKey, Actor }

export interface StartFlow {
  flowCode: string
  /** The area's record kind; must be the flow's record_type. */
  recordType: string
  recordId: string | number
  starter: Actor | number
  /** What the approvers read in their to-do list, e.g. '作业指导书 ZY-001 缸体加工 V2'. */
  title?: string
}

export type FlowListener = (db: Db, status: FlowStatus) => Promise<void>
const listeners = new Map<string, FlowListener[]>()

/**
 * Called inside the deciding transaction when an instance of `recordType` ends (已通过, 已驳回,
 * 已撤回), so the area moves its record (e.g. 待审核 → 已审核). A throw rolls the decision back.
 */
export function onFlowFinished(recordType: string, listener: FlowListener): void {
  listeners.set(recordType, [...(listeners.get(recordType) ?? []), listener])
}

const idOf = (a: Actor | number) => (typeof a === 'number' ? a : a.userid)
const actorOf = (a: Actor | number): Actor => (typeof a === 'number' ? { userid: a } : a)

/** Opens the step's tasks; refuses when nobody can approve it (the flow needs fixing). */
async function openStep(tx: Db, instanceId: number, step: StepDef): Promise<void> {
  const approvers = await resolveApprovers(tx, step)
  if (!approvers.length) refuse(`第${step.step_no}步没有可用的审批人，请联系管理员调整审批流程`)
  await tx.insert(wfTask).values(approvers.map((userid) => ({ instanceId, stepNo: step.step_no, userid })))
}

async function finish(tx: Db, instanceId: number, status: InstanceStatus, userid: number): Promise<FlowStatus> {
  await tx.update(wfInstance).set({ status, finishedAt: clock.now() }).where(eq(wfInstance.id, instanceId))
  const [row] = await tx.select().from(wfInstance).where(eq(wfInstance.id, instanceId))
  const described = await describeInstance(tx, row!, userid)
  for (const listener of listeners.get(row!.recordType) ?? []) await listener(tx, described)
  return described
}

export async function startFlow(db: Db, input: StartFlow): Promise<FlowStatus> {
  const starter = idOf(input.starter)
  const recordId = String(input.recordId)
  if (!recordId || recordId.length > 80) refuse('单据编号不正确')
  return db.transaction(async (tx) => {
    const [flow] = await tx.select().from(wfFlow).where(and(eq(wfFlow.flowCode, input.flowCode), eq(wfFlow.enabled, true)))
    if (!flow) refuse('审批流程不存在或已停用')
    if (flow.recordType !== input.recordType) refuse('该审批流程不适用于此类单据')
    const [running] = await tx
      .select({ id: wfInstance.id })
      .from(wfInstance)
      .where(and(eq(wfInstance.recordType, input.recordType), eq(wfInstance.recordId, recordId), eq(wfInstance.status, RUNNING)))
      .for('update')
    if (running) refuse('该单据已在审批中')
    const stepRows = await tx.select().from(wfFlowStep).where(eq(wfFlowStep.flowId, flow.id)).orderBy(asc(wfFlowStep.stepNo))
    if (!stepRows.length) refuse('审批流程没有设置审批步骤')
    const steps: StepDef[] = stepRows.map((s, i) => ({
      step_no: i + 1,
      step_name: s.stepName,
      approver_type: s.approverType as StepDef['approver_type'],
      approvers: s.approvers,
      mode: s.mode as StepDef['mode'],
    }))
    const [instance] = await tx
      .insert(wfInstance)
      .values({
        flowId: flow.id,
        flowCode: flow.flowCode,
        flowName: flow.flowName,
        recordType: input.recordType,
        recordId,
        title: (input.title ?? `${flow.flowName} ${recordId}`).slice(0, 200),
        steps,
        status: RUNNING,
        currentStep: 1,
        starter,
      })
      .returning()
    await openStep(tx, instance!.id, steps[0]!)
    const status = await describeInstance(tx, instance!, starter)
    await auditFlow(tx, actorOf(input.starter), '发起审批', status)
    return status
  })
}

/** The running instance, locked for this decision. */
async function lockRunning(tx: Db, instanceId: number) {
  const [instance] = await tx.select().from(wfInstance).where(eq(wfInstance.id, instanceId)).for('update')
  if (!instance) refuse('审批单不存在', 404)
  if (instance.status !== RUNNING) refuse('流程已结束')
  return instance
}

async function pendingTaskOf(tx: Db, instance: typeof wfInstance.$inferSelect, userid: number) {
  const [task] = await tx
    .select()
    .from(wfTask)
    .where(and(eq(wfTask.instanceId, instance.id), eq(wfTask.stepNo, instance.currentStep), eq(wfTask.userid, userid), eq(wfTask.status, PENDING)))
  if (!task) refuse('您不是当前步骤的审批人或已处理')
  return task
}

export interface Decision {
  instanceId: number
  user: Actor | number
  opinion?: string
}

const opinionText = (opinion?: string) => (opinion ?? '').trim().slice(0, 500)

/**
 * Agrees to the current step. `any`: the first agreement completes the step (the others' tasks
 * become 无需审批); `all`: the step completes when every approver agreed. Then the next step opens,
 * or the instance is 已通过.
 */
export async function approve(db: Db, d: Decision): Promise<FlowStatus> {
  return db.transaction(async (tx) => {
    const status = await agree(tx, d)
    await auditFlow(tx, actorOf(d.user), '同意', status, opinionText(d.opinion))
    return status
  })
}

async function agree(db: Db, d: Decision): Promise<FlowStatus> {
  const userid = idOf(d.user)
  return db.transaction(async (tx) => {
    const instance = await lockRunning(tx, d.instanceId)
    const task = await pendingTaskOf(tx, instance, userid)
    const now = clock.now()
    await tx.update(wfTask).set({ status: '已同意', opinion: opinionText(d.opinion) || '同意', actedAt: now }).where(eq(wfTask.id, task.id))
    const steps = instance.steps as StepDef[]
    const step = steps.find((s) => s.step_no === instance.currentStep)!
    const stepTasks = and(eq(wfTask.instanceId, instance.id), eq(wfTask.stepNo, step.step_no), eq(wfTask.status, PENDING))
    if (step.mode === 'any') await tx.update(wfTask).set({ status: '无需审批', actedAt: now }).where(stepTasks)
    const [stillPending] = await tx.select({ id: wfTask.id }).from(wfTask).where(stepTasks).limit(1)
    if (stillPending) return describeInstance(tx, instance, userid)
    const next = steps.find((s) => s.step_no === step.step_no + 1)
    if (!next) return finish(tx, instance.id, '已通过', userid)
    await tx.update(wfInstance).set({ currentStep: next.step_no }).where(eq(wfInstance.id, instance.id))
    await openStep(tx, instance.id, next)
    const [moved] = await tx.select().from(wfInstance).where(eq(wfInstance.id, instance.id))
    return describeInstance(tx, moved!, userid)
  })
}

/** Rejects with an opinion: the whole instance ends 已驳回. */
export async function reject(db: Db, d: Decision): Promise<FlowStatus> {
  const userid = idOf(d.user)
  const opinion = opinionText(d.opinion)
  if (!opinion) refuse('请填写驳回意见')
  return db.transaction(async (tx) => {
    const instance = await lockRunning(tx, d.instanceId)
    const task = await pendingTaskOf(tx, instance, userid)
    const now = clock.now()
    await tx.update(wfTask).set({ status: '已驳回', opinion, actedAt: now }).where(eq(wfTask.id, task.id))
    await tx
      .update(wfTask)
      .set({ status: '无需审批', actedAt: now })
      .where(and(eq(wfTask.instanceId, instance.id), eq(wfTask.status, PENDING), ne(wfTask.id, task.id)))
    const status = await finish(tx, instance.id, '已驳回', userid)
    await auditFlow(tx, actorOf(d.user), '驳回', status, opinion)
    return status
  })
}

/** The starter takes a running instance back: pending tasks become 已撤回. */
export async function withdraw(db: Db, d: Omit<Decision, 'opinion'>): Promise<FlowStatus> {
  const userid = idOf(d.user)
  return db.transaction(async (tx) => {
    const [instance] = await tx.select().from(wfInstance).where(eq(wfInstance.id, d.instanceId)).for('update')
    if (!instance) refuse('审批单不存在', 404)
    if (instance.starter !== userid) refuse('只有发起人可以撤回')
    if (instance.status !== RUNNING) refuse('流程已结束，不能撤回')
    await tx.update(wfTask).set({ status: '已撤回', actedAt: clock.now() }).where(and(eq(wfTask.instanceId, instance.id), eq(wfTask.status, PENDING)))
    const status = await finish(tx, instance.id, '已撤回', userid)
    await auditFlow(tx, actorOf(d.user), '撤回', status)
    return status
  })
}

/** Where a record (its latest instance) or an instance stands; null when it never entered a flow. */
export async function flowStatus(db: Db, key: FlowKey, viewer?: Actor | number): Promise<FlowStatus | null> {
  const instance = await findInstance(db, key)
  return instance ? describeInstance(db, instance, viewer === undefined ? undefined : idOf(viewer)) : null
}

// The platform's document kit starts flows and hears their end through this port.
registerFlowEngine({
  start: (db, input) => startFlow(db, input),
  async approveRecord(db, { recordType, recordId, user, opinion }) {
    const running = await db
      .select({ id: wfInstance.id })
      .from(wfInstance)
      .where(and(eq(wfInstance.recordType, recordType), eq(wfInstance.recordId, String(recordId)), eq(wfInstance.status, RUNNING)))
    for (const { id } of running) await approve(db, { instanceId: id, user, opinion })
  },
  seedDemoFlows: (db) => seedWfDemo(db),
  onFinished: (recordType, listener) =>
    onFlowFinished(recordType, (db, s) => {
      const decided = s.tasks.filter((t) => t.status !== PENDING && t.acted_at).sort((a, b) => (a.acted_at < b.acted_at ? 1 : -1))[0]
      return listener(db, { recordId: s.record_id, status: s.status, userid: decided?.userid ?? s.starter, userName: decided?.UserName ?? s.starter_name })
    }),
})
