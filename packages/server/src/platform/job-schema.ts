import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * One due run of a background job (platform/jobs.ts): a row per job and due time, the unique
 * (job_name, due_at) making every instance's insert of the same due time one row. The instance
 * that claims it (status due → running, its lease in lease_until) runs the job; another claims it
 * again once the lease has run out (the instance died), attempts counting each claim. Core's
 * jobRunResource (后台任务) lists it for administrators.
 */
export const jobRun = pgTable(
  'job_run',
  {
    id: serial('id').primaryKey(),
    jobName: varchar('job_name', { length: 60 }).notNull(),
    /** The job's Chinese description as it was when the row was made. */
    jobTitle: varchar('job_title', { length: 100 }).notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** due | running | done */
    status: varchar('status', { length: 10 }).notNull().default('due'),
    /** host:pid of the instance that claimed it last. */
    claimedBy: varchar('claimed_by', { length: 100 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    /** 成功 | 失败, once done */
    result: varchar('result', { length: 4 }),
    message: text('message').notNull().default(''),
  },
  (t) => [uniqueIndex('job_run_job_due_uq').on(t.jobName, t.dueAt), index('job_run_due_idx').on(t.dueAt)],
)
