import type { CockpitPeriod, PeriodKind } from './types'

// The periods a cockpit is read over: a month, a quarter, or the twelve months ending with a month,
// each with the eleven before it as its trend. Whole calendar months on the server's clock.

export const PERIOD_KINDS: readonly { value: PeriodKind; label: string }[] = [
  { value: 'month', label: '月度' },
  { value: 'quarter', label: '季度' },
  { value: 'last12', label: '近12个月' },
]

/** Periods in a trend, the one asked for included. */
export const TREND_LENGTH = 12

export const PERIOD_MESSAGES = {
  kind: '期间只能是 month（月度）、quarter（季度）或 last12（近12个月）',
  month: '期间格式应为 YYYY-MM（如 2026-12）',
  quarter: '季度格式应为 YYYY-Qn（如 2026-Q4）或 YYYY-MM',
  future: '不能查看尚未开始的期间',
} as const

/** A month as a count of months since year 0 (2026-12 → 2026 × 12 + 11). */
type MonthIndex = number

const pad = (n: number) => String(n).padStart(2, '0')
const monthKey = (m: MonthIndex) => `${Math.floor(m / 12)}-${pad((m % 12) + 1)}`
const firstDay = (m: MonthIndex) => `${monthKey(m)}-01`
const monthLabel = (m: MonthIndex) => `${Math.floor(m / 12)}年${(m % 12) + 1}月`

function lastDay(m: MonthIndex): string {
  const year = Math.floor(m / 12)
  const days = new Date(Date.UTC(year, (m % 12) + 1, 0)).getUTCDate()
  return `${monthKey(m)}-${pad(days)}`
}

function monthOf(text: string): MonthIndex | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text)
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null
}

/** The first and last month of a period. */
function monthsOf(kind: PeriodKind, last: MonthIndex): [MonthIndex, MonthIndex] {
  if (kind === 'month') return [last, last]
  if (kind === 'quarter') return [last - 2, last]
  return [last - 11, last]
}

function periodAt(kind: PeriodKind, last: MonthIndex): CockpitPeriod {
  const [first] = monthsOf(kind, last)
  const year = Math.floor(last / 12)
  const at = kind === 'quarter' ? `${year}-Q${Math.floor((last % 12) / 3) + 1}` : monthKey(last)
  const label =
    kind === 'month' ? monthLabel(last) : kind === 'quarter' ? `${year}年第${Math.floor((last % 12) / 3) + 1}季度` : `${monthLabel(first)}至${monthLabel(last)}`
  return { kind, at, from: firstDay(first), to: lastDay(last), label }
}

/** The last month of the quarter or month `at` names; null when `at` is not one. */
function lastMonthOf(kind: PeriodKind, at: string): MonthIndex | null {
  if (kind !== 'quarter') return monthOf(at)
  const q = /^(\d{4})-Q([1-4])$/.exec(at)
  if (q) return Number(q[1]) * 12 + Number(q[2]) * 3 - 1
  const m = monthOf(at)
  return m === null ? null : m - (m % 3) + 2
}

export const isPeriodKind = (value: unknown): value is PeriodKind => PERIOD_KINDS.some((k) => k.value === value)

/**
 * The period `kind` at `at` (default: the one `today` is in), or the Chinese message of what is
 * wrong with the request. A period that has not begun by `today` is refused.
 */
export function resolvePeriod(kind: string, at: string | undefined, today: string): CockpitPeriod | { error: string } {
  if (!isPeriodKind(kind)) return { error: PERIOD_MESSAGES.kind }
  const current = monthOf(today.slice(0, 7))!
  const last = at ? lastMonthOf(kind, at) : kind === 'quarter' ? lastMonthOf(kind, today.slice(0, 7)) : current
  if (last === null) return { error: kind === 'quarter' ? PERIOD_MESSAGES.quarter : PERIOD_MESSAGES.month }
  if (monthsOf(kind, last)[0] > current) return { error: PERIOD_MESSAGES.future }
  return periodAt(kind, last)
}

/** The trend of a period: `length` periods of its kind, each ending one step before the next, ending with it. */
export function trendPeriods(period: CockpitPeriod, length = TREND_LENGTH): CockpitPeriod[] {
  const last = lastMonthOf(period.kind, period.at)!
  const step = period.kind === 'quarter' ? 3 : 1
  return Array.from({ length }, (_, i) => periodAt(period.kind, last - (length - 1 - i) * step))
}

/** The day after a period's last (its end, exclusive). */
export function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}
