import { defineResource } from '../../resource/define'
import { defineCodeTable } from '../../resource/defs/code-table'
import type { FieldDef } from '../../resource/types'
import { codeField, nameField, remarkField } from '../../resource/defs/fields'

// Quality base data (/QulManage, /MyQAS): the code tables faults, inspections and claims refer to.

/** 检验阶段: where in the flow a check, or a standard's category, applies. */
export const checkStageOptions = [
  { value: 'incoming', label: '进货检验' },
  { value: 'process', label: '过程检验' },
  { value: 'final', label: '成品检验' },
  { value: 'delivery', label: '出厂检验' },
] as const

/** 严重度 A/B/C, shared by defect and fault codes (and what inspections and faults report). */
export const severityOptions = [
  { value: 'A', label: 'A 致命' },
  { value: 'B', label: 'B 严重' },
  { value: 'C', label: 'C 轻微' },
] as const

function checkStageField(): FieldDef {
  return { kind: 'enum', label: '检验阶段', required: true, options: checkStageOptions, default: 'incoming', filter: ['eq', 'in'], sort: true }
}

/** Required with no default: whoever adds a code decides its class, none is assumed. */
function severityField(label: string): FieldDef {
  return { kind: 'enum', label, required: true, options: severityOptions, filter: ['eq', 'in'], sort: true, width: 90 }
}

/** 产品类型 /QulManage/productType — vehicle and engine product families. */
export const productTypeResource = defineCodeTable({
  name: 'ProductType',
  title: '产品类型',
  table: 'qul_product_type',
  fn: 'QulManage_productType',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
})

/** 问题类型 /QulManage/problemType — how a quality problem is classified. */
export const problemTypeResource = defineCodeTable({
  name: 'ProblemType',
  title: '问题类型',
  table: 'qul_problem_type',
  fn: 'QulManage_problemType',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
})

/** 常见问题 /QulManage/commonProblem — recurring problems with their usual remedy. */
export const commonProblemResource = defineResource({
  name: 'CommonProblem',
  title: '常见问题',
  table: 'qul_common_problem',
  fn: 'QulManage_commonProblem',
  fields: {
    code: codeField('问题编码'),
    name: nameField('问题名称', 100),
    problem_type_id: {
      kind: 'ref',
      label: '问题类型',
      required: true,
      ref: { resource: 'ProblemType', labelField: 'name' },
      filter: ['eq', 'in'],
    },
    product_type_id: {
      kind: 'ref',
      label: '产品类型',
      ref: { resource: 'ProductType', labelField: 'name' },
      filter: ['eq'],
    },
    description: { kind: 'text', label: '问题描述', max: 500, list: false },
    solution: { kind: 'text', label: '处理措施', max: 500, filter: ['contains'] },
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name', 'solution'],
  unique: [['code']],
})

/** 检验项目 /MyQAS/CheckType — the kinds of checks an inspection standard is built from. */
export const checkTypeResource = defineCodeTable({
  name: 'CheckType',
  title: '检验项目',
  table: 'qas_check_type',
  fn: 'MyQAS_CheckType',
  codeLabel: '项目编码',
  nameLabel: '项目名称',
  fields: {
    check_stage: checkStageField(),
    method: { kind: 'text', label: '检验方法', max: 100, filter: ['contains'] },
  },
  sortNo: false,
  search: ['method'],
})

/** 检验基准类型 /QulManage/standard/standard_type — categories of inspection standards. */
export const standardTypeResource = defineCodeTable({
  name: 'StandardType',
  title: '检验基准类型',
  table: 'qul_standard_type',
  fn: 'QulManage_standard_standard_type',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
  fields: {
    check_stage: checkStageField(),
  },
})

/** 来料检验类型 /QulManage/check_infor_type — kinds of inspection records (首件、批次、复检…). */
export const checkInforTypeResource = defineCodeTable({
  name: 'CheckInforType',
  title: '来料检验类型',
  table: 'qul_check_infor_type',
  fn: 'QulManage_check_infor_type',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
})

/** 缺陷代码 /QulManage/check_defect — what an inspection's defect line names, with its class. */
export const defectCodeResource = defineCodeTable({
  name: 'DefectCode',
  title: '缺陷代码',
  table: 'qul_defect_code',
  fn: 'QulManage_check_defect',
  codeLabel: '缺陷编码',
  nameLabel: '缺陷名称',
  fields: {
    severity: severityField('缺陷等级'),
    problem_type_id: {
      kind: 'ref',
      label: '缺陷类别',
      required: true,
      ref: { resource: 'ProblemType', labelField: 'name' },
      filter: ['eq', 'in'],
    },
    description: { kind: 'text', label: '缺陷描述', max: 500, list: false },
  },
})

/** 故障系统/总成: where on the vehicle or engine a fault sits. */
export const faultSystemOptions = [
  { value: 'engine', label: '发动机' },
  { value: 'transmission', label: '变速器' },
  { value: 'axle', label: '车桥及悬架' },
  { value: 'brake', label: '制动系统' },
  { value: 'steering', label: '转向系统' },
  { value: 'electrical', label: '电气系统' },
  { value: 'body', label: '车身及附件' },
  { value: 'hvac', label: '空调系统' },
] as const

/** 故障代码 /QulManage/check_fault — faults found in production and after sales, by system. */
export const faultCodeResource = defineCodeTable({
  name: 'FaultCode',
  title: '故障代码',
  table: 'qul_fault_code',
  fn: 'QulManage_check_fault',
  codeLabel: '故障编码',
  nameLabel: ['故障名称', 100],
  fields: {
    fault_system: {
      kind: 'enum',
      label: '系统/总成',
      required: true,
      options: faultSystemOptions,
      filter: ['eq', 'in'],
      sort: true,
    },
    severity: severityField('严重度'),
    product_type_id: {
      kind: 'ref',
      label: '适用产品',
      ref: { resource: 'ProductType', labelField: 'name' },
      filter: ['eq'],
    },
    description: { kind: 'text', label: '故障描述', max: 500, list: false },
  },
})

/**
 * 现场检验项目 /qas/qaOnsiteCheckitem — what is checked on the line at each station (the shared
 * org_station): a station's items fill a new 故障检验记录 of that station.
 */
export const onsiteCheckItemResource = defineCodeTable({
  name: 'QaOnsiteCheckItem',
  title: '现场检验项目',
  table: 'qas_onsite_checkitem',
  fn: 'qas_qaOnsiteCheckitem',
  codeLabel: '项目编码',
  nameLabel: ['项目名称', 60],
  fields: {
    station_id: { kind: 'ref', label: '工位', required: true, ref: { resource: 'Station', labelField: 'station_name' }, filter: ['eq'], width: 110 },
    check_method: { kind: 'text', label: '检验方法', max: 100, filter: ['contains'], width: 160 },
    standard: { kind: 'text', label: '检验标准', max: 200, width: 200 },
    key_item: { kind: 'bool', label: '关键项', filter: ['eq'], width: 70 },
  },
  search: ['check_method'],
})

export const qualityResources = [
  productTypeResource,
  problemTypeResource,
  commonProblemResource,
  checkTypeResource,
  standardTypeResource,
  checkInforTypeResource,
  defectCodeResource,
  faultCodeResource,
  onsiteCheckItemResource,
]
