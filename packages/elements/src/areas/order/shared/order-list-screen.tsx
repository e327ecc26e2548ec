import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useCan } from '../../../resource/grants'
import { Button } from '../../../ui/button'
import { ConfirmHost } from '../../../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../../../ui/data-table'
import { isStaff, isSupplier, useCurrentUser } from '../../../session/current-user'
import { FilterBar, type FilterSpec } from '../../../list/filter-bar'
import { orderColumns, orderLineColumns } from './order-columns'
import type { OrderDetailDialogProps } from './order-detail-dialog'
import { orderFilterSpecs } from './order-filters'
import { heading, screen } from '../../../ui/layout'
import type { OrderLineRow, OrderRow } from '@scm/core/business'
import { useListController, type ListFilters, type ListController } from '../../../list'
import type { ConfirmSide } from './use-line-answers'
import { lazyPart } from '../../../ui/lazy-part'

// The order opened from a list loads on demand: the detail with its confirmation and shipping
// dialogs is not needed to show the list.
const OrderDetailDialog = lazyPart('OrderDetailDialog', () => import('./order-detail-dialog').then((m) => m.OrderDetailDialog), () => <p role="status">加载中…</p>)

// The order list screens (publish, receive, query, my query, supply confirm; v1 headers and v2
// lines): filters, export, a sortable paged table, and the order opened in a dialog. Each screen
// element passes its calls and what differs.

export interface OrderListScreenProps<Row extends OrderRow | OrderLineRow> {
  title: string
  /** The screen's menu function (core routeTree id): its buttons decide what is shown. */
  fn: string
  /** v1 = one row per order, v2 = one row per order line. */
  level: 'order' | 'line'
  listPath: string
  /** The export call; none (or no export grant on `fn`) = no 导出Excel button. */
  exportPath?: string
  exportName?: string
  detailPath: string
  /** Who answers lines in the detail; 'auto' = the supplier when the caller is a supplier user. */
  side?: ConfirmSide | 'auto'
  stateKey?: string
  statuses?: readonly string[]
  fixedFilters?: ListFilters
  initialFilters?: ListFilters
  pageSize?: number
  /** Buttons beside 导出Excel (e.g. 新增). */
  toolbar?: (list: ListController<Row>) => ReactNode
  /** Buttons of a row beside 详情. */
  rowButtons?: (row: Row, list: ListController<Row>) => ReactNode
  detailFooter?: OrderDetailDialogProps['footer']
  /** Extra dialogs the screen's own buttons open. */
  children?: ReactNode
  /** Called when an order changed (after the list reloaded). */
  onChanged?: () => void
  /** Filters to use instead of the standard order filters. */
  filterSpecs?: FilterSpec[]
  /** Columns after the standard ones (before 操作). */
  extraColumns?: Column<Row>[]
  /** Bumped by the screen after its own actions changed orders: the list reloads. */
  refreshKey?: number
}

export function OrderListScreen<Row extends OrderRow | OrderLineRow>(props: OrderListScreenProps<Row>) {
  const user = useCurrentUser()
  const supplierUser = isSupplier(user)
  const can = useCan(props.fn)
  const [opened, setOpened] = useState<number | null>(null)
  const handlers = useRef({ open: (_row: Row) => {}, buttons: (_row: Row): ReactNode => null })

  const columns = useMemo<Column<Row>[]>(
    () => [
      ...((props.level === 'order' ? orderColumns : orderLineColumns) as unknown as Column<Row>[]),
      ...(props.extraColumns ?? []),
      actionsColumn<Row>(
        (row) => (
          <>
            <Button variant="text" aria-label={`查看订单 ${row.order_no}${props.level === 'line' ? ` 第 ${(row as OrderLineRow).line_no} 行` : ''}`} onClick={() => handlers.current.open(row)}>
              详情
            </Button>
            {handlers.current.buttons(row)}
          </>
        ),
        { width: 150, align: 'center' },
      ),
    ],
    // the screen's columns are fixed for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.level],
  )
  const list = useListController<Row>({
    path: props.listPath,
    columns,
    rowKey: 'id' as never,
    defaultSort: { key: 'order_date', order: 'desc' },
    pageSize: props.pageSize,
    stateKey: props.stateKey,
    fixed: props.fixedFilters,
    initialFilters: props.initialFilters,
  })
  const { reload } = list
  useEffect(() => {
    if (props.refreshKey) reload()
  }, [props.refreshKey, reload])
  handlers.current = {
    open: (row) => setOpened(props.level === 'order' ? row.id : (row as OrderLineRow).order_id),
    buttons: (row) => props.rowButtons?.(row, list) ?? null,
  }
  const side: ConfirmSide = props.side === 'auto' || props.side === undefined ? (user === undefined ? null : supplierUser ? 'supplier' : null) : props.side
  const specs = props.filterSpecs ?? orderFilterSpecs({ supplier: isStaff(user), lines: props.level === 'line', statuses: props.statuses })

  return (
    <section className={screen} aria-label={props.title}>
      <h2 className={heading}>{props.title}</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters}>
        {props.exportPath && can('export') ? (
          <Button loading={list.exporting} onClick={() => void list.exportExcel(props.exportPath!, props.exportName ?? `${props.title}.xlsx`)}>
            导出Excel
          </Button>
        ) : null}
        {props.toolbar?.(list)}
      </FilterBar>
      <DataTable<Row> caption={`${props.title}列表`} state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
      {opened !== null ? (
        <Suspense fallback={<p role="status">加载中…</p>}>
          <OrderDetailDialog
            orderId={opened}
            detailPath={props.detailPath}
            side={side}
            onClose={() => setOpened(null)}
            onChanged={() => {
              list.reload()
              props.onChanged?.()
            }}
            footer={props.detailFooter}
          />
        </Suspense>
      ) : null}
      {props.children}
      <ConfirmHost />
    </section>
  )
}
