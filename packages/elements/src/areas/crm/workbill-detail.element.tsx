import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/workbill/se_workbill/detail 工单详情 — with ?id= the work order's detail opens at once (facts,
// parts replaced, photos, history, the actions the caller may take) over the work orders list.
const WorkbillScreen = lazyPart(
  'WorkbillScreen',
  () => import('./workbill-screens').then((m) => m.WorkbillScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-workbill-detail', WorkbillScreen, {
  description: '工单详情：带 id 时直接打开该维修工单的详情（更换零件、照片、操作记录与可执行操作），否则列出工单',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '要显示的工单 id' },
  },
  events: { 'scm-change': '保存、操作或上传后触发，detail 为 {entity, action, id}' },
})
