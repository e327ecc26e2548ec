import { EQUIP_MESSAGES as M, nextDue, type CycleMode } from '@scm/core/equip'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { ResourceError, type Row } from '../../resource/records'
import * as clock from '../../clock'
import { dateTimeText } from '../../http/dates'
import { equipAccount as E, equipMainItem as I, equipMainPlan as P, equipReading } from './schema'

// Maintenance plans (machine × item): made when an item or a machine is saved, moved on by a log,
// and re-read against the meter by a reading — each in the transaction of that call, so the
// reminder list is a query on `alert_on` and nothing waits for a nightly job.

const rows = <T = Row>(result: unknown): T[] => (result as { rows: T[] }).rows

/**
 * Re-reads the plans matching `where` (a condition on equip_main_plan) against their machine: the
 * machine's workshop, whether a reading reached the lead or the due reading (stamped at the first
 * time it did), and the day the plan enters the reminders. A machine not running has no reminders.
 */
export async function refreshPlans(tx: Db, where: SQL): Promise<void> {
  const at = dateTimeText(clock.now())
  const running = sql`${E.status} in ('在用', '维修')`
  const hours = sql`coalesce(${E.running_hours}, 0)`
  const nearHours = sql`(${running} and ${P.nextDueHours} is not null and ${hours} >= ${P.nextDueHours} - coalesce(${I.lead_hours}, 0))`
  const pastHours = sql`(${running} and ${P.nextDueHours} is not null and ${hours} >= ${P.nextDueHours})`
  await tx.execute(sql`
    update ${P} set
      workshop_id = ${E.workshop_id},
      hours_alert_at = case when ${nearHours} then coalesce(${P.hoursAlertAt}, ${at}::timestamp) end,
      hours_due_at = case when ${pastHours} then coalesce(${P.hoursDueAt}, ${at}::timestamp) end,
      alert_on = case when ${running} then least(${P.nextDueDate} - coalesce(${I.lead_days}, 0),
                                                 case when ${nearHours} then coalesce(${P.hoursAlertAt}, ${at}::timestamp)::date end) end,
      overdue_on = case when ${running} then least(${P.nextDueDate} + 1,
                                                   case when ${pastHours} then coalesce(${P.hoursDueAt}, ${at}::timestamp)::date end) end
    from ${E}, ${I}
    where ${E.id} = ${P.equipId} and ${I.id} = ${P.itemId} and ${where}`)
}

/** The machines an item applies to: its own machine, or every machine of its type not scrapped. */
function targetsOf(itemId: number): SQL {
  return sql`select ${E.id} as equip_id, ${E.running_hours} as hours from ${E}, ${I}
              where ${I.id} = ${itemId} and ${E.status} <> '报废'
                and (${I.equip_id} = ${E.id} or (${I.equip_id} is null and ${I.type_id} = ${E.type_id}))`
}

/**
 * After an item is saved: its plans are exactly the machines it applies to. New plans fall due a
 * cycle from today and from the machine's reading; kept plans count again from their last
 * completion (a changed cycle), else keep their due.
 */
export async function syncItemPlans(tx: Db, itemId: number): Promise<void> {
  const [item] = await tx.select().from(I).where(eq(I.id, itemId))
  if (!item) return
  if (!item.type_id && !item.equip_id) throw new ResourceError(M.noTarget, 400, { type_id: M.noTarget })
  if (!(Number(item.cycle_days) > 0) && !(Number(item.cycle_hours) > 0)) throw new ResourceError(M.noCycle, 400, { cycle_days: M.noCycle })
  const today = clock.today()
  await tx.execute(sql`delete from ${P} where ${P.itemId} = ${itemId} and ${P.equipId} not in (select equip_id from (${targetsOf(itemId)}) t)`)
  await tx.execute(sql`
    update ${P} set
      next_due_date = case when ${I.cycle_days} is null or ${I.cycle_days} <= 0 then null
                           when ${P.lastDoneAt} is not null then ${P.lastDoneAt}::date + ${I.cycle_days}
                           else coalesce(${P.nextDueDate}, ${today}::date + ${I.cycle_days}) end,
      next_due_hours = case when ${I.cycle_hours} is null or ${I.cycle_hours} <= 0 then null
                            when ${P.lastDoneHours} is not null then ${P.lastDoneHours} + ${I.cycle_hours}
                            else coalesce(${P.nextDueHours}, (select coalesce(${E.running_hours}, 0) from ${E} where ${E.id} = ${P.equipId}) + ${I.cycle_hours}) end
    from ${I} where ${I.id} = ${P.itemId} and ${P.itemId} = ${itemId}`)
  await tx.execute(sql`
    insert into ${P} (equip_id, item_id, next_due_date, next_due_hours)
    select t.equip_id, ${itemId},
           case when ${I.cycle_days} > 0 then ${today}::date + ${I.cycle_days} end,
           case when ${I.cycle_hours} > 0 then coalesce(t.hours, 0) + ${I.cycle_hours} end
      from (${targetsOf(itemId)}) t, ${I} where ${I.id} = ${itemId}
    on conflict (equip_id, item_id) do nothing`)
  await refreshPlans(tx, eq(P.itemId, itemId))
}

