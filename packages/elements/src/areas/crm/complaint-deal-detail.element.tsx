import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/se_complaint_deal_detail 投诉处理明细: with ?id= the complaint's detail (steps, history) opens at once — the screen (workbill-screens.tsx) is a chunk of its own.
const Screen = lazyPart(
  'ComplaintScreen',
  () => import('./workbill-screens').then((m) => m.ComplaintScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-complaint-deal-detail', Screen, {
  description: '投诉处理明细：带 id 时直接打开该投诉的处理步骤、处理结果与操作记录，否则列出投诉',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的单据 id' },
  },
  events: { 'scm-change': '保存或操作后触发，detail 为 {entity, action, id}' },
})
