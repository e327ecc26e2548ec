import { Suspense, useMemo, useRef, useState } from 'react'
import { useEmit } from '../../runtime'
import { useCan } from '../../resource/grants'
import { Button } from '../../ui/button'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { isStaff, isSupplier, useCurrentUser } from '../../session/current-user'
import { FilterBar, statusOptions, type FilterSpec } from '../../list/filter-bar'
import { heading, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { RECEIVE_PATHS } from '@scm/core/receive'
import { CHECK_STATUSES, RECEIPT_STATUSES, RECEIPT_STATUS_VALUES, type ReceiptRow } from '@scm/core/business'
import { orDash } from '@scm/core'
import { DocumentStatus } from '../../document/document-status'
import { lazyPart } from '../../ui/lazy-part'

const ReceiptDialog = lazyPart('ReceiptDialog', () => import('./receipt-view').then((m) => m.ReceiptDialog), () => <p role="status">加载中…</p>)

// The receipt lists (/PcRcv/PcRcvList and PcRcvListOfNoOrder): filters, export, 详情, and the
// button that opens the matching receiving screen — each shown only with its grant (the list's
// export; add on the receiving screen it opens).

export interface ReceiptListScreenProps {
  title: string
  /** Only receipts without an order (no-order list), or both. */
  withoutOrder: boolean
  stateKey: string
  pageSize?: number
  /** Filters the screen always applies (a supplier's 待检收货查询: check_status 待检); their own filter boxes are not shown. */
  fixed?: Record<string, string | boolean>
  /** The menu function whose export button the screen shows (default: the receipt list's). */
  fn?: string
}

const qty = (key: keyof ReceiptRow, title: string): Column<ReceiptRow> => ({ key, title, kind: 'qty', sum: true })

export function ReceiptListScreen({ title, withoutOrder, stateKey, pageSize, fixed = {}, fn }: ReceiptListScreenProps) {
  const user = useCurrentUser()
  const emit = useEmit()
  const canList = useCan(fn ?? (withoutOrder ? 'PcRcv_PcRcvListOfNoOrder' : 'PcRcv_PcRcvList'))
  const receivePath = withoutOrder ? '/PcRcv/detailOfNoOrder' : '/PcRcv/detail'
  const canReceive = useCan(withoutOrder ? 'PcRcv_detailOfNoOrder' : 'PcRcv_detail')
  const [opened, setOpened] = useState<number | null>(null)
  const open = useRef((_row: ReceiptRow) => {})
  open.current = (row) => setOpened(row.id)
  const columns = useMemo<Column<ReceiptRow>[]>(
    () => [
      { key: 'rcv_no', title: '收货单号', sortable: true, width: 140 },
      ...(withoutOrder
        ? []
        : [
            { key: 'order_no', title: '订单号', width: 140, render: (row: ReceiptRow) => (row.has_order ? row.order_no : '无订单') },
            { key: 'batch_no', title: '送货单号', width: 140, render: (row: ReceiptRow) => orDash(row.batch_no) },
          ]),
      { key: 'supply_name', title: '供应商' },
      { key: 'rcv_date', title: '收货日期', sortable: true, width: 100 },
      { key: 'status', title: '状态', sortable: true, width: 80, render: (row: ReceiptRow) => <DocumentStatus statuses={RECEIPT_STATUS_VALUES} value={row.status} /> },
      { key: 'warehouse', title: '仓库' },
      { key: 'receiver_name', title: '收货人', width: 80 },
      { key: 'line_count', title: '行数', kind: 'count', width: 60 },
      qty('qty', '收货数量'),
      qty('qualified_qty', '合格数量'),
      qty('rejected_qty', '不合格数量'),
      { key: 'remark', title: '备注', hidden: true },
      actionsColumn<ReceiptRow>(
        (row) => (
          <Button variant="text" aria-label={`查看收货单 ${row.rcv_no}`} onClick={() => open.current(row)}>
            详情
          </Button>
        ),
        { width: 70, align: 'center' },
      ),
    ],
    [withoutOrder],
  )
  const list = useListController<ReceiptRow>({
    path: RECEIVE_PATHS.list,
    columns,
    rowKey: 'id',
    defaultSort: { key: 'rcv_date', order: 'desc' },
    pageSize,
    stateKey,
    fixed: { ...(withoutOrder ? { has_order: false } : {}), ...fixed },
  })
  const specs: FilterSpec[] = [
    { kind: 'text', name: 'rcv_no', label: '收货单号' },
    ...(withoutOrder ? [] : [{ kind: 'text', name: 'order_no', label: '订单号' } as FilterSpec, { kind: 'text', name: 'batch_no', label: '送货单号' } as FilterSpec]),
    ...(!isStaff(user) ? [] : [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec]),
    { kind: 'text', name: 'mtr', label: '物料', placeholder: '物料编码或名称' },
    { kind: 'select', name: 'status', label: '状态', options: statusOptions(RECEIPT_STATUSES) },
    { kind: 'select', name: 'check_status', label: '检验状态', options: statusOptions(CHECK_STATUSES) },
    { kind: 'dateRange', name: 'rcv_date', label: '收货日期' },
  ]
  const shown = specs.filter((spec) => !(spec.name in fixed))
  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <FilterBar specs={shown} value={list.filters} onApply={list.setFilters}>
        {canList('export') ? (
          <Button loading={list.exporting} onClick={() => void list.exportExcel(RECEIVE_PATHS.export, `${title}.xlsx`)}>
            导出Excel
          </Button>
        ) : null}
        {isSupplier(user) || !canReceive('add') ? null : (
          <Button variant="primary" onClick={() => emit('scm-navigate', { path: receivePath })}>
            {withoutOrder ? '无订单收货' : '订单收货'}
          </Button>
        )}
      </FilterBar>
      <DataTable<ReceiptRow> caption={`${title}列表`} state={list.table} rows={list.rows} total={list.total} summary={list.summary} loading={list.loading} />
      {opened !== null ? (
        <Suspense fallback={<p role="status">加载中…</p>}>
          <ReceiptDialog receiptId={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}
