import { defineResource } from '../define'
import { codeField, enabledField, nameField, remarkField, sortNoField } from './fields'

// System management base data (/sysmanage): code tables and system parameters.

/** The code tables base codes are grouped in. */
export const baseCodeTypes = [
  { value: 'unit', label: '计量单位' },
  { value: 'payment', label: '付款方式' },
  { value: 'transport', label: '运输方式' },
  { value: 'currency', label: '币种' },
  { value: 'region', label: '销售区域' },
  { value: 'package', label: '包装方式' },
] as const

/** 基础编码 /sysmanage/basecode — code tables: type + digits-only code + name. */
export const baseCodeResource = defineResource({
  name: 'BaseCode',
  title: '基础编码',
  table: 'sys_base_code',
  fn: 'sysmanage_basecode',
  fields: {
    type_code: {
      kind: 'enum',
      label: '编码类别',
      required: true,
      options: baseCodeTypes,
      filter: ['eq', 'in'],
      sort: true,
      width: 110,
    },
    code: codeField('编码'),
    name: nameField('名称'),
    sort_no: sortNoField(),
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['type_code', 'code']],
})

export const sysmanageResources = [baseCodeResource]
