import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ListPage } from '@scm/core'
import { useApi } from '../../../runtime'
import { useTableState, type Column, type RowKey, type SortState, type TableState } from '../../../ui/data-table'
import { saveBlob } from '../../../resource/save-blob'
import { readSearchState, writeSearchState } from './search-state'

/** Filters as the procurement lists take them: plain body fields, '' = no filter. */
export type ListFilters = Record<string, string | number | boolean | null | undefined>

/** A list answer; summaries add `sum`, the 合计 row over all matching records. */
export interface ListAnswer<Row> extends ListPage<Row> {
  sum?: Record<string, unknown>
}

export interface PagedListOptions<Row> {
  /** The list call, e.g. /Order/OrderPublish/GetList. */
  path: string
  /** POST with a JSON body (default) or GET with the same names in the query string. */
  method?: 'POST' | 'GET'
  columns: Column<Row>[]
  rowKey: RowKey<Row>
  defaultSort?: SortState | null
  pageSize?: number
  /** Filters the screen always sends (e.g. group_by, pending) under the user's own. */
  fixedFilters?: ListFilters
  initialFilters?: ListFilters
  /** Route path whose cached search state this list keeps (spec §2 tab state). */
  stateKey?: string
}

export interface PagedList<Row> {
  table: TableState<Row>
  rows: Row[]
  total: number
  answer: ListAnswer<Row>
  loading: boolean
  filters: ListFilters
  /** Applies filters (back to page 1). */
  setFilters: (filters: ListFilters) => void
  reload: () => void
  exporting: boolean
  /** Streams the same query (no paging) to an .xlsx download. */
  exportExcel: (path: string, fileName: string, extra?: Record<string, unknown>) => Promise<void>
}

interface CachedState {
  filters?: ListFilters
  page?: number
}

/** Only the filters that say something: '' / null / undefined mean "no filter". */
export function compactFilters(filters: ListFilters): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === '' || value === null || value === undefined) continue
    out[key] = typeof value === 'string' ? value.trim() : value
  }
  return out
}

/**
 * Paging, sort, filters and export of one procurement list (the headless part of every list
 * screen in this area): reloads whenever page, size, sort or filters change; keeps its filters and
 * page under the route's search-state key.
 */
export function usePagedList<Row>(options: PagedListOptions<Row>): PagedList<Row> {
  const api = useApi()
  const cached = useRef(readSearchState<CachedState>(options.stateKey)).current
  const table = useTableState<Row>({
    columns: options.columns,
    rowKey: options.rowKey,
    initialPage: cached?.page,
    initialPageSize: options.pageSize,
    initialSort: options.defaultSort ?? null,
  })
  const [filters, setFilterState] = useState<ListFilters>(cached?.filters ?? options.initialFilters ?? {})
  const [answer, setAnswer] = useState<ListAnswer<Row>>({ rows: [], total: 0, page: 1 })
  const [loading, setLoading] = useState(true)
  const [version, setVersion] = useState(0)
  const [exporting, setExporting] = useState(false)
  const fixedText = JSON.stringify(options.fixedFilters ?? {})

  const criteria = useMemo(
    () => ({
      ...(table.sort ? { sidx: table.sort.key, sord: table.sort.order } : {}),
      ...compactFilters({ ...filters, ...(JSON.parse(fixedText) as ListFilters) }),
    }),
    [table.sort, filters, fixedText],
  )
  const { page, rows } = table
  const { path, method = 'POST', stateKey } = options

  useEffect(() => {
    let live = true
    setLoading(true)
    const body = { page, rows, ...criteria }
    const call = method === 'GET' ? api.get<ListAnswer<Row>>(path, { query: body, timestamp: true }) : api.post<ListAnswer<Row>>(path, body)
    call
      .then((data) => live && setAnswer(data))
      .catch(() => live && setAnswer({ rows: [], total: 0, page: 1 }))
      .finally(() => live && setLoading(false))
    writeSearchState(stateKey, { filters, page } satisfies CachedState)
    return () => {
      live = false
    }
    // filters are inside criteria
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, path, method, page, rows, criteria, version, stateKey])

  const setFilters = useCallback(
    (next: ListFilters) => {
      setFilterState(next)
      if (table.page !== 1) table.setPage(1)
    },
    [table],
  )
  const reload = useCallback(() => setVersion((v) => v + 1), [])

  const exportExcel = async (exportPath: string, fileName: string, extra: Record<string, unknown> = {}) => {
    setExporting(true)
    try {
      saveBlob(await api.download(exportPath, { ...criteria, ...extra }), fileName)
    } catch {
      // the client already showed why
    } finally {
      setExporting(false)
    }
  }

  return { table, rows: answer.rows, total: answer.total, answer, loading, filters, setFilters, reload, exporting, exportExcel }
}
