import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { sysUser } from '../../identity/user-schema'
import { approverNames } from './approvers'
import { wfInstance, wfTask } from './schema'
import { PENDING, RUNNING, type FlowStatus, type InstanceStatus, type StepDef, type StepStatus, type TaskStatus } from '@scm/core/business'

export type FlowKey = { instanceId: number } | { recordType: string; recordId: string | number }

type InstanceRow = typeof wfInstance.$inferSelect

function stepStatus(instance: InstanceRow, stepNo: number): StepStatus {
  const status = instance.status as InstanceStatus
  if (status === '已通过') return '已通过'
  if (stepNo < instance.currentStep) return '已通过'
  if (stepNo > instance.currentStep) return '未开始'
  return status === RUNNING ? '审批中' : status === '已驳回' ? '已驳回' : '已撤回'
}

export async function findInstance(db: Db, key: FlowKey): Promise<InstanceRow | undefined> {
  const where =
    'instanceId' in key ? eq(wfInstance.id, key.instanceId) : and(eq(wfInstance.recordType, key.recordType), eq(wfInstance.recordId, String(key.recordId)))
  const [row] = await db.select().from(wfInstance).where(where).orderBy(desc(wfInstance.id)).limit(1)
  return row
}

/** The full picture of an instance; can_approve / can_withdraw are for `viewerId`. */
export async function describeInstance(db: Db, instance: InstanceRow, viewerId?: number): Promise<FlowStatus> {
  const tasks = await db
    .select({ t: wfTask, name: sysUser.userName })
    .from(wfTask)
    .innerJoin(sysUser, eq(sysUser.userid, wfTask.userid))
    .where(eq(wfTask.instanceId, instance.id))
    .orderBy(asc(wfTask.stepNo), asc(wfTask.id))
  const [starter] = await db.select({ name: sysUser.userName }).from(sysUser).where(eq(sysUser.userid, instance.starter))
  const steps = instance.steps as StepDef[]
  const running = instance.status === RUNNING
  return {
    instance_id: instance.id,
    flow_code: instance.flowCode,
    flow_name: instance.flowName,
    record_type: instance.recordType,
    record_id: instance.recordId,
    title: instance.title,
    status: instance.status as InstanceStatus,
    current_step: instance.currentStep,
    starter: instance.starter,
    starter_name: starter?.name ?? '',
    started_at: dateTimeText(instance.startedAt),
    finished_at: dateTimeText(instance.finishedAt),
    steps: await Promise.all(steps.map(async (s) => ({ ...s, approver_names: await approverNames(db, s), status: stepStatus(instance, s.step_no) }))),
    tasks: tasks.map(({ t, name }) => ({
      id: t.id,
      step_no: t.stepNo,
      userid: t.userid,
      UserName: name,
      status: t.status as TaskStatus,
      opinion: t.opinion,
      acted_at: dateTimeText(t.actedAt),
    })),
    can_approve: running && viewerId !== undefined && tasks.some(({ t }) => t.userid === viewerId && t.status === PENDING && t.stepNo === instance.currentStep),
    can_withdraw: running && viewerId === instance.starter,
  }
}
