import { orderSummaryPaths } from '@scm/core/order'
import { orderFilterSpecs } from '../shared/order-filters'
import { SummaryScreen, type SummaryColumn } from '../../../list/summary-screen'
import { RECEIVED_STATUSES } from '../shared/order-filters'

// The four order summaries (/order/querysummary, myquerysummary and their v2): by supplier,
// material or month, with 合计. "my" = the caller's own orders; v2 = per group and material.

const GROUPS = [
  { value: 'supplier', label: '按供应商', column: '供应商' },
  { value: 'material', label: '按物料', column: '物料' },
  { value: 'month', label: '按月份', column: '月份' },
]

const NUMBERS: SummaryColumn[] = [
  { key: 'order_count', title: '订单数', kind: 'count' },
  { key: 'line_count', title: '行数', kind: 'count' },
  { key: 'qty', title: '订货数量', kind: 'qty' },
  { key: 'amount', title: '金额', kind: 'money' },
  { key: 'confirmed_qty', title: '确认数量', kind: 'qty' },
  { key: 'shipped_qty', title: '已发货', kind: 'qty' },
  { key: 'received_qty', title: '已收货', kind: 'qty' },
  { key: 'qualified_qty', title: '合格数', kind: 'qty' },
]

export interface OrderSummaryProps {
  mine: boolean
  lines: boolean
  pageSize?: number
}

export function OrderSummary({ mine, lines, pageSize }: OrderSummaryProps) {
  const paths = orderSummaryPaths(mine, lines)
  const title = `${mine ? '我的订单汇总' : '订单汇总'}${lines ? '（明细）' : ''}`
  return (
    <SummaryScreen
      title={title}
      fn={`order_${mine ? 'my' : ''}querysummary${lines ? 'v2' : ''}`}
      listPath={paths.list}
      exportPath={paths.export}
      exportName={`${title}.xlsx`}
      groups={GROUPS}
      numbers={NUMBERS}
      materialColumns={lines}
      pageSize={pageSize}
      filterSpecs={(supplierUser) => orderFilterSpecs({ supplier: !supplierUser, statuses: RECEIVED_STATUSES })}
    />
  )
}
