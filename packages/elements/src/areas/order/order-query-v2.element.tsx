import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import type { OrderLineRow } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /order/queryv2 订单查询（明细）: 全部订单的订单行（供应商用户只见本供应商）

function OrderQueryV2({ pageSize }: { pageSize?: number }) {
  return (
    <OrderListScreen<OrderLineRow>
      title="订单查询（明细）"
      fn="order_queryv2"
      level="line"
      listPath={ORDER_PATHS.queryLines}
      exportPath={ORDER_PATHS.queryLinesExport}
      exportName="订单查询明细.xlsx"
      detailPath={ORDER_PATHS.detail}
      side={null}
      pageSize={pageSize}
    />
  )
}

defineElement('scm-order-query-v2', OrderQueryV2, {
  description: '订单查询（明细）：全部订单的订单行（供应商用户只见本供应商）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
