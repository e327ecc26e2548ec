import { EQUIP_STATUS_VALUES, MAIN_LOG_KINDS, MAIN_LOG_STATUS_VALUES, OSIP_LOG_STATUS_VALUES, OSIP_RESULTS, SHIFT_NAMES } from './terms'
import { defineDocument } from '../../document/define'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const dept = (label: string) => ({ kind: 'ref', label, ref: { resource: 'Dept', labelField: 'dept_name' } }) as const

/**
 * 设备台账 /equip/equipAccount: a machine of the plant in its workshop (an org_dept), with its
 * keeper, running hours (by readings) and files; its status moves only by actions with reasons
 * (停用, 启用, 报废) or by its repairs (维修 and back), each in its history.
 */
export const equipAccountDocument = defineDocument({
  name: 'EquipAccount',
  title: '设备台账',
  table: 'equip_account',
  fn: 'equip_equipAccount',
  numbering: { field: 'asset_no', prefix: 'SB' },
  status: { field: 'status', values: EQUIP_STATUS_VALUES },
  fields: {
    asset_no: { kind: 'text', label: '资产编号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    name: { kind: 'text', label: '设备名称', required: true, max: 50, filter: ['contains'], sort: true, width: 140 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 70 },
    type_id: { kind: 'ref', label: '设备类型', required: true, ref: { resource: 'EquipType', labelField: 'name' }, filter: ['eq'], width: 100 },
    model: { kind: 'text', label: '规格型号', max: 50, filter: ['contains'], width: 110 },
    maker: { kind: 'text', label: '制造厂家', max: 100, width: 140 },
    workshop_id: { ...dept('所属车间'), required: true, filter: ['eq'], width: 100 },
    location: { kind: 'text', label: '安装位置', max: 100, width: 120 },
    dept_id: { ...dept('使用部门'), list: false },
    keeper_id: { kind: 'ref', label: '保管人', ref: { resource: 'StaffUser', labelField: 'user_name', within: { dept_id: 'workshop_id' } }, width: 80 },
    commission_date: { kind: 'date', label: '投用日期', filter: ['between'], sort: true, width: 100 },
    running_hours: { kind: 'number', label: '运行小时', scale: 1, readOnly: true, sort: true, width: 90 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  defaultSort: { field: 'asset_no', order: 'asc' },
  searchKeyFields: ['asset_no', 'name', 'model'],
  editable: ['在用', '停用', '维修'],
  actions: {
    Stop: { label: '停用', from: ['在用'], to: '停用', reason: 'required' },
    Enable: { label: '启用', from: ['停用'], to: '在用', reason: 'optional' },
    Scrap: { label: '报废', from: ['在用', '停用'], to: '报废', reason: 'required', button: 'audit', confirm: '报废后设备不再保养和点检，确认报废？' },
    // by its repairs: a breakdown repair opened (a log or a spot check found a fault) and completed
    Breakdown: { label: '故障报修', from: ['在用', '停用'], to: '维修', automatic: true },
    Repaired: { label: '维修完成', from: ['维修'], to: '在用', automatic: true },
  },
})

/**
 * 保养记录 /equip/equipMainLog: planned maintenance (保养, closes the machine's due item and moves its
 * next due by the cycle) or a breakdown repair (故障维修: the machine is 维修 until it is completed).
 * Who, when, hours, parts, cost, result and files.
 */
export const equipMainLogDocument = defineDocument({
  name: 'EquipMainLog',
  title: '保养记录',
  table: 'equip_main_log',
  fn: 'equip_equipMainLog',
  numbering: { field: 'log_no', prefix: 'BY' },
  status: { field: 'status', values: MAIN_LOG_STATUS_VALUES },
  fields: {
    log_no: { kind: 'text', label: '记录编号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    kind: { kind: 'enum', label: '类别', required: true, default: '保养', options: options(MAIN_LOG_KINDS), filter: ['eq'], width: 80 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 70 },
    equip_id: { kind: 'ref', label: '设备', required: true, ref: { resource: 'EquipAccount', labelField: 'name' }, filter: ['eq'], width: 130 },
    workshop_id: { ...dept('所属车间'), readOnly: true, filter: ['eq'], width: 90 },
    item_id: { kind: 'ref', label: '保养项目', ref: { resource: 'EquipMainItem', labelField: 'name' }, filter: ['eq'], width: 120 },
    fault_desc: { kind: 'text', label: '故障描述', max: 500, list: false },
    reading_hours: { kind: 'number', label: '运行小时读数', scale: 1, list: false },
    work_hours: { kind: 'number', label: '工时(小时)', scale: 1, width: 80 },
    parts: { kind: 'text', label: '更换备件', max: 500, list: false },
    cost: { kind: 'money', label: '费用', sum: true, width: 100 },
    result: { kind: 'text', label: '处理结果', max: 500, width: 180 },
    executor: { kind: 'text', label: '执行人', max: 50, readOnly: true, width: 80 },
    done_at: { kind: 'datetime', label: '完成时间', readOnly: true, filter: ['between'], sort: true, width: 150 },
    // the due date the maintenance answered (the plan's, kept as it was): done by it or late
    due_date: { kind: 'date', label: '应保养日期', readOnly: true, filter: ['between'], list: false },
    source: { kind: 'text', label: '来源', max: 20, readOnly: true, list: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['log_no', 'result', 'fault_desc'],
  editable: ['处理中'],
  actions: {
    Finish: { label: '完工', from: ['处理中'], to: '已完成', confirm: '确认维修完成？设备将恢复在用' },
    // planned maintenance is done when it is recorded
    Close: { label: '保养完成', from: ['处理中'], to: '已完成', automatic: true },
  },
})

/**
 * 点检记录 /equip/equipOsipLog (entered at the machine, /equip/equipOsipLogAdd): one machine's spot
 * check in one shift, a result per item (正常/异常, a measured value, a photo). The shift, time and
 * inspector are the server's; an 异常 item raises a breakdown repair by itself.
 */
export const equipOsipLogDocument = defineDocument({
  name: 'EquipOsipLog',
  title: '点检记录',
  table: 'equip_osip_log',
  fn: 'equip_equipOsipLog',
  numbering: { field: 'log_no', prefix: 'DJ' },
  status: { field: 'status', values: OSIP_LOG_STATUS_VALUES },
  fields: {
    log_no: { kind: 'text', label: '点检单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, list: false },
    equip_id: { kind: 'ref', label: '设备', required: true, ref: { resource: 'EquipAccount', labelField: 'name' }, filter: ['eq'], width: 130 },
    workshop_id: { ...dept('所属车间'), readOnly: true, filter: ['eq'], width: 90 },
    shift_date: { kind: 'date', label: '日期', readOnly: true, filter: ['between'], sort: true, width: 100 },
    shift: { kind: 'enum', label: '班次', readOnly: true, options: options(SHIFT_NAMES), filter: ['eq'], width: 60 },
    result: { kind: 'enum', label: '点检结果', readOnly: true, options: options(OSIP_RESULTS), filter: ['eq'], width: 80 },
    inspector: { kind: 'text', label: '点检人', max: 50, readOnly: true, width: 80 },
    inspected_at: { kind: 'datetime', label: '点检时间', readOnly: true, sort: true, width: 150 },
    repair_log_id: { kind: 'number', label: '维修记录', scale: 0, readOnly: true, list: false },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['log_no'],
  editable: [],
  lines: {
    title: '点检结果',
    table: 'equip_osip_log_line',
    min: 1,
    max: 100,
    fields: {
      item_id: { kind: 'ref', label: '点检项目', required: true, ref: { resource: 'EquipOsipItem', labelField: 'name' }, width: 140 },
      result: { kind: 'enum', label: '结果', required: true, options: options(OSIP_RESULTS), width: 70 },
      value: { kind: 'number', label: '测量值', scale: 3, width: 90 },
      photo_file_id: { kind: 'number', label: '照片', scale: 0, width: 70 },
      note: { kind: 'text', label: '说明', max: 200, width: 160 },
    },
  },
  actions: {},
})
