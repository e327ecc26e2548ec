// The service department's business calendar and SLA terms: crm sets and marks its work orders'
// deadlines by them (areas/crm), the cockpit counts its service figures by the same ones.

/**
 * Service-level deadlines of repair work orders, counted in business hours: the working days of
 * the week and the working hours of a day come from the system parameters (crm_work_days,
 * crm_work_hours), so a work order reported on Friday evening is due on Monday, not on Saturday.
 * Times are wall-clock times of the server's zone (as every API answer shows them).
 */

/** The working calendar: weekdays (0 = Sunday … 6 = Saturday) and the working hours of a day, in minutes. */
export interface BusinessCalendar {
  days: readonly number[]
  /** minutes after midnight the working day starts and ends (08:30 → 510) */
  start: number
  end: number
}

/** System parameters of the calendar, with their defaults (Monday–Friday, 08:30–17:30). */
export const SLA_PARAMS = {
  days: { key: 'crm_work_days', value: '1,2,3,4,5', description: '售后工作日（0=周日…6=周六，逗号分隔）' },
  hours: { key: 'crm_work_hours', value: '08:30-17:30', description: '售后每日工作时间（HH:mm-HH:mm）' },
  warn: { key: 'crm_sla_warn_hours', value: '4', description: '工单距期限不足该小时数时标为即将超期' },
} as const

export const DEFAULT_CALENDAR: BusinessCalendar = { days: [1, 2, 3, 4, 5], start: 510, end: 1050 }

const clock = (text: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim())
  if (!m) return null
  const minutes = Number(m[1]) * 60 + Number(m[2])
  return Number(m[1]) < 24 && Number(m[2]) < 60 ? minutes : null
}

/** The calendar of the parameters' texts; anything unreadable falls back to the default part. */
export function parseCalendar(days: string, hours: string): BusinessCalendar {
  const dayList = [...new Set(days.split(/[,，\s]+/).filter(Boolean).map(Number))].filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
  const [from, to] = hours.split('-').map(clock)
  const valid = from != null && to != null && from < to
  return {
    days: dayList.length ? dayList.sort() : DEFAULT_CALENDAR.days,
    start: valid ? from : DEFAULT_CALENDAR.start,
    end: valid ? to : DEFAULT_CALENDAR.end,
  }
}

const MINUTE = 60_000

function minuteOfDay(d: Date): number {
  return d.getHours() * 60 + d.getMinutes() + d.getSeconds() / 60 + d.getMilliseconds() / MINUTE
}

/** The moment `minute` (fractional: seconds count) after the day's midnight. */
function atMinute(day: Date, minute: number): Date {
  const d = new Date(day.getFullYear(), day.getMonth(), day.getDate())
  d.setHours(0, 0, 0, Math.round(minute * MINUTE))
  return d
}

function nextDay(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
}

/** The moment `hours` business hours after `from` (work after the day's end continues next working day). */
export function addBusinessHours(from: Date, hours: number, cal: BusinessCalendar = DEFAULT_CALENDAR): Date {
  let left = Math.max(0, hours) * 60
  let day = new Date(from.getFullYear(), from.getMonth(), from.getDate())
  let minute = minuteOfDay(from)
  // a calendar with no working day would never end: 8 days without one means none
  for (let idle = 0; idle < 8 || left > 0; ) {
    if (cal.days.includes(day.getDay()) && minute < cal.end) {
      idle = 0
      const begin = Math.max(minute, cal.start)
      const room = cal.end - begin
      if (left <= room) return atMinute(day, begin + left)
      left -= room
    } else if (++idle >= 8) break
    day = nextDay(day)
    minute = 0
  }
  return atMinute(day, minute)
}

/** The moment `hours` business hours before `to` (demo data dated back in business terms). */
export function subtractBusinessHours(to: Date, hours: number, cal: BusinessCalendar = DEFAULT_CALENDAR): Date {
  let left = Math.max(0, hours) * 60
  let day = new Date(to.getFullYear(), to.getMonth(), to.getDate())
  let minute = minuteOfDay(to)
  for (let idle = 0; idle < 8 || left > 0; ) {
    if (cal.days.includes(day.getDay()) && minute > cal.start) {
      idle = 0
      const end = Math.min(minute, cal.end)
      const room = end - cal.start
      if (left <= room) return atMinute(day, end - left)
      left -= room
    } else if (++idle >= 8) break
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() - 1)
    minute = 24 * 60
  }
  return atMinute(day, minute)
}

/** Business hours between two moments (0 when `to` is not after `from`). */
export function businessHoursBetween(from: Date, to: Date, cal: BusinessCalendar = DEFAULT_CALENDAR): number {
  if (!(to > from)) return 0
  let minutes = 0
  let day = new Date(from.getFullYear(), from.getMonth(), from.getDate())
  const last = new Date(to.getFullYear(), to.getMonth(), to.getDate())
  for (; day <= last; day = nextDay(day)) {
    if (!cal.days.includes(day.getDay())) continue
    const begin = Math.max(cal.start, day.getTime() === new Date(from.getFullYear(), from.getMonth(), from.getDate()).getTime() ? minuteOfDay(from) : 0)
    const end = Math.min(cal.end, day.getTime() === last.getTime() ? minuteOfDay(to) : 24 * 60)
    if (end > begin) minutes += end - begin
  }
  return Math.round((minutes / 60) * 100) / 100
}

/** What an SLA mark is measured with: the working calendar and the warning time in business hours. */
export interface SlaSettings {
  calendar: BusinessCalendar
  warnHours: number
}

export const DEFAULT_SLA_SETTINGS: SlaSettings = { calendar: DEFAULT_CALENDAR, warnHours: Number(SLA_PARAMS.warn.value) }

/**
 * The moment from which a deadline counts as near: `warnHours` business hours from now (on a
 * Friday evening, a deadline on Monday morning is near; a wall-clock window would miss it).
 */
export function nearFrom(now: Date, settings: SlaSettings = DEFAULT_SLA_SETTINGS): Date {
  return addBusinessHours(now, settings.warnHours, settings.calendar)
}

/** Statuses in which the completion clock runs (the work is not done yet). */
export const WORKBILL_OPEN: readonly string[] = ['新建', '已派工', '处理中']
