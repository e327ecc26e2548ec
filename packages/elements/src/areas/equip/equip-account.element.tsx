import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /equip/equipAccount 设备台账 — the screen (equip-account-screen.tsx) is a chunk of its own.
const EquipAccountScreen = lazyPart(
  'EquipAccountScreen',
  () => import('./equip-account-screen').then((m) => m.EquipAccountScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-equip-account', EquipAccountScreen, {
  description: '设备台账：资产编号、名称、类型、型号、厂家、车间与位置、保管人、投用日期，停用/启用/报废（原因与操作记录）、故障维修中状态、附件、运行小时读数、保养计划与可打印的二维码标签',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的设备 id' },
  },
  events: { 'scm-change': '保存、操作、上传或删除后触发，detail 为 {entity, action, id}' },
})
