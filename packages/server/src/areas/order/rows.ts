// The answer shapes of API.md (OrderRow, OrderLine, OrderLineRow): selected columns and mapping.
// OrderRow and OrderLine are the shared business's (business/purchase-rows.ts: receiving answers them too).
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { pcSupply } from '../../identity/partner-schema'
import { buyer, lineColumns } from '../../business/purchase-rows'
import { purchaseOrder as O, purchaseOrderLine as L } from './schema'

/** One row per line with its header (v2 lists). */
export function selectOrderLines(db: Db) {
  return db
    .select({
      ...lineColumns,
      order_no: O.orderNo,
      supplyid: O.supplyid,
      supply_name: pcSupply.supplyName,
      buyer_userid: O.buyerUserid,
      buyer_name: buyer.userName,
      order_date: O.orderDate,
      status: O.status,
    })
    .from(L)
    .innerJoin(O, eq(O.id, L.orderId))
    .innerJoin(pcSupply, eq(pcSupply.supplyid, O.supplyid))
    .innerJoin(buyer, eq(buyer.userid, O.buyerUserid))
}

/** Number of lines waiting on each side (confirmation list). */
export const pendingColumns = {
  pending_lines: sql<number>`(select count(*) from ${L} where ${L.orderId} = ${O.id} and ${L.lineStatus} = '待确认')`.mapWith(Number),
  proposal_lines: sql<number>`(select count(*) from ${L} where ${L.orderId} = ${O.id} and ${L.lineStatus} = '变更待审')`.mapWith(Number),
}
