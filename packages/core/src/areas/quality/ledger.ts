import { defineResource } from '../../resource/define'
import { formatNumber } from '../../format/number'

// 质量台账 /QulManage/accQuery: every quality event (inspection judged, rejected lot handled, claim
// raised / withdrawn / settled) in one read-only list, and its statistics by supplier, material and
// month. The server writes the rows (recordQualityEvent) in the transaction of each event.

/** 检验 | 处理 | 索赔 | 故障 (a production process fault charged to the supplier): the kinds of event the ledger holds. */
export const qualityEventKindOptions = [
  { value: '检验', label: '检验' },
  { value: '处理', label: '处理' },
  { value: '索赔', label: '索赔' },
  { value: '故障', label: '故障' },
] as const

export const qualityVerdictOptions = [
  { value: '合格', label: '合格' },
  { value: '不合格', label: '不合格' },
] as const

/** The ledger as a read-only resource: list and export only (the documents write it). */
export const qualityLedgerResource = defineResource({
  name: 'QulLedger',
  title: '质量台账',
  table: 'qul_ledger',
  fn: 'QulManage_accQuery',
  fields: {
    event_date: { kind: 'date', label: '日期', required: true, filter: ['between'], sort: true, width: 100 },
    kind: { kind: 'enum', label: '类别', required: true, options: qualityEventKindOptions, filter: ['eq', 'in'], width: 70 },
    doc_no: { kind: 'text', label: '单据号', required: true, max: 20, width: 150 },
    supplyid: { kind: 'ref', label: '供应商', required: true, ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'], width: 200 },
    mtr_id: { kind: 'ref', label: '物料', ref: { resource: 'Material', labelField: 'mtr_name' }, filter: ['eq'], list: false },
    mtr_code: { kind: 'text', label: '物料编码', max: 30, width: 110 },
    mtr_name: { kind: 'text', label: '物料名称', max: 100, width: 150 },
    lot_qty: { kind: 'number', label: '批量', scale: 2, width: 90 },
    sample_size: { kind: 'number', label: '样本量', width: 80 },
    defect_qty: { kind: 'number', label: '缺陷数', width: 80 },
    rejected_qty: { kind: 'number', label: '不合格数量', scale: 2, width: 100 },
    verdict: { kind: 'enum', label: '判定', options: qualityVerdictOptions, filter: ['eq'], width: 80 },
    defect_code: { kind: 'text', label: '缺陷代码', max: 30, filter: ['eq'], width: 100 },
    disposition: { kind: 'text', label: '处理/状态', max: 20, width: 100 },
    claim_amount: { kind: 'money', label: '索赔金额', width: 110 },
    user_name: { kind: 'text', label: '经办人', max: 50, width: 90 },
  },
  scope: { supplyid: 'supplyid' },
  defaultSort: { field: 'event_date', order: 'desc' },
  searchKeyFields: ['doc_no', 'mtr_code', 'mtr_name'],
})

/** How statistics group the events. */
export const ledgerStatGroupOptions = [
  { value: 'supplier', label: '按供应商' },
  { value: 'material', label: '按物料' },
  { value: 'month', label: '按月份' },
  { value: 'supplier_month', label: '按供应商×月份' },
] as const

export type LedgerStatGroup = (typeof ledgerStatGroupOptions)[number]['value']

/** How a figure is shown: counts and PPM as integers, quantities, money with 2 decimals, rates as %. */
export type LedgerStatKind = 'count' | 'qty' | 'money' | 'rate' | 'ppm'

/** The figures of every statistics row (and the 合计 row), in display order. */
export const ledgerStatMeasures = [
  { key: 'lots', label: '检验批数', kind: 'count' },
  { key: 'rejected_lots', label: '不合格批数', kind: 'count' },
  { key: 'lot_rejection_rate', label: '批不合格率', kind: 'rate' },
  { key: 'inspected_qty', label: '检验数量', kind: 'qty' },
  { key: 'rejected_qty', label: '不合格数量', kind: 'qty' },
  { key: 'ppm', label: 'PPM', kind: 'ppm' },
  { key: 'claim_amount', label: '索赔金额', kind: 'money' },
] as const satisfies readonly { key: string; label: string; kind: LedgerStatKind }[]

export type LedgerStatKey = (typeof ledgerStatMeasures)[number]['key']

/** One statistics row: the group (supplier, material and/or month) and its figures. */
export type LedgerStatRow = Record<LedgerStatKey, number> & {
  group_key: string
  group_label: string
  supplyid?: number
  supply_name?: string
  mtr_id?: number
  mtr_code?: string
  mtr_name?: string
  /** yyyy-MM */
  month?: string
  /** the PPM target of the supplier's quality agreement in force (null without one, or no one supplier) */
  ppm_target?: number | null
}

/** Groups whose rows are one supplier's: they show his agreement's PPM target beside the PPM (a supplier's own months too). */
export const ledgerStatHasTarget = (group: LedgerStatGroup, ownOnly: boolean): boolean =>
  group === 'supplier' || group === 'supplier_month' || (ownOnly && group === 'month')

/** What the screen's help text says about the figures (the server computes them so). */
export const LEDGER_STAT_HELP =
  '统计按自然月汇总检验事件：批不合格率 = 不合格批数 ÷ 检验批数；PPM = 不合格数量 ÷ 检验批量合计 × 1,000,000；索赔金额为索赔发布金额减去撤回金额。'

/** Rates come in percent: 12.5 → '12.50%'; PPM → '1,250'; counts '3,437'; money '12,345.60'. */
export function formatLedgerStat(value: unknown, kind: LedgerStatKind): string {
  if (value === null || value === undefined || value === '') return ''
  if (kind === 'rate') return `${formatNumber(value, 'money')}%`
  if (kind === 'ppm') return formatNumber(value, 'count')
  return formatNumber(value, kind)
}

/** A statistics period is whole months: yyyy-MM. */
export const LEDGER_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
