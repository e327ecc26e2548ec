import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ListPage } from '@scm/core'
import { useApi } from '../../../runtime'
import { useTableState, type Column, type RowKey, type SortState, type TableState } from '../../../ui/data-table'

/** Filters as these calls take them: plain fields, '' / null = no filter. */
export type Filters = Record<string, string | number | boolean | null | undefined>

export interface AdminListOptions<Row> {
  /** The paged call, e.g. /User/User/GetUsers. */
  path: string
  /** POST with a JSON body (default) or GET with the same names in the query string. */
  method?: 'POST' | 'GET'
  columns: Column<Row>[]
  rowKey: RowKey<Row>
  defaultSort?: SortState | null
  pageSize?: number
  /** Sent with every call under the user's own filters (e.g. userType of the supplier-user screen). */
  fixed?: Filters
  initialFilters?: Filters
  /** Do not call while false (e.g. nothing chosen yet). */
  enabled?: boolean
}

export interface AdminList<Row> {
  table: TableState<Row>
  rows: Row[]
  total: number
  loading: boolean
  filters: Filters
  /** Applies filters (or a change of the current ones) and goes back to page 1. */
  setFilters: (filters: Filters | ((current: Filters) => Filters)) => void
  reload: () => void
}

/** Only the filters that say something. */
export function compact(filters: Filters): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === '' || value === null || value === undefined) continue
    out[key] = typeof value === 'string' ? value.trim() : value
  }
  return out
}

/**
 * Paging, sort and filters of one administration list (core ListPage answers): reloads whenever
 * page, size, sort, filters or `reload()` change. The DataTable draws `table`.
 */
export function useAdminList<Row>(options: AdminListOptions<Row>): AdminList<Row> {
  const api = useApi()
  const table = useTableState<Row>({
    columns: options.columns,
    rowKey: options.rowKey,
    initialPageSize: options.pageSize,
    initialSort: options.defaultSort ?? null,
  })
  const [filters, setFilterState] = useState<Filters>(options.initialFilters ?? {})
  const [answer, setAnswer] = useState<ListPage<Row>>({ rows: [], total: 0, page: 1 })
  const [loading, setLoading] = useState(true)
  const [version, setVersion] = useState(0)
  const fixedText = JSON.stringify(options.fixed ?? {})
  const { path, method = 'POST', enabled = true } = options
  const { page, rows, sort } = table

  const criteria = useMemo(
    () => ({ ...(sort ? { sidx: sort.key, sord: sort.order } : {}), ...compact({ ...filters, ...(JSON.parse(fixedText) as Filters) }) }),
    [sort, filters, fixedText],
  )

  useEffect(() => {
    if (!enabled) {
      setAnswer({ rows: [], total: 0, page: 1 })
      setLoading(false)
      return
    }
    let live = true
    setLoading(true)
    const body = { page, rows, ...criteria }
    const call = method === 'GET' ? api.get<ListPage<Row>>(path, { query: body, timestamp: true }) : api.post<ListPage<Row>>(path, body)
    call
      .then((data) => live && setAnswer(data))
      .catch(() => live && setAnswer({ rows: [], total: 0, page: 1 }))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [api, path, method, page, rows, criteria, version, enabled])

  // after deleting the last rows of the last page, show the page before it
  useEffect(() => {
    if (!loading && answer.rows.length === 0 && answer.total > 0 && page > 1) table.setPage(Math.ceil(answer.total / rows))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, answer, page, rows])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const setFilters = (next: Filters | ((current: Filters) => Filters)) => {
    setFilterState(next)
    if (table.page !== 1) table.setPage(1)
  }
  return { table, rows: answer.rows, total: answer.total, loading, filters, setFilters, reload }
}
