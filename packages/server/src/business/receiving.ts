// Receiving: against an order (optionally through a delivery batch) or without an order. The
// receiving screens (areas/receive) save receipts here, and so do the demo seeds of procurement
// (areas/order) and incoming inspection (areas/quality); inspection moves a receipt by its
// status rule (receiptStatus). Moved here from areas/receive (receive.ts, allocate.ts).
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { refuse } from '../http/envelope'
import { readParam } from '../platform/params'
import { pcSupply, pubMateriel } from '../identity/partner-schema'
import { deliveryBatch as B, deliveryBatchLine as BL, purchaseOrderLine as L } from './purchase-schema'
import { lockOrder, refreshOrder } from './purchase-orders'
import { nextDocNo } from '../platform/numbering'
import { CONFIRMED_LINE, DELIVERABLE, qualifiedBy, receiptDocument, type CheckStatus, type QualifiedBy, type ReceiptStatus } from '@scm/core/business'
import { writeEvent } from '../document/records'
import { purchaseActor, receiptDoc, recordEvent, refreshBatches } from './purchase'
import { inLine, isBlank, optionalDate, optionalId, parseId, parseNumber, parseText, round2, today } from '../platform/input'
import { pcReceipt, pcReceiptLine } from './receipt-schema'

export const OVER_RECEIVING = '收货数量超过可收数量'
export const MUST_INSPECT = '该物料须经来料检验，收货时不能填写合格数量'

/** sys_param rcv_skip_check = 1: receipts go to stock without incoming inspection. */
export async function skipInspection(db: Db): Promise<boolean> {
  return (await readParam(db, 'rcv_skip_check', '0')).trim() === '1'
}

interface Quantities {
  qty: number
  qualifiedQty: number
  rejectedQty: number
  checkStatus: CheckStatus
}

/** Who decides the qualified part of each of these materials' lines (core qualifiedBy), the skip-inspection setting included. */
export async function qualifiersOf(db: Db, ids: number[]): Promise<Map<number, QualifiedBy>> {
  if (!ids.length) return new Map()
  const skip = await skipInspection(db)
  const rows = await db
    .select({ id: pubMateriel.mtrId, inspection_exempt: pubMateriel.inspectionExempt, inspection_required: pubMateriel.inspectionRequired })
    .from(pubMateriel)
    .where(inArray(pubMateriel.mtrId, ids))
  return new Map(rows.map((m) => [m.id, qualifiedBy(skip, m)]))
}

export interface ReceiveOptions {
  /**
   * Seeds' demo history only (the receiving call never passes it): a material that must be
   * inspected takes the qualified quantity given, as the outcome of an inspection made before the
   * portal kept inspections.
   */
  inspectedBefore?: boolean
}

/**
 * 免检: all of it qualified. Incoming inspection decides: 待检, and a qualified quantity is refused
 * (only 免检 or the skip setting put goods in stock without it). Otherwise the warehouse's count
 * (已检), or 待检 when left blank.
 */
function readQuantities(raw: Record<string, unknown>, by: QualifiedBy, options: ReceiveOptions): Quantities {
  const qty = parseNumber(raw.qty, '收货数量', { exclusiveMin: true })
  if (by === 'exempt') return { qty, qualifiedQty: qty, rejectedQty: 0, checkStatus: '免检' }
  if (isBlank(raw.qualified_qty)) return { qty, qualifiedQty: 0, rejectedQty: 0, checkStatus: '待检' }
  if (by === 'inspection' && !options.inspectedBefore) refuse(MUST_INSPECT)
  const qualifiedQty = parseNumber(raw.qualified_qty, '合格数量')
  if (qualifiedQty > qty) refuse('合格数量不能大于收货数量')
  return { qty, qualifiedQty, rejectedQty: round2(qty - qualifiedQty), checkStatus: '已检' }
}

function rawLines(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value) || !value.length) refuse('请至少填写一行收货数量')
  if (value.length > 200) refuse('收货行不能超过200行')
  return value.map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {}))
}

interface Header {
  rcvDate: string
  warehouse: string
  remark: string
}

function readHeader(body: Record<string, unknown>): Header {
  return {
    rcvDate: optionalDate(body.rcv_date, '收货日期') ?? today(),
    warehouse: parseText(body.warehouse, '仓库', 50, true),
    remark: parseText(body.remark, '备注', 200),
  }
}

/** Saves a receipt (one transaction: the caller's) and returns its id. */
export async function saveReceipt(db: Db, user: CurrentUser, body: Record<string, unknown>, options: ReceiveOptions = {}): Promise<number> {
  return isBlank(body.order_id) ? receiveWithoutOrder(db, user, body, options) : receiveOrder(db, user, body, options)
}

