import { defineElement } from '../../runtime'
import { OrderSummary } from './summary/order-summary'

// /order/querysummary 订单汇总

function OrderSummaryScreen({ pageSize }: { pageSize?: number }) {
  return <OrderSummary mine={false} lines={false} pageSize={pageSize} />
}

defineElement('scm-order-summary', OrderSummaryScreen, {
  description: '订单汇总：全部订单按供应商、物料、月份汇总，含合计',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
