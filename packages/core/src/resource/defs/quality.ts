import { defineResource } from '../define'
import { codeField, enabledField, nameField, remarkField, sortNoField } from './fields'

// Quality base data (/QulManage, /MyQAS): the code tables faults, inspections and claims refer to.

/** 产品类型 /QulManage/productType — vehicle and engine product families. */
export const productTypeResource = defineResource({
  name: 'ProductType',
  title: '产品类型',
  table: 'qul_product_type',
  fn: 'QulManage_productType',
  fields: {
    code: codeField('类型编码'),
    name: nameField('类型名称'),
    sort_no: sortNoField(),
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['code']],
})

/** 问题类型 /QulManage/problemType — how a quality problem is classified. */
export const problemTypeResource = defineResource({
  name: 'ProblemType',
  title: '问题类型',
  table: 'qul_problem_type',
  fn: 'QulManage_problemType',
  fields: {
    code: codeField('类型编码'),
    name: nameField('类型名称'),
    sort_no: sortNoField(),
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['code']],
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
export const checkTypeResource = defineResource({
  name: 'CheckType',
  title: '检验项目',
  table: 'qas_check_type',
  fn: 'MyQAS_CheckType',
  fields: {
    code: codeField('项目编码'),
    name: nameField('项目名称'),
    check_stage: {
      kind: 'enum',
      label: '检验阶段',
      required: true,
      options: [
        { value: 'incoming', label: '进货检验' },
        { value: 'process', label: '过程检验' },
        { value: 'final', label: '成品检验' },
        { value: 'delivery', label: '出厂检验' },
      ],
      default: 'incoming',
      filter: ['eq', 'in'],
      sort: true,
    },
    method: { kind: 'text', label: '检验方法', max: 100, filter: ['contains'] },
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name', 'method'],
  unique: [['code']],
})

export const qualityResources = [productTypeResource, problemTypeResource, commonProblemResource, checkTypeResource]
