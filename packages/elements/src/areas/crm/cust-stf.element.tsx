import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/se_cust_stf 客户满意度 — the screen (workbill-screens.tsx) is a chunk of its own.
const Screen = lazyPart(
  'SatisfactionScreen',
  () => import('./workbill-screens').then((m) => m.SatisfactionScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-cust-stf', Screen, {
  description: '客户满意度：已回访维修工单的满意度与回访意见，2 分及以下标红',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的单据 id' },
  },
  events: { 'scm-change': '保存或操作后触发，detail 为 {entity, action, id}' },
})
