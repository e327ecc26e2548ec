import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /equip/equipMainLog 保养记录 — planned maintenance (closes its item, the next due moves by the cycle)
// and breakdown repairs (the machine is 维修 until 完工), with parts, cost, result, files and history.
const EquipMainLogScreen = lazyPart(
  'EquipMainLogScreen',
  () => import('./main-log-screen').then((m) => m.EquipMainLogScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-equip-main-log', EquipMainLogScreen, {
  description: '保养记录：登记保养（关闭到期项目并按周期顺延下次保养）与故障维修（设备转维修，完工后恢复在用），工时、备件、费用、结果、附件与操作记录',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的记录 id' },
  },
  events: { 'scm-change': '保存、操作、上传或删除后触发，detail 为 {entity, action, id}' },
})
