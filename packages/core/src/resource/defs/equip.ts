import { defineResource } from '../define'
import { codeField, enabledField, nameField, remarkField } from './fields'

/** 设备类型 /equip/equipType — groups the equipment ledger and its maintenance cycle. */
export const equipTypeResource = defineResource({
  name: 'EquipType',
  title: '设备类型',
  table: 'equip_type',
  fn: 'equip_equipType',
  fields: {
    code: codeField('类型编码'),
    name: nameField('类型名称'),
    maintain_cycle: { kind: 'number', label: '保养周期(天)', scale: 0, sort: true, filter: ['gte', 'lte', 'between'] },
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['code']],
})

export const equipResources = [equipTypeResource]