async function receiveOrder(db: Db, user: CurrentUser, body: Record<string, unknown>, options: ReceiveOptions): Promise<number> {
  const orderId = parseId(body.order_id, '订单编号')
  const batchId = optionalId(body.batch_id, '送货单')
  const header = readHeader(body)
  const raws = rawLines(body.lines)
  const order = await lockOrder(db, orderId, user)
  if (!DELIVERABLE.includes(order.status)) refuse('该订单状态不能收货')
  let batch: typeof B.$inferSelect | undefined
  if (batchId !== null) {
    ;[batch] = await db.select().from(B).where(and(eq(B.id, batchId), eq(B.orderId, orderId))).for('update')
    if (!batch) refuse('送货单不存在', 404)
  }
  const orderLines = new Map((await db.select().from(L).where(eq(L.orderId, orderId)).for('update')).map((l) => [l.id, l]))
  const batchLines = batch ? await db.select().from(BL).where(eq(BL.batchId, batch.id)).for('update') : []
  const qualifiers = await qualifiersOf(db, [...new Set([...orderLines.values()].map((l) => l.mtrId))])
  const taken = new Map<number, number>() // order line → qty in this receipt
  const takenBatch = new Map<number, number>()
  const lines = raws.map((raw, i) =>
    inLine(i + 1, () => {
      const line = orderLines.get(parseId(raw.order_line_id, '订单行'))
      if (!line) refuse('订单行不存在')
      if (!CONFIRMED_LINE.includes(line.lineStatus)) refuse('未确认的订单行不能收货')
      const q = readQuantities(raw, qualifiers.get(line.mtrId)!, options)
      const batchLine = batch
        ? batchLines.find((b) => (isBlank(raw.batch_line_id) ? b.orderLineId === line.id : b.id === parseId(raw.batch_line_id, '送货单行')))
        : undefined
      if (batch && (!batchLine || batchLine.orderLineId !== line.id)) refuse('该订单行不在此送货单中')
      const lineTaken = round2((taken.get(line.id) ?? 0) + q.qty)
      const receivable = round2(line.confirmedQty - line.receivedQty)
      if (lineTaken > receivable) refuse(`${OVER_RECEIVING}（可收 ${Math.max(0, receivable)}）`)
      taken.set(line.id, lineTaken)
      if (batchLine) {
        const batchTaken = round2((takenBatch.get(batchLine.id) ?? 0) + q.qty)
        const batchReceivable = round2(batchLine.qty - batchLine.receivedQty)
        if (batchTaken > batchReceivable) refuse(`${OVER_RECEIVING}（送货单可收 ${Math.max(0, batchReceivable)}）`)
        takenBatch.set(batchLine.id, batchTaken)
      }
      return { line, batchLine, q, remark: parseText(raw.remark, '备注', 200) }
    }),
  )
  const receiptId = await insertReceipt(db, user, header, order.supplyid, orderId, batch?.id ?? null, lines.map((l) => ({
    orderLineId: l.line.id,
    batchLineId: l.batchLine?.id ?? null,
    mtrId: l.line.mtrId,
    mtrCode: l.line.mtrCode,
    mtrName: l.line.mtrName,
    spec: l.line.spec,
    unit: l.line.unit,
    remark: l.remark,
    ...l.q,
  })))
  for (const l of lines) {
    await db
      .update(L)
      .set({ receivedQty: sql`${L.receivedQty} + ${l.q.qty}`, qualifiedQty: sql`${L.qualifiedQty} + ${l.q.qualifiedQty}` })
      .where(eq(L.id, l.line.id))
    if (l.batchLine) await db.update(BL).set({ receivedQty: sql`${BL.receivedQty} + ${l.q.qty}` }).where(eq(BL.id, l.batchLine.id))
  }
  if (!batch) await allocateToBatches(db, taken)
  await refreshOrder(db, orderId)
  const [receipt] = await db.select({ rcvNo: pcReceipt.rcvNo }).from(pcReceipt).where(eq(pcReceipt.id, receiptId))
  await refreshBatches(db, orderId, user, receipt!.rcvNo)
  const detail = lines.map((l) => `第${l.line.lineNo}行 ${l.q.qty}`).join('，')
  await recordEvent(db, purchaseActor(user, 'warehouse'), {
    orderId,
    action: '收货',
    detail: `收货单 ${receipt!.rcvNo}${batch ? `（送货单 ${batch.batchNo}）` : ''}：${detail}`,
  })
  return receiptId
}

