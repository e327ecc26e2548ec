import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import type { OrderRow } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /order/query 订单查询: 全部订单（供应商用户只见本供应商），按订单号、供应商、物料、状态、日期筛选并导出

function OrderQuery({ pageSize }: { pageSize?: number }) {
  return (
    <OrderListScreen<OrderRow>
      title="订单查询"
      fn="order_query"
      level="order"
      listPath={ORDER_PATHS.queryList}
      exportPath={ORDER_PATHS.queryExport}
      exportName="订单查询.xlsx"
      detailPath={ORDER_PATHS.detail}
      side={null}
      pageSize={pageSize}
    />
  )
}

defineElement('scm-order-query', OrderQuery, {
  description: '订单查询：全部订单（供应商用户只见本供应商），按订单号、供应商、物料、状态、日期筛选并导出',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
