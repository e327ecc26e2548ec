import { FIRST_FIX_DAYS } from '@scm/core/cockpit'
import { businessHoursBetween, WORKBILL_OPEN } from '@scm/core/business'
import { sql, type SQL } from 'drizzle-orm'
import { dateTimeText } from '../../http/dates'
import type { FactsBuilder, FactsContext, FigureFacts } from './facts'
import { dateTimeOf } from './range'

// After-sales figures over the crm area's work orders (read by name). A work order's deadline
// (complete_due) is set in business hours when it is reported and moved on by the business hours it
// waited for the customer (crm's Resume), so "within its SLA" is completed_at <= complete_due.

interface CompletedFigure {
  /** the figure's own columns and its in_num, in_den, num, den */
  select: SQL
  joins?: SQL
  where?: SQL
}

/** Work orders completed in the period, by outlet (cancelled ones never complete). */
const completed =
  (figure: CompletedFigure): FactsBuilder =>
  ({ range, scope }: FactsContext) => sql`
    select w.id, w.bill_no, coalesce(o.name, '') as outlet_name, w.vin, coalesce(mi.name, '') as maintain_item,
           ${dateTimeOf(sql`w.reported_at`)} as reported_at, ${dateTimeOf(sql`w.complete_due`)} as complete_due,
           ${dateTimeOf(sql`w.completed_at`)} as completed_at, ${figure.select},
           w.outlet_id::text as k_outlet, o.name as n_outlet, w.completed_at as sort_at
      from se_workbill w
      left join pub_service_outlets o on o.id = w.outlet_id
      left join se_maintainitem mi on mi.id = w.maintain_item_id
      ${figure.joins ?? sql``}
     where w.completed_at >= ${range.from} and w.completed_at < ${range.to} and w.status <> '已取消'
       and ${figure.where ?? sql`true`} and ${scope.staff()}`

const slaAttainment = completed({
  select: sql`coalesce(w.paused_hours, 0) as paused_hours, w.completed_at <= w.complete_due as in_num, true as in_den, 1 as num, 1 as den`,
  where: sql`w.complete_due is not null`,
})

/** Not fixed the first time: the same vehicle reported again for the same repair category within the days after. */
const firstTimeFix = completed({
  select: sql`rep.bill_no as repeat_bill_no, rep.id is null as in_num, true as in_den, 1 as num, 1 as den`,
  joins: sql`left join lateral (
        select w2.id, w2.bill_no from se_workbill w2
         where w2.vin = w.vin and w2.id <> w.id and w2.status <> '已取消'
           and w2.maintain_item_id is not distinct from w.maintain_item_id
           and w2.reported_at > w.completed_at and w2.reported_at <= w.completed_at + ${`${FIRST_FIX_DAYS} days`}::interval
         order by w2.reported_at, w2.id limit 1) rep on true`,
})

const satisfaction = completed({
  select: sql`w.satisfaction, true as in_num, true as in_den, w.satisfaction as num, 1 as den`,
  where: sql`w.satisfaction is not null`,
})

const openStatuses = sql.join(
  WORKBILL_OPEN.map((s) => sql`${s}`),
  sql`, `,
)

/** Open work orders (not waiting for the customer) whose deadline comes within the SLA warning time. */
const slaAtRisk: FactsBuilder = ({ now, settings, scope }) => sql`
  select w.id, w.bill_no, coalesce(o.name, '') as outlet_name, w.vin, w.status, w.priority, ${dateTimeOf(sql`w.complete_due`)} as complete_due,
         true as in_num, false as in_den, 1 as num, 0 as den,
         w.outlet_id::text as k_outlet, o.name as n_outlet, w.complete_due as sort_at
    from se_workbill w
    left join pub_service_outlets o on o.id = w.outlet_id
   where w.status in (${openStatuses}) and w.complete_due > ${now} and w.complete_due <= ${dateTimeText(settings.nearDue)}::timestamp
     and ${scope.staff()}`

const WORKBILLS = ['se_workbill', 'pub_service_outlets', 'se_maintainitem']

export const serviceFacts: Record<string, FigureFacts> = {
  slaAttainment: { sources: WORKBILLS, facts: slaAttainment },
  slaAtRisk: {
    sources: ['se_workbill', 'pub_service_outlets'],
    facts: slaAtRisk,
    readsNow: true,
    // in business hours, with the calendar the deadline was set by (core's, the lists' own count)
    decorate: (row, settings, now) => ({ ...row, business_hours_left: businessHoursBetween(now, new Date(String(row.complete_due).replace(' ', 'T')), settings.calendar) }),
  },
  firstTimeFix: { sources: WORKBILLS, facts: firstTimeFix },
  satisfaction: { sources: WORKBILLS, facts: satisfaction },
}
