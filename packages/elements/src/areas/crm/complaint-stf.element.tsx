import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/se_complaint_stf 投诉回访 — the screen (workbill-screens.tsx) is a chunk of its own.
const Screen = lazyPart(
  'ComplaintFollowScreen',
  () => import('./workbill-screens').then((m) => m.ComplaintFollowScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-complaint-stf', Screen, {
  description: '投诉回访：已处理的投诉，记录客户满意度（1-5）与回访意见',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的单据 id' },
  },
  events: { 'scm-change': '保存或操作后触发，detail 为 {entity, action, id}' },
})
