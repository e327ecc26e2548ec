import { defineCodeTable } from '../../resource/defs/code-table'
import { defineResource } from '../../resource/define'

// 配件管理 /partsManage: part types and the type lists that say which supplier supplies which part
// (a supplier quotes prices only for the parts listed under him).

/** 配件类型 /partsManage/typeManage. */
export const partTypeResource = defineCodeTable({
  name: 'PcPartType',
  title: '配件类型',
  table: 'pc_part_type',
  fn: 'partsManage_typeManage',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
})

/** 配件清单 /partsManage/typeListManage: a part of a type, supplied by a supplier. */
export const partListResource = defineResource({
  name: 'PcPartList',
  title: '配件清单',
  table: 'pc_part_list',
  fn: 'partsManage_typeListManage',
  fields: {
    type_id: { kind: 'ref', label: '配件类型', required: true, ref: { resource: 'PcPartType', labelField: 'name' }, filter: ['eq'], width: 140 },
    mtr_id: { kind: 'ref', label: '配件', required: true, ref: { resource: 'Material', labelField: 'mtr_name' }, filter: ['eq'], width: 180 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    min_order_qty: { kind: 'number', label: '最小起订量', scale: 0, sort: true, width: 100 },
    lead_days: { kind: 'number', label: '采购周期(天)', scale: 0, sort: true, width: 110 },
    remark: { kind: 'text', label: '备注', max: 200 },
  },
  defaultSort: { field: 'id', order: 'asc' },
  searchKeyFields: ['remark'],
  unique: [['type_id', 'mtr_id', 'supplyid']],
})

/**
 * In the registry of resources (conformance suites): the part types. The part list points at the
 * server's ref sources (materials, suppliers), which the registry's own ref check does not know, so
 * it stays out like the other definitions that do (合作方密钥, the documents).
 */
export const catalogueResources = [partTypeResource]
