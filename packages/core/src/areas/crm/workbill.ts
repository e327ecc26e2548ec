import { WORKBILL_PRIORITIES } from './priorities'
import { vinField } from '../../business/vehicle'
import { defineDocument } from '../../document/define'

/** Statuses of a repair work order in order, with their tones (lists, filters and tags read these). */
export const WORKBILL_STATUS_VALUES = [
  { value: '新建', tone: 'default' },
  { value: '已派工', tone: 'processing' },
  { value: '处理中', tone: 'processing' },
  { value: '待客户', tone: 'warning' },
  { value: '已完工', tone: 'success' },
  { value: '已验收', tone: 'success' },
  { value: '已回访', tone: 'success' },
  { value: '已取消', tone: 'default' },
] as const

export const WORKBILL_MESSAGES = {
  vinNotOwned: '该车辆不属于所选客户',
  noOutlet: '请先选择服务网点再派工',
  noType: '工单类型不存在',
  satisfaction: '满意度须为1到5的整数',
  labourHours: '工时须大于0且不超过999小时',
} as const

/** Satisfaction scores at or below this open a complaint by themselves. */
export const COMPLAINT_SATISFACTION = 2

/**
 * 维修工单 /crm/workbill/se_workbill (DOMAIN.md "After-sales service"): a customer's vehicle fault,
 * reported by the customer or by service staff, dispatched to an outlet, taken and completed by the
 * outlet's engineer (labour, parts replaced with their serial numbers, warranty), accepted by the
 * customer (or by staff on his behalf, with a reason) and called back (satisfaction 1–5). Its
 * response and completion deadlines come from the work order type and priority, in business hours;
 * waiting for the customer (待客户) pauses the clock and resuming extends the deadline.
 */
