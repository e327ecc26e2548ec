import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import type { OrderLineRow } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /order/myqueryv2 我的订单查询（明细）: 我的订单，按订单行列出

function OrderMyQueryV2({ pageSize }: { pageSize?: number }) {
  return (
    <OrderListScreen<OrderLineRow>
      title="我的订单查询（明细）"
      fn="order_myqueryv2"
      level="line"
      listPath={ORDER_PATHS.myLines}
      exportPath={ORDER_PATHS.myLinesExport}
      exportName="我的订单明细.xlsx"
      detailPath={ORDER_PATHS.detail}
      side={null}
      pageSize={pageSize}
    />
  )
}

defineElement('scm-order-my-query-v2', OrderMyQueryV2, {
  description: '我的订单查询（明细）：我的订单，按订单行列出',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
