import dayjs from 'dayjs'
import { addDecimals, type Decimal, decimalToNumber, parseDecimal, roundDecimal, unitsText } from './decimal'

export type DateInput = Date | string | number | null | undefined

export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** '' for empty or unreadable dates, so a table cell stays blank instead of "Invalid Date". */
export function formatDate(value: DateInput, format = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const date = dayjs(value)
  return date.isValid() ? date.format(format) : ''
}

export function formatDateTime(value: DateInput): string {
  return formatDate(value, DATE_TIME_FORMAT)
}

/** Two decimals, no thousands separator; '' for empty or non-numeric values. */
export function formatMoney(value: unknown): string {
  const d = parseDecimal(value)
  return d ? unitsText(roundDecimal(d, 2), 2) : ''
}

const ZERO: Decimal = { units: 0n, scale: 0 }

function columnTotal(rows: readonly Record<string, unknown>[], key: string): Decimal {
  return rows.reduce<Decimal>((sum, row) => addDecimals(sum, parseDecimal(row?.[key]) ?? ZERO), ZERO)
}

/** Exact sum of one column; non-numeric cells count as 0. */
export function sumColumn(rows: readonly Record<string, unknown>[], key: string): number {
  return decimalToNumber(columnTotal(rows, key))
}

export const SUMMARY_LABEL = '合计'

/**
 * The 合计 row under a table: the label in `labelKey`, each numeric column to 2 decimals. Summed
 * over `rows` (the page shown), or, given `totals` (a list answer's `summary`: the sums over
 * every matching record), those; a column `totals` lacks stays blank rather than mixing page
 * sums with sums over all pages.
 */
export function summaryRow(
  rows: readonly Record<string, unknown>[],
  numericKeys: readonly string[],
  labelKey: string,
  totals?: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const row: Record<string, string> = { [labelKey]: SUMMARY_LABEL }
  for (const key of numericKeys) {
    const total = totals ? parseDecimal(totals[key]) : columnTotal(rows, key)
    if (total) row[key] = unitsText(roundDecimal(total, 2), 2)
  }
  return row
}

/**
 * How far a due date is, counted in whole days from today: 3天后到期, 今天到期 (0), 超期2天
 * (negative). Every list and widget that words a due date in days says it this way.
 */
export function daysDueText(days: number): string {
  const whole = Math.round(days)
  return whole === 0 ? '今天到期' : whole > 0 ? `${whole}天后到期` : `超期${-whole}天`
}

/** Minutes as 1天2小时5分钟 (zero parts left out; 0分钟 for nothing). */
export function minutesToDuration(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.round(minutes) : 0
  if (total <= 0) return '0分钟'
  const days = Math.floor(total / 1440)
  const hours = Math.floor((total % 1440) / 60)
  const rest = total % 60
  return `${days ? `${days}天` : ''}${hours ? `${hours}小时` : ''}${rest ? `${rest}分钟` : ''}`
}

/** Hours as 1天2小时 (zero parts left out; fractions of an hour kept to 2 places; 0小时 for nothing). */
export function hoursToDuration(hours: number): string {
  const total = Number.isFinite(hours) ? Math.round(hours * 100) / 100 : 0
  if (total <= 0) return '0小时'
  const days = Math.floor(total / 24)
  const rest = Math.round((total - days * 24) * 100) / 100
  return `${days ? `${days}天` : ''}${rest ? `${rest}小时` : ''}`
}

const HOURS_48 = 48 * 60 * 60 * 1000

/** The moment 48 hours (two days) before `date`, e.g. the default start of a "recent" filter. */
export function hoursBack48(date: Date | string | number = new Date()): Date {
  return new Date(new Date(date).getTime() - HOURS_48)
}

/** A file's size as lists show it: 512 B, 1.5 KB, 4.5 MB; '' when unknown (0). */
export function formatFileSize(bytes: number): string {
  if (!bytes || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
