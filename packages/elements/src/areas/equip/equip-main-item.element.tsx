import { equipMainItemResource } from '@scm/core/equip'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /equip/equipMainItem 保养项目 — per type or per machine, a cycle in days and/or running hours; the
// server makes each machine's plan when an item is saved.
const EquipMainItemScreen = resourceScreen(equipMainItemResource)

defineElement('scm-equip-main-item', EquipMainItemScreen, {
  description: '保养项目：按设备类型或指定设备维护保养内容、周期（天数和/或运行小时，先到为准）、固定或浮动计算与提前量',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
