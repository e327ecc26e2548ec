import { CYCLE_MODES, OSIP_METHODS } from './terms'
import { defineResource } from '../../resource/define'
import { defineCodeTable } from '../../resource/defs/code-table'
import { codeField, remarkField, sortNoField } from '../../resource/defs/fields'

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

/**
 * 保养项目 /equip/equipMainItem: what is maintained, for every machine of a type or for one machine,
 * every so many days and/or running hours (whichever first), fixed or floating, announced so many
 * days/hours ahead. Saving one makes or refreshes its plans (machine × item) in the same transaction.
 */
export const equipMainItemResource = defineResource({
  name: 'EquipMainItem',
  title: '保养项目',
  table: 'equip_main_item',
  fn: 'equip_equipMainItem',
  fields: {
    code: codeField('项目编码'),
    name: { kind: 'text', label: '项目名称', required: true, max: 50, filter: ['contains'], sort: true, width: 140 },
    type_id: { kind: 'ref', label: '设备类型', ref: { resource: 'EquipType', labelField: 'name' }, filter: ['eq'], width: 110 },
    equip_id: { kind: 'ref', label: '指定设备', ref: { resource: 'EquipAccount', labelField: 'name' }, filter: ['eq'], width: 140 },
    content: { kind: 'text', label: '保养内容', max: 500, width: 200 },
    cycle_days: { kind: 'number', label: '周期(天)', scale: 0, sort: true, width: 80 },
    cycle_hours: { kind: 'number', label: '周期(运行小时)', scale: 0, sort: true, width: 110 },
    mode: { kind: 'enum', label: '计算方式', required: true, default: '浮动', options: CYCLE_MODES.map((value) => ({ value, label: value })), filter: ['eq'], width: 80 },
    lead_days: { kind: 'number', label: '提前天数', scale: 0, default: 7, width: 80 },
    lead_hours: { kind: 'number', label: '提前小时', scale: 0, default: 0, width: 80 },
    remark: remarkField(),
  },
  defaultSort: { field: 'id', order: 'asc' },
  searchKeyFields: ['code', 'name', 'content'],
  unique: [['code']],
})

/** 点检项目 /equip/equipOsipItem: what is checked at the machine every shift, per type: method, standard, limits. */
export const equipOsipItemResource = defineResource({
  name: 'EquipOsipItem',
  title: '点检项目',
  table: 'equip_osip_item',
  fn: 'equip_equipOsipItem',
  fields: {
    code: codeField('项目编码'),
    type_id: { kind: 'ref', label: '设备类型', required: true, ref: { resource: 'EquipType', labelField: 'name' }, filter: ['eq'], width: 110 },
    name: { kind: 'text', label: '点检项目', required: true, max: 50, filter: ['contains'], sort: true, width: 140 },
    part: { kind: 'text', label: '点检部位', max: 50, width: 110 },
    method: { kind: 'enum', label: '点检方法', required: true, default: '目视', options: OSIP_METHODS.map((value) => ({ value, label: value })), filter: ['eq'], width: 80 },
    standard: { kind: 'text', label: '判定标准', required: true, max: 200, width: 200 },
    lower_limit: { kind: 'number', label: '下限', scale: 3, width: 80 },
    upper_limit: { kind: 'number', label: '上限', scale: 3, width: 80 },
    unit: { kind: 'text', label: '单位', max: 20, width: 60 },
    sort_no: sortNoField(),
  },
  defaultSort: { field: 'sort_no', order: 'asc' },
  searchKeyFields: ['code', 'name', 'standard'],
  unique: [['code']],
})

export const equipResources = [equipTypeResource, equipMainItemResource, equipOsipItemResource]
