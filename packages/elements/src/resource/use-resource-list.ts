import { useCallback, useEffect, useMemo, useState } from 'react'
import { resourcePaths, type ListPage, type ResourceDef, type ResourceFilters } from '@scm/core'
import { useApi, useEmit } from '../runtime'
import { useTableState, type Column, type TableState } from '../ui/data-table'
import { resourceColumns, type ResourceRow } from './columns'
import { saveBlob } from './save-blob'

export interface ResourceListOptions {
  /** Columns to show instead of the generated ones (a hand-written list). */
  columns?: Column<ResourceRow>[]
  pageSize?: number
  initialFilters?: ResourceFilters
  initialSearchKey?: string
}

export interface ResourceListController {
  def: ResourceDef
  /** Paging, sort, selection and column visibility (drawn by DataTable). */
  table: TableState<ResourceRow>
  rows: ResourceRow[]
  total: number
  loading: boolean
  /** The last load failed (the message was shown by the client). */
  failed: boolean
  searchKey: string
  search: (text: string) => void
  /** Applied filters `{field: {op, value}}`. */
  filters: ResourceFilters
  applyFilters: (filters: ResourceFilters) => void
  /** Clears filters and search together (清空). */
  clearAll: () => void
  reload: () => void
  exporting: boolean
  exportExcel: () => Promise<void>
  /** Deletes by id; resolves true when the server agreed. */
  remove: (ids: number[]) => Promise<boolean>
}

/**
 * Headless list controller of a resource (react-admin's ListBase): it loads GetList whenever
 * page, size, sort, search or filters change, exports with the same query, deletes and reloads.
 * The generated ResourceList draws it; a hand-written screen may draw it differently.
 */
export function useResourceList(def: ResourceDef, options: ResourceListOptions = {}): ResourceListController {
  const api = useApi()
  const emit = useEmit()
  const paths = resourcePaths(def)
  const columns = useMemo(() => options.columns ?? resourceColumns(def), [def, options.columns])
  const table = useTableState<ResourceRow>({
    columns,
    rowKey: 'id',
    initialPageSize: options.pageSize,
    initialSort: { key: def.defaultSort.field, order: def.defaultSort.order },
  })
  const [filters, setFilters] = useState<ResourceFilters>(options.initialFilters ?? {})
  const [searchKey, setSearchKey] = useState(options.initialSearchKey ?? '')
  const [data, setData] = useState<ListPage<ResourceRow>>({ rows: [], total: 0, page: 1 })
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)
  const [exporting, setExporting] = useState(false)

  const { page, rows } = table
  const sidx = table.sort?.key
  const sord = table.sort?.order
  const criteria = useMemo(() => ({ sidx, sord, searchKey, filters }), [sidx, sord, searchKey, filters])

  useEffect(() => {
    let live = true
    setLoading(true)
    api
      .post<ListPage<ResourceRow>>(paths.list, { page, rows, ...criteria })
      .then((answer) => {
        if (!live) return
        setData(answer)
        setFailed(false)
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [api, paths.list, page, rows, criteria, version])

  // After deleting the last rows of the last page, show the page before it.
  useEffect(() => {
    if (!loading && data.rows.length === 0 && data.total > 0 && page > 1) table.setPage(Math.ceil(data.total / rows))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, data, page, rows])

  const reload = useCallback(() => setVersion((v) => v + 1), [])

  const search = (text: string) => {
    setSearchKey(text)
    if (page !== 1) table.setPage(1)
    else reload()
  }
  const applyFilters = (next: ResourceFilters) => {
    setFilters(next)
    if (page !== 1) table.setPage(1)
  }
  const clearAll = () => {
    setFilters({})
    setSearchKey('')
    if (page !== 1) table.setPage(1)
  }

  const exportExcel = async () => {
    setExporting(true)
    try {
      const blob = await api.download(paths.export, criteria)
      saveBlob(blob, `${def.title}.xlsx`)
    } catch {
      // the client already showed why
    } finally {
      setExporting(false)
    }
  }

  const remove = async (ids: number[]) => {
    try {
      await api.post(paths.del, { ids }, { successMessage: true })
    } catch {
      return false
    }
    const gone = new Set(ids)
    table.selection.setMany(
      table.selection.rows.filter((row) => gone.has(row.id)),
      false,
    )
    emit('scm-change', { entity: def.name, action: 'delete', ids })
    reload()
    return true
  }

  return {
    def,
    table,
    rows: data.rows,
    total: data.total,
    loading,
    failed,
    searchKey,
    search,
    filters,
    applyFilters,
    clearAll,
    reload,
    exporting,
    exportExcel,
    remove,
  }
}
