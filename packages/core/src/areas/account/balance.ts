import { defineResource } from '../../resource/define'
import { SALE_CHECK_BASE } from './items'

// Balances with the counterparties (往来余额, DOMAIN.md "Reconciliation and balance"): per company of
// the enterprise × supplier × month, opening + confirmed statements − payments = closing, summed in
// SQL numeric from the records (statements, payments, opening balances), never typed. Staff publish
// a month's balances (UnitBalancePublish): each published row keeps its figures, and the supplier
// confirms or disputes it (Account_confirm_kc, <scm-supply-balance>).

/** The balance calls, all under /SaleCheck and signed. */
export const BALANCE_PATHS = {
  /** POST {company_id, period, supplyid?, page, rows}: the month's balances computed now, with their publication */
  list: `${SALE_CHECK_BASE}/GetCheckAcc`,
  /** POST {company_id, period, supplyids?}: publish the month's balances (a snapshot each) */
  publish: `${SALE_CHECK_BASE}/PublishBalance`,
  /** POST {company_id?, period_from?, period_to?, status?, page, rows}: the published balances */
  published: `${SALE_CHECK_BASE}/GetPublishedBalance`,
  /** POST {id}: the supplier agrees a published balance */
  confirm: `${SALE_CHECK_BASE}/ConfirmBalance`,
  /** POST {id, reason}: the supplier disputes a published balance */
  dispute: `${SALE_CHECK_BASE}/DisputeBalance`,
} as const

/** The menu functions of the balance screens. */
export const BALANCE_FNS = {
  /** SCM_CheckAcc: balances with the counterparties (vehicle plant) */
  vehicle: 'MyAccount_SCM_CheckAcc',
  /** SCM_CheckAcc_Fdj: the engine plant's */
  engine: 'MyAccount_SCM_CheckAcc_Fdj',
  /** Account_confirm_kc: the supplier confirms published balances */
  confirm: 'MyAccount_Account_confirm_kc',
  /** UnitBalancePublish: staff publish a month's balances */
  publish: 'MyAccount_UnitBalancePublish',
  /** SCM_SupplyAcc: staff enter payments and opening balances */
  entry: 'MyAccount_SCM_SupplyAcc',
} as const

/** The company codes of the enterprise (sys_company.co_code): the vehicle plant and the engine plant. */
export const COMPANY_CODES = { vehicle: '01', engine: '03' } as const

/** A published balance's status: the supplier agrees or disputes it; a disputed one is published again. */
export const BALANCE_STATUSES = [
  { value: '未发布', tone: 'default' },
  { value: '已发布', tone: 'processing' },
  { value: '有异议', tone: 'error' },
  { value: '已确认', tone: 'success' },
] as const
export type BalanceStatus = (typeof BALANCE_STATUSES)[number]['value']

/** Kinds of entries staff make in SCM_SupplyAcc. */
export const SUPPLY_ACC_TYPES = ['期初余额', '付款'] as const

export const BALANCE_MESSAGES = {
  period: '请选择正确的期间（yyyy-MM）',
  company: '请选择公司',
  nothing: '该期间没有可发布的余额',
  confirmed: '余额已确认，不能重新发布',
  notAnswerable: '只有已发布的余额可以确认或提出异议',
  reason: '请填写异议原因',
  notFound: '余额不存在',
} as const

/** One balance of a company × supplier × month (GetCheckAcc computes it; a published one is kept as published). */
export interface BalanceRow {
  id: number | null
  company_id: number
  co_desc: string
  supplyid: number
  supply_name: string
  /** yyyy-MM */
  period: string
  opening_amount: string
  statement_amount: string
  payment_amount: string
  closing_amount: string
  status: BalanceStatus
  /** the published figures differ from today's (statements or payments since) */
  changed?: boolean
  published_at: string | null
  confirmed_at: string | null
  dispute_reason: string
}

/**
 * 余额录入 /MyAccount/SCM_SupplyAcc: the payments made to a supplier and his opening balances with a
 * company (what was owed when the portal's books began, entered in the month it counts from). A
 * month's opening is every opening entry, confirmed statement and payment before it, plus the
 * opening entries of the month itself.
 */
export const supplyAccResource = defineResource({
  name: 'SupplyAcc',
  title: '付款与期初余额',
  table: 'acc_payment',
  fn: BALANCE_FNS.entry,
  basePath: `${SALE_CHECK_BASE}/SupplyAcc`,
  fields: {
    entry_type: { kind: 'enum', label: '类型', required: true, default: '付款', options: SUPPLY_ACC_TYPES.map((value) => ({ value, label: value })), filter: ['eq'], width: 90 },
    company_id: { kind: 'ref', label: '公司', required: true, ref: { resource: 'Company', labelField: 'co_desc' }, filter: ['eq'], width: 200 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    entry_date: { kind: 'date', label: '日期', required: true, filter: ['between'], sort: true, width: 110 },
    amount: {
      kind: 'money',
      label: '金额',
      required: true,
      sum: true,
      sort: true,
      rules: [{ trigger: 'blur', message: '付款金额必须大于0', check: (v, r) => r.entry_type !== '付款' || v === '' || v === null || v === undefined || Number(v) > 0 }],
      width: 130,
    },
    pay_no: { kind: 'text', label: '付款单号', max: 30, filter: ['contains'], width: 140 },
    remark: { kind: 'text', label: '备注', max: 200, width: 200 },
  },
  defaultSort: { field: 'entry_date', order: 'desc' },
  searchKeyFields: ['pay_no', 'remark'],
})
