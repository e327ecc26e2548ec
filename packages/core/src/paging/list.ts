/**
 * THE list shape of every paged endpoint, client and server alike.
 *
 * Request (`ListQuery`): `page` is 1-based, `rows` the page size (one of pageSizes()), `sidx` the
 * sort column and `sord` its direction (default 'asc'), `searchKey` the trimmed free-text search,
 * `filters` field → value (or operator object) as the resource definition allows.
 * Answer (`ListPage`, the envelope's Data): `rows` the records of the requested page, `total` the
 * number of records matching the query (all pages, not this page's length), `page` the page served.
 * Sums for a 合计 row are computed over `rows` on the client (summaryRow) unless an endpoint says
 * otherwise in its own contract.
 */
export interface ListPage<T> {
  rows: T[]
  /** records matching the query, over all pages */
  total: number
  page: number
  /** 合计 of the summed columns over ALL matching records (not only this page), when the list has any */
  summary?: Record<string, number>
  /** `total` is a lower bound: more records match than were counted (a list that counts only so far) */
  more?: boolean
}

export interface ListQuery {
  page: number
  rows: number
  sidx?: string
  sord?: 'asc' | 'desc'
  searchKey?: string
  filters?: Record<string, unknown>
}

/** An empty answer, e.g. before the first load. */
export function emptyListPage<T>(page = 1): ListPage<T> {
  return { rows: [], total: 0, page }
}

/** Summary rows (订单汇总, 入库统计): one per group, numbers summed on the server. */
export interface SummaryRow {
  group_key: string | number
  group_label: string
  [column: string]: unknown
}
