// Delivery batch answer shapes (API.md BatchRow, BatchLine).
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { pcSupply } from '../../identity/partner-schema'
import { deliveryBatch as B, deliveryBatchLine as BL, purchaseOrder as O, purchaseOrderLine as L } from './schema'
import { plain } from '../../http/plain'
import { todaySql } from '../../clock/sql'

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
