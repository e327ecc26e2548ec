import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useApi } from '../runtime'
import { useTableState, type Column, type RowKey, type RowKeyValue, type SortState, type TableState } from '../ui/data-table'
import { saveBlob } from '../resource/save-blob'
import { flatRequest, type ListAnswer, type ListFilters, type ListRequest } from './list-request'
import { readSearchState, writeSearchState } from './search-state'

export interface ListControllerOptions<Row, F extends object = ListFilters> {
  /** The list call, e.g. /Order/OrderPublish/GetList or /api/BaseCode/GetList. */
  path: string
  /** POST with a JSON body (default) or GET with the same names in the query string. */
  method?: 'POST' | 'GET'
  /**
   * How this endpoint reads the criteria (without page/rows). Default: flatRequest(fixed) — each
   * filter its own body field; a resource passes resourceRequest ({searchKey, filters:{field:{op,value}}}).
   */
  request?: ListRequest<F>
  /** With the default request: filters the screen always sends (group_by, userType…) over the user's. */
  fixed?: ListFilters
  columns: Column<Row>[]
  rowKey: RowKey<Row>
  defaultSort?: SortState | null
  pageSize?: number
  initialFilters?: F
  initialSearchKey?: string
  /** Route path whose cached search state (spec §2 tab state) this list keeps: filters, keyword, page, size, sort. */
  stateKey?: string
  /** Do not call while false (nothing chosen yet). */
  enabled?: boolean
}

export interface ListController<Row, F extends object = ListFilters> {
  /** Paging, sort, selection (kept across pages) and column visibility, drawn by DataTable. */
  table: TableState<Row>
  rows: Row[]
  total: number
  /**
   * 合计 of the summed fields over every matching record, when the endpoint answers one
   * (resources and documents do): DataTable's `summary`, so the 合计 row is not the page's alone.
   */
  summary: Record<string, number> | undefined
  /** `total` is a lower bound: the endpoint counted only so far (ListPage.more). */
  more: boolean
  answer: ListAnswer<Row>
  loading: boolean
  /** The last load failed (the client already showed why). */
  failed: boolean
  filters: F
  /** Applies filters (or a change of the current ones) and goes back to page 1. */
  setFilters: (filters: F | ((current: F) => F)) => void
  searchKey: string
  /** The keyword box: searches from page 1. */
  search: (text: string) => void
  /** 清空: filters and keyword together. */
  clearAll: () => void
  reload: () => void
  /** The query as sent, without page/rows (what an export sends). */
  criteria: Record<string, unknown>
  exporting: boolean
  /** Streams the same query (no paging) to an .xlsx download. */
  exportExcel: (path: string, fileName: string, extra?: Record<string, unknown>) => Promise<void>
  /** After the screen deleted rows: unselects them and reloads (a page left empty steps back). */
  removed: (keys: RowKeyValue[]) => void
}

interface CachedState<F> {
  filters?: F
  searchKey?: string
  page?: number
  rows?: number
  sort?: SortState | null
}

const EMPTY: ListAnswer<never> = { rows: [], total: 0, page: 1 }

/**
 * THE headless list controller (react-admin's ListBase) of every list screen: loads the page
 * whenever page, size, sort, keyword or filters change, keeps the selection across pages, steps
 * back a page when the one shown ran empty (its last rows deleted), keeps the route's search
 * state, and exports with the same query. Views (DataTable, filter bars) only draw it.
 */
export function useListController<Row, F extends object = ListFilters>(options: ListControllerOptions<Row, F>): ListController<Row, F> {
  const api = useApi()
  const { path, method = 'POST', stateKey, enabled = true } = options
  const cached = useRef(readSearchState<CachedState<F>>(stateKey)).current
  const table = useTableState<Row>({
    columns: options.columns,
    rowKey: options.rowKey,
    initialPage: cached?.page,
    initialPageSize: cached?.rows ?? options.pageSize,
    initialSort: cached?.sort !== undefined ? cached.sort : options.defaultSort ?? null,
  })
  const [filters, setFilterState] = useState<F>(cached?.filters ?? options.initialFilters ?? ({} as F))
  const [searchKey, setSearchKey] = useState(cached?.searchKey ?? options.initialSearchKey ?? '')
  const [answer, setAnswer] = useState<ListAnswer<Row>>(EMPTY)
  const [loading, setLoading] = useState(enabled)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)
  const [exporting, setExporting] = useState(false)

  // the request function and fixed filters are usually written inline: compare them by what they send
  const request = useRef(options.request)
  request.current = options.request
  const fixedText = JSON.stringify(options.fixed ?? {})
  const { page, rows, sort } = table
  const criteria = useMemo(() => {
    const write = request.current ?? (flatRequest(JSON.parse(fixedText) as ListFilters) as unknown as ListRequest<F>)
    return write({ sort, searchKey, filters })
  }, [sort, searchKey, filters, fixedText])
  const criteriaText = JSON.stringify(criteria)

  useEffect(() => {
    if (!enabled) {
      setAnswer(EMPTY)
      setLoading(false)
      return
    }
    let live = true
    setLoading(true)
    const body = { page, rows, ...criteria }
    const call = method === 'GET' ? api.get<ListAnswer<Row>>(path, { query: body, timestamp: true }) : api.post<ListAnswer<Row>>(path, body)
    call
      .then((data) => {
        if (!live) return
        setAnswer(data)
        setFailed(false)
      })
      .catch(() => {
        if (!live) return
        setAnswer(EMPTY)
        setFailed(true)
      })
      .finally(() => live && setLoading(false))
    writeSearchState(stateKey, {
      filters,
      searchKey,
      page,
      rows,
      sort,
    } satisfies CachedState<F>)
    return () => {
      live = false
    }
    // criteria holds filters, keyword and sort; compared by text so an equal query does not reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, path, method, page, rows, criteriaText, version, stateKey, enabled])

  // The page shown ran empty while others hold rows (its last rows were deleted, or a cached page
  // is past the end now): show the last page that has rows.
  useEffect(() => {
    if (!loading && answer.rows.length === 0 && answer.total > 0 && page > 1) table.setPage(Math.ceil(answer.total / rows))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, answer, page, rows])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const firstPage = () => {
    if (table.page !== 1) table.setPage(1)
  }
  const setFilters = (next: F | ((current: F) => F)) => {
    setFilterState(next)
    firstPage()
  }
  const search = (text: string) => {
    if (text === searchKey) reload()
    setSearchKey(text)
    firstPage()
  }
  const clearAll = () => {
    setFilterState(options.initialFilters ?? ({} as F))
    setSearchKey('')
    firstPage()
  }

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

  const removed = (keys: RowKeyValue[]) => {
    const gone = new Set(keys.map(String))
    const { selection, keyOf } = table
    selection.setMany(
      selection.rows.filter((row) => gone.has(String(keyOf(row)))),
      false,
    )
    reload()
  }

  return {
    table,
    rows: answer.rows,
    total: answer.total,
    summary: answer.summary,
    more: !!answer.more,
    answer,
    loading,
    failed,
    filters,
    setFilters,
    searchKey,
    search,
    clearAll,
    reload,
    criteria,
    exporting,
    exportExcel,
    removed,
  }
}
