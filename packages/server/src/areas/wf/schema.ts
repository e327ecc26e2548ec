import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { sysUser } from '../../identity/user-schema'

/** Approval flow definition (审批流程), e.g. 作业指导书审核 for record type `prcsdocument`. */
export const wfFlow = pgTable('wf_flow', {
  id: serial('id').primaryKey(),
  flowCode: varchar('flow_code', { length: 40 }).notNull().unique(),
  flowName: varchar('flow_name', { length: 50 }).notNull(),
  /** The kind of record the flow approves (the area's name for it). */
  recordType: varchar('record_type', { length: 40 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An ordered step; approvers are userids, station ids or role codes (as text), by approver_type. */
export const wfFlowStep = pgTable(
  'wf_flow_step',
  {
    id: serial('id').primaryKey(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => wfFlow.id, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    stepName: varchar('step_name', { length: 50 }).notNull(),
    approverType: varchar('approver_type', { length: 10 }).notNull(),
    approvers: text('approvers').array().notNull().default([]),
    /** any = one approval is enough; all = every approver must agree. */
    mode: varchar('mode', { length: 3 }).notNull().default('any'),
  },
  (t) => [index('wf_flow_step_flow_idx').on(t.flowId)],
)

/** One run of a flow for one record. Steps are copied at start, so editing a flow never changes a running one. */
export const wfInstance = pgTable(
  'wf_instance',
  {
    id: serial('id').primaryKey(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => wfFlow.id),
    flowCode: varchar('flow_code', { length: 40 }).notNull(),
    flowName: varchar('flow_name', { length: 50 }).notNull(),
    recordType: varchar('record_type', { length: 40 }).notNull(),
    recordId: varchar('record_id', { length: 80 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    steps: jsonb('steps').notNull(),
    /** 审批中 | 已通过 | 已驳回 | 已撤回 */
    status: varchar('status', { length: 10 }).notNull(),
    /** The step under way, or where the instance ended. */
    currentStep: integer('current_step').notNull(),
    starter: integer('starter')
      .notNull()
      .references(() => sysUser.userid),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('wf_instance_record_idx').on(t.recordType, t.recordId),
    index('wf_instance_starter_idx').on(t.starter),
    // one running approval per record, even when two starts race
    uniqueIndex('wf_instance_running_idx').on(t.recordType, t.recordId).where(sql`status = '审批中'`),
  ],
)

/** One approver's part in one step: 待审批 → 已同意 | 已驳回 | 已撤回 | 无需审批. */
export const wfTask = pgTable(
  'wf_task',
  {
    id: serial('id').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => wfInstance.id, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid),
    status: varchar('status', { length: 10 }).notNull().default('待审批'),
    opinion: varchar('opinion', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [index('wf_task_user_idx').on(t.userid, t.status), index('wf_task_instance_idx').on(t.instanceId)],
)
