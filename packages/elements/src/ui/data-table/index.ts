export { DataTable, type DataTableProps } from './data-table'
export { ColumnMenu } from './column-menu'
export { useTableState, type TableSelection, type TableState, type TableStateOptions } from './use-table-state'
export type { Column, ColumnKind, RowKey, RowKeyValue, SortOrder, SortState } from './types'
