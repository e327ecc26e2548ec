import { defineCodeTable } from './code-table'

/** 设备类型 /equip/equipType — groups the equipment ledger and its maintenance cycle. */
export const equipTypeResource = defineCodeTable({
  name: 'EquipType',
  title: '设备类型',
  table: 'equip_type',
  fn: 'equip_equipType',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
  fields: {
    maintain_cycle: { kind: 'number', label: '保养周期(天)', scale: 0, sort: true, filter: ['gte', 'lte', 'between'] },
  },
  sortNo: false,
})

export const equipResources = [equipTypeResource]
