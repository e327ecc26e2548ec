import type { FilterOperator } from './operators'
import type { FieldDef, FieldKind } from './types'

/**
 * One entry per field kind (refine's field-inferencer idea): how a raw input becomes a stored
 * value, which filter operators make sense, how an empty value is asked for. Used by
 * validateRecord (form and server), by filter parsing and by the generated views.
 */
export interface KindSpec {
  /** Parse a non-empty raw value; a string is the Chinese error. */
  parse(raw: unknown, field: FieldDef): { value: unknown } | { error: string }
  operators: readonly FilterOperator[]
  /** Verb of the required message: 请输入 for typed values, 请选择 for picked ones. */
  ask: '请输入' | '请选择' | '请上传'
  /** Default of list flag when the field does not say. */
  listed: boolean
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** Calendar check without time zones: 2026-02-30 is refused. */
function validDay(y: number, m: number, d: number): boolean {
  const day = new Date(Date.UTC(y, m - 1, d))
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
}

function parseDate(raw: unknown, field: FieldDef) {
  const text = String(raw).trim().slice(0, 10)
  const m = DATE_RE.exec(text)
  if (!m || !validDay(+m[1]!, +m[2]!, +m[3]!)) return { error: `${field.label}日期格式不正确` }
  return { value: text }
}

function parseDateTime(raw: unknown, field: FieldDef) {
  if (raw instanceof Date) raw = raw.toISOString()
  const text = String(raw).trim()
  const m = DATETIME_RE.exec(text) ?? (DATE_RE.test(text) ? DATE_RE.exec(text) : null)
  if (!m) return { error: `${field.label}时间格式不正确` }
  if (m[7]) {
    // An instant with a zone (ISO from a browser): show it in local wall-clock time.
    const d = new Date(text)
    if (Number.isNaN(d.getTime())) return { error: `${field.label}时间格式不正确` }
    return {
      value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
    }
  }
  const [y, mo, d, h = '00', mi = '00', s = '00'] = m.slice(1)
  if (!validDay(+y!, +mo!, +d!) || +h > 23 || +mi > 59 || +s > 59) return { error: `${field.label}时间格式不正确` }
  return { value: `${y}-${mo}-${d} ${h}:${mi}:${s}` }
}

function parseNumber(raw: unknown, field: FieldDef, scale: number | undefined) {
  const text = typeof raw === 'number' ? String(raw) : String(raw).trim().replace(/,/g, '')
  if (!/^-?\d+(\.\d+)?$/.test(text) && !(typeof raw === 'number' && Number.isFinite(raw))) {
    return { error: `${field.label}必须为数字` }
  }
  const value = Number(text)
  if (!Number.isFinite(value)) return { error: `${field.label}必须为数字` }
  if (scale !== undefined) {
    const decimals = (text.split('.')[1] ?? '').replace(/0+$/, '').length
    if (scale === 0 && decimals > 0) return { error: `${field.label}必须为整数` }
    if (decimals > scale) return { error: `${field.label}最多${scale}位小数` }
  }
  return { value }
}

function parseText(raw: unknown, field: FieldDef) {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { error: `${field.label}格式不正确` }
  return { value: String(raw) }
}

const textOps = ['eq', 'ne', 'contains', 'in'] as const
const rangeOps = ['eq', 'ne', 'gte', 'lte', 'between', 'in'] as const
const choiceOps = ['eq', 'ne', 'in'] as const

export const kinds: Record<FieldKind, KindSpec> = {
  text: { parse: parseText, operators: textOps, ask: '请输入', listed: true },
  html: { parse: parseText, operators: ['contains'], ask: '请输入', listed: false },
  file: { parse: parseText, operators: ['eq'], ask: '请上传', listed: false },
  number: { parse: (raw, f) => parseNumber(raw, f, f.scale), operators: rangeOps, ask: '请输入', listed: true },
  money: { parse: (raw, f) => parseNumber(raw, f, 2), operators: rangeOps, ask: '请输入', listed: true },
  date: { parse: parseDate, operators: rangeOps, ask: '请选择', listed: true },
  datetime: { parse: parseDateTime, operators: rangeOps, ask: '请选择', listed: true },
  enum: {
    parse(raw, field) {
      const value = String(raw).trim()
      return field.options?.some((o) => o.value === value) ? { value } : { error: `${field.label}取值无效` }
    },
    operators: choiceOps,
    ask: '请选择',
    listed: true,
  },
  ref: {
    parse(raw, field) {
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim())
      return Number.isInteger(value) && value > 0 ? { value } : { error: `${field.label}取值无效` }
    },
    operators: choiceOps,
    ask: '请选择',
    listed: true,
  },
  bool: {
    parse(raw, field) {
      if (raw === true || raw === 1 || raw === '1' || raw === 'true') return { value: true }
      if (raw === false || raw === 0 || raw === '0' || raw === 'false') return { value: false }
      return { error: `${field.label}取值无效` }
    },
    operators: ['eq', 'ne'],
    ask: '请选择',
    listed: true,
  },
}

/** Empty means "not given": undefined, null, or text that trims to nothing. */
export function isEmptyValue(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
}

/** Parse one value of a field (no required check); empty → null. */
export function parseFieldValue(field: FieldDef, raw: unknown): { value: unknown } | { error: string } {
  if (isEmptyValue(raw)) return { value: null }
  return kinds[field.kind].parse(raw, field)
}

/** Whether a field is a list column. */
export function isListed(field: FieldDef): boolean {
  return field.list ?? kinds[field.kind].listed
}
