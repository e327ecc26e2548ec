import { orDash } from '@scm/core'
import type { Column } from '../../../ui/data-table'
import { StatusTag } from '../../../ui/status-tag'
import { BATCH_STATUS_VALUES, type BatchRow } from '@scm/core/business'

export const batchColumns: Column<BatchRow>[] = [
  { key: 'batch_no', title: '送货单号', sortable: true, width: 140 },
  { key: 'order_no', title: '订单号', sortable: true, width: 140 },
  { key: 'supply_name', title: '供应商' },
  { key: 'ship_date', title: '发货日期', sortable: true, width: 100 },
  { key: 'planned_arrival', title: '预计到货', sortable: true, width: 100 },
  { key: 'overdue_days', title: '超期天数', align: 'right', width: 80, render: (row) => (row.overdue ? row.overdue_days : '') },
  { key: 'logistics_no', title: '物流单号', render: (row) => orDash(row.logistics_no) },
  { key: 'qty', title: '发货数量', kind: 'qty', sum: true },
  { key: 'received_qty', title: '已收数量', kind: 'qty', sum: true },
  {
    key: 'status',
    title: '状态',
    width: 120,
    render: (row) => (
      <>
        <StatusTag status={row.status} tones={BATCH_STATUS_VALUES} />
        {row.overdue ? <StatusTag status="超期" /> : null}
      </>
    ),
  },
]