/** After a machine is saved or moved: its plans are the items of its type and its own, then re-read. */
export async function syncMachinePlans(tx: Db, equipId: number): Promise<void> {
  const today = clock.today()
  await tx.execute(sql`
    delete from ${P} using ${I}, ${E}
     where ${I.id} = ${P.itemId} and ${E.id} = ${P.equipId} and ${P.equipId} = ${equipId}
       and not (${I.equip_id} = ${E.id} or (${I.equip_id} is null and ${I.type_id} = ${E.type_id}))`)
  await tx.execute(sql`
    insert into ${P} (equip_id, item_id, next_due_date, next_due_hours)
    select ${E.id}, ${I.id},
           case when ${I.cycle_days} > 0 then ${today}::date + ${I.cycle_days} end,
           case when ${I.cycle_hours} > 0 then coalesce(${E.running_hours}, 0) + ${I.cycle_hours} end
      from ${E}, ${I}
     where ${E.id} = ${equipId} and ${E.status} <> '报废'
       and (${I.equip_id} = ${E.id} or (${I.equip_id} is null and ${I.type_id} = ${E.type_id}))
    on conflict (equip_id, item_id) do nothing`)
  await refreshPlans(tx, eq(P.equipId, equipId))
}

/**
 * A maintenance log closes its item on the machine: the next due moves by the cycle (from the due
 * for a fixed plan, from now for a floating one) and the plan is re-read. Refuses an item that is
 * not the machine's. Answers the due date the log closed (null for a plan due by hours only).
 */
export async function completePlan(tx: Db, equipId: number, itemId: number, done: { at: string; hours: number; logId: number }): Promise<string | null> {
  const [plan] = await tx
    .select({ id: P.id, nextDueDate: P.nextDueDate, nextDueHours: P.nextDueHours, cycleDays: I.cycle_days, cycleHours: I.cycle_hours, mode: I.mode })
    .from(P)
    .innerJoin(I, eq(I.id, P.itemId))
    .where(and(eq(P.equipId, equipId), eq(P.itemId, itemId)))
    .for('update', { of: P })
  if (!plan) throw new ResourceError(M.itemNotOfMachine, 400, { item_id: M.itemNotOfMachine })
  const next = nextDue(
    { cycle_days: plan.cycleDays == null ? null : Number(plan.cycleDays), cycle_hours: plan.cycleHours == null ? null : Number(plan.cycleHours), mode: plan.mode as CycleMode },
    { on: done.at.slice(0, 10), hours: done.hours },
    { next_due_date: plan.nextDueDate, next_due_hours: plan.nextDueHours == null ? null : Number(plan.nextDueHours) },
  )
  await tx
    .update(P)
    .set({ nextDueDate: next.next_due_date, nextDueHours: next.next_due_hours, lastDoneAt: done.at, lastDoneHours: done.hours, lastLogId: done.logId, hoursAlertAt: null, hoursDueAt: null })
    .where(eq(P.id, plan.id))
  await refreshPlans(tx, eq(P.id, plan.id))
  return plan.nextDueDate
}

/** A running-hours reading: never below the machine's current one; its plans are re-read against it. */
export async function recordReading(tx: Db, equipId: number, hours: number, user: { userid: number }, scope?: SQL): Promise<{ before: number; hours: number }> {
  if (!Number.isFinite(hours) || hours < 0 || hours > 1_000_000) throw new ResourceError(M.readingInvalid, 400, { hours: M.readingInvalid })
  const [machine] = await tx.select({ hours: E.running_hours, status: E.status }).from(E).where(and(eq(E.id, equipId), scope)).for('update')
  if (!machine) throw new ResourceError(M.noMachine, 404)
  if (machine.status === '报废') throw new ResourceError(M.notRunning, 400)
  const before = Number(machine.hours ?? 0)
  if (hours < before) throw new ResourceError(`${M.readingBelow}（当前${before}小时）`, 400, { hours: M.readingBelow })
  await tx.insert(equipReading).values({ equipId, hours, readAt: dateTimeText(clock.now()), userid: user.userid })
  await tx.update(E).set({ running_hours: hours }).where(eq(E.id, equipId))
  await refreshPlans(tx, eq(P.equipId, equipId))
  return { before, hours }
}

export { rows }
