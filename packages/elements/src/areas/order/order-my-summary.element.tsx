import { defineElement } from '../../runtime'
import { OrderSummary } from './summary/order-summary'

// /order/myquerysummary 我的订单汇总

function OrderMySummary({ pageSize }: { pageSize?: number }) {
  return <OrderSummary mine={true} lines={false} pageSize={pageSize} />
}

defineElement('scm-order-my-summary', OrderMySummary, {
  description: '我的订单汇总：我的订单按供应商、物料、月份汇总，含合计',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
