import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/workbill/se_workbill_access 工单回访 — accepted work orders; a score of 2 or lower opens a complaint.
const WorkbillAccessScreen = lazyPart(
  'WorkbillAccessScreen',
  () => import('./workbill-screens').then((m) => m.WorkbillAccessScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-workbill-access', WorkbillAccessScreen, {
  description: '工单回访：已验收的维修工单，记录满意度（1-5）与回访意见，2 分及以下自动生成客户投诉',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的工单 id' },
  },
  events: { 'scm-change': '回访后触发，detail 为 {entity, action, id}' },
})
