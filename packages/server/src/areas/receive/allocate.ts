// Receiving by order number (no delivery note): the goods are the ones in transit, so the received
// quantity is booked on the line's open batch lines, oldest planned arrival first, and those
// batches reach 已收货 (refreshOrder) instead of staying 在途 and overdue.
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { deliveryBatch as B, deliveryBatchLine as BL } from '../order/schema'
import { round2 } from '../../platform/input'

/**
 * Books `qty` per order line on its batch lines not fully received. What exceeds the shipped
 * quantity stays on the order line only (the receivable rule of the caller allows it).
 */
export async function allocateToBatches(db: Db, received: Map<number, number>): Promise<void> {
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
