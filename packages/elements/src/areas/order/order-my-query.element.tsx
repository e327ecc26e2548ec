import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import type { OrderRow } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// /order/myquery 我的订单查询: 采购员本人发布的订单；供应商用户为本供应商收到的订单

function OrderMyQuery({ pageSize }: { pageSize?: number }) {
  return (
    <OrderListScreen<OrderRow>
      title="我的订单查询"
      fn="order_myquery"
      level="order"
      listPath={ORDER_PATHS.myList}
      exportPath={ORDER_PATHS.myExport}
      exportName="我的订单.xlsx"
      detailPath={ORDER_PATHS.detail}
      side={null}
      pageSize={pageSize}
    />
  )
}

defineElement('scm-order-my-query', OrderMyQuery, {
  description: '我的订单查询：采购员本人发布的订单；供应商用户为本供应商收到的订单',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
})
