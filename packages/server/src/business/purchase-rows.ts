// The answer shapes of the purchase chain (areas/order API.md OrderRow, OrderLine, BatchRow,
// BatchLine): procurement answers them and receiving shows the same order and delivery note.
// Moved here from areas/order (rows.ts, detail.ts, batch-rows.ts).
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import { pcSupply } from '../identity/partner-schema'
import { sysUser } from '../identity/user-schema'
import { deliveryBatch as B, deliveryBatchLine as BL, purchaseOrder as O, purchaseOrderLine as L } from './purchase-schema'
import { plain, type Plain } from '../http/plain'
import { todaySql } from '../clock/sql'

/** The order's buyer (sys_user joined under this name). */
export const buyer = alias(sysUser, 'buyer')

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

/** A line with what may still be shipped / received. */
export function lineOut<T extends { confirmed_qty: number; shipped_qty: number; received_qty: number; line_status: string }>(row: T) {
  const out = plain(row) as Plain<T> & { shippable_qty: number; receivable_qty: number }
  const confirmed = Number(row.confirmed_qty ?? 0)
  const confirmedLine = ['已确认', '交货中', '已完成'].includes(String(row.line_status))
  out.shippable_qty = confirmedLine ? Math.max(0, Math.round((confirmed - Number(row.shipped_qty)) * 100) / 100) : 0
  out.receivable_qty = confirmedLine ? Math.max(0, Math.round((confirmed - Number(row.received_qty)) * 100) / 100) : 0
  return out
}

export async function orderLines(db: Db, orderId: number) {
  const rows = await db.select(lineColumns).from(L).where(eq(L.orderId, orderId)).orderBy(asc(L.lineNo))
  return rows.map(lineOut)
}


/** Overdue: planned arrival before today (server date) and not fully received. */
export const overdueSql = sql<boolean>`(${B.plannedArrival} < ${todaySql} and ${B.status} <> '已收货')`

export const batchColumns = {
  id: B.id,
  batch_no: B.batchNo,
  order_id: B.orderId,
  order_no: O.orderNo,
  supplyid: B.supplyid,
  supply_name: pcSupply.supplyName,
  ship_date: B.shipDate,
  planned_arrival: B.plannedArrival,
  logistics_no: B.logisticsNo,
  remark: B.remark,
  status: B.status,
  overdue: overdueSql,
  overdue_days: sql<number>`case when ${overdueSql} then ${todaySql} - ${B.plannedArrival} else 0 end`.mapWith(Number),
  qty: B.qty,
  received_qty: B.receivedQty,
  public_key: B.publicKey,
  received_at: B.receivedAt,
  created_at: B.createdAt,
  created_by: B.createdByName,
}

export function selectBatches(db: Db) {
  return db
    .select(batchColumns)
    .from(B)
    .innerJoin(O, eq(O.id, B.orderId))
    .innerJoin(pcSupply, eq(pcSupply.supplyid, B.supplyid))
}

export async function batchRows(db: Db, where: SQL | undefined, order: SQL[] = [desc(B.id)]) {
  const rows = await selectBatches(db).where(where).orderBy(...order)
  return rows.map((row) => plain(row))
}

export async function batchLines(db: Db, batchId: number) {
  const rows = await db
    .select({
      id: BL.id,
      batch_id: BL.batchId,
      order_line_id: BL.orderLineId,
      line_no: L.lineNo,
      mtr_id: L.mtrId,
      mtr_code: L.mtrCode,
      mtr_name: L.mtrName,
      spec: L.spec,
      unit: L.unit,
      qty: BL.qty,
      received_qty: BL.receivedQty,
    })
    .from(BL)
    .innerJoin(L, eq(L.id, BL.orderLineId))
    .where(eq(BL.batchId, batchId))
    .orderBy(asc(L.lineNo))
  return rows.map((r) => ({ ...r, receivable_qty: Math.max(0, Math.round((r.qty - r.received_qty) * 100) / 100) }))
}
