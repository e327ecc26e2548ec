import { defineDocument } from '../../document/define'

/** What becomes of rejected quantity (判定处理): returned, accepted on concession, reworked, scrapped. */
export const DISPOSITIONS = ['退货', '让步接收', '返工', '报废'] as const
export type Disposition = (typeof DISPOSITIONS)[number]
/** Dispositions whose quantity is usable after all (qualified on the receipt and the order line). */
export const USABLE_DISPOSITIONS: readonly Disposition[] = ['让步接收', '返工']

export const HANDLING_MESSAGES = {
  notRejected: '只有判定不合格的检验可以处理',
  exists: '该检验已有判定处理单',
  sum: (lines: number, rejected: number) => `处理数量合计 ${lines} 须等于不合格数量 ${rejected}`,
} as const

/**
 * 判定处理单 /QulManage/qualityHandle: what becomes of a rejected lot's quantity, split by
 * disposition (退货 / 让步接收 / 返工 / 报废), each with quantity and reason. Completing it moves
 * the inspection to 已处理: concession and rework become qualified, a return is the quantity to
 * give back to the supplier. The supplier sees his completed handlings, read-only.
 */
export const handlingDocument = defineDocument({
  name: 'QulHandling',
  title: '判定处理单',
  table: 'qul_handling',
  fn: 'QulManage_qualityHandle',
  numbering: { field: 'handle_no', prefix: 'CZ' },
  status: {
    field: 'status',
    values: [
      { value: '处理中', tone: 'processing' },
      { value: '已完成', tone: 'success' },
      { value: '已作废', tone: 'default' },
    ],
  },
  fields: {
    handle_no: { kind: 'text', label: '处理单号', max: 20, readOnly: true, filter: ['contains'], sort: true, width: 150 },
    status: { kind: 'text', label: '状态', max: 10, readOnly: true, filter: ['in', 'eq'], width: 80 },
    // the 不合格 inspection handled, given when created; the rest the server copies from it
    insp_id: { kind: 'number', label: '检验单', required: true, scale: 0, list: false },
    insp_no: { kind: 'text', label: '检验单号', max: 20, readOnly: true, filter: ['contains'], width: 150 },
    rcv_no: { kind: 'text', label: '收货单号', max: 20, readOnly: true, list: false },
    supplyid: { kind: 'ref', label: '供应商', readOnly: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 180 },
    mtr_id: { kind: 'ref', label: '物料', readOnly: true, ref: { resource: 'Material', labelField: 'mtr_name' }, list: false },
    mtr_code: { kind: 'text', label: '物料编码', max: 30, readOnly: true, filter: ['contains'], width: 120 },
    mtr_name: { kind: 'text', label: '物料名称', max: 100, readOnly: true, width: 140 },
    rejected_qty: { kind: 'number', label: '不合格数量', scale: 0, readOnly: true, sum: true, width: 90 },
    total_qty: { kind: 'number', label: '处理数量', scale: 0, readOnly: true, sum: true, width: 90 },
    handler: { kind: 'text', label: '处理人', max: 50, readOnly: true, width: 80 },
    handled_at: { kind: 'datetime', label: '完成时间', readOnly: true, filter: ['between'], sort: true, width: 150 },
    remark: { kind: 'text', label: '备注', max: 200, list: false },
  },
  scope: { supplyid: 'supplyid' },
  managedSuppliers: true,
  hiddenFromOwner: ['处理中', '已作废'],
  staffSide: 'quality',
  defaultSort: { field: 'id', order: 'desc' },
  searchKeyFields: ['handle_no', 'insp_no', 'mtr_code', 'mtr_name'],
  lines: {
    title: '处理明细',
    table: 'qul_handling_line',
    fields: {
      disposition: { kind: 'enum', label: '处理方式', required: true, options: DISPOSITIONS.map((value) => ({ value, label: value })), width: 100 },
      qty: { kind: 'number', label: '数量', required: true, scale: 0, sum: true, width: 90 },
      reason: { kind: 'text', label: '原因', required: true, max: 200, width: 240 },
    },
    totals: { total_qty: 'qty' },
  },
  editable: ['处理中'],
  actions: {
    Complete: { label: '处理完成', from: ['处理中'], to: '已完成', button: 'audit', confirm: '完成后数量回写收货单与订单，确认完成处理？' },
    Void: { label: '作废', from: ['处理中'], to: '已作废', reason: 'required' },
  },
})

/** A row of 判定处理明细 (/api/QulHandling/GetLines): one disposition line with its handling. */
export interface HandlingLineRow {
  id: number
  handling_id: number
  handle_no: string
  status: string
  line_no: number
  disposition: Disposition
  qty: number
  reason: string
  handler: string
  handled_at: string
  insp_id: number
  insp_no: string
  supplyid: number
  supply_name: string
  mtr_code: string
  mtr_name: string
}
