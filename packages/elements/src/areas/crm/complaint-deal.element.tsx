import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/se_complaint_deal 投诉处理 — the screen (workbill-screens.tsx) is a chunk of its own.
const Screen = lazyPart(
  'ComplaintDealScreen',
  () => import('./workbill-screens').then((m) => m.ComplaintDealScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-complaint-deal', Screen, {
  description: '投诉处理：待处理与处理中的客户投诉，受理、按部门登记处理步骤、处理完成（责任部门与处理结果）',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的单据 id' },
  },
  events: { 'scm-change': '保存或操作后触发，detail 为 {entity, action, id}' },
})
