// What procurement (areas/order) and receiving (areas/receive, inspection in areas/quality) do alike
// to a purchase order: who sees it, locking it for a change, and its totals and status after one.
// Moved here from areas/order (filters.ts, detail.ts, refresh.ts).
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { refuse } from '../http/envelope'
import { inline, type Bind } from '../db/statements'
import { managedSuppliers, ownerScope } from '../platform/owner-scope'
import { purchaseOrder, purchaseOrderLine } from './purchase-schema'
import { statusFromLines } from '@scm/core/business'
import * as clock from '../clock'

export const ORDER_NOT_FOUND = '订单不存在'

/**
 * THE order visibility, used by every order read and write (lists, details, exports, summaries,
 * send records, batches, locks, receiving): supplier users see their own supplier's published
 * orders (a draft is the buyer's business); staff see the suppliers they manage.
 */
export function visibleOrders(user: CurrentUser, bind: Bind = inline): SQL | undefined {
  const O = purchaseOrder
  return and(
    ownerScope(user, { supplyid: O.supplyid }, bind),
    user.supplyid != null ? isNotNull(O.publishedAt) : undefined,
    managedSuppliers(user, O.supplyid, bind),
  )
}

/** Locks the order row for a state change; 404 when the caller may not see it. */
export async function lockOrder(db: Db, id: number, user: CurrentUser | null) {
  const scope = user ? visibleOrders(user) : undefined
  const [order] = await db.select().from(purchaseOrder).where(and(eq(purchaseOrder.id, id), scope)).for('update')
  if (!order) refuse(ORDER_NOT_FOUND, 404)
  return order
}

/**
 * After any change to an order's lines (answer, shipment, receipt): line delivery states, the
 * header totals and status — in the caller's transaction (batches: refreshBatches). Returns the
 * order status.
 */
export async function refreshOrder(db: Db, orderId: number): Promise<string> {
  const L = purchaseOrderLine
  // Delivery state of confirmed lines follows their quantities.
  await db
    .update(L)
    .set({
      lineStatus: sql`case when ${L.confirmedQty} > 0 and ${L.receivedQty} >= ${L.confirmedQty} then '已完成'
        when ${L.shippedQty} > 0 or ${L.receivedQty} > 0 then '交货中' else '已确认' end`,
    })
    .where(and(eq(L.orderId, orderId), inArray(L.lineStatus, ['已确认', '交货中', '已完成'])))

  const [sums] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${L.amount}), 0)`.mapWith(Number),
      qty: sql<number>`coalesce(sum(${L.qty}), 0)`.mapWith(Number),
      confirmedQty: sql<number>`coalesce(sum(${L.confirmedQty}), 0)`.mapWith(Number),
      shippedQty: sql<number>`coalesce(sum(${L.shippedQty}), 0)`.mapWith(Number),
      receivedQty: sql<number>`coalesce(sum(${L.receivedQty}), 0)`.mapWith(Number),
      qualifiedQty: sql<number>`coalesce(sum(${L.qualifiedQty}), 0)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${L.lineStatus} in ('待确认', '变更待审'))`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${L.lineStatus} in ('已确认', '交货中', '已完成'))`.mapWith(Number),
      rejected: sql<number>`count(*) filter (where ${L.lineStatus} = '已拒绝')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${L.lineStatus} = '已完成')`.mapWith(Number),
      moved: sql<number>`count(*) filter (where ${L.shippedQty} > 0 or ${L.receivedQty} > 0)`.mapWith(Number),
    })
    .from(L)
    .where(eq(L.orderId, orderId))
  const [order] = await db
    .select({ status: purchaseOrder.status, readAt: purchaseOrder.readAt, confirmedAt: purchaseOrder.confirmedAt, completedAt: purchaseOrder.completedAt })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.id, orderId))
  if (!order || !sums) return ''
  const status = statusFromLines(order.status, order.readAt, { ...sums, moved: sums.moved > 0 })
  const answered = status !== '草稿' && status !== '已作废' && sums.pending === 0 && sums.total > 0
  const now = clock.now()
  await db
    .update(purchaseOrder)
    .set({
      status,
      amount: sums.amount,
      lineCount: sums.total,
      qty: sums.qty,
      confirmedQty: sums.confirmedQty,
      shippedQty: sums.shippedQty,
      receivedQty: sums.receivedQty,
      qualifiedQty: sums.qualifiedQty,
      confirmedAt: answered ? (order.confirmedAt ?? now) : order.confirmedAt,
      completedAt: status === '已完成' ? (order.completedAt ?? now) : null,
    })
    .where(eq(purchaseOrder.id, orderId))

  return status
}
