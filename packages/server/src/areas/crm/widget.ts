// Home widget 超期与临期工单 (service staff, outlet engineers): open work orders past their completion
// deadline or near it (within the warning time in business hours), the most overdue first, each
// marked in its SLA tone (已超期 error, 即将超期 warning); an engineer's only his outlet's (the work
// orders' own scope).
import { SLA_MARK_TONES, slaText } from '@scm/core/crm'
import { nearFrom, WORKBILL_OPEN } from '@scm/core/business'
import { and, asc, count, inArray, lte } from 'drizzle-orm'
import { dateTimeText } from '../../http/dates'
import { ownerScope } from '../../platform/owner-scope'
import { registerWidgetSource } from '../../platform/widgets'
import { seWorkbill as W } from './schema'
import { serviceSlaSettings } from './sla'
import { outletEngineerScope, workbillBinding } from './workbill'
import * as clock from '../../clock'

export const OVERDUE_WORKBILLS_WIDGET = 'overdueWorkbills'
const LIST = '/crm/workbill/se_workbill'

registerWidgetSource(OVERDUE_WORKBILLS_WIDGET, async ({ db, user }) => {
  const now = clock.now()
  const settings = await serviceSlaSettings(db)
  const where = and(
    inArray(W.status, [...WORKBILL_OPEN]),
    lte(W.complete_due, dateTimeText(nearFrom(now, settings))),
    ownerScope(user, { customer: W.customer_id }),
    outletEngineerScope(user, workbillBinding.header),
  )
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(W).where(where)
  const rows = await db.select({ id: W.id, no: W.bill_no, status: W.status, due: W.complete_due }).from(W).where(where).orderBy(asc(W.complete_due)).limit(5)
  return {
    count: n,
    link: LIST,
    items: rows.map((r) => {
      const { mark, text } = slaText({ status: r.status, complete_due: dateTimeText(r.due as string) }, now, settings)
      return { label: String(r.no), value: text, tone: mark ? SLA_MARK_TONES[mark] : undefined, time: dateTimeText(r.due as string), link: `${LIST}/detail?id=${String(r.id)}` }
    }),
  }
})
