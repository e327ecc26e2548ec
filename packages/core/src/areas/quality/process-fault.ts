import { vinField } from '../../business/vehicle'
import { defineDocument } from '../../document/define'

/** Who a process fault is charged to. */
export const FAULT_RESPONSIBLE = ['部门', '供应商'] as const

/** A fault still open: the offline and final checks refuse a vehicle that has one. */
export const OPEN_FAULT_STATUSES = ['待处理', '处理中'] as const

export const FAULT_MESSAGES = {
  noVehicle: (vin: string) => `车架号 ${vin} 不存在`,
  needDept: '责任方为部门时请选择责任部门',
  needSupplier: '责任方为供应商时请选择责任供应商',
  bindingVehicle: '所选绑定零件不属于该车辆',
  bindingSupplier: '所选绑定零件的供应商与责任供应商不一致',
  claimNeedsSupplier: '只有责任方为供应商的故障可以发起索赔',
  claimed: (no: string) => `该故障已有索赔单 ${no}`,
} as const

/**
 * 生产过程故障 /QulManage/check_infor_fault_dtl (录入), check_infor_fault_query (查询与统计),
 * /qas/checkFault: a fault found on the line — the vehicle, the station, the fault code, photos
 * (the document's files), who is responsible (a department, or a supplier and the bound part's
 * batch), its handling and status. A supplier sees the faults charged to him; one charged to a
 * supplier can raise a claim draft (source 生产过程), and every fault enters the quality ledger.
 */
export const processFaultDocument = defineDocument({
  name: 'QulProcessFault',
  title: '生产过程故障',
  table: 'qul_process_fault',
  fn: 'QulManage_check_infor_fault_dtl',
  numbering: { field: 'fault_no', prefix: 'GZ' },
  status: {
    field: 'status',
    values: [
      { value: '待处理', tone: 'error' },
      { value: '处理中', tone: 'processing' },
      { value: '已关闭', tone: 'success' },
      { value: '已作废', tone: 'default' },
    ],
  },
  fields: {
    fault_no: { kind: 'text', label: '故障单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    vin: vinField,
    vehicle_id: { kind: 'number', label: '车辆', scale: 0, readOnly: true, list: false },
    model: { kind: 'text', label: '车型', max: 50, readOnly: true, filter: ['contains'], width: 100 },
    station_id: { kind: 'ref', label: '工位', required: true, ref: { resource: 'Station', labelField: 'station_name' }, filter: ['eq'], width: 110 },
    fault_code_id: { kind: 'ref', label: '故障代码', required: true, ref: { resource: 'FaultCode', labelField: 'name' }, filter: ['eq'], width: 140 },
    description: { kind: 'text', label: '故障描述', required: true, max: 500, filter: ['contains'], width: 220 },
    resp_type: { kind: 'enum', label: '责任方', required: true, options: FAULT_RESPONSIBLE.map((value) => ({ value, label: value })), filter: ['eq'], width: 70 },
    dept_id: { kind: 'ref', label: '责任部门', ref: { resource: 'Dept', labelField: 'dept_name' }, filter: ['eq'], width: 110 },
    supplyid: { kind: 'ref', label: '责任供应商', ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 180 },
    // the bound part at fault (a binding of the vehicle's flow card); the server copies its batch
    binding_id: { kind: 'number', label: '故障零件绑定', scale: 0, list: false },
    mtr_code: { kind: 'text', label: '零件编码', max: 30, readOnly: true, filter: ['contains'], width: 110 },
    mtr_name: { kind: 'text', label: '零件名称', max: 100, readOnly: true, width: 120 },
    rcv_line_id: { kind: 'number', label: '收货行', scale: 0, readOnly: true, list: false },
    rcv_no: { kind: 'text', label: '批次(收货单)', max: 20, readOnly: true, filter: ['contains', 'eq'], width: 150 },
    found_by: { kind: 'text', label: '发现人', max: 50, readOnly: true, width: 80 },
    found_at: { kind: 'datetime', label: '发现时间', readOnly: true, filter: ['between'], sort: true, width: 150 },
    handling: { kind: 'text', label: '处理措施', max: 500, readOnly: true, list: false },
    handler: { kind: 'text', label: '处理人', max: 50, readOnly: true, list: false },
    closed_at: { kind: 'datetime', label: '关闭时间', readOnly: true, list: false },
    claim_no: { kind: 'text', label: '索赔单号', max: 20, readOnly: true, width: 140 },
  },
  scope: { supplyid: 'supplyid' },
  hiddenFromOwner: ['已作废'],
  staffSide: 'quality',
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['fault_no', 'vin', 'description', 'rcv_no', 'mtr_code'],
  editable: ['待处理', '处理中'],
  actions: {
    Start: { label: '开始处理', from: ['待处理'], to: '处理中' },
    Close: { label: '关闭', from: ['待处理', '处理中'], to: '已关闭', form: { title: '处理结果', fields: ['handling'] } },
    Reopen: { label: '重新打开', from: ['已关闭'], to: '处理中', button: 'audit', reason: 'required' },
    Void: { label: '作废', from: ['待处理'], to: '已作废', reason: 'required' },
  },
})
