import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /crm/workbill/se_workbill 工单管理 — the screen (workbill-screens.tsx) is a chunk of its own.
const WorkbillScreen = lazyPart(
  'WorkbillScreen',
  () => import('./workbill-screens').then((m) => m.WorkbillScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-workbill', WorkbillScreen, {
  description: '维修工单：报修、派工、开始处理、等待客户与恢复（时效暂停）、完工登记（工时、更换零件、三包）、验收、回访、取消，时效标记、照片附件与操作记录',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的工单 id' },
  },
  events: { 'scm-change': '保存、操作、上传或删除后触发，detail 为 {entity, action, id}' },
})
