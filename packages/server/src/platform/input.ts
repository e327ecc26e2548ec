// Request values checked one by one, so every refusal names the field (and the line) in Chinese.
import { refuse } from '../http/envelope'
import * as clock from '../clock'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** A record id (positive integer) or 400 `<label>不正确`. */
export function parseId(value: unknown, label = '编号'): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim())
  if (isBlank(value) || !Number.isSafeInteger(n) || n < 1) refuse(`${label}不正确`)
  return n
}

export function optionalId(value: unknown, label: string): number | null {
  return isBlank(value) ? null : parseId(value, label)
}

/** `YYYY-MM-DD` that is a real calendar day. */
export function isDate(text: string): boolean {
  const m = DATE.exec(text)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

export function parseDate(value: unknown, label: string): string {
  if (isBlank(value)) refuse(`请填写${label}`)
  const text = String(value).trim().slice(0, 10)
  if (!isDate(text)) refuse(`${label}格式不正确`)
  return text
}

export function optionalDate(value: unknown, label: string): string | null {
  return isBlank(value) ? null : parseDate(value, label)
}

/** A number with at most 2 decimals (quantities, prices). */
export function parseNumber(value: unknown, label: string, { min = 0, exclusiveMin = false, max = 1e11 } = {}): number {
  if (isBlank(value)) refuse(`请填写${label}`)
  const n = typeof value === 'number' ? value : Number(String(value).trim())
  if (!Number.isFinite(n)) refuse(`${label}必须是数字`)
  if (exclusiveMin ? n <= min : n < min) refuse(exclusiveMin && min === 0 ? `${label}必须大于0` : `${label}不能小于${min}`)
  if (n > max) refuse(`${label}超出范围`)
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) refuse(`${label}最多两位小数`)
  return Math.round(n * 100) / 100
}

export function parseText(value: unknown, label: string, max: number, required = false): string {
  const text = isBlank(value) ? '' : String(value).trim()
  if (required && !text) refuse(`请填写${label}`)
  if (text.length > max) refuse(`请输入${max}个字符以内的${label}`)
  return text
}

/** true/false from JSON booleans, 1/0, 'true'/'false'; blank → undefined. */
export function parseFlag(value: unknown, message = '查询条件格式错误'): boolean | undefined {
  if (isBlank(value)) return undefined
  if (value === true || value === 1 || value === '1' || value === 'true') return true
  if (value === false || value === 0 || value === '0' || value === 'false') return false
  refuse(message)
}

/** Prefixes a line's message: `第2行：数量必须大于0`. */
/** A comma list (or array) of allowed values, e.g. statuses; null when blank. */
export function parseList(value: unknown, allowed: readonly string[], label: string): string[] | null {
  if (isBlank(value)) return null
  const items = (Array.isArray(value) ? value : String(value).split(',')).map((s) => String(s).trim()).filter(Boolean)
  for (const item of items) if (!allowed.includes(item)) refuse(`${label}不正确：${item}`)
  return items.length ? items : null
}

export function inLine<T>(lineNo: number, check: () => T): T {
  try {
    return check()
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    refuse(`第${lineNo}行：${message}`)
  }
}

/** Rounds sums of 2-decimal numbers (float noise). */
export const round2 = (n: number) => Math.round(n * 100) / 100

/** Today on the server's clock, YYYY-MM-DD (platform users import it from here). */
export const today = clock.today

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return clock.today(new Date(y, m - 1, d + days))
}
