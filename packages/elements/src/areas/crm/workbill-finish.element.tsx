import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/workbill/se_workbill_finish 工单验收 — finished work orders; the customer accepts, staff on his behalf with a reason.
const WorkbillFinishScreen = lazyPart(
  'WorkbillFinishScreen',
  () => import('./workbill-screens').then((m) => m.WorkbillFinishScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-workbill-finish', WorkbillFinishScreen, {
  description: '工单验收：已完工的维修工单，客户验收或服务专员填写原因代客户验收',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的工单 id' },
  },
  events: { 'scm-change': '验收后触发，detail 为 {entity, action, id}' },
})