async function receiveWithoutOrder(db: Db, user: CurrentUser, body: Record<string, unknown>, options: ReceiveOptions): Promise<number> {
  if (isBlank(body.supplyid)) refuse('请选择供应商')
  const supplyid = parseId(body.supplyid, '供应商')
  if (user.supplyid != null && user.supplyid !== supplyid) refuse('供应商不存在')
  const header = readHeader(body)
  const raws = rawLines(body.lines)
  const [supply] = await db.select({ id: pcSupply.supplyid }).from(pcSupply).where(eq(pcSupply.supplyid, supplyid))
  if (!supply) refuse('供应商不存在')
  const ids = raws.map((raw, i) => inLine(i + 1, () => (isBlank(raw.mtr_id) ? refuse('请选择物料') : parseId(raw.mtr_id, '物料'))))
  const materials = new Map((await db.select().from(pubMateriel).where(inArray(pubMateriel.mtrId, ids))).map((m) => [m.mtrId, m]))
  const qualifiers = await qualifiersOf(db, [...materials.keys()])
  const lines = raws.map((raw, i) =>
    inLine(i + 1, () => {
      const m = materials.get(ids[i]!)
      if (!m) refuse('物料不存在')
      return {
        orderLineId: null,
        batchLineId: null,
        mtrId: m.mtrId,
        mtrCode: m.mtrCode,
        mtrName: m.mtrName,
        spec: m.spec,
        unit: m.unit,
        remark: parseText(raw.remark, '备注', 200),
        ...readQuantities(raw, qualifiers.get(m.mtrId)!, options),
      }
    }),
  )
  return insertReceipt(db, user, header, supplyid, null, null, lines)
}

type ReceiptLineInput = Omit<typeof pcReceiptLine.$inferInsert, 'receiptId' | 'supplyid' | 'lineNo'>

/** A receipt waits for inspection while any line does; otherwise its goods are in stock. */
export const receiptStatus = (checks: readonly string[]): ReceiptStatus => (checks.includes('待检') ? '待检验' : '已入库')

async function insertReceipt(db: Db, user: CurrentUser, header: Header, supplyid: number, orderId: number | null, batchId: number | null, lines: ReceiptLineInput[]) {
  const sum = (pick: (l: ReceiptLineInput) => number | undefined) => round2(lines.reduce((s, l) => s + Number(pick(l) ?? 0), 0))
  const status = receiptStatus(lines.map((l) => l.checkStatus))
  const [receipt] = await db
    .insert(pcReceipt)
    .values({
      rcvNo: await nextDocNo(db, receiptDocument.numbering.prefix),
      status,
      supplyid,
      orderId,
      batchId,
      ...header,
      receiverUserid: user.userid,
      receiverName: user.UserName,
      qty: sum((l) => l.qty),
      qualifiedQty: sum((l) => l.qualifiedQty),
      rejectedQty: sum((l) => l.rejectedQty),
      lineCount: lines.length,
    })
    .returning({ id: pcReceipt.id })
  await db.insert(pcReceiptLine).values(lines.map((l, i) => ({ ...l, receiptId: receipt!.id, supplyid, lineNo: i + 1 })))
  await writeEvent(db, receiptDoc, receipt!.id, { action: '收货', to: status, detail: `${lines.length} 行，数量 ${sum((l) => l.qty)}`, side: 'warehouse', user })
  return receipt!.id
}

// Receiving by order number (no delivery note): the goods are the ones in transit, so the received
// quantity is booked on the line's open batch lines, oldest planned arrival first, and those
// batches reach 已收货 (refreshOrder) instead of staying 在途 and overdue.
/**
 * Books `qty` per order line on its batch lines not fully received. What exceeds the shipped
 * quantity stays on the order line only (the receivable rule of the caller allows it).
 */
async function allocateToBatches(db: Db, received: Map<number, number>): Promise<void> {
  const lineIds = [...received.keys()]
  if (!lineIds.length) return
  const open = await db
    .select({ id: BL.id, orderLineId: BL.orderLineId, qty: BL.qty, receivedQty: BL.receivedQty })
    .from(BL)
    .innerJoin(B, eq(B.id, BL.batchId))
    .where(and(inArray(BL.orderLineId, lineIds), lt(BL.receivedQty, BL.qty), ne(B.status, '已收货')))
    .orderBy(asc(B.plannedArrival), asc(B.id), asc(BL.id))
    .for('update', { of: BL })
  const left = new Map(received)
  for (const bl of open) {
    const rest = left.get(bl.orderLineId) ?? 0
    if (rest <= 0) continue
    const take = round2(Math.min(rest, bl.qty - bl.receivedQty))
    if (take <= 0) continue
    await db.update(BL).set({ receivedQty: sql`${BL.receivedQty} + ${take}` }).where(eq(BL.id, bl.id))
    left.set(bl.orderLineId, round2(rest - take))
  }
}
