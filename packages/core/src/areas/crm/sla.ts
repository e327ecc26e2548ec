import type { StatusTone } from '../../document/define'
import { minutesToDuration } from '../../format/format'
import { DEFAULT_SLA_SETTINGS, nearFrom, WORKBILL_OPEN, type SlaSettings } from '../../business/service-calendar'

// The marks of a work order against its deadline; the calendar they count in business hours is
// the shared business's (business/service-calendar.ts).

/** A work order's standing against its deadline, as lists and the home page mark it. */
export type SlaMark = '已超期' | '即将超期' | '已暂停' | '正常' | ''

/** GET: the service department's SlaSettings (system parameters), for the marks of lists and widgets. */
export const SLA_SETTINGS_PATH = '/api/SeWorkbill/GetSlaSettings'

/**
 * The mark of an open work order: past its deadline, within the warning time (business hours) of
 * it, paused while waiting for the customer, or on time; closed ones have none.
 */
export function slaMark(row: { status?: unknown; complete_due?: unknown }, now: Date, settings: SlaSettings = DEFAULT_SLA_SETTINGS): SlaMark {
  const status = String(row.status ?? '')
  if (status === WORKBILL_PAUSED) return '已暂停'
  if (!WORKBILL_OPEN.includes(status) || !row.complete_due) return ''
  const due = new Date(String(row.complete_due).replace(' ', 'T'))
  if (Number.isNaN(due.getTime())) return ''
  return due < now ? '已超期' : due <= nearFrom(now, settings) ? '即将超期' : '正常'
}

/** The status of a work order waiting for the customer: its clock is paused. */
export const WORKBILL_PAUSED = '待客户'

/** How a mark is coloured in lists. */
export const SLA_MARK_TONES: Record<Exclude<SlaMark, ''>, StatusTone> = { 已超期: 'error', 即将超期: 'warning', 已暂停: 'default', 正常: 'success' }

/**
 * The mark with how far past (or before) the deadline, in core's duration wording: 已超期 1天2小时,
 * 剩余 2小时30分钟. A day or more is told in days and hours: its minutes are noise to a reader.
 */
export function slaText(row: { status?: unknown; complete_due?: unknown }, now: Date, settings: SlaSettings = DEFAULT_SLA_SETTINGS): { mark: SlaMark; text: string } {
  const mark = slaMark(row, now, settings)
  if (mark !== '已超期' && mark !== '即将超期' && mark !== '正常') return { mark, text: mark }
  const due = new Date(String(row.complete_due).replace(' ', 'T'))
  const exact = Math.abs(due.getTime() - now.getTime()) / 60_000
  const minutes = exact >= 1440 ? Math.floor(exact / 60) * 60 : exact
  return { mark, text: mark === '已超期' ? `已超期 ${minutesToDuration(minutes)}` : `剩余 ${minutesToDuration(minutes)}` }
}
