import { defineDocument } from '../../document/define'
import { SALE_CHECK_BASE } from './items'

/** The purchase invoice calls: the document kit's under `/SaleCheck/PchangAcc` (signed like every account call). */
export const INVOICE_BASE = `${SALE_CHECK_BASE}/PchangAcc`

/** How an invoice (and each of its lines) came out of the three-way match. */
export const INVOICE_MATCH = [
  { value: '不符', tone: 'error' },
  { value: '已匹配', tone: 'success' },
] as const
export type InvoiceMatch = (typeof INVOICE_MATCH)[number]['value']

/**
 * The tolerance of the match (system parameter, 元 per line): an invoice line's price may differ from
 * the order price, and its amount from order price × accepted quantity, by at most this much.
 */
export const INVOICE_TOLERANCE_PARAM = {
  key: 'invoice_match_tolerance',
  value: '0.05',
  description: '发票三单匹配容差（元/行）：开票单价与订单单价、开票金额与订单单价×合格数量之差不超过此值视为匹配',
} as const

export const INVOICE_MESSAGES = {
  notConfirmed: '只能对已确认的对账单登记发票',
  statementMatched: '该对账单已有匹配的发票，不能重复登记',
  duplicateNo: '该发票号码已登记',
  noLines: '请至少添加一行发票明细',
} as const

const options = (values: readonly { value: string }[]) => values.map((v) => ({ value: v.value, label: v.value }))

/**
 * 采购发票 /MyAccount/PchangAcc (DOMAIN.md "Reconciliation and balance"): the supplier records his
 * invoice (or attaches its scan) against one of his confirmed statements — number, date, tax, and a
 * line per statement receipt line with the invoiced quantity, price and amount. The server matches
 * every line three ways: the order price and the accepted quantity (both from the statement line,
 * which came from the receipt and its inspection) against the invoice line, within the tolerance
 * of `invoice_match_tolerance`; a line that does not agree is 不符 with what differs, and the
 * invoice is 已匹配 only when every line agrees and every receipt line of the statement is invoiced.
 * A 不符 invoice may be corrected and saved again; a 已匹配 one is locked.
 */
export const invoiceDocument = defineDocument({
  name: 'PchangAcc',
  title: '采购发票',
  table: 'acc_invoice',
  fn: 'MyAccount_PchangAcc',
  basePath: INVOICE_BASE,
  numbering: { field: 'reg_no', prefix: 'FP' },
  status: { field: 'status', values: INVOICE_MATCH },
  fields: {
    reg_no: { kind: 'text', label: '登记号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '匹配状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 90 },
    statement_id: { kind: 'ref', label: '对账单', required: true, ref: { resource: 'InvoiceStatement', labelField: 'check_no' }, filter: ['eq'], width: 150 },
    supplyid: { kind: 'ref', label: '供应商', readOnly: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    company_id: { kind: 'ref', label: '公司', readOnly: true, ref: { resource: 'Company', labelField: 'co_desc' }, filter: ['eq'], width: 180 },
    invoice_no: { kind: 'text', label: '发票号码', required: true, max: 20, rules: [{ trigger: 'blur', pattern: /^[0-9A-Za-z]+$/, message: '发票号码只能包含数字和字母' }], filter: ['contains'], sort: true, width: 140 },
    invoice_date: { kind: 'date', label: '开票日期', required: true, filter: ['between'], sort: true, width: 110 },
    amount: { kind: 'money', label: '不含税金额', readOnly: true, sum: true, width: 130 },
    tax_amount: { kind: 'money', label: '税额', required: true, rules: [{ trigger: 'blur', message: '税额不能为负数', check: (v) => v === '' || v === null || v === undefined || Number(v) >= 0 }], sum: true, width: 110 },
    total_amount: { kind: 'money', label: '价税合计', readOnly: true, sum: true, sort: true, width: 130 },
    expected_amount: { kind: 'money', label: '应开金额', readOnly: true, width: 130 },
    match_note: { kind: 'text', label: '匹配说明', max: 500, readOnly: true, width: 220 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  ownerWrites: true,
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['reg_no', 'invoice_no', 'remark'],
  // one invoice number once per supplier (checked before saving, and a unique index)
  unique: [['supplyid', 'invoice_no']],
  lines: {
    title: '发票明细',
    table: 'acc_invoice_line',
    min: 1,
    max: 2000,
    totals: { amount: 'amount' },
    fields: {
      check_line_no: { kind: 'number', label: '对账单行号', required: true, scale: 0, width: 90 },
      source_no: { kind: 'text', label: '收货单号', max: 30, readOnly: true, width: 150 },
      mtr_code: { kind: 'text', label: '物料编码', max: 30, readOnly: true, width: 120 },
      mtr_name: { kind: 'text', label: '物料名称', max: 100, readOnly: true, width: 160 },
      qty: { kind: 'number', label: '开票数量', required: true, scale: 2, width: 90 },
      price: { kind: 'money', label: '开票单价', required: true, width: 100 },
      amount: { kind: 'money', label: '开票金额', required: true, width: 120 },
      accepted_qty: { kind: 'number', label: '合格数量', scale: 2, readOnly: true, width: 90 },
      order_price: { kind: 'money', label: '订单单价', readOnly: true, width: 100 },
      expected_amount: { kind: 'money', label: '应开金额', readOnly: true, width: 120 },
      match: { kind: 'enum', label: '匹配结果', options: options(INVOICE_MATCH), readOnly: true, width: 90 },
      match_note: { kind: 'text', label: '不符原因', max: 300, readOnly: true, width: 220 },
    },
  },
  // a mismatched invoice is corrected and matched again; a matched one is locked
  editable: ['不符'],
  actions: {},
})
