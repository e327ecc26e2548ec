import type { ParsedFilter, SortSpec } from '@scm/core'
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { columnOf, type ResourceBinding } from './binding'
import { containsPattern } from '../platform/like'
import type { Bind } from '../db/statements'


function filterCondition(col: AnyPgColumn, filter: ParsedFilter, bind: Bind): SQL | undefined {
  const { op, value } = filter
  switch (op) {
    case 'eq':
      return eq(col, bind(value))
    case 'ne':
      // "not equal" also lists rows where the value is empty.
      return sql`${col} is distinct from ${bind(value)}`
    case 'contains':
      return ilike(col, bind(containsPattern(String(value))))
    case 'in':
      return inArray(col, (value as unknown[]).map(bind))
    case 'gte':
      return gte(col, bind(value))
    case 'lte':
      return lte(col, bind(value))
    case 'between': {
      const [from, to] = value as [unknown, unknown]
      return and(from === null ? undefined : gte(col, bind(from)), to === null ? undefined : lte(col, bind(to)))
    }
  }
}

/**
 * WHERE of a list or export: the checked filters, the free-text search over the definition's
 * searchKeyFields, and the owner scope (ANDed into the query, never filtered after it).
 */
export function listCondition(
  binding: ResourceBinding,
  filters: ParsedFilter[],
  searchKey: string | undefined,
  scope: SQL | undefined,
  bind: Bind,
): SQL | undefined {
  const parts: (SQL | undefined)[] = filters.map((f) => filterCondition(columnOf(binding, f.field), f, bind))
  const key = searchKey?.trim()
  if (key) {
    const pattern = bind(containsPattern(key))
    parts.push(or(...binding.def.searchKeyFields.map((name) => ilike(columnOf(binding, name), pattern))))
  }
  parts.push(scope)
  return and(...parts)
}

/** ORDER BY the chosen column, then the key so pages never overlap or skip rows. */
export function listOrder(binding: ResourceBinding, sort: SortSpec): SQL[] {
  const by = sort.order === 'desc' ? desc : asc
  const col = sort.field === 'id' ? binding.key : columnOf(binding, sort.field)
  return col === binding.key ? [by(col)] : [by(col), by(binding.key)]
}
