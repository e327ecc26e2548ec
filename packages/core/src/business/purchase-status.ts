// Order line and inspection states and the rules on order statuses (API.md "Statuses"); the
// Chinese labels are the stored values. Document statuses are declared with their documents.
import type { DocumentStatus } from '../document/define'

// The statuses of procurement's documents with their tones, as plain data: the documents declare
// them (documents.ts) and every status tag reads them without loading the definitions.
export const ORDER_STATUS_VALUES = [
  { value: '草稿', tone: 'default' },
  { value: '已发布', tone: 'processing' },
  { value: '已查看', tone: 'processing' },
  { value: '已确认', tone: 'success' },
  { value: '部分确认', tone: 'warning' },
  { value: '已拒绝', tone: 'error' },
  { value: '交货中', tone: 'processing' },
  { value: '已完成', tone: 'success' },
  { value: '已作废', tone: 'default' },
] as const satisfies readonly DocumentStatus[]

export const BATCH_STATUS_VALUES = [
  { value: '在途', tone: 'processing' },
  { value: '部分收货', tone: 'warning' },
  { value: '已收货', tone: 'success' },
] as const satisfies readonly DocumentStatus[]

export const RECEIPT_STATUS_VALUES = [
  { value: '待检验', tone: 'processing' },
  { value: '已入库', tone: 'success' },
] as const satisfies readonly DocumentStatus[]

const valuesOf = <V extends string>(values: readonly { value: V }[]): readonly V[] => values.map((s) => s.value)

export const ORDER_STATUSES = valuesOf(ORDER_STATUS_VALUES)
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const BATCH_STATUSES = valuesOf(BATCH_STATUS_VALUES)
export type BatchStatus = (typeof BATCH_STATUSES)[number]
export const RECEIPT_STATUSES = valuesOf(RECEIPT_STATUS_VALUES)
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number]

/** An order line's statuses, with the tones its tag shows. */
export const LINE_STATUS_VALUES = [
  { value: '待确认', tone: 'processing' },
  { value: '变更待审', tone: 'warning' },
  { value: '已确认', tone: 'success' },
  { value: '已拒绝', tone: 'error' },
  { value: '交货中', tone: 'processing' },
  { value: '已完成', tone: 'success' },
  { value: '已作废', tone: 'default' },
] as const satisfies readonly DocumentStatus[]
export const LINE_STATUSES = valuesOf(LINE_STATUS_VALUES)
export type LineStatus = (typeof LINE_STATUSES)[number]

/** Inspection state of a receipt line, with the tones its tag shows. */
export const CHECK_STATUS_VALUES = [
  { value: '免检', tone: 'success' },
  { value: '已检', tone: 'success' },
  { value: '待检', tone: 'processing' },
] as const satisfies readonly DocumentStatus[]
export const CHECK_STATUSES = valuesOf(CHECK_STATUS_VALUES)
export type CheckStatus = (typeof CHECK_STATUSES)[number]

/**
 * Who decides the qualified part of a received line: `exempt` — nobody, all of it is (a 免检
 * material, or the system skips inspection); `inspection` — incoming inspection, because the
 * material's approved standard requires it (receiving leaves the line 待检 and takes no qualified
 * quantity); `warehouse` — a material without an approved standard: the warehouse may count it at
 * receiving (已检) or leave it 待检.
 */
export type QualifiedBy = 'exempt' | 'inspection' | 'warehouse'

export function qualifiedBy(skipInspection: boolean, material: { inspection_exempt: boolean; inspection_required: boolean }): QualifiedBy {
  if (skipInspection || material.inspection_exempt) return 'exempt'
  return material.inspection_required ? 'inspection' : 'warehouse'
}

/**
 * The supplier may still answer lines (those still 待确认). 交货中 included: a partly confirmed
 * order may ship before every line is answered, and a refused proposal puts a line back to 待确认.
 */
export const CONFIRMABLE: readonly string[] = ['已发布', '已查看', '部分确认', '交货中']
/** Confirmed lines may be shipped and received. */
export const DELIVERABLE: readonly string[] = ['已确认', '部分确认', '交货中']
/** A line counted as confirmed (it has a confirmed quantity). */
export const CONFIRMED_LINE: readonly string[] = ['已确认', '交货中', '已完成']
/** A buyer may still cancel the order (until the supplier answers it): the Cancel action's from. */
export const CANCELLABLE: readonly OrderStatus[] = ['草稿', '已发布', '已查看']
/** Not part of the business any more: left out of summaries unless asked for. */
export const INACTIVE: readonly string[] = ['草稿', '已作废']

export interface LineCounts {
  total: number
  pending: number
  accepted: number
  rejected: number
  completed: number
  moved: boolean
}

/**
 * The order status that follows from its lines once published:
 * all rejected → 已拒绝; every confirmed line received (the rest rejected) → 已完成; anything shipped
 * or received → 交货中; all answered, none rejected → 已确认; some confirmed → 部分确认; else as read.
 */
export function statusFromLines(current: string, readAt: Date | null, lines: LineCounts): OrderStatus {
  if (current === '草稿' || current === '已作废') return current
  const { total, pending, accepted, rejected, completed, moved } = lines
  if (total > 0 && rejected === total) return '已拒绝'
  if (pending === 0 && accepted > 0 && completed === accepted) return '已完成'
  if (moved) return '交货中'
  if (pending === 0 && rejected === 0 && accepted > 0) return '已确认'
  if (accepted > 0) return '部分确认'
  return readAt ? '已查看' : '已发布'
}
