import { sql, type SQL } from 'drizzle-orm'
import { orgDept } from '../../identity/org-schema'
import type { FactsBuilder, FactsContext, FigureFacts } from './facts'
import { dateOf, dateTimeOf, type Range } from './range'

// Maintenance figures over the equipment area's machines, hour-meter readings, logs and plans (read
// by name). A breakdown is a 故障维修 log, reported when it is created and repaired when finished.

/** Workshop and machine of a row whose machine is `e` and workshop `workshop`. */
const dims = (workshop: SQL) => sql`${workshop}::text as k_workshop, d.dept_name as n_workshop, e.id::text as k_machine, e.asset_no || ' ' || e.name as n_machine`

/** The hour meter of machine `e` at a moment: its last reading before it (none yet: its first reading). */
const meterAt = (t: SQL) => sql`coalesce(
  (select r.hours from equip_reading r where r.equip_id = e.id and r.read_at < ${t} order by r.read_at desc, r.id desc limit 1),
  (select r.hours from equip_reading r where r.equip_id = e.id order by r.read_at, r.id limit 1))`

/**
 * Every machine of the caller's workshops with its meter at the period's ends and the hours it ran in
 * between. (`offset 0` keeps the meter lookups a subquery of their own, read once per machine: flattened, the
 * planner repeated them wherever the hours are used — ten times slower over a year's trend, bench:cockpit.)
 */
const machineHours = ({ range, scope }: FactsContext) => sql`
  select e.id, e.asset_no, e.name as equip_name, coalesce(d.dept_name, '') as workshop_name, e.workshop_id,
         mt.m_from as meter_from, mt.m_to as meter_to, coalesce(mt.m_to - mt.m_from, 0) as operating_hours, ${dims(sql`e.workshop_id`)}
    from equip_account e
    left join ${orgDept} d on d.id = e.workshop_id
    cross join lateral (select ${meterAt(range.from)} as m_from, ${meterAt(range.to)} as m_to offset 0) mt
   where ${scope.workshop(sql`e.workshop_id`)}`

/** Hours machine `m` stood in breakdown repairs within the range (an open repair until now). */
const downHours = (range: Range, now: SQL) => sql`(
  select round(coalesce(sum(extract(epoch from (least(coalesce(l.done_at, ${now}), ${range.to}) - greatest(l.created_at, ${range.from}))) / 3600), 0)::numeric, 2)
    from equip_main_log l
   where l.equip_id = m.id and l.kind = '故障维修' and l.created_at < least(${range.to}, ${now}) and coalesce(l.done_at, ${now}) > ${range.from})`

/** Breakdown repairs (machine `e`, workshop `d` joined) and their own columns. */
const repairs = (where: SQL, select: SQL, sortAt: SQL, ctx: FactsContext) => sql`
  select l.id, l.log_no, e.asset_no, e.name as equip_name, coalesce(d.dept_name, '') as workshop_name,
         ${dateTimeOf(sql`l.created_at`)} as reported_at, ${dateTimeOf(sql`l.done_at`)} as done_at, l.fault_desc,
         ${select}, ${dims(sql`l.workshop_id`)}, ${sortAt} as sort_at
    from equip_main_log l
    join equip_account e on e.id = l.equip_id
    left join ${orgDept} d on d.id = l.workshop_id
   where l.kind = '故障维修' and ${where} and ${ctx.scope.workshop(sql`l.workshop_id`)}`

/** MTBF: the machines' running hours (numerator) beside the breakdowns reported (denominator). */
const mtbf: FactsBuilder = (ctx) => sql`
  select m.id, null::text as log_no, m.asset_no, m.equip_name, m.workshop_name, null::text as reported_at, null::text as done_at, null::text as fault_desc,
         m.meter_from, m.meter_to, m.operating_hours, m.operating_hours > 0 as in_num, false as in_den, m.operating_hours as num, 0 as den,
         m.k_workshop, m.n_workshop, m.k_machine, m.n_machine, null::timestamp as sort_at
    from (${machineHours(ctx)}) m
  union all
  select q.id, q.log_no, q.asset_no, q.equip_name, q.workshop_name, q.reported_at, q.done_at, q.fault_desc,
         null, null, null, false, true, 0, 1, q.k_workshop, q.n_workshop, q.k_machine, q.n_machine, q.sort_at
    from (${repairs(sql`l.created_at >= ${ctx.range.from} and l.created_at < ${ctx.range.to}`, sql`1 as one`, sql`l.created_at`, ctx)}) q`

const repairHours = sql`round((extract(epoch from (l.done_at - l.created_at)) / 3600)::numeric, 2)`

