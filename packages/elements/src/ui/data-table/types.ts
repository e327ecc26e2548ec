import type { ReactNode } from 'react'
import type { NumberKind } from '@scm/core'

export type SortOrder = 'asc' | 'desc'
export type RowKeyValue = string | number

export interface SortState {
  key: string
  order: SortOrder
}

/**
 * What a column holds, which decides how the table draws it: `text` (default) on one line cut
 * with … and shown whole on hover; `count` integers, `qty` quantities and `money` 2 decimals, all
 * with thousands separators, right-aligned, also in the 合计 row; `actions` row buttons, never cut.
 */
export type ColumnKind = 'text' | NumberKind | 'actions'

/** One column of a DataTable. `key` is the row field shown (and the server's sort field). */
export interface Column<Row> {
  key: string
  title: string
  /** What the column holds (see ColumnKind); `__actions` columns are `actions` by themselves. */
  kind?: ColumnKind
  /** CSS width: 120 (px) or '20%'. A text column's text is cut at this width (default 280px). */
  width?: number | string
  sortable?: boolean
  align?: 'left' | 'center' | 'right'
  /** Cell content; defaults to the field's value, formatted by `kind`. */
  render?: (row: Row, index: number) => ReactNode
  /** Summed in the 合计 row, formatted by `kind` (money when none). */
  sum?: boolean
  /** Hidden at first; the user shows it again from 列设置. */
  hidden?: boolean
}

/** How a row is told apart from the others across pages: its key field or a function. */
export type RowKey<Row> = (keyof Row & string) | ((row: Row) => RowKeyValue)
