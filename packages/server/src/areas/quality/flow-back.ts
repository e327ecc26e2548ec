import { USABLE_DISPOSITIONS } from '@scm/core/quality'
import { documentAction } from '@scm/core'
import { receiptDocument } from '@scm/core/business'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http'
import { moveDocument } from '../../document/records'
import { round2 } from '../../platform/input'
import { purchaseOrderLine } from '../../business/purchase-schema'
import { refreshOrder } from '../../business/purchase-orders'
import { receiptDoc } from '../../business/purchase'
import { receiptStatus } from '../../business/receiving'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import { qulHandling, qulHandlingLine, qulInspection } from './schema'

// Where a lot's verdict goes: judging an inspection (inspection.ts) and completing a handling
// (handling.ts) both end here, so the receipt and order quantities have one author.

const I = qulInspection
const RL = pcReceiptLine

/** Inspections judged: their accepted/rejected quantities are facts. */
export const JUDGED = ['合格', '不合格', '已处理']

/**
 * THE flow back of judged and handled quantities to a receipt line (recomputed from its
 * inspections and completed handlings, so it is right however often it runs): qualified =
 * accepted + concession + rework, rejected = the rest of the rejected, returned = 退货;
 * 已检 once all its quantity is judged. Then the receipt's totals and status (待检验 → 已入库
 * with history) and the order line's qualified quantity by the change (+ refreshOrder).
 */
export async function flowBack(tx: Db, receiptLineId: number, user: CurrentUser, source: string): Promise<void> {
  const [line] = await tx.select().from(RL).where(eq(RL.id, receiptLineId)).for('update')
  if (!line) return
  const ofLine = and(eq(I.receipt_line_id, receiptLineId), inArray(I.status, JUDGED))
  const [judged] = await tx
    .select({ lot: sql<string>`coalesce(sum(${I.lot_qty}), 0)`, accepted: sql<string>`coalesce(sum(${I.accepted_qty}), 0)`, rejected: sql<string>`coalesce(sum(${I.rejected_qty}), 0)` })
    .from(I)
    .where(ofLine)
  const handled = await tx
    .select({ disposition: qulHandlingLine.disposition, qty: sql<string>`coalesce(sum(${qulHandlingLine.qty}), 0)` })
    .from(qulHandlingLine)
    .innerJoin(qulHandling, eq(qulHandling.id, qulHandlingLine.doc_id))
    .innerJoin(I, eq(I.id, qulHandling.insp_id))
    .where(and(ofLine, eq(qulHandling.status, '已完成')))
    .groupBy(qulHandlingLine.disposition)
  const disposed = (names: readonly string[]) => handled.filter((h) => names.includes(String(h.disposition))).reduce((s, h) => s + Number(h.qty), 0)
  const usable = disposed(USABLE_DISPOSITIONS)
  const qualifiedQty = round2(Number(judged!.accepted) + usable)
  const rejectedQty = round2(Number(judged!.rejected) - usable)
  const returnedQty = round2(disposed(['退货']))
  const checkStatus = Number(judged!.lot) >= Number(line.qty) ? '已检' : '待检'
  const change = round2(qualifiedQty - Number(line.qualifiedQty))
  await tx.update(RL).set({ qualifiedQty, rejectedQty, returnedQty, checkStatus }).where(eq(RL.id, receiptLineId))

  const [receipt] = await tx.select().from(pcReceipt).where(eq(pcReceipt.id, line.receiptId)).for('update')
  const lines = await tx.select({ qualified: RL.qualifiedQty, rejected: RL.rejectedQty, check: RL.checkStatus }).from(RL).where(eq(RL.receiptId, line.receiptId))
  await tx
    .update(pcReceipt)
    .set({ qualifiedQty: round2(lines.reduce((s, l) => s + Number(l.qualified), 0)), rejectedQty: round2(lines.reduce((s, l) => s + Number(l.rejected), 0)) })
    .where(eq(pcReceipt.id, line.receiptId))
  if (receipt!.status === '待检验' && receiptStatus(lines.map((l) => l.check)) === '已入库') {
    await moveDocument(tx, receiptDoc, documentAction(receiptDocument, 'Store'), line.receiptId, { user, side: 'quality', detail: `${source}：检验完毕` })
  }
  if (line.orderLineId !== null && change !== 0) {
    const [orderLine] = await tx
      .update(purchaseOrderLine)
      .set({ qualifiedQty: sql`${purchaseOrderLine.qualifiedQty} + ${change}` })
      .where(eq(purchaseOrderLine.id, line.orderLineId))
      .returning({ orderId: purchaseOrderLine.orderId })
    if (orderLine) await refreshOrder(tx, orderLine.orderId)
  }
}
