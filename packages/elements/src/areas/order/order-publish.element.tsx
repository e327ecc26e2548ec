import { defineElement } from '../../runtime'
import { OrderListScreen } from './shared/order-list-screen'
import type { OrderRow } from '@scm/core/business'
import { usePublishActions } from './publish/use-publish-actions'
import { ORDER_PATHS } from '@scm/core/order'

// /order/publish 订单发布: the buyer's orders, drafts included — 新增 (with lines), 保存草稿,
// 发布 (mails the supplier), 作废, 删除; the detail shows the supplier's answers, where the buyer
// approves or refuses proposed changes.

interface OrderPublishProps {
  pageSize?: number
}

function OrderPublish({ pageSize }: OrderPublishProps) {
  const actions = usePublishActions()
  return (
    <OrderListScreen<OrderRow>
      title="订单发布"
      fn="order_publish"
      level="order"
      listPath={ORDER_PATHS.publishList}
      exportPath={ORDER_PATHS.publishExport}
      exportName="订单发布.xlsx"
      stateKey="/order/publish"
      pageSize={pageSize}
      {...actions.listProps}
      rowButtons={(row) => actions.rowButtons(row)}
    >
      {actions.dialogs}
    </OrderListScreen>
  )
}

defineElement('scm-order-publish', OrderPublish, {
  description: '订单发布：采购员新增订单（含物料行）、保存草稿、发布（邮件通知供应商）、作废、删除，审核供应商提出的变更',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: { 'scm-change': '订单保存、发布、作废、删除或审核变更后，detail 为 {entity:"order", action, id, status}' },
})
