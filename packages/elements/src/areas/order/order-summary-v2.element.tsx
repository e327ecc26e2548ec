import { defineElement } from '../../runtime'
import { OrderSummary } from './summary/order-summary'

// /order/querysummaryv2 订单汇总（明细）

function OrderSummaryV2({ pageSize }: { pageSize?: number }) {
  return <OrderSummary mine={false} lines={true} pageSize={pageSize} />
}

defineElement('scm-order-summary-v2', OrderSummaryV2, {
  description: '订单汇总（明细）：按分组与物料汇总订单行，含合计',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
