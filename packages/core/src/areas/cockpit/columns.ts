import type { RecordColumn, RecordColumnKind } from './types'

// Columns of the records lists, shared by the figures that list the same records.

export const col = (key: string, label: string, kind: RecordColumnKind = 'text'): RecordColumn => ({ key, label, kind })

export const SUPPLIER = col('supply_name', '供应商')
export const WORKSHOP = col('workshop_name', '车间')
export const OUTLET = col('outlet_name', '服务网点')
export const MACHINE = [col('asset_no', '资产编号'), col('equip_name', '设备名称'), WORKSHOP] as const

/** Judged incoming inspections (PPM, lot acceptance). */
export const INSPECTION_COLUMNS = [
  col('insp_no', '检验单号'),
  SUPPLIER,
  col('mtr_code', '物料编码'),
  col('mtr_name', '物料名称'),
  col('lot_qty', '检验数量', 'number'),
  col('rejected_qty', '不合格数量', 'number'),
  col('verdict', '判定结果'),
  col('inspected_at', '判定时间', 'datetime'),
] as const

/** Confirmed order lines judged against a promised date (OTD). */
export const ORDER_LINE_COLUMNS = [
  col('order_no', '订单号'),
  col('line_no', '行号', 'number'),
  SUPPLIER,
  col('mtr_code', '物料编码'),
  col('mtr_name', '物料名称'),
  col('confirmed_qty', '确认数量', 'number'),
  col('first_promised_date', '首次承诺交期', 'date'),
  col('promised_date', '当前承诺交期', 'date'),
  col('received_by_promise', '交期内收货数量', 'number'),
  col('last_rcv_date', '最后收货日期', 'date'),
] as const

/** Repair work orders completed in the period (SLA, first-time fix, satisfaction). */
export const WORKBILL_COLUMNS = [
  col('bill_no', '工单号'),
  OUTLET,
  col('vin', '车架号(VIN)'),
  col('maintain_item', '维修类别'),
  col('reported_at', '报修时间', 'datetime'),
  col('complete_due', '完工期限', 'datetime'),
  col('completed_at', '完工时间', 'datetime'),
] as const

/** Breakdown repairs (MTBF's breakdowns, MTTR). */
export const REPAIR_COLUMNS = [
  col('log_no', '维修记录'),
  ...MACHINE,
  col('reported_at', '报修时间', 'datetime'),
  col('done_at', '完工时间', 'datetime'),
  col('fault_desc', '故障描述'),
] as const

/** Machines with their hour meter over the period (MTBF's running hours, availability). */
export const MACHINE_HOURS_COLUMNS = [
  ...MACHINE,
  col('meter_from', '期初读数(小时)', 'number'),
  col('meter_to', '期末读数(小时)', 'number'),
  col('operating_hours', '运行小时', 'number'),
] as const
