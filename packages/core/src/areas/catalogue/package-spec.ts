import { PACKAGE_MESSAGES, PACKAGE_TYPES } from './terms'
import { defineDocument } from '../../document/define'

const qty = (label: string, required = false) => ({ kind: 'number', label, scale: 0, required, width: 100 }) as const
const size = (label: string) => ({ kind: 'number', label, scale: 0, list: false }) as const

/**
 * 包装规格 /package (DOMAIN.md "Collaboration"): how a supplier packs one part — package type,
 * quantity per package, inner / outer / pallet levels, outer dimensions and weights, with the photos
 * its package type requires. The supplier submits; staff approve or return it with a reason, never
 * their own submission. A change is the next version of the same part and supplier; approving it
 * replaces the approved one (已替代), and receiving reads the approved pack quantity.
 */
export const packageSpecDocument = defineDocument({
  name: 'PackageSpec',
  title: '包装规格',
  table: 'pc_package_spec',
  fn: 'package_list',
  numbering: { field: 'spec_no', prefix: 'BZ' },
  status: {
    field: 'status',
    values: [
      { value: '草稿', tone: 'default' },
      { value: '待审核', tone: 'processing' },
      { value: '已批准', tone: 'success' },
      { value: '已退回', tone: 'warning' },
      { value: '已替代', tone: 'default' },
    ],
  },
  fields: {
    spec_no: { kind: 'text', label: '规格单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 20, readOnly: true, filter: ['in', 'eq'], width: 90 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    mtr_id: { kind: 'ref', label: '配件', required: true, ref: { resource: 'Material', labelField: 'mtr_name' }, filter: ['eq'], width: 160 },
    version: { kind: 'number', label: '版本', scale: 0, readOnly: true, default: 1, sort: true, width: 70 },
    package_type: {
      kind: 'enum',
      label: '包装类型',
      required: true,
      options: PACKAGE_TYPES.map((t) => ({ value: t.value, label: t.value })),
      filter: ['eq', 'in'],
      width: 100,
    },
    qty_per_package: qty('每包装数量', true),
    inner_qty: qty('每内包装数量'),
    packs_per_outer: qty('每外箱内包装数'),
    outers_per_pallet: qty('每托盘箱数'),
    length_mm: size('长(mm)'),
    width_mm: size('宽(mm)'),
    height_mm: size('高(mm)'),
    gross_weight: { kind: 'number', label: '毛重(kg)', scale: 2, required: true, width: 90 },
    net_weight: {
      kind: 'number',
      label: '净重(kg)',
      scale: 2,
      required: true,
      width: 90,
      rules: [{ trigger: 'blur', message: PACKAGE_MESSAGES.weights, check: (v, row) => row.gross_weight == null || row.gross_weight === '' || Number(v) <= Number(row.gross_weight) }],
    },
    remark: { kind: 'text', label: '说明', max: 200, list: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['spec_no', 'remark'],
  scope: { supplyid: 'supplyid' },
  ownerWrites: true,
  staffSide: 'warehouse',
  editable: ['草稿', '已退回'],
  attachableIn: ['草稿', '已退回'],
  supersedes: { keys: ['mtr_id', 'supplyid'], status: '已批准', to: '已替代', label: '被新版本替代' },
  actions: {
    Submit: { label: '提交审核', from: ['草稿', '已退回'], to: '待审核', by: 'owner', confirm: '确认提交该包装规格？' },
    Approve: { label: '批准', from: ['待审核'], to: '已批准', button: 'audit', confirm: '确认批准该包装规格？' },
    Return: { label: '退回', from: ['待审核'], to: '已退回', button: 'audit', reason: 'required' },
  },
})
