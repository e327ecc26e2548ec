import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import { RECEIVED_STATUSES } from './shared/order-filters'
import type { OrderLineRow } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /order/receivev2 订单接收（明细）: the supplier's received orders, one row per order line.

function OrderReceiveV2({ pageSize }: { pageSize?: number }) {
  return (
    <OrderListScreen<OrderLineRow>
      title="订单接收（明细）"
      fn="order_receivev2"
      level="line"
      listPath={ORDER_PATHS.receiveLines}
      exportPath={ORDER_PATHS.receiveLinesExport}
      exportName="订单接收明细.xlsx"
      detailPath={ORDER_PATHS.receiveDetail}
      side="auto"
      statuses={RECEIVED_STATUSES}
      pageSize={pageSize}
    />
  )
}

defineElement('scm-order-receive-v2', OrderReceiveV2, {
  description: '订单接收（明细）：按订单行列出供应商收到的订单，打开即标记已查看',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '确认订单行或发货后，detail 为 {entity:"order"|"batch", action, id, …}' },
})
