// The answer shapes of API.md (OrderRow, OrderLine, OrderLineRow): selected columns and mapping.
import { eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { plain, type Plain } from '../../http/plain'
import { pcSupply } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { purchaseOrder as O, purchaseOrderLine as L } from './schema'

const buyer = alias(sysUser, 'buyer')

export const orderColumns = {
  id: O.id,
  order_no: O.orderNo,
  supplyid: O.supplyid,
  supply_name: pcSupply.supplyName,
  buyer_userid: O.buyerUserid,
  buyer_name: buyer.userName,
  order_date: O.orderDate,
  delivery_address: O.deliveryAddress,
  currency: O.currency,
  remark: O.remark,
  status: O.status,
  amount: O.amount,
  line_count: O.lineCount,
  qty: O.qty,
  confirmed_qty: O.confirmedQty,
  shipped_qty: O.shippedQty,
  received_qty: O.receivedQty,
  qualified_qty: O.qualifiedQty,
  published_at: O.publishedAt,
  read_at: O.readAt,
  confirmed_at: O.confirmedAt,
  completed_at: O.completedAt,
  cancel_reason: O.cancelReason,
  created_at: O.createdAt,
  created_by: O.createdByName,
  updated_at: O.updatedAt,
  updated_by: O.updatedByName,
}

export const lineColumns = {
  id: L.id,
  order_id: L.orderId,
  line_no: L.lineNo,
  mtr_id: L.mtrId,
  mtr_code: L.mtrCode,
  mtr_name: L.mtrName,
  spec: L.spec,
  unit: L.unit,
  qty: L.qty,
  unit_price: L.unitPrice,
  amount: L.amount,
  required_date: L.requiredDate,
  confirmed_qty: L.confirmedQty,
  promised_date: L.promisedDate,
  proposed_qty: L.proposedQty,
  proposed_date: L.proposedDate,
  proposal_reason: L.proposalReason,
  reject_reason: L.rejectReason,
  shipped_qty: L.shippedQty,
  received_qty: L.receivedQty,
  qualified_qty: L.qualifiedQty,
  line_status: L.lineStatus,
  remark: L.remark,
}

/** Header rows with supplier and buyer names. */
export function selectOrders<E extends Record<string, SQL.Aliased | SQL>>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...orderColumns, ...extra })
    .from(O)
    .innerJoin(pcSupply, eq(pcSupply.supplyid, O.supplyid))
    .innerJoin(buyer, eq(buyer.userid, O.buyerUserid))
}

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

/** A line with what may still be shipped / received. */
export function lineOut<T extends { confirmed_qty: number; shipped_qty: number; received_qty: number; line_status: string }>(row: T) {
  const out = plain(row) as Plain<T> & { shippable_qty: number; receivable_qty: number }
  const confirmed = Number(row.confirmed_qty ?? 0)
  const confirmedLine = ['已确认', '交货中', '已完成'].includes(String(row.line_status))
  out.shippable_qty = confirmedLine ? Math.max(0, Math.round((confirmed - Number(row.shipped_qty)) * 100) / 100) : 0
  out.receivable_qty = confirmedLine ? Math.max(0, Math.round((confirmed - Number(row.received_qty)) * 100) / 100) : 0
  return out
}

/** Number of lines waiting on each side (confirmation list). */
export const pendingColumns = {
  pending_lines: sql<number>`(select count(*) from ${L} where ${L.orderId} = ${O.id} and ${L.lineStatus} = '待确认')`.mapWith(Number),
  proposal_lines: sql<number>`(select count(*) from ${L} where ${L.orderId} = ${O.id} and ${L.lineStatus} = '变更待审')`.mapWith(Number),
}
