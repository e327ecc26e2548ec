import type { ListPage } from '@scm/core'
import type { SortState } from '../ui/data-table'

/** Filters as most list calls take them: plain body fields, '' / null / undefined = no filter. */
export type ListFilters = Record<string, string | number | boolean | null | undefined>

/** A list answer; summaries add `sum`, the 合计 row over all matching records. */
export interface ListAnswer<Row> extends ListPage<Row> {
  sum?: Record<string, unknown>
}

/** What the user asked of a list, apart from the page: the request of a list call is made from it. */
export interface ListCriteria<F> {
  sort: SortState | null
  /** The keyword box ('' = none). */
  searchKey: string
  filters: F
}

/** Writes the criteria as one endpoint reads them (without page and rows; export sends the same). */
export type ListRequest<F> = (criteria: ListCriteria<F>) => Record<string, unknown>

/** Only the filters that say something: '' / null / undefined mean "no filter"; text is trimmed. */
export function compactFilters(filters: ListFilters): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === '' || value === null || value === undefined) continue
    out[key] = typeof value === 'string' ? value.trim() : value
  }
  return out
}

/**
 * The request of the hand-written list calls (orders, mail, users…): `sidx`/`sord` when sorted,
 * then each filter as its own body field, the keyword as `searchKey`, and the screen's fixed
 * filters (which win over the user's).
 */
export function flatRequest(fixed: ListFilters = {}): ListRequest<ListFilters> {
  return ({ sort, searchKey, filters }) => ({
    ...(sort ? { sidx: sort.key, sord: sort.order } : {}),
    ...compactFilters({
      ...filters,
      ...(searchKey ? { searchKey } : {}),
      ...fixed,
    }),
  })
}
