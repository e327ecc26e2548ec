import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /QulManage/check_infor_fault_dtl 生产过程录入 (and /qas/checkFault 故障信息维护): the fault document's screen.
const ProcessFaultScreen = lazyPart(
  'ProcessFaultScreen',
  () => import('./process-fault-screen').then((m) => m.ProcessFaultScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-check-infor-fault-dtl', ProcessFaultScreen, {
  description: '生产过程故障录入：车架号、工位、故障代码、描述、照片、责任部门或供应商（及故障零件批次）、处理与状态，发起索赔',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的故障单 id' },
  },
  events: { 'scm-change': '保存、操作、上传或删除后触发，detail 为 {entity, action, id}' },
})
