import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /orderAudit/orderListQuery 评审查询 — every order by review status.
const Screen = lazyPart(
  'OrderListScreen',
  () => import('./order-list-screen').then((m) => m.OrderListScreen),
  () => <p role="status">加载中…</p>,
)

function Query({ pageSize }: { pageSize?: number }) {
  return <Screen query pageSize={pageSize} />
}

defineElement('scm-order-audit-query', Query, {
  description: '评审查询：全部销售订单的评审状态（待评审、评审中、已退回、已就绪），按状态与车型查询',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: { 'scm-navigate': '打开订单评审或变更详情，detail 为 {path}' },
})
