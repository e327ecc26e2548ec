import { AQL_LABELS, INSPECTION_LEVELS } from './sampling-terms'
import { isEmptyValue } from '../../resource/kinds'
import { defineDocument } from '../../document/define'

/** Messages of a standard's sampling fields (form and server read the same). */
export const STANDARD_MESSAGES = {
  aql: 'AQL 须为标准值，如 0.65、1.0、1.5',
  limits: '上限不能小于下限',
} as const

/**
 * 检验标准 /MyQAS/CheckStandard (DOMAIN.md "Incoming inspection"): what incoming inspection checks
 * for a material — its items (lines) with limits, and its sampling (inspection level and AQL of
 * ISO 2859-1). Versions: an approved standard is revised into a new draft (version + 1), and when
 * that version is approved the one before it is 已替代. Standards are the enterprise's: staff only.
 */
export const standardDocument = defineDocument({
  name: 'QulStandard',
  title: '检验标准',
  table: 'qul_standard',
  fn: 'MyQAS_CheckStandard',
  numbering: { field: 'standard_no', prefix: 'JB' },
  status: {
    field: 'status',
    values: [
      { value: '草稿', tone: 'default' },
      { value: '审批中', tone: 'processing' },
      { value: '已批准', tone: 'success' },
      { value: '已替代', tone: 'warning' },
      { value: '已作废', tone: 'default' },
    ],
  },
  fields: {
    standard_no: { kind: 'text', label: '标准编号', max: 20, readOnly: true, filter: ['contains'], sort: true },
    status: { kind: 'text', label: '状态', max: 20, readOnly: true, filter: ['in', 'eq'] },
    mtr_id: { kind: 'ref', label: '物料', required: true, ref: { resource: 'Material', labelField: 'mtr_name' }, filter: ['eq'] },
    standard_type_id: { kind: 'ref', label: '标准类型', required: true, ref: { resource: 'StandardType', labelField: 'name' }, filter: ['eq'] },
    version: { kind: 'number', label: '版本', scale: 0, readOnly: true, default: 1, sort: true },
    inspection_level: {
      kind: 'enum',
      label: '检验水平',
      required: true,
      default: 'II',
      options: INSPECTION_LEVELS.map((value) => ({ value, label: value })),
      filter: ['eq', 'in'],
    },
    aql: {
      kind: 'enum',
      label: 'AQL',
      required: true,
      default: '1.0',
      options: AQL_LABELS.map((value) => ({ value, label: value })),
      rules: [{ trigger: 'change', message: STANDARD_MESSAGES.aql, check: (v) => AQL_LABELS.includes(String(v)) }],
      filter: ['eq'],
    },
    // once this version is approved, receipts of the material go to stock without incoming inspection
    exempt: { kind: 'bool', label: '免检', default: false, filter: ['eq'], width: 70 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['standard_no', 'remark'],
  staffSide: 'quality',
  lines: {
    title: '检验项目',
    table: 'qul_standard_item',
    fields: {
      item_name: { kind: 'text', label: '检验项目', required: true, max: 60 },
      check_method: { kind: 'text', label: '检验方法', max: 100 },
      lower_limit: { kind: 'number', label: '下限', scale: 4 },
      upper_limit: {
        kind: 'number',
        label: '上限',
        scale: 4,
        rules: [{ trigger: 'blur', message: STANDARD_MESSAGES.limits, check: (v, line) => isEmptyValue(line.lower_limit) || Number(v) >= Number(line.lower_limit) }],
      },
      unit: { kind: 'text', label: '单位', max: 10 },
      key_item: { kind: 'bool', label: '关键项' },
    },
  },
  editable: ['草稿'],
  // approving a version replaces the approved one of the same material and standard type
  supersedes: { keys: ['mtr_id', 'standard_type_id'], status: '已批准', to: '已替代', label: '被新版本替代' },
  actions: {
    Submit: {
      label: '提交审批',
      from: ['草稿'],
      to: '已批准',
      flow: { code: 'standard_review', pending: '审批中', rejected: '草稿' },
    },
    Void: { label: '作废', from: ['草稿'], to: '已作废', reason: 'required' },
  },
})
