import type { ReactNode } from 'react'

export type SortOrder = 'asc' | 'desc'
export type RowKeyValue = string | number

export interface SortState {
  key: string
  order: SortOrder
}

/** One column of a DataTable. `key` is the row field shown (and the server's sort field). */
export interface Column<Row> {
  key: string
  title: string
  /** CSS width: 120 (px) or '20%'. */
  width?: number | string
  sortable?: boolean
  align?: 'left' | 'center' | 'right'
  /** Cell content; defaults to the field's value as text. */
  render?: (row: Row, index: number) => ReactNode
  /** Summed in the 合计 row (2 decimals). */
  sum?: boolean
  /** Hidden at first; the user shows it again from 列设置. */
  hidden?: boolean
}

/** How a row is told apart from the others across pages: its key field or a function. */
export type RowKey<Row> = (keyof Row & string) | ((row: Row) => RowKeyValue)
