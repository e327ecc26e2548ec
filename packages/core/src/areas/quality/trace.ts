// Production traceability (/QulManage trace, mm_key_route, assembly_process_card, parts_traceability,
// production_plan_traceability, traceability_of_key_components): the messages and the shapes the
// server answers and the screens read, written once.
import type { VehicleLocation } from '../../business/vehicle'

export const TRACE_MESSAGES = {
  noVehicle: (vin: string) => `车架号 ${vin} 不存在`,
  vinExists: (vin: string) => `车架号 ${vin} 已存在`,
  noRoute: (model: string) => `车型 ${model} 没有已发布的关键工序路线`,
  lineNotInRoute: '该工序不属于该车型的关键工序路线',
  notOnLine: '车辆不在生产线上，不能记录工序或绑定零件',
  noKeyPart: '该工序没有需要绑定的关键件',
  needSerial: '该关键件按序列号绑定，请输入零件序列号',
  needBatch: '该关键件按批次绑定，请选择供应商批次',
  needPart: '请输入序列号或选择供应商批次',
  noBatch: '供应商批次不存在',
  batchMaterial: '所选批次的物料与该工序的关键件不一致',
  alreadyBound: '该工序的关键件已绑定，如需更换请使用更换',
  bindingGone: '绑定记录不存在或已解绑',
  needReason: '请输入解绑或更换原因',
  offlineAlready: '车辆已下线',
  notOffline: '车辆尚未下线，不能终检',
  finalAlready: '车辆已终检',
  /** the offline / final check refused: which key parts are missing, which faults are open */
  refused: (check: string, missing: readonly string[], faults: readonly string[]) =>
    `${check}不通过：${[missing.length ? `缺少关键件 ${missing.join('、')}` : '', faults.length ? `未关闭的故障 ${faults.join('、')}` : ''].filter(Boolean).join('；')}`,
  needScope: '请输入追溯条件',
  needWindow: '请选择工位及起止时间',
  noSnapshot: '追溯快照不存在',
  needName: '请输入快照名称',
} as const

/** The checks a vehicle passes at the end of the line. */
export const VEHICLE_CHECKS = ['下线', '终检'] as const
export type VehicleCheck = (typeof VEHICLE_CHECKS)[number]

/** What a trace starts from: a supplier batch (a receipt, optionally one part of it), a part serial, a production plan, or a station and time window. */
export const TRACE_SCOPES = [
  { value: 'batch', label: '供应商批次' },
  { value: 'serial', label: '零件序列号' },
  { value: 'plan', label: '生产计划' },
  { value: 'station', label: '工位及时间段' },
] as const
export type TraceScopeKind = (typeof TRACE_SCOPES)[number]['value']

/** A key part bound into a vehicle, with its batch, receipt, incoming inspection and claims. */
export interface TracePart {
  binding_id: number
  station_name: string
  process_name: string
  mtr_code: string
  mtr_name: string
  serial_no: string
  supplyid: number | null
  supply_name: string
  rcv_line_id: number | null
  rcv_no: string
  rcv_date: string
  /** latest incoming inspection verdict of the batch ('' none, 免检) */
  verdict: string
  insp_no: string
  claims: { claim_no: string; status: string; total_amount: number }[]
  /** the PPM target of the supplier's agreement in force (技术质量协议), and his PPM of the last twelve months */
  ppm_target: number | null
  actual_ppm: number | null
  bound_by: string
  bound_at: string
  unbound_by: string | null
  unbound_at: string | null
  unbind_reason: string | null
}

/** One row of a trace from a batch, serial, plan or station: a vehicle and where it is now. */
export interface TraceVehicleRow {
  vehicle_id: number
  vin: string
  model: string
  plan_no: string
  location: VehicleLocation
  station_name: string
  offline_date: string
  /** empty for a supplier's user (vehicle numbers without customers' names) */
  customer_name: string
  delivery_date: string
  mtr_code: string
  serial_no: string
  rcv_no: string
}

export interface TraceVehiclesAnswer {
  rows: TraceVehicleRow[]
  total: number
  page: number
  /** vehicles by where they are now (every location, 0 when none) */
  counts: Record<VehicleLocation, number>
}