/** MTTR: breakdown repairs finished in the period, with how long each took from report to finish. */
const mttr: FactsBuilder = (ctx) =>
  repairs(
    sql`l.status = '已完成' and l.done_at >= ${ctx.range.from} and l.done_at < ${ctx.range.to}`,
    sql`${repairHours} as repair_hours, true as in_num, true as in_den, ${repairHours} as num, 1 as den`,
    sql`l.done_at`,
    ctx,
  )

/** Availability: per machine, hours run against hours run plus hours down. */
const availability: FactsBuilder = (ctx) => sql`
  select m.id, m.asset_no, m.equip_name, m.workshop_name, m.meter_from, m.meter_to, m.operating_hours,
         dt.down as down_hours, m.operating_hours + dt.down as total_hours,
         m.operating_hours > 0 as in_num, true as in_den, m.operating_hours as num, m.operating_hours + dt.down as den,
         m.k_workshop, m.n_workshop, m.k_machine, m.n_machine, null::timestamp as sort_at
    from (${machineHours(ctx)}) m
    cross join lateral (select ${downHours(ctx.range, ctx.now)} as down offset 0) dt
   where m.operating_hours + dt.down > 0`

/**
 * PM compliance: the dates maintenance fell due in the period — those a 保养 log closed (its
 * due_date, kept when the log is written) and those still open past their date — done on time or not.
 */
const pmCompliance: FactsBuilder = (ctx) => {
  const { range, today, scope } = ctx
  const from = sql`${range.from}::date`
  const to = sql`${range.to}::date`
  return sql`
    select l.id, e.asset_no, e.name as equip_name, coalesce(d.dept_name, '') as workshop_name, coalesce(i.name, '') as item_name,
           ${dateOf(sql`l.due_date`)} as due_date, ${dateTimeOf(sql`l.done_at`)} as done_at, l.log_no,
           l.done_at::date <= l.due_date as in_num, true as in_den, 1 as num, 1 as den, ${dims(sql`l.workshop_id`)}, l.due_date as sort_at
      from equip_main_log l
      join equip_account e on e.id = l.equip_id
      left join equip_main_item i on i.id = l.item_id
      left join ${orgDept} d on d.id = l.workshop_id
     where l.kind = '保养' and l.due_date >= ${from} and l.due_date < ${to} and ${scope.workshop(sql`l.workshop_id`)}
    union all
    select p.id, e.asset_no, e.name, coalesce(d.dept_name, ''), i.name, ${dateOf(sql`p.next_due_date`)}, null, null,
           false, true, 1, 1, ${dims(sql`p.workshop_id`)}, p.next_due_date
      from equip_main_plan p
      join equip_account e on e.id = p.equip_id
      join equip_main_item i on i.id = p.item_id
      left join ${orgDept} d on d.id = p.workshop_id
     where p.next_due_date >= ${from} and p.next_due_date < ${to} and p.next_due_date < ${today}
       and e.status in ('在用', '维修') and ${scope.workshop(sql`p.workshop_id`)}`
}

/** The plans the reminders list marks 超期 (alert_on and overdue_on come, kept by equip's refreshPlans). */
const overduePlans: FactsBuilder = ({ today, scope }) => sql`
  select p.id, e.asset_no, e.name as equip_name, coalesce(d.dept_name, '') as workshop_name, i.name as item_name,
         ${dateOf(sql`p.next_due_date`)} as next_due_date,
         greatest(case when p.next_due_date < ${today} then ${today} - p.next_due_date end,
                  case when p.hours_due_at is not null then ${today} - p.hours_due_at::date end) as overdue_days,
         true as in_num, false as in_den, 1 as num, 0 as den, ${dims(sql`p.workshop_id`)}, p.overdue_on as sort_at
    from equip_main_plan p
    join equip_account e on e.id = p.equip_id
    join equip_main_item i on i.id = p.item_id
    left join ${orgDept} d on d.id = p.workshop_id
   where p.alert_on <= ${today} and p.overdue_on <= ${today} and ${scope.workshop(sql`p.workshop_id`)}`

// sys_user: a workshop role's department decides his machines
const LOGS = ['equip_main_log', 'equip_account', 'org_dept', 'sys_user']
const PLANS = ['equip_main_plan', 'equip_main_item', 'equip_account', 'org_dept', 'sys_user']

export const maintenanceFacts: Record<string, FigureFacts> = {
  mtbf: { sources: [...LOGS, 'equip_reading'], facts: mtbf },
  mttr: { sources: LOGS, facts: mttr },
  availability: { sources: [...LOGS, 'equip_reading'], facts: availability, readsNow: true },
  pmCompliance: { sources: [...PLANS, 'equip_main_log'], facts: pmCompliance },
  overduePlans: { sources: PLANS, facts: overduePlans },
}
