import { AQL_LABELS, INSPECTION_LEVELS, INSPECTION_SEVERITIES, SEVERITY_LABELS } from './sampling-terms'
import { defineDocument } from '../../document/define'

/** A lot's verdict: by the rule (nonconforming against Ac/Re) and as judged. */
export const VERDICTS = ['合格', '不合格'] as const
export type Verdict = (typeof VERDICTS)[number]

/** Severities an inspection can be planned on (正常检验, 加严检验, 放宽检验). */
export const INSPECTION_SEVERITY_OPTIONS = INSPECTION_SEVERITIES.map((s) => ({ value: SEVERITY_LABELS[s], label: SEVERITY_LABELS[s] }))

/** Messages of the inspection calls (server and screens read the same). */
export const INSPECTION_MESSAGES = {
  noStandard: '该物料没有已批准的检验标准，请先维护检验标准',
  notPending: '该收货行不需要检验或已检验完毕',
  overLot: '检验批量超过该收货行未检验的数量',
  lotInteger: '检验批量须为正整数',
  discontinued: '该供应商此物料在加严检验下累计5批不合格，已暂停检验，请供应商改进后恢复',
  notDiscontinued: '该供应商此物料未暂停检验',
  resumed: '已恢复检验（加严检验）',
  overrideReason: '判定与规则结论不一致，请填写改判原因',
  outOfLimits: '实测值超出上下限，请填写不合格数',
  defectCode: '请填写缺陷代码',
  unknownDefect: '缺陷代码不存在',
  overSample: '不合格数不能超过样本量',
  itemsKept: '检验项目来自检验标准，不能删除',
  noClaim: '只有不合格的检验可以发起索赔',
  /** {no}: the live claim the inspection already has */
  claimed: '该检验单已有索赔单 {no}，已为您打开',
} as const

const verdictOptions = VERDICTS.map((value) => ({ value, label: value }))
const count = (label: string, width = 80) => ({ kind: 'number', label, scale: 0, readOnly: true, width }) as const

/**
 * 来料检验单 /QulManage/check_infor_query (DOMAIN.md "Incoming inspection"): one lot of a receipt
 * line inspected against the material's approved standard. The server fills the sampling plan
 * (ISO 2859-1: code letter, n, Ac, Re on the severity the supplier × material's switching state
 * gives) and the items; the inspector enters measured values and nonconforming counts; judging
 * follows the rule, or overrides it with a reason, and flows the accepted and rejected quantities
 * back to the receipt, the order line and the warehousing statistics. Several inspections of one
 * receipt line are partial lots. The supplier sees his judged inspections, read-only.
 */
