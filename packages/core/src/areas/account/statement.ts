import { defineDocument } from '../../document/define'
import { SALE_CHECK_BASE } from './items'
import { parseDecimal, roundDecimal } from '../../format/decimal'

/** Where a statement line comes from: an accepted receipt line, a settled claim, or an item typed by the buyer. */
export const STATEMENT_LINE_SOURCES = ['收货', '索赔', '其他'] as const
export type StatementLineSource = (typeof STATEMENT_LINE_SOURCES)[number]

/** The supplier's answer to one line of a published statement. */
export const STATEMENT_LINE_ANSWERS = [
  { value: '待确认', tone: 'processing' },
  { value: '已确认', tone: 'success' },
  { value: '有异议', tone: 'error' },
] as const
export type StatementLineAnswer = (typeof STATEMENT_LINE_ANSWERS)[number]['value']

/** A statement's statuses and their tones: plain data, so a status tag never loads the definition. */
export const STATEMENT_STATUS_VALUES = [
  { value: '草稿', tone: 'default' },
  { value: '已发布', tone: 'processing' },
  { value: '有异议', tone: 'error' },
  { value: '已确认', tone: 'success' },
] as const

/** How the buyer settles a disputed line: change its amount, or keep it as it is (with a reason). */
export const STATEMENT_RESOLUTIONS = ['调整', '维持'] as const
export type StatementResolution = (typeof STATEMENT_RESOLUTIONS)[number]

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** The statement's own calls beside the kit's (all under /SaleCheck, all signed). */
export const STATEMENT_PATHS = {
  /** the kit's list and detail of statements (also resourcePaths(statementDocument)), for screens that do not load the definition */
  list: `${SALE_CHECK_BASE}/GetList`,
  detail: `${SALE_CHECK_BASE}/GetDetail`,
  setDisable: `${SALE_CHECK_BASE}/SetDisable`,
  confirmLine: `${SALE_CHECK_BASE}/ConfirmLine`,
  disputeLine: `${SALE_CHECK_BASE}/DisputeLine`,
  resolveLine: `${SALE_CHECK_BASE}/ResolveLine`,
  versions: `${SALE_CHECK_BASE}/GetVersions`,
  /** the receipt, claim lines a statement of a supplier, company and period would take now */
  candidates: `${SALE_CHECK_BASE}/GetSale_Check_Acc_Prod`,
  /** the suppliers with accepted receipts or settled claims of a period on no statement yet, with their amounts */
  suppliers: `${SALE_CHECK_BASE}/GetSale_Check_AccUser`,
  /** 挂账查询 (MyAccount_query): per supplier and company, what confirmed statements booked and what is still being reconciled */
  onAccount: `${SALE_CHECK_BASE}/GetOnAccount`,
} as const

/** A supplier still to reconcile for a period (GetSale_Check_AccUser): amounts on no statement yet. */
export interface SupplierToReconcile {
  supplyid: number
  supply_name: string
  receipt_lines: number
  receipt_amount: string
  claim_amount: string
  total_amount: string
}

/** The menu function of 挂账查询 (/MyAccount/MyAccount_query). */
export const ON_ACCOUNT_FN = 'MyAccount_MyAccount_query'

/** A row of 挂账查询: one supplier × company over the statements' periods asked for. */
export interface OnAccountRow {
  supplyid: number
  supply_name: string
  company_id: number
  co_desc: string
  /** 已确认 statements: booked as owed (挂账) */
  confirmed_count: number
  confirmed_amount: string
  /** 已发布 / 有异议 statements: still being reconciled */
  pending_count: number
  pending_amount: string
  last_confirmed_at: string | null
}

