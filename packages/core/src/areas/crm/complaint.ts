import { defineDocument } from '../../document/define'

/** Where a complaint comes from: the customer himself, staff on his behalf, or a poor return visit. */
export const COMPLAINT_SOURCES = ['客户', '员工', '回访'] as const

/**
 * 客户投诉 /crm/se_cust_complaint: a customer's complaint about a vehicle or a repair, entered by
 * the customer or by staff, or opened by itself when a work order's return visit scores 2 or lower.
 * Staff take it on, record the handling's steps by department, resolve it with the responsible
 * department, and follow it up with the customer's satisfaction. A customer sees and enters only his own.
 */
export const complaintDocument = defineDocument({
  name: 'SeComplaint',
  title: '客户投诉',
  table: 'se_cust_complaint',
  fn: 'crm_se_cust_complaint',
  numbering: { field: 'complaint_no', prefix: 'TS' },
  status: {
    field: 'status',
    values: [
      { value: '待处理', tone: 'warning' },
      { value: '处理中', tone: 'processing' },
      { value: '已处理', tone: 'success' },
      { value: '已回访', tone: 'success' },
      { value: '已关闭', tone: 'default' },
    ],
  },
  fields: {
    complaint_no: { kind: 'text', label: '投诉单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    customer_id: { kind: 'ref', label: '客户', required: true, ref: { resource: 'CustInfo', labelField: 'cust_name' }, filter: ['eq'], width: 180 },
    source: { kind: 'enum', label: '投诉来源', required: true, default: '客户', options: COMPLAINT_SOURCES.map((value) => ({ value, label: value })), filter: ['eq'], width: 80 },
    vin: { kind: 'text', label: '车架号(VIN)', max: 17, filter: ['eq', 'contains'], width: 170 },
    workbill_no: { kind: 'text', label: '关联工单', max: 20, filter: ['eq', 'contains'], width: 150 },
    content: { kind: 'text', label: '投诉内容', required: true, max: 1000, filter: ['contains'], width: 260 },
    deal_dept: { kind: 'text', label: '责任部门', max: 50, readOnly: true, width: 100 },
    deal_result: { kind: 'text', label: '处理结果', max: 1000, readOnly: true, list: false },
    satisfaction: { kind: 'number', label: '满意度(1-5)', scale: 0, readOnly: true, filter: ['eq', 'lte'], width: 90 },
    follow_comment: { kind: 'text', label: '回访意见', max: 500, readOnly: true, list: false },
  },
  scope: { customer: 'customer_id' },
  ownerWrites: true,
  staffSide: 'service',
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['complaint_no', 'content', 'vin', 'workbill_no'],
  // the handling's steps (se_complaint_deal_detail): what each department did and when
  lines: {
    title: '处理步骤',
    table: 'se_complaint_deal_detail',
    min: 0,
    max: 50,
    viaActions: true,
    fields: {
      step_date: { kind: 'date', label: '处理日期', required: true, width: 110 },
      dept: { kind: 'text', label: '处理部门', required: true, max: 50, width: 120 },
      handler: { kind: 'text', label: '处理人', max: 30, width: 80 },
      content: { kind: 'text', label: '处理内容', required: true, max: 500, width: 280 },
    },
  },
  editable: ['待处理'],
  actions: {
    Take: { label: '受理', from: ['待处理'], to: '处理中', button: 'audit' },
    // steps are recorded while it is handled, and with its resolution (responsible department, result)
    Step: { label: '登记处理步骤', from: ['处理中'], to: '处理中', form: { title: '处理步骤', fields: [], lines: true } },
    Resolve: { label: '处理完成', from: ['处理中'], to: '已处理', form: { title: '投诉处理', fields: ['deal_dept', 'deal_result'], lines: true } },
    FollowUp: { label: '投诉回访', from: ['已处理'], to: '已回访', button: 'audit', form: { title: '投诉回访', fields: ['satisfaction', 'follow_comment'] } },
    Close: { label: '关闭', from: ['待处理', '处理中'], to: '已关闭', button: 'audit', reason: 'required' },
  },
})
