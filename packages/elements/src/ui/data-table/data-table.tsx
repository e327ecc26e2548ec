import type { CSSProperties, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { summaryRow } from '@scm/core'
import { Checkbox } from '../checkbox'
import { Pagination } from '../pagination'
import { ColumnMenu } from './column-menu'
import type { Column } from './types'
import { useTableState, type TableState, type TableStateOptions } from './use-table-state'

interface ViewProps<Row> {
  /** The records of the current page. */
  rows: Row[]
  /** Records matching on the server (all pages). */
  total: number
  /** Accessible name of the table (e.g. 基础编码列表). */
  caption: string
  loading?: boolean
  /** A checkbox column; selection is kept across pages by row key. */
  selectable?: boolean
  /** The 列设置 menu. Default true. */
  columnSettings?: boolean
  /** Pagination under the table. Default true. */
  pagination?: boolean
  emptyText?: string
  /** Height of the scroll area under the sticky header, e.g. '400px'. */
  maxHeight?: string
}

/**
 * Either a controller from useTableState() (`state`, when the screen needs the paging, sort or
 * selection itself) or the options of one, and the table keeps its own.
 */
export type DataTableProps<Row> = ViewProps<Row> & ({ state: TableState<Row> } | TableStateOptions<Row>)

const SUMMARY_LABEL_KEY = '__summary_label__'

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? '是' : '否'
  return String(value)
}

const widthStyle = (width?: number | string): CSSProperties | undefined =>
  width === undefined ? undefined : { width: typeof width === 'number' ? `${width}px` : width }

const ariaSort = <Row,>(state: TableState<Row>, key: string) =>
  state.sort?.key === key ? (state.sort.order === 'asc' ? 'ascending' : 'descending') : 'none'

/**
 * The list table: sticky header, sortable headers (aria-sort), selection column, 合计 row,
 * 列设置 menu, 暂无数据 / 加载中 states and the spec's pagination. Draws a TableState; the
 * state holds the logic.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return 'state' in props ? <TableView {...props} /> : <SelfControlledTable {...props} />
}

function SelfControlledTable<Row>(props: ViewProps<Row> & TableStateOptions<Row>) {
  const state = useTableState(props)
  return <TableView {...props} state={state} />
}

function TableView<Row>(props: ViewProps<Row> & { state: TableState<Row> }) {
  const { state, rows, total, caption, loading = false, selectable = false, columnSettings = true, pagination = true } = props
  const columns = state.visibleColumns
  const cls = dataTable()

  const sumKeys = columns.filter((c) => c.sum).map((c) => c.key)
  const labelKey = columns.find((c) => !c.sum)?.key ?? SUMMARY_LABEL_KEY
  const summary = sumKeys.length > 0 && rows.length > 0 ? summaryRow(rows as Record<string, unknown>[], sumKeys, labelKey) : null
  const colSpan = columns.length + (selectable ? 1 : 0)

  return (
    <div className={cls.root}>
      {columnSettings ? (
        <div className={cls.actions}>
          <ColumnMenu state={state} />
        </div>
      ) : null}
      <div
        className={cls.scroller}
        style={props.maxHeight ? ({ '--scm-table-max-height': props.maxHeight } as CSSProperties) : undefined}
        role="region"
        aria-label={caption}
        // a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <table className={cls.table} aria-busy={loading || undefined}>
          <caption className={css({ srOnly: true })}>{caption}</caption>
          <thead>
            <tr>
              {selectable ? (
                <th className={`${cls.headerCell} ${cls.selectCell}`} scope="col">
                  <Checkbox
                    aria-label="选择本页全部行"
                    checked={rows.length > 0 && state.selection.pageState(rows)}
                    disabled={rows.length === 0}
                    onCheckedChange={(on) => state.selection.setMany(rows, on)}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} state={state} cls={cls} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={`${cls.cell} ${cls.empty}`} colSpan={colSpan}>
                  {loading ? '加载中…' : (props.emptyText ?? '暂无数据')}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const selected = selectable && state.selection.isSelected(row)
                return (
                  <tr key={state.keyOf(row)} className={cls.row} data-selected={selected || undefined}>
                    {selectable ? (
                      <td className={cls.selectCell}>
                        <Checkbox
                          aria-label={`选择第 ${index + 1} 行`}
                          checked={selected}
                          onCheckedChange={(on) => state.selection.toggle(row, on)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.key} className={cls.cell} data-align={column.align}>
                        {column.render ? column.render(row, index) : cellText((row as Record<string, unknown>)[column.key])}
                      </td>
                    ))}
                  </tr>
                )
              })
            )}
          </tbody>
          {summary ? (
            <tfoot>
              <tr className={cls.summaryRow}>
                {selectable ? <td className={cls.selectCell}>{summary[SUMMARY_LABEL_KEY] ?? ''}</td> : null}
                {columns.map((column) => (
                  <td key={column.key} className={cls.cell} data-align={column.sum ? (column.align ?? 'right') : column.align}>
                    {summary[column.key] ?? ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
        {loading ? (
          <div className={cls.loading} role="status">
            加载中…
          </div>
        ) : null}
      </div>
      {pagination ? (
        <Pagination
          page={state.page}
          rows={state.rows}
          total={total}
          pageSizes={state.pageSizes}
          onPageChange={state.setPage}
          onRowsChange={state.setRows}
        />
      ) : null}
    </div>
  )
}

function HeaderCell<Row>({ column, state, cls }: { column: Column<Row>; state: TableState<Row>; cls: ReturnType<typeof dataTable> }) {
  const sorted = state.sort?.key === column.key ? state.sort.order : null
  return (
    <th
      className={cls.headerCell}
      scope="col"
      style={widthStyle(column.width)}
      data-align={column.align}
      aria-sort={column.sortable ? ariaSort(state, column.key) : undefined}
    >
      {column.sortable ? (
        <button type="button" className={cls.sortButton} onClick={() => state.toggleSort(column.key)}>
          {column.title}
          <span className={cls.sortIcon} data-active={sorted ? '' : undefined} aria-hidden="true">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
          </span>
        </button>
      ) : (
        column.title
      )}
    </th>
  )
}
