// Home widget 超期工单 (service staff, outlet engineers): open work orders past their completion
// deadline, the most overdue first; an engineer's only his outlet's (the work orders' own scope).
import { SLA_PARAMS, slaText, WORKBILL_OPEN } from '@scm/core'
import { and, asc, count, inArray, lt } from 'drizzle-orm'
import { dateTimeText } from '../../http/dates'
import { ownerScope } from '../../platform/owner-scope'
import { readNumberParam } from '../../platform/params'
import { registerWidgetSource } from '../home/sources'
import { seWorkbill as W } from './schema'
import { outletEngineerScope, workbillBinding } from './workbill'

export const OVERDUE_WORKBILLS_WIDGET = 'overdueWorkbills'
const LIST = '/crm/workbill/se_workbill'

registerWidgetSource(OVERDUE_WORKBILLS_WIDGET, async ({ db, user }) => {
  const now = new Date()
  const where = and(
    inArray(W.status, [...WORKBILL_OPEN]),
    lt(W.complete_due, dateTimeText(now)),
    ownerScope(user, { customer: W.customer_id }),
    outletEngineerScope(user, workbillBinding.header),
  )
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(W).where(where)
  const rows = await db.select({ id: W.id, no: W.bill_no, status: W.status, due: W.complete_due }).from(W).where(where).orderBy(asc(W.complete_due)).limit(5)
  const warn = await readNumberParam(db, SLA_PARAMS.warn.key, Number(SLA_PARAMS.warn.value))
  return {
    count: n,
    link: LIST,
    items: rows.map((r) => ({
      label: String(r.no),
      value: slaText({ status: r.status, complete_due: dateTimeText(r.due as string) }, now, warn).text,
      time: dateTimeText(r.due as string),
      link: `${LIST}/detail?id=${String(r.id)}`,
    })),
  }
})
