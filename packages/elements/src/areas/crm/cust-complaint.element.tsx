import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/se_cust_complaint 投诉录入 — customers enter and follow their own; staff take, resolve and follow up.
const ComplaintScreen = lazyPart(
  'ComplaintScreen',
  () => import('./workbill-screens').then((m) => m.ComplaintScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-cust-complaint', ComplaintScreen, {
  description: '客户投诉：客户或员工录入投诉，回访差评自动生成；受理、处理完成（责任部门与结果）、投诉回访（满意度）、关闭',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的投诉 id' },
  },
  events: { 'scm-change': '保存或操作后触发，detail 为 {entity, action, id}' },
})
