import { equipTypeResource } from '@scm/core/equip'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /equip/equipType 设备类型 — the list, form and detail generated from the core definition.
const EquipTypeScreen = resourceScreen(equipTypeResource)

defineElement('scm-equip-type', EquipTypeScreen, {
  description: '设备类型：维护设备类型与保养周期',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
