import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /orderAudit/detail?order_id= 评审详情 — one order's review.
const Screen = lazyPart(
  'OrderDetailScreen',
  () => import('./order-detail-screen').then((m) => m.OrderDetailScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-order-audit-detail', Screen, {
  description: '评审详情：订单的部门评审（同意/不同意）、BOM树与标准对比、BOM价格、所需图片、涉及的变更与设为就绪',
  attributes: {
    orderId: { type: 'number', description: '评审的销售订单 id（门户中为 ?order_id=）' },
  },
  events: { 'scm-navigate': '打开订单评审或变更详情，detail 为 {path}' },
})
