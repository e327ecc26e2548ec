import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import { RECEIVED_STATUSES } from './shared/order-filters'
import type { OrderRow } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /order/receive 订单接收: the supplier's inbox of published orders. Opening one marks it read
// (已查看); in the detail the supplier answers each line and ships confirmed lines in batches.
// Also embeddable on a supplier's own extranet page (demo/supplier-extranet.html).

function OrderReceive({ pageSize }: { pageSize?: number }) {
  return (
    <OrderListScreen<OrderRow>
      title="订单接收"
      fn="order_receive"
      level="order"
      listPath={ORDER_PATHS.receiveList}
      exportPath={ORDER_PATHS.receiveExport}
      exportName="订单接收.xlsx"
      detailPath={ORDER_PATHS.receiveDetail}
      side="auto"
      stateKey="/order/receive"
      statuses={RECEIVED_STATUSES}
      pageSize={pageSize}
    />
  )
}

defineElement('scm-order-receive', OrderReceive, {
  description: '订单接收：供应商收到的已发布订单；打开即标记已查看，可逐行确认并分批发货',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '确认订单行或发货后，detail 为 {entity:"order"|"batch", action, id, …}' },
  embeddable: true,
})
