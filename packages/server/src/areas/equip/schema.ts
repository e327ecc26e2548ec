import { equipAccountDocument, equipMainItemResource, equipMainLogDocument, equipOsipItemResource, equipOsipLogDocument, equipTypeResource } from '@scm/core/equip'
import { date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { documentTables } from '../../document/table'
import { orgDept } from '../../identity/org-schema'
import { sysUser } from '../../identity/user-schema'
import { resourceTable } from '../../resource/table'

/** 设备类型: columns from the core definition. */
export const equipType = resourceTable(equipTypeResource)

/** 设备台账: machines in their workshops (org_dept), by type. */
export const equipAccountTables = documentTables(equipAccountDocument, {
  refs: { type_id: () => equipType, workshop_id: () => orgDept, dept_id: () => orgDept, keeper_id: () => sysUser },
  indexes: [['workshop_id', 'status'], ['type_id']],
})
export const equipAccount = equipAccountTables.header

export const equipMainItem = resourceTable(equipMainItemResource, {
  refs: { type_id: () => equipType, equip_id: () => equipAccount },
  indexes: [['type_id'], ['equip_id']],
})

export const equipOsipItem = resourceTable(equipOsipItemResource, { refs: { type_id: () => equipType }, indexes: [['type_id']] })

export const equipMainLogTables = documentTables(equipMainLogDocument, {
  refs: { equip_id: () => equipAccount, workshop_id: () => orgDept },
  indexes: [['equip_id', 'status'], ['workshop_id', 'status']],
})
export const equipMainLog = equipMainLogTables.header

export const equipOsipLogTables = documentTables(equipOsipLogDocument, {
  refs: { equip_id: () => equipAccount, workshop_id: () => orgDept },
  // the 漏检 report: which machines were checked in a shift
  indexes: [['shift_date', 'shift', 'equip_id'], ['equip_id']],
  lineRefs: { item_id: () => equipOsipItem },
})
export const equipOsipLog = equipOsipLogTables.header
export const equipOsipLogLine = equipOsipLogTables.lines!

/**
 * A maintenance plan: one machine × one item, with its next due date and/or reading, recomputed
 * in the transaction of every log, reading or item change. `alert_on` is the day it enters the
 * reminders (the due date less the lead days, or the day a reading came within the lead hours), so
 * the reminder list is an index range, never a nightly job; `hours_due_at` when a reading passed
 * the due reading. A stopped or scrapped machine's plans have no `alert_on`. `workshop_id` is the
 * machine's (kept with it) so one workshop's reminders read one index.
 */
export const equipMainPlan = pgTable(
  'equip_main_plan',
  {
    id: serial('id').primaryKey(),
    equipId: integer('equip_id')
      .notNull()
      .references(() => equipAccount.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => equipMainItem.id, { onDelete: 'cascade' }),
    workshopId: integer('workshop_id').references(() => orgDept.id),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    nextDueHours: numeric('next_due_hours', { precision: 18, scale: 1, mode: 'number' }),
    hoursAlertAt: timestamp('hours_alert_at', { mode: 'string', precision: 0 }),
    hoursDueAt: timestamp('hours_due_at', { mode: 'string', precision: 0 }),
    alertOn: date('alert_on', { mode: 'string' }),
    /** The day it is overdue from (the day after its due date, or the day a reading passed the due reading). */
    overdueOn: date('overdue_on', { mode: 'string' }),
    lastDoneAt: timestamp('last_done_at', { mode: 'string', precision: 0 }),
    lastDoneHours: numeric('last_done_hours', { precision: 18, scale: 1, mode: 'number' }),
    lastLogId: integer('last_log_id'),
  },
  (t) => [
    uniqueIndex('equip_main_plan_equip_item_idx').on(t.equipId, t.itemId),
    index('equip_main_plan_item_idx').on(t.itemId),
    // the reminder indexes (alert_on, id) and (workshop_id, alert_on, id), each INCLUDE (overdue_on) so
    // counting one state reads the index alone, are hand-written at the end of the migration
  ],
)

/** Running-hours readings of a machine (the meter behind its hours-based plans). */
export const equipReading = pgTable(
  'equip_reading',
  {
    id: serial('id').primaryKey(),
    equipId: integer('equip_id')
      .notNull()
      .references(() => equipAccount.id, { onDelete: 'cascade' }),
    hours: numeric('hours', { precision: 18, scale: 1, mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { mode: 'string', precision: 0 }).notNull(),
    userid: integer('userid').references(() => sysUser.userid),
  },
  (t) => [index('equip_reading_equip_idx').on(t.equipId, t.readAt)],
)
