import { useCallback, useMemo, useRef, useState } from 'react'
import { pageSizes as corePageSizes, DEFAULT_PAGE_SIZE } from '@scm/core'
import type { Column, RowKey, RowKeyValue, SortOrder, SortState } from './types'

export interface TableStateOptions<Row> {
  columns: Column<Row>[]
  rowKey: RowKey<Row>
  /** First page shown (1-based). */
  initialPage?: number
  /** First page size (rows per page); default 10. */
  initialPageSize?: number
  /** A user-configured page size, offered first when it is not a standard one (spec §9). */
  userPageSize?: number
  initialSort?: SortState | null
  onPageChange?: (page: number, rows: number) => void
  onSort?: (key: string, order: SortOrder) => void
  onSelectionChange?: (keys: RowKeyValue[], rows: Row[]) => void
}

export interface TableSelection<Row> {
  /** Selected rows of every page seen, by row key. */
  keys: RowKeyValue[]
  rows: Row[]
  isSelected: (row: Row) => boolean
  toggle: (row: Row, selected?: boolean) => void
  /** Header checkbox: all of these rows selected → true, some → 'indeterminate'. */
  pageState: (rows: Row[]) => boolean | 'indeterminate'
  setMany: (rows: Row[], selected: boolean) => void
  clear: () => void
}

export interface TableState<Row> {
  page: number
  rows: number
  pageSizes: number[]
  setPage: (page: number) => void
  /** A new page size starts again at page 1. */
  setRows: (rows: number) => void
  sort: SortState | null
  /** Unsorted or descending → ascending; ascending → descending. A new sort starts at page 1. */
  toggleSort: (key: string) => void
  selection: TableSelection<Row>
  columns: Column<Row>[]
  visibleColumns: Column<Row>[]
  isHidden: (key: string) => boolean
  /** Shows/hides a column; the last visible column cannot be hidden. */
  setColumnVisible: (key: string, visible: boolean) => void
  keyOf: (row: Row) => RowKeyValue
  /** The paged request of core's ListQuery shape: { page, rows, sidx?, sord? }. */
  query: { page: number; rows: number; sidx?: string; sord?: SortOrder }
}

/**
 * Headless state of a data table (react-admin ListBase style): paging, sort, selection kept
 * across pages by row key, and column visibility. The DataTable view only draws it, so a
 * hand-written screen can drive the same state with its own view.
 */
export function useTableState<Row>(options: TableStateOptions<Row>): TableState<Row> {
  const { columns, rowKey, userPageSize } = options
  const callbacks = useRef(options)
  callbacks.current = options

  const [page, setPageState] = useState(Math.max(1, options.initialPage ?? 1))
  const [rows, setRowsState] = useState(options.initialPageSize ?? userPageSize ?? DEFAULT_PAGE_SIZE)
  const [sort, setSort] = useState<SortState | null>(options.initialSort ?? null)
  const [selected, setSelected] = useState<Map<RowKeyValue, Row>>(() => new Map())
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(columns.filter((c) => c.hidden).map((c) => c.key)))

  const keyOf = useCallback(
    (row: Row): RowKeyValue => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as RowKeyValue)),
    [rowKey],
  )

  // Callbacks run from the event handlers, never from state updaters (those may run twice).
  const setPage = (next: number) => {
    const p = Math.max(1, Math.floor(next) || 1)
    setPageState(p)
    callbacks.current.onPageChange?.(p, rows)
  }
  const setRows = (next: number) => {
    setRowsState(next)
    setPageState(1)
    callbacks.current.onPageChange?.(1, next)
  }
  const toggleSort = (key: string) => {
    const order: SortOrder = sort?.key === key && sort.order === 'asc' ? 'desc' : 'asc'
    setSort({ key, order })
    setPageState(1)
    callbacks.current.onSort?.(key, order)
  }

  const changeSelection = (update: (m: Map<RowKeyValue, Row>) => void) => {
    const next = new Map(selected)
    update(next)
    setSelected(next)
    callbacks.current.onSelectionChange?.([...next.keys()], [...next.values()])
  }

  const selection: TableSelection<Row> = {
    keys: [...selected.keys()],
    rows: [...selected.values()],
    isSelected: (row) => selected.has(keyOf(row)),
    toggle: (row, on) =>
      changeSelection((m) => {
        const key = keyOf(row)
        if (on ?? !m.has(key)) m.set(key, row)
        else m.delete(key)
      }),
    pageState: (pageRows) => {
      const count = pageRows.filter((r) => selected.has(keyOf(r))).length
      return count === 0 ? false : count === pageRows.length ? true : 'indeterminate'
    },
    setMany: (pageRows, on) =>
      changeSelection((m) => {
        for (const row of pageRows) {
          if (on) m.set(keyOf(row), row)
          else m.delete(keyOf(row))
        }
      }),
    clear: () => changeSelection((m) => m.clear()),
  }

  const visibleColumns = useMemo(() => columns.filter((c) => !hidden.has(c.key)), [columns, hidden])
  const setColumnVisible = useCallback(
    (key: string, visible: boolean) =>
      setHidden((current) => {
        const next = new Set(current)
        if (visible) next.delete(key)
        else if (columns.some((c) => c.key !== key && !next.has(c.key))) next.add(key)
        return next
      }),
    [columns],
  )

  const query = useMemo(
    () => (sort ? { page, rows, sidx: sort.key, sord: sort.order } : { page, rows }),
    [page, rows, sort],
  )

  return {
    page,
    rows,
    pageSizes: corePageSizes(userPageSize),
    setPage,
    setRows,
    sort,
    toggleSort,
    selection,
    columns,
    visibleColumns,
    isHidden: (key) => hidden.has(key),
    setColumnVisible,
    keyOf,
    query,
  }
}