export const STATEMENT_MESSAGES = {
  period: '结束日期不能早于开始日期',
  empty: '该期间没有可对账的收货、索赔或其他项目',
  taken: '收货明细或索赔已在其他对账单中，请刷新后重试',
  itemRequired: (n: number) => `第${n}行：请选择对账项目`,
  itemDisabled: (n: number) => `第${n}行：对账项目已停用`,
  amountRequired: (n: number) => `第${n}行：请输入金额`,
  lineNotFound: '对账明细不存在',
  notAnswerable: '只有已发布或有异议的对账单可以确认或提出异议',
  lineDisabled: '已停用的明细无需确认',
  lineConfirmed: '该明细已确认',
  notDisputed: '该明细没有异议',
  notResolvable: '只有有异议的对账单可以处理异议',
  notDisableable: '只有草稿或有异议的对账单可以停用明细',
  resolution: '请选择处理方式（调整或维持）',
  adjustAmount: '调整时请输入新的金额',
  unresolved: (n: number) => `第${n}行的异议尚未处理`,
  stillTaken: '该收货明细或索赔已在其他对账单中，不能启用',
} as const

/**
 * 对账单 /MyAccount/salechecklist (DOMAIN.md "Reconciliation and balance"): what the enterprise owes
 * a supplier for a period and company. A buyer generates it: the server takes the supplier's
 * accepted receipt lines (qualified quantity × the order line's agreed price) and his settled
 * claims (deducted) that are on no other live statement, beside the other items the buyer adds.
 * A line may be disabled with a reason (SetDisable). Publishing (SetPublish) shows it to the
 * supplier, who confirms or disputes each line; the buyer adjusts or keeps each disputed line and
 * publishes a new version; once every line is confirmed the statement is locked (已确认).
 */
