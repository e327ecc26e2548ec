// The purchase chain's documents on the kit's tables (business/purchase-schema.ts,
// receipt-schema.ts): procurement (areas/order) writes orders and batches, receiving
// (areas/receive) and incoming inspection (areas/quality) move receipts, and each side writes the
// order's and the batch's history. Moved here from areas/order (documents.ts, events.ts,
// batch.ts refreshBatches) and areas/receive/documents.ts.
import { deliveryBatchDocument, purchaseOrderDocument, receiptDocument } from '@scm/core/business'
import { documentAction, type EventSide } from '@scm/core'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { nowSql } from '../clock/sql'
import { deliveryBatch as B, deliveryBatchLine as BL, purchaseOrder, purchaseOrderLine } from './purchase-schema'
import { pcReceipt, pcReceiptLine } from './receipt-schema'
import { bindDocument, moveDocument, sideOf, writeEvent } from '../document/records'

/** Numbering, status moves and history of the purchase chain's documents go through the kit. */
export const orderDoc = bindDocument(purchaseOrderDocument, { header: purchaseOrder, lines: purchaseOrderLine })
export const batchDoc = bindDocument(deliveryBatchDocument, { header: B, lines: BL })
export const receiptDoc = bindDocument(receiptDocument, { header: pcReceipt, lines: pcReceiptLine })

export interface Actor {
  userid: number | null
  name: string
  side: EventSide
}

/** Who acts: a supplier's user is the supplier side; staff act as `staffSide` (buyer or warehouse). */
export function purchaseActor(user: CurrentUser | undefined, staffSide: EventSide = 'buyer'): Actor {
  if (!user) return { userid: null, name: '', side: 'supplier' }
  return { userid: user.userid, name: user.UserName, side: sideOf(user, staffSide) }
}

export interface OrderEventInput {
  orderId: number
  action: string
  detail?: string
  reason?: string
  lineNo?: number | null
  from?: string
  to?: string
}

/** One entry of the order's history (the kit's one history), which buyer and supplier both read. */
export async function recordEvent(db: Db, actor: Actor, event: OrderEventInput): Promise<void> {
  await writeEvent(db, orderDoc, event.orderId, {
    action: event.action,
    from: event.from,
    to: event.to,
    detail: event.detail,
    reason: event.reason,
    lineNo: event.lineNo,
    side: actor.side,
    user: actor.userid === null ? null : { userid: actor.userid, UserName: actor.name },
  })
}

/**
 * After a receipt: each batch of the order takes its received quantity from its lines and, when
 * that moves it (在途 → 部分收货 → 已收货), the kit's move writes the batch's history.
 */
export async function refreshBatches(db: Db, orderId: number, user: CurrentUser, receiptNo: string): Promise<void> {
  const rows = await db
    .select({ id: B.id, status: B.status, qty: B.qty, received: sql<number>`coalesce(sum(${BL.receivedQty}), 0)`.mapWith(Number) })
    .from(B)
    .leftJoin(BL, eq(BL.batchId, B.id))
    .where(eq(B.orderId, orderId))
    .groupBy(B.id)
  for (const batch of rows) {
    const full = batch.received >= Number(batch.qty)
    const status = full ? '已收货' : batch.received > 0 ? '部分收货' : '在途'
    const set = { receivedQty: batch.received, receivedAt: full ? sql`coalesce(${B.receivedAt}, ${nowSql()})` : null }
    if (status === batch.status || status === '在途') {
      await db.update(B).set(set).where(eq(B.id, batch.id))
      continue
    }
    const action = documentAction(deliveryBatchDocument, full ? 'Receive' : 'ReceivePart')
    await moveDocument(db, batchDoc, action, batch.id, { user, side: 'warehouse', detail: `收货单 ${receiptNo}：已收 ${batch.received}`, set })
  }
}
