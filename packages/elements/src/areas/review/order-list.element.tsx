import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /orderAudit/orderList 订单评审 — orders still to review.
const Screen = lazyPart(
  'OrderListScreen',
  () => import('./order-list-screen').then((m) => m.OrderListScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-order-audit-list', Screen, {
  description: '订单评审：待评审的销售订单，评审状态与部门同意情况，点订单号进入评审',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: { 'scm-navigate': '打开订单评审或变更详情，detail 为 {path}' },
})
