import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import type { OrderLineRow } from '@scm/core/business'
import { usePublishActions } from './publish/use-publish-actions'
import { ORDER_PATHS } from '@scm/core/order'

// /order/publishv2 订单发布（明细）: the same orders as /order/publish, one row per order line.

function OrderPublishV2({ pageSize }: { pageSize?: number }) {
  const actions = usePublishActions('order_publishv2')
  return (
    <OrderListScreen<OrderLineRow>
      title="订单发布（明细）"
      fn="order_publishv2"
      level="line"
      listPath={ORDER_PATHS.publishLines}
      exportPath={ORDER_PATHS.publishLinesExport}
      exportName="订单发布明细.xlsx"
      pageSize={pageSize}
      {...actions.listProps}
      rowButtons={(row) => actions.rowButtons({ id: row.order_id, order_no: row.order_no, status: row.status })}
    >
      {actions.dialogs}
    </OrderListScreen>
  )
}

defineElement('scm-order-publish-v2', OrderPublishV2, {
  description: '订单发布（明细）：按订单行列出采购员的订单，可新增、发布、作废，审核供应商提出的变更',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '订单保存、发布、作废、删除或审核变更后，detail 为 {entity:"order", action, id, status}' },
})
