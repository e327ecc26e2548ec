import type { CSSProperties } from 'react'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { summaryRow } from '@scm/core'
import { Checkbox } from '../checkbox'
import { EmptyIcon } from '../icons'
import { Pagination } from '../pagination'
import { alignOf, cellContent, CellText, kindOf, summaryText, textWidthOf } from './cells'
import { ColumnMenu } from './column-menu'
import type { Column } from './types'
import { useTableState, type TableState, type TableStateOptions } from './use-table-state'

interface ViewProps<Row> {
  /** The records of the current page. */
  rows: Row[]
  /** Records matching on the server (all pages). */
  total: number
  /** `total` is a lower bound (the server counted only so far): the pager says 超过 N. */
  more?: boolean
  /**
   * The 合计 row's sums over every matching record (a list answer's `summary`, the list
   * controller's `summary`). Without it the row sums the rows of the page shown.
   */
  summary?: Readonly<Record<string, unknown>>
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

const widthStyle = (width?: number | string): CSSProperties | undefined =>
  width === undefined ? undefined : { width: typeof width === 'number' ? `${width}px` : width }

const ariaSort = <Row,>(state: TableState<Row>, key: string) =>
  state.sort?.key === key ? (state.sort.order === 'asc' ? 'ascending' : 'descending') : 'none'

/**
 * The list table: sticky header, sortable headers (aria-sort), selection column, 合计 row,
 * 列设置 menu, 暂无数据 / 加载中 states and the spec's pagination. Draws a TableState; the
 * state holds the logic. Every list gets the same reading: text on one line cut with … (whole on
 * hover), numbers by column kind with thousands separators, and below 600px of its own width
 * (a container query: it works inside any shadow root) each row drawn as a card of
 * label: value pairs, so a phone never scrolls a table sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return 'state' in props ? <TableView {...props} /> : <SelfControlledTable {...props} />
}

function SelfControlledTable<Row>(props: ViewProps<Row> & TableStateOptions<Row>) {
  const state = useTableState(props)
  return <TableView {...props} state={state} />
}

function TableView<Row>(props: ViewProps<Row> & { state: TableState<Row> }) {
  const { state, rows, total, more, caption, loading = false, selectable = false, columnSettings = true, pagination = true } = props
  const columns = state.visibleColumns
  const cls = dataTable()

  const sumKeys = columns.filter((c) => c.sum).map((c) => c.key)
  const selectLabel = '选择'
  const labelKey = columns.find((c) => !c.sum)?.key ?? SUMMARY_LABEL_KEY
  const summary = sumKeys.length > 0 && rows.length > 0 ? summaryRow(rows as Record<string, unknown>[], sumKeys, labelKey, props.summary) : null
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
              <tr className={cls.emptyRow}>
                <td className={`${cls.cell} ${cls.empty}`} colSpan={colSpan}>
                  {loading ? (
                    '加载中…'
                  ) : (
                    <span className={cls.emptyState}>
                      <EmptyIcon />
                      <span>{props.emptyText ?? '暂无数据'}</span>
                    </span>
                  )}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const selected = selectable && state.selection.isSelected(row)
                return (
                  <tr key={state.keyOf(row)} className={cls.row} data-selected={selected || undefined}>
                    {selectable ? (
                      <td className={cls.selectCell} data-label={selectLabel}>
                        <Checkbox aria-label={`选择第 ${index + 1} 行`} checked={selected} onCheckedChange={(on) => state.selection.toggle(row, on)} />
                      </td>
                    ) : null}
                    {columns.map((column) => {
                      const kind = kindOf(column)
                      return (
                        <td key={column.key} className={cls.cell} data-align={alignOf(column)} data-kind={kind} data-label={column.title}>
                          {kind === 'actions' ? (
                            cellContent(column, row, index)
                          ) : (
                            <CellText className={cls.cellText} width={textWidthOf(column)}>
                              {cellContent(column, row, index)}
                            </CellText>
                          )}
                        </td>
                      )
                    })}
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
                  <td
                    key={column.key}
                    className={cls.cell}
                    data-align={column.sum ? alignOf(column) ?? 'right' : alignOf(column)}
                    data-label={column.key === labelKey ? undefined : column.title}
                    data-blank={summary[column.key] === undefined || undefined}
                  >
                    {summaryText(column, summary[column.key])}
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
          more={more}
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
      data-align={alignOf(column)}
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
