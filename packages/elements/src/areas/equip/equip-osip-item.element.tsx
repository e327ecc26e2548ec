import { equipOsipItemResource } from '@scm/core/equip'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /equip/equipOsipItem 点检项目 — per type: part, method, standard and limits of a measured value.
const EquipOsipItemScreen = resourceScreen(equipOsipItemResource)

defineElement('scm-equip-osip-item', EquipOsipItemScreen, {
  description: '点检项目：按设备类型维护点检部位、方法、判定标准与测量值上下限',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
