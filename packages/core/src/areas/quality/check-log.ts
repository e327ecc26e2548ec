import { vinField } from '../../business/vehicle'
import { defineDocument } from '../../document/define'

export const CHECK_RESULTS = ['合格', '不合格'] as const

/**
 * 故障检验记录 /qas/CheckFaultLogAdd (新增), /qas/CheckFaultLogs (维护): an on-site inspection of a
 * vehicle at a station, item by item (the station's 现场检验项目 fill the lines of a new one), each
 * 合格 or 不合格 with what was found; submitting it fixes the record and its overall result.
 */
export const checkLogDocument = defineDocument({
  name: 'QasCheckLog',
  title: '故障检验记录',
  table: 'qas_check_log',
  fn: 'qas_CheckFaultLogs',
  numbering: { field: 'log_no', prefix: 'JL' },
  status: {
    field: 'status',
    values: [
      { value: '草稿', tone: 'default' },
      { value: '已提交', tone: 'success' },
    ],
  },
  fields: {
    log_no: { kind: 'text', label: '记录编号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    vin: vinField,
    vehicle_id: { kind: 'number', label: '车辆', scale: 0, readOnly: true, list: false },
    station_id: { kind: 'ref', label: '工位', required: true, ref: { resource: 'Station', labelField: 'station_name' }, filter: ['eq'], width: 110 },
    result: { kind: 'text', label: '检验结果', max: 10, readOnly: true, filter: ['eq'], width: 80 },
    bad_items: { kind: 'number', label: '不合格项数', scale: 0, readOnly: true, sum: true, width: 90 },
    inspector: { kind: 'text', label: '检验员', max: 50, readOnly: true, width: 80 },
    checked_at: { kind: 'datetime', label: '检验时间', readOnly: true, filter: ['between'], sort: true, width: 150 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['log_no', 'vin'],
  lines: {
    title: '检验项目',
    table: 'qas_check_log_line',
    // a new record may come without lines: its station's items fill them
    min: 0,
    fields: {
      item_name: { kind: 'text', label: '检验项目', required: true, max: 60, width: 160 },
      standard: { kind: 'text', label: '检验标准', max: 200, width: 200 },
      result: { kind: 'enum', label: '结果', required: true, options: CHECK_RESULTS.map((value) => ({ value, label: value })), width: 80 },
      finding: { kind: 'text', label: '发现问题', max: 200, width: 200 },
    },
  },
  editable: ['草稿'],
  actions: {
    Submit: { label: '提交', from: ['草稿'], to: '已提交' },
  },
})