export const workbillDocument = defineDocument({
  name: 'SeWorkbill',
  title: '维修工单',
  table: 'se_workbill',
  fn: 'crm_workbill_se_workbill',
  numbering: { field: 'bill_no', prefix: 'GD' },
  status: { field: 'status', values: WORKBILL_STATUS_VALUES },
  fields: {
    bill_no: { kind: 'text', label: '工单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    type_id: { kind: 'ref', label: '工单类型', required: true, ref: { resource: 'SeWorkbillType', labelField: 'name' }, filter: ['eq'], width: 100 },
    priority: {
      kind: 'enum',
      label: '优先级',
      required: true,
      default: '一般',
      options: WORKBILL_PRIORITIES.map((value) => ({ value, label: value })),
      filter: ['eq', 'in'],
      width: 70,
    },
    customer_id: { kind: 'ref', label: '客户', required: true, ref: { resource: 'CustInfo', labelField: 'cust_name' }, filter: ['eq'], width: 180 },
    // picked among the customer's vehicles; its VIN is kept on the work order (history by VIN)
    vehicle_id: { kind: 'ref', label: '车辆', required: true, ref: { resource: 'CustVehicle', labelField: 'vin', within: { customer_id: 'customer_id' } }, list: false },
    vin: { ...vinField, required: false, readOnly: true },
    contact_phone: { kind: 'text', label: '联系电话', max: 30, list: false },
    fault_desc: { kind: 'text', label: '故障描述', required: true, max: 1000, filter: ['contains'], width: 220 },
    maintain_item_id: { kind: 'ref', label: '维修类别', ref: { resource: 'SeMaintainItem', labelField: 'name' }, filter: ['eq'], width: 100 },
    service_manner_id: { kind: 'ref', label: '服务方式', ref: { resource: 'SeServiceManner', labelField: 'name' }, filter: ['eq'], list: false },
    service_item_id: { kind: 'ref', label: '服务项目', ref: { resource: 'SeServiceItem', labelField: 'name' }, list: false },
    outlet_id: { kind: 'ref', label: '服务网点', ref: { resource: 'ServiceOutlets', labelField: 'name' }, filter: ['eq'], width: 140 },
    // who took it on (Start) — the outlet's engineer
    engineer: { kind: 'text', label: '维修工程师', max: 50, readOnly: true, width: 90 },
    engineer_id: { kind: 'number', label: '工程师ID', scale: 0, readOnly: true, list: false },
    reported_at: { kind: 'datetime', label: '报修时间', readOnly: true, filter: ['between'], sort: true, width: 150 },
    response_due: { kind: 'datetime', label: '响应期限', readOnly: true, sort: true, list: false },
    complete_due: { kind: 'datetime', label: '完工期限', readOnly: true, filter: ['lte', 'between'], sort: true, width: 150 },
    responded_at: { kind: 'datetime', label: '响应时间', readOnly: true, list: false },
    paused_at: { kind: 'datetime', label: '暂停时间', readOnly: true, list: false },
    paused_hours: { kind: 'number', label: '暂停工时(小时)', scale: 2, readOnly: true, list: false },
    completed_at: { kind: 'datetime', label: '完工时间', readOnly: true, filter: ['between'], sort: true, list: false },
    // the engineer's completion form
    labour_hours: { kind: 'number', label: '工时(小时)', scale: 1, readOnly: true, list: false },
    warranty: {
      kind: 'enum',
      label: '三包索赔',
      readOnly: true,
      options: [
        { value: '是', label: '是（保修期内）' },
        { value: '否', label: '否（自费维修）' },
      ],
      filter: ['eq'],
      list: false,
    },
    finish_desc: { kind: 'text', label: '维修说明', max: 1000, readOnly: true, list: false },
    accepted_at: { kind: 'datetime', label: '验收时间', readOnly: true, list: false },
    // the return visit's form
    satisfaction: { kind: 'number', label: '满意度(1-5)', scale: 0, readOnly: true, filter: ['eq', 'lte'], list: false },
    visit_comment: { kind: 'text', label: '回访意见', max: 500, readOnly: true, list: false },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  scope: { customer: 'customer_id' },
  ownerWrites: true,
  staffSide: 'service',
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['bill_no', 'vin', 'fault_desc'],
  lines: {
    title: '更换零件',
    table: 'se_workbill_part',
    min: 0,
    max: 50,
    viaActions: true,
    fields: {
      part_code: { kind: 'text', label: '零件编码', required: true, max: 30, width: 120 },
      part_name: { kind: 'text', label: '零件名称', required: true, max: 100, width: 160 },
      qty: { kind: 'number', label: '数量', required: true, scale: 0, sum: true, width: 70 },
      faulty_sn: { kind: 'text', label: '故障件序列号', max: 50, width: 150 },
      new_sn: { kind: 'text', label: '新件序列号', max: 50, width: 150 },
    },
  },
  editable: ['新建'],
  actions: {
    Dispatch: { label: '派工', from: ['新建'], to: '已派工', button: 'audit', confirm: '派工到所选服务网点？' },
    // the outlet's engineer takes it on: the response
    Start: { label: '开始处理', from: ['已派工'], to: '处理中' },
    Pause: { label: '等待客户', from: ['处理中'], to: '待客户', reason: 'required' },
    Resume: { label: '恢复处理', from: ['待客户'], to: '处理中' },
    Complete: { label: '完工', from: ['处理中'], to: '已完工', form: { title: '完工登记', fields: ['labour_hours', 'warranty', 'finish_desc'], lines: true } },
    Accept: { label: '验收', from: ['已完工'], to: '已验收', by: 'owner', confirm: '确认维修已完成并验收？' },
    AcceptForCustomer: { label: '代客户验收', from: ['已完工'], to: '已验收', button: 'audit', reason: 'required' },
    Visit: { label: '回访', from: ['已验收'], to: '已回访', button: 'audit', form: { title: '工单回访', fields: ['satisfaction', 'visit_comment'] } },
    Cancel: { label: '取消', from: ['新建', '已派工', '处理中', '待客户'], to: '已取消', button: 'audit', reason: 'required' },
  },
})
