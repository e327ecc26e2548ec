import { PRICE_MESSAGES } from './terms'
import { defineDocument } from '../../document/define'

/**
 * 价格审核 /partsManage/PriceReview (DOMAIN.md "Goods and parts"): a supplier quotes a price for one
 * of his parts with a validity period; the buyer reviews it against the price in force and the
 * other suppliers' quotes and sends it into the approval flow (price_review); once approved it is
 * the approved price from its first day (the platform's approved prices, one period table), and the
 * price in force before it ends the day before.
 */
export const priceQuoteDocument = defineDocument({
  name: 'PcPriceQuote',
  title: '配件报价',
  table: 'pc_price_quote',
  fn: 'partsManage_PriceReview',
  numbering: { field: 'quote_no', prefix: 'BJ' },
  status: {
    field: 'status',
    values: [
      { value: '草稿', tone: 'default' },
      { value: '待审核', tone: 'processing' },
      { value: '审批中', tone: 'processing' },
      { value: '已批准', tone: 'success' },
      { value: '已退回', tone: 'warning' },
      { value: '已作废', tone: 'default' },
    ],
  },
  fields: {
    quote_no: { kind: 'text', label: '报价单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 20, readOnly: true, filter: ['in', 'eq'], width: 90 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    mtr_id: { kind: 'ref', label: '配件', required: true, ref: { resource: 'Material', labelField: 'mtr_name' }, filter: ['eq'], width: 160 },
    price: { kind: 'money', label: '报价(元)', required: true, sort: true, filter: ['gte', 'lte'], width: 110 },
    valid_from: { kind: 'date', label: '生效日期', required: true, sort: true, filter: ['between'], width: 110 },
    valid_to: {
      kind: 'date',
      label: '失效日期',
      sort: true,
      width: 110,
      rules: [{ trigger: 'change', message: PRICE_MESSAGES.period, check: (v, row) => !v || !row.valid_from || String(v) >= String(row.valid_from) }],
    },
    remark: { kind: 'text', label: '报价说明', max: 200 },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['quote_no', 'remark'],
  scope: { supplyid: 'supplyid' },
  ownerWrites: true,
  staffSide: 'buyer',
  editable: ['草稿', '已退回'],
  actions: {
    Submit: { label: '提交报价', from: ['草稿', '已退回'], to: '待审核', by: 'owner', confirm: '确认提交该报价？' },
    Approve: {
      label: '审核通过',
      from: ['待审核'],
      to: '已批准',
      button: 'audit',
      reason: 'optional',
      flow: { code: 'price_review', pending: '审批中', rejected: '已退回' },
    },
    Return: { label: '退回', from: ['待审核'], to: '已退回', button: 'audit', reason: 'required' },
    Void: { label: '作废', from: ['草稿', '已退回'], to: '已作废', by: 'both', reason: 'required' },
  },
})