export const inspectionDocument = defineDocument({
  name: 'QulInspection',
  title: '来料检验单',
  table: 'qul_inspection',
  fn: 'QulManage_check_infor_query',
  numbering: { field: 'insp_no', prefix: 'JY' },
  status: {
    field: 'status',
    values: [
      { value: '检验中', tone: 'processing' },
      { value: '合格', tone: 'success' },
      { value: '不合格', tone: 'error' },
      { value: '已处理', tone: 'warning' },
      { value: '已作废', tone: 'default' },
    ],
  },
  fields: {
    insp_no: { kind: 'text', label: '检验单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    // given when the inspection is created (a task); everything below it the server fills
    receipt_line_id: { kind: 'number', label: '收货行', required: true, scale: 0, list: false },
    rcv_no: { kind: 'text', label: '收货单号', max: 20, readOnly: true, filter: ['contains'], width: 150 },
    receipt_id: { kind: 'number', label: '收货单', scale: 0, readOnly: true, list: false },
    order_line_id: { kind: 'number', label: '订单行', scale: 0, readOnly: true, list: false },
    supplyid: { kind: 'ref', label: '供应商', readOnly: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 180 },
    mtr_id: { kind: 'ref', label: '物料', readOnly: true, ref: { resource: 'Material', labelField: 'mtr_name' }, filter: ['eq'], list: false },
    mtr_code: { kind: 'text', label: '物料编码', max: 30, readOnly: true, filter: ['contains'], width: 120 },
    mtr_name: { kind: 'text', label: '物料名称', max: 100, readOnly: true, filter: ['contains'], width: 140 },
    lot_qty: { kind: 'number', label: '检验批量', required: true, scale: 0, sum: true, width: 90 },
    check_type_id: { kind: 'ref', label: '检验类型', required: true, ref: { resource: 'CheckInforType', labelField: 'name' }, filter: ['eq'], width: 100 },
    standard_id: { kind: 'number', label: '检验标准', scale: 0, readOnly: true, list: false },
    standard_no: { kind: 'text', label: '标准编号', max: 20, readOnly: true, list: false },
    standard_version: { kind: 'number', label: '标准版本', scale: 0, readOnly: true, list: false },
    inspection_level: { kind: 'enum', label: '检验水平', readOnly: true, options: INSPECTION_LEVELS.map((value) => ({ value, label: value })), list: false },
    aql: { kind: 'enum', label: 'AQL', readOnly: true, options: AQL_LABELS.map((value) => ({ value, label: value })), width: 70 },
    severity: { kind: 'enum', label: '检验严格度', readOnly: true, options: INSPECTION_SEVERITY_OPTIONS, filter: ['eq'], width: 90 },
    code_letter: { kind: 'text', label: '样本量字码', max: 2, readOnly: true, list: false },
    sample_size: count('样本量'),
    ac: count('Ac', 60),
    re: count('Re', 60),
    defect_total: { ...count('不合格数'), sum: true },
    rule_verdict: { kind: 'enum', label: '规则结论', readOnly: true, options: verdictOptions, list: false },
    verdict: { kind: 'enum', label: '判定结果', readOnly: true, options: verdictOptions, filter: ['eq'], width: 80 },
    override_reason: { kind: 'text', label: '改判原因', max: 500, readOnly: true, list: false },
    accepted_qty: { ...count('合格数量', 90), sum: true },
    rejected_qty: { ...count('不合格数量', 90), sum: true },
    inspector: { kind: 'text', label: '检验员', max: 50, readOnly: true, width: 80 },
    inspected_at: { kind: 'datetime', label: '判定时间', readOnly: true, filter: ['between'], sort: true, width: 150 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  // an inspection in progress or voided is the enterprise's business
  hiddenFromOwner: ['检验中', '已作废'],
  staffSide: 'quality',
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['insp_no', 'rcv_no', 'mtr_code', 'mtr_name'],
  lines: {
    title: '检验项目与缺陷',
    table: 'qul_inspection_line',
    // the standard's items come with the inspection; extra lines are defects found besides them
    min: 0,
    fields: {
      item_name: { kind: 'text', label: '检验项目', max: 60, readOnly: true, width: 120 },
      check_method: { kind: 'text', label: '检验方法', max: 100, readOnly: true, width: 160 },
      lower_limit: { kind: 'number', label: '下限', scale: 4, readOnly: true, width: 80 },
      upper_limit: { kind: 'number', label: '上限', scale: 4, readOnly: true, width: 80 },
      unit: { kind: 'text', label: '单位', max: 10, readOnly: true, width: 60 },
      key_item: { kind: 'bool', label: '关键项', readOnly: true, width: 60 },
      measured: { kind: 'number', label: '实测值', scale: 4, width: 90 },
      defect_code: { kind: 'text', label: '缺陷代码', max: 30, width: 100 },
      nonconforming: { kind: 'number', label: '不合格数', scale: 0, sum: true, width: 80 },
    },
    totals: { defect_total: 'nonconforming' },
  },
  editable: ['检验中'],
  actions: {
    Accept: { label: '判定合格', from: ['检验中'], to: '合格', button: 'audit', reason: 'optional' },
    Reject: { label: '判定不合格', from: ['检验中'], to: '不合格', button: 'audit', reason: 'optional' },
    // completing the lot's 判定处理单 (handlingDocument) hands the rejected lot on
    Handle: { label: '处理完成', from: ['不合格'], to: '已处理', automatic: true },
    Void: { label: '作废', from: ['检验中'], to: '已作废', reason: 'required', confirm: '作废后该批数量回到待检任务，确认作废？' },
  },
})

/** The verdict an action gives (判定合格 / 判定不合格). */
export const VERDICT_OF_ACTION: Readonly<Record<string, Verdict>> = { Accept: '合格', Reject: '不合格' }

/** An inspection task (/api/QulInspection/GetTasks): a receipt line 待检 with quantity not yet inspected. */
export interface InspectionTaskRow {
  id: number
  receipt_id: number
  rcv_no: string
  rcv_date: string
  supplyid: number
  supply_name: string
  mtr_id: number
  mtr_code: string
  mtr_name: string
  spec: string
  unit: string
  qty: number
  inspected_qty: number
  remaining_qty: number
  /** the material has an approved standard (else it cannot be inspected yet) */
  has_standard: boolean
  /** inspection of this supplier × material is stopped (ISO 2859-1 9.4) until 恢复检验 */
  stopped: boolean
}
