import { defineElement } from '../../runtime'
import { OrderSummary } from './summary/order-summary'

// /order/myquerysummaryv2 我的订单汇总（明细）

function OrderMySummaryV2({ pageSize }: { pageSize?: number }) {
  return <OrderSummary mine={true} lines={true} pageSize={pageSize} />
}

defineElement('scm-order-my-summary-v2', OrderMySummaryV2, {
  description: '我的订单汇总（明细）：我的订单按分组与物料汇总，含合计',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