export const statementDocument = defineDocument({
  name: 'SaleCheck',
  title: '对账单',
  table: 'acc_statement',
  fn: 'MyAccount_salechecklist',
  basePath: SALE_CHECK_BASE,
  numbering: { field: 'check_no', prefix: 'DZ' },
  status: { field: 'status', values: STATEMENT_STATUS_VALUES },
  fields: {
    check_no: { kind: 'text', label: '对账单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 90 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    company_id: { kind: 'ref', label: '公司', required: true, ref: { resource: 'Company', labelField: 'co_desc' }, filter: ['eq'], width: 180 },
    period_from: { kind: 'date', label: '开始日期', required: true, filter: ['between'], sort: true, width: 110 },
    period_to: { kind: 'date', label: '结束日期', required: true, filter: ['between'], sort: true, width: 110 },
    version: { kind: 'number', label: '版本', scale: 0, readOnly: true, default: 0, width: 70 },
    line_count: { kind: 'number', label: '明细数', scale: 0, readOnly: true, default: 0, list: false },
    total_amount: { kind: 'money', label: '对账金额', readOnly: true, sum: true, sort: true, width: 130 },
    published_at: { kind: 'datetime', label: '发布时间', readOnly: true, sort: true, width: 160 },
    confirmed_at: { kind: 'datetime', label: '确认时间', readOnly: true, width: 160 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  hiddenFromOwner: ['草稿'],
  staffSide: 'buyer',
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['check_no', 'remark'],
  lines: {
    title: '对账明细',
    table: 'acc_statement_line',
    min: 0,
    max: 2000,
    // receipt and claim lines come from the records: read-only in the editor, the buyer types 其他 items
    computed: { field: 'source', values: ['收货', '索赔'], summary: ['source', 'source_no', 'mtr_name', 'qty', 'price', 'amount', 'disabled'] },
    fields: {
      source: { kind: 'enum', label: '来源', options: options(STATEMENT_LINE_SOURCES), readOnly: true, width: 70 },
      source_no: { kind: 'text', label: '来源单号', max: 30, readOnly: true, width: 150 },
      // 其他 lines: the buyer picks the item and types the amount (its direction gives the sign)
      item_id: { kind: 'ref', label: '对账项目', ref: { resource: 'SaleCheckItem', labelField: 'name' }, width: 120 },
      receipt_line_id: { kind: 'number', label: '收货明细', scale: 0, readOnly: true, list: false },
      claim_id: { kind: 'number', label: '索赔单', scale: 0, readOnly: true, list: false },
      rcv_date: { kind: 'date', label: '日期', readOnly: true, width: 110 },
      mtr_code: { kind: 'text', label: '物料编码', max: 30, readOnly: true, width: 120 },
      mtr_name: { kind: 'text', label: '物料名称', max: 100, readOnly: true, width: 160 },
      qty: { kind: 'number', label: '合格数量', scale: 2, readOnly: true, width: 90 },
      price: { kind: 'money', label: '单价', readOnly: true, width: 100 },
      amount: { kind: 'money', label: '金额', width: 120 },
      remark: { kind: 'text', label: '说明', max: 200, width: 160 },
      disabled: { kind: 'bool', label: '已停用', readOnly: true, default: false, width: 70 },
      disable_reason: { kind: 'text', label: '停用原因', max: 200, readOnly: true, width: 140 },
      answer: { kind: 'enum', label: '供应商确认', options: STATEMENT_LINE_ANSWERS.map((a) => ({ value: a.value, label: a.value })), readOnly: true, width: 90 },
      answer_reason: { kind: 'text', label: '异议原因', max: 500, readOnly: true, width: 160 },
      resolution: { kind: 'enum', label: '异议处理', options: options(STATEMENT_RESOLUTIONS), readOnly: true, width: 80 },
      resolution_reason: { kind: 'text', label: '处理说明', max: 500, readOnly: true, width: 160 },
    },
  },
  editable: ['草稿'],
  // evidence while it is answered; a confirmed statement keeps its files as they are
  attachableIn: ['草稿', '已发布', '有异议'],
  actions: {
    // from 有异议: every disputed line adjusted or kept first; each publish is a new version
    SetPublish: {
      label: '发布',
      from: ['草稿', '有异议'],
      to: '已发布',
      path: `${SALE_CHECK_BASE}/SetPublish`,
      confirm: '发布后供应商即可看到并逐行确认该对账单，确认发布？',
    },
    // moved by the supplier's answers to the lines (ConfirmLine, DisputeLine), never a button
    Dispute: { label: '提出异议', from: ['已发布'], to: '有异议', by: 'owner', automatic: true },
    Confirm: { label: '全部确认', from: ['已发布', '有异议'], to: '已确认', by: 'owner', automatic: true },
  },
})

/** One line as a version snapshot keeps it (what both sides compare between versions). */
export interface StatementLineSnapshot {
  line_no: number
  source: string
  source_no: string
  mtr_name: string
  amount: number | string
  disabled: boolean
  /** what identifies the line across versions: its receipt line, claim or line id */
  key: string
}

export interface StatementChange {
  line_no: number
  source_no: string
  mtr_name: string
  change: '新增' | '删除' | '金额调整' | '停用' | '启用'
  before: string
  after: string
}

/** What changed from one published version of a statement to the next, line by line. */
export function statementChanges(before: readonly StatementLineSnapshot[], after: readonly StatementLineSnapshot[]): StatementChange[] {
  const old = new Map(before.map((l) => [l.key, l]))
  const changes: StatementChange[] = []
  const money = (v: number | string) => String(v)
  // exact: both amounts as cents (BigInt), never compared as floats
  const cents = (v: number | string) => {
    const d = parseDecimal(v)
    return d ? roundDecimal(d, 2) : 0n
  }
  for (const line of after) {
    const prev = old.get(line.key)
    old.delete(line.key)
    const base = { line_no: line.line_no, source_no: line.source_no, mtr_name: line.mtr_name }
    if (!prev) changes.push({ ...base, change: '新增', before: '', after: money(line.amount) })
    else {
      if (prev.disabled !== line.disabled) changes.push({ ...base, change: line.disabled ? '停用' : '启用', before: '', after: '' })
      if (cents(prev.amount) !== cents(line.amount)) changes.push({ ...base, change: '金额调整', before: money(prev.amount), after: money(line.amount) })
    }
  }
  for (const gone of old.values()) changes.push({ line_no: gone.line_no, source_no: gone.source_no, mtr_name: gone.mtr_name, change: '删除', before: money(gone.amount), after: '' })
  return changes
}

/** A published version of a statement as GetVersions answers it. */
export interface StatementVersion {
  version: number
  total_amount: number | string
  UserName: string
  published_at: string
  /** changes from the version before (none for the first) */
  changes: StatementChange[]
}
