import type { Rule } from '../../validate'
import { defineResource } from '../../resource/define'
import { codeField, enabledField, nameField, remarkField, sortNoField } from '../../resource/defs/fields'

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

/** A parameter key is read by code (e.g. rcv_skip_check): letters, digits, underscore and dot. */
export const paramKeyRule: Rule = Object.freeze({
  trigger: 'blur',
  message: '参数编码只能包含字母、数字、下划线和点',
  pattern: /^[A-Za-z][A-Za-z0-9_.]*$/,
})

/**
 * 系统参数 /sysmanage/syspara — key → value switches the server reads (the web configuration,
 * the receipt skip-inspection flag rcv_skip_check…). The table is the platform's sys_param; its
 * key is the parameter code itself.
 */
export const sysParaResource = defineResource({
  name: 'SysPara',
  title: '系统参数',
  table: 'sys_param',
  fn: 'sysmanage_syspara',
  key: 'param_key',
  fields: {
    param_key: { kind: 'text', label: '参数编码', required: true, max: 50, rules: [paramKeyRule], filter: ['contains', 'eq'], sort: true, width: 160, example: 'test_param' },
    param_value: { kind: 'text', label: '参数值', max: 500, filter: ['contains'] },
    param_group: {
      kind: 'enum',
      label: '参数分组',
      required: true,
      options: [
        { value: 'system', label: '系统参数' },
        { value: 'web', label: '网站配置' },
      ],
      default: 'system',
      filter: ['eq'],
      sort: true,
      width: 100,
    },
    remark: { kind: 'text', label: '参数说明', max: 200, filter: ['contains'] },
    updated_at: { kind: 'datetime', label: '修改时间', readOnly: true, sort: true, width: 150 },
  },
  defaultSort: { field: 'param_key', order: 'asc' },
  searchKeyFields: ['param_key', 'param_value', 'remark'],
})

/** Whose server holds a partner key: a supplier's extranet or a customer's (WeChat) page. */
export const partnerKeyOwnerKinds = [
  { value: 'supplier', label: '供应商' },
  { value: 'customer', label: '客户' },
] as const

/**
 * 合作方密钥 /sysmanage/partnerKey — a key an administrator issues to a supplier's (or customer's)
 * own server, which exchanges it for short-lived embed tokens of ITS users (POST
 * /api/PartnerKey/EmbedToken). Only the key's SHA-256 is stored; the key is shown once, on issue
 * (POST /api/PartnerKey/Issue), and can be revoked (POST /api/PartnerKey/Revoke), which ends its
 * tokens at once. The list and detail are the kit's; its form's save is Issue; there is no Del.
 */
export const partnerKeyResource = defineResource({
  name: 'PartnerKey',
  title: '合作方密钥',
  table: 'sys_partner_key',
  fn: 'sysmanage_partnerKey',
  fields: {
    name: { kind: 'text', label: '密钥名称', required: true, max: 50, filter: ['contains'], sort: true, width: 160, example: '供应商门户' },
    owner_kind: { kind: 'enum', label: '所属类型', required: true, options: partnerKeyOwnerKinds, default: 'supplier', filter: ['eq'], sort: true, width: 90 },
    supplyid: { kind: 'ref', label: '供应商', ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 180 },
    customer_id: { kind: 'ref', label: '客户', ref: { resource: 'Customer', labelField: 'cust_name' }, filter: ['eq'], width: 180 },
    key_prefix: { kind: 'text', label: '密钥前缀', readOnly: true, max: 16, width: 110 },
    created_by: { kind: 'text', label: '创建人', readOnly: true, max: 30, width: 90 },
    created_at: { kind: 'datetime', label: '创建时间', readOnly: true, sort: true, width: 150 },
    last_used_at: { kind: 'datetime', label: '最近使用', readOnly: true, sort: true, width: 150 },
    revoked_at: { kind: 'datetime', label: '吊销时间', readOnly: true, sort: true, width: 150 },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
  searchKeyFields: ['name', 'key_prefix'],
  // the form's save issues a new key; there is no edit
  calls: { save: 'Issue' },
})

/** Where a due run of a background job stands (server job_run.status). */
export const jobRunStatuses = [
  { value: 'due', label: '待运行' },
  { value: 'running', label: '运行中' },
  { value: 'done', label: '已结束' },
] as const

/**
 * 后台任务 /sysmanage/jobRun — the runs of the server's background jobs, read only: each due time
 * of each job is one row, run by exactly one server instance (server platform/jobs.ts), with when
 * it was due, started and finished, how long it took, its result and which instance ran it. A
 * run whose instance died is taken over by another (尝试次数 > 1). Only GetList, GetDetail and
 * Export (server areas/sysmanage/job-runs.ts).
 */
export const jobRunResource = defineResource({
  name: 'JobRun',
  title: '后台任务',
  table: 'job_run',
  fn: 'sysmanage_jobRun',
  fields: {
    job_title: { kind: 'text', label: '任务', readOnly: true, max: 100, filter: ['contains'], width: 220 },
    job_name: { kind: 'text', label: '任务编码', readOnly: true, max: 60, filter: ['eq', 'contains'], sort: true, width: 160 },
    due_at: { kind: 'datetime', label: '应运行时间', readOnly: true, filter: ['between'], sort: true, width: 150 },
    claimed_at: { kind: 'datetime', label: '开始时间', readOnly: true, sort: true, width: 150 },
    finished_at: { kind: 'datetime', label: '结束时间', readOnly: true, sort: true, width: 150 },
    duration_ms: { kind: 'number', label: '耗时（毫秒）', readOnly: true, sort: true, width: 100 },
    status: { kind: 'enum', label: '状态', readOnly: true, options: jobRunStatuses, filter: ['eq'], width: 80 },
    result: {
      kind: 'enum',
      label: '结果',
      readOnly: true,
      options: [
        { value: '成功', label: '成功' },
        { value: '失败', label: '失败' },
      ],
      filter: ['eq'],
      width: 70,
    },
    message: { kind: 'text', label: '结果说明', readOnly: true, max: 2000, width: 240 },
    claimed_by: { kind: 'text', label: '运行实例', readOnly: true, max: 100, filter: ['contains'], width: 160 },
    attempts: { kind: 'number', label: '尝试次数', readOnly: true, width: 80 },
  },
  defaultSort: { field: 'due_at', order: 'desc' },
  searchKeyFields: ['job_title', 'job_name', 'message'],
})

// partnerKeyResource and jobRunResource are not among them: it has no generic Save or Del (keys are issued and
// revoked), jobRunResource none at all (the server writes its rows), so the CRUD conformance suite
// does not apply; partner-keys.test.ts and job-runs.test.ts cover them.
export const sysmanageResources = [baseCodeResource, sysParaResource]
