import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { pcSupply } from '../../identity/partner-schema'
import { purchaseOrderDocument, type OrderEvent } from '@scm/core/business'
import { documentHistory } from '../../document/records'
import { deliveryBatch, purchaseOrder as O } from './schema'
import { batchRows, orderLines, selectOrders } from '../../business/purchase-rows'
import { plain } from '../../http/plain'
import { ORDER_NOT_FOUND, visibleOrders } from '../../business/purchase-orders'

/** The order's history, oldest first: the kit's history entries (API.md OrderEvent). */
export async function orderHistory(db: Db, orderId: number): Promise<OrderEvent[]> {
  return (await documentHistory(db, purchaseOrderDocument.docType, orderId)).map((e) => ({ ...e, order_id: orderId, user_name: e.UserName }))
}

/**
 * OrderDetail of API.md, or undefined when the caller may not see it (another supplier's order,
 * a draft for a supplier user) — callers answer 404 either way, so ids confirm nothing.
 */
export async function findOrderDetail(db: Db, id: number, user: CurrentUser | null) {
  const scope = user ? visibleOrders(user) : undefined
  const [header] = await selectOrders(db).where(and(eq(O.id, id), scope))
  if (!header) return undefined
  const [supply] = await db
    .select({
      supplyid: pcSupply.supplyid,
      supply_name: pcSupply.supplyName,
      contact: pcSupply.contact,
      phone: pcSupply.phone,
      email: pcSupply.email,
      address: pcSupply.address,
    })
    .from(pcSupply)
    .where(eq(pcSupply.supplyid, header.supplyid))
  return {
    ...plain(header),
    lines: await orderLines(db, id),
    history: await orderHistory(db, id),
    batches: await batchRows(db, eq(deliveryBatch.orderId, id)),
    supply: supply ?? null,
  }
}

export async function orderDetail(db: Db, id: number, user: CurrentUser | null) {
  const detail = await findOrderDetail(db, id, user)
  if (!detail) refuse(ORDER_NOT_FOUND, 404)
  return detail
}
