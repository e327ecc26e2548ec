/**
 * THE filter-operator vocabulary, shared by the generated filter bar (client) and the query
 * builder (server). A resource field lists which of these it accepts; anything else is refused.
 */
export const filterOperators = ['eq', 'ne', 'contains', 'in', 'gte', 'lte', 'between'] as const
export type FilterOperator = (typeof filterOperators)[number]

/** Chinese names shown next to a filter input. */
export const operatorLabels: Record<FilterOperator, string> = {
  eq: '等于',
  ne: '不等于',
  contains: '包含',
  in: '属于',
  gte: '不小于',
  lte: '不大于',
  between: '介于',
}

/** One condition of a list query: `{ field: { op, value } }` in ListQuery.filters. */
export interface FilterCondition {
  op: FilterOperator
  value: unknown
}
export type ResourceFilters = Record<string, FilterCondition>

export function isFilterOperator(op: unknown): op is FilterOperator {
  return typeof op === 'string' && (filterOperators as readonly string[]).includes(op)
}

/** The message for a filter, sort or column the resource does not declare. */
export const UNSUPPORTED_QUERY = '不支持的查询条件'
