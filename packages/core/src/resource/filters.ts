import { isSortable } from './define'
import { isEmptyValue, parseFieldValue } from './kinds'
import { isFilterOperator, UNSUPPORTED_QUERY, type FilterCondition, type FilterOperator } from './operators'
import type { FieldDef, ResourceDef, SortSpec } from './types'

/** A filter after checking: the field is declared filterable with this operator, values parsed. */
export interface ParsedFilter {
  field: string
  op: FilterOperator
  /** one value; an array for `in`; [from|null, to|null] for `between` */
  value: unknown
}

export type QueryCheck<T> = { ok: true; value: T } | { ok: false; message: string }

const refuse = { ok: false as const, message: UNSUPPORTED_QUERY }
const MAX_IN = 500

function parseOne(field: FieldDef, raw: unknown, upperBound = false): unknown | typeof refuse {
  if (field.kind === 'datetime' && upperBound && typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) {
    // "up to 2026-11-22" means the whole day for a time column.
    raw = `${raw.trim()} 23:59:59`
  }
  const parsed = parseFieldValue(field, raw)
  return 'error' in parsed ? refuse : parsed.value
}

function parseCondition(name: string, field: FieldDef, cond: FilterCondition): QueryCheck<ParsedFilter | null> {
  const { op, value } = cond
  if (!field.filter?.includes(op)) return refuse
  if (op === 'in') {
    const list = Array.isArray(value) ? value.filter((v) => !isEmptyValue(v)) : isEmptyValue(value) ? [] : [value]
    if (!list.length) return { ok: true, value: null }
    if (list.length > MAX_IN) return refuse
    const parsed = list.map((v) => parseOne(field, v))
    if (parsed.some((v) => v === refuse)) return refuse
    return { ok: true, value: { field: name, op, value: parsed } }
  }
  if (op === 'between') {
    if (isEmptyValue(value)) return { ok: true, value: null }
    if (!Array.isArray(value) || value.length !== 2) return refuse
    const [from, to] = [parseOne(field, value[0]), parseOne(field, value[1], true)]
    if (from === refuse || to === refuse) return refuse
    if (from === null && to === null) return { ok: true, value: null }
    return { ok: true, value: { field: name, op, value: [from, to] } }
  }
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) return refuse
  if (isEmptyValue(value)) return { ok: true, value: null }
  if (op === 'contains') return { ok: true, value: { field: name, op, value: String(value).trim() } }
  const parsed = parseOne(field, value, op === 'lte')
  if (parsed === refuse) return refuse
  return { ok: true, value: { field: name, op, value: parsed } }
}

/**
 * Checks list filters against the definition: `{field: {op, value}}`, or `{field: value}` for
 * the field's first operator. Undeclared fields, operators or unparsable values are refused with
 * 不支持的查询条件; empty values mean "no condition" (a cleared filter input).
 */
export function parseFilters(def: ResourceDef, raw: unknown): QueryCheck<ParsedFilter[]> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: [] }
  if (typeof raw !== 'object' || Array.isArray(raw)) return refuse
  const out: ParsedFilter[] = []
  for (const [name, given] of Object.entries(raw as Record<string, unknown>)) {
    const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined
    if (!field?.filter?.length) return refuse
    let cond: FilterCondition
    if (given !== null && typeof given === 'object' && !Array.isArray(given) && 'op' in given) {
      const { op, value } = given as { op: unknown; value: unknown }
      if (!isFilterOperator(op)) return refuse
      cond = { op, value }
    } else {
      cond = { op: field.filter[0]!, value: given }
    }
    const checked = parseCondition(name, field, cond)
    if (!checked.ok) return checked
    if (checked.value) out.push(checked.value)
  }
  return { ok: true, value: out }
}

/** Sort of a list: the requested declared column, else the definition's default. */
export function parseSort(def: ResourceDef, sidx: unknown, sord: unknown): QueryCheck<SortSpec> {
  if (sidx === undefined || sidx === null || sidx === '') return { ok: true, value: def.defaultSort }
  if (typeof sidx !== 'string' || !isSortable(def, sidx)) return refuse
  if (sord !== undefined && sord !== null && sord !== '' && sord !== 'asc' && sord !== 'desc') return refuse
  return { ok: true, value: { field: sidx, order: sord === 'desc' ? 'desc' : 'asc' } }
}
