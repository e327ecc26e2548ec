import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ApprovedPrice } from '@scm/core/business'
import * as clock from '../clock'
import { nowSql } from '../clock/sql'
import type { Db } from '../db'
import { pgErrorCode } from '../db/errors'
import { refuse } from '../http/envelope'
import { pcSupply, pubMateriel } from '../identity/partner-schema'
import { pcPartPrice as P, pubMaterielPack } from './catalogue-schema'

// THE approved price of a part in force on a date, for every area that prices a part (order
// review's BOM prices, statements, claims): one query, respecting both ends of the validity period
// (ERPNext's lookups ignore the end date, frappe/erpnext#29806 — not here).

/** Dates are compared as dates (yyyy-MM-dd); anything else is refused as the caller's mistake. */
function dateOf(on: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) refuse('日期格式错误')
  return on
}

/**
 * THE predicate: the period (of the pc_part_price row named `row`) covers the day — first day on or
 * before it, last day (if any) on or after it.
 */
export function inForceOn(on: string | SQL, row = 'pc_part_price'): SQL {
  const day = typeof on === 'string' ? sql`${dateOf(on)}::date` : on
  const t = sql.identifier(row)
  return sql`(${t}.valid_from <= ${day} and (${t}.valid_to is null or ${t}.valid_to >= ${day}))`
}

/**
 * The approved price in force as a scalar subquery, for queries that price many rows at once (a
 * statement's receipt lines, a BOM): `mtrId`, `supplyid` and `on` are SQL of the outer query.
 */
export function priceInForceSql(mtrId: SQL, supplyid: SQL, on: SQL): SQL {
  return sql`(select pp.price from ${P} pp where pp.mtr_id = ${mtrId} and pp.supplyid = ${supplyid} and ${inForceOn(on, 'pp')} limit 1)`
}

/**
 * The unit price a receipt line is settled at — statements price it so, and claims of its lot: its
 * order line's price; received without an order, the supplier's latest live order line of that
 * material dated on or before the receipt; else the approved price in force on the receipt date.
 * Over `rl` (pc_receipt_line) and `r` (pc_receipt) of the enclosing query: `joins` follows them,
 * `price` is the expression (null when none of the three exists).
 */
export const receiptPrice = {
  joins: sql`
      left join purchase_order_line ol on ol.id = rl.order_line_id
      left join lateral (
        select pl.unit_price from purchase_order_line pl join purchase_order po on po.id = pl.order_id
         where rl.order_line_id is null and pl.supplyid = r.supplyid and pl.mtr_id = rl.mtr_id and po.status <> '已作废'
         order by (po.order_date <= r.rcv_date) desc, po.order_date desc, pl.id desc
         limit 1) lp on true`,
  price: sql`coalesce(ol.unit_price, lp.unit_price, ${priceInForceSql(sql`rl.mtr_id`, sql`r.supplyid`, sql`r.rcv_date`)})`,
}

/** One receipt line's settled unit price (`receiptPrice`), null when it has none. */
export async function receiptLinePrice(db: Db, receiptLineId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select ${receiptPrice.price} as price
      from pc_receipt_line rl
      join pc_receipt r on r.id = rl.receipt_id ${receiptPrice.joins}
     where rl.id = ${receiptLineId}`)
  const [row] = (result as unknown as { rows: { price: string | number | null }[] }).rows
  return row?.price === null || row?.price === undefined ? null : Number(row.price)
}

const approvedColumns = {
  id: P.id,
  mtr_id: P.mtrId,
  mtr_code: pubMateriel.mtrCode,
  mtr_name: pubMateriel.mtrName,
  supplyid: P.supplyid,
  supply_name: pcSupply.supplyName,
  price: P.price,
  valid_from: P.validFrom,
  valid_to: P.validTo,
  quote_no: P.quoteNo,
  approved_at: P.approvedAt,
}

const selectApproved = (db: Db) =>
  db.select(approvedColumns).from(P).innerJoin(pubMateriel, eq(pubMateriel.mtrId, P.mtrId)).innerJoin(pcSupply, eq(pcSupply.supplyid, P.supplyid))

const plain = (r: Awaited<ReturnType<ReturnType<typeof selectApproved>['execute']>>[number]): ApprovedPrice => ({ ...r, price: Number(r.price) })

/**
 * Approved prices in force on `on` for the given parts: one row per part and supplier (periods never
 * overlap, so there is at most one). `supplyid` narrows to one supplier (a statement's).
 */
export async function pricesInForce(db: Db, query: { on?: string; mtrIds: number[]; supplyid?: number }): Promise<ApprovedPrice[]> {
  if (!query.mtrIds.length) return []
  const on = query.on ?? clock.today()
  const rows = await selectApproved(db).where(and(inArray(P.mtrId, query.mtrIds), query.supplyid === undefined ? undefined : eq(P.supplyid, query.supplyid), inForceOn(on)))
  return rows.map(plain)
}

/**
 * The price of one part on a date: the given supplier's, or without one the part's main supplier's,
 * else the lowest approved price in force (a BOM line names no supplier). null when none is in force.
 */
export async function priceInForce(db: Db, query: { mtrId: number; on?: string; supplyid?: number }): Promise<ApprovedPrice | null> {
  const rows = await pricesInForce(db, { on: query.on, mtrIds: [query.mtrId], supplyid: query.supplyid })
  if (rows.length <= 1) return rows[0] ?? null
  const [main] = await db.select({ supplyid: pubMateriel.supplyid }).from(pubMateriel).where(eq(pubMateriel.mtrId, query.mtrId))
  return rows.find((r) => r.supplyid === main?.supplyid) ?? [...rows].sort((a, b) => a.price - b.price)[0]!
}

/** A part's whole price history (every supplier, newest first); `supplyid` limits it to his own. */
export async function priceHistory(db: Db, mtrId: number, supplyid?: number): Promise<ApprovedPrice[]> {
  const rows = await selectApproved(db)
    .where(and(eq(P.mtrId, mtrId), supplyid === undefined ? undefined : eq(P.supplyid, supplyid)))
    .orderBy(sql`${P.validFrom} desc`, P.supplyid)
  return rows.map(plain)
}

const dayBefore = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`)
  t.setUTCDate(t.getUTCDate() - 1)
  return t.toISOString().slice(0, 10)
}

export interface PriceApproval {
  mtrId: number
  supplyid: number
  price: number
  validFrom: string
  validTo: string | null
  quoteNo: string
  userid: number | null
}

/**
 * The approved period a new one would overlap: one of the same part and supplier starting on or
 * after the new first day and reaching into the new period (one that started earlier is ended the
 * day before instead). null when the new period fits.
 */
export async function priceClash(db: Db, p: Pick<PriceApproval, 'mtrId' | 'supplyid' | 'validFrom' | 'validTo'>): Promise<{ no: string; from: string; to: string | null } | null> {
  const from = dateOf(p.validFrom)
  const to = p.validTo ? dateOf(p.validTo) : null
  const [clash] = await db
    .select({ no: P.quoteNo, from: P.validFrom, to: P.validTo })
    .from(P)
    .where(
      and(
        eq(P.mtrId, p.mtrId),
        eq(P.supplyid, p.supplyid),
        sql`${P.validFrom} >= ${from}::date`,
        sql`daterange(${P.validFrom}, ${P.validTo}, '[]') && daterange(${from}::date, ${to}::date, '[]')`,
      ),
    )
    .orderBy(P.validFrom)
    .limit(1)
  return clash ?? null
}

/**
 * Makes an approved quote the approved price from its first day: the period in force before it
 * (started earlier, still running on that day) ends the day before; any other overlap is refused
 * (409, the overlapping period named) — and the database refuses it too (the exclusion
 * constraint pc_part_price_no_overlap), whatever a caller does. In the caller's transaction.
 */
export async function approvePartPrice(tx: Db, p: PriceApproval, overlapMessage: (no: string, from: string, to: string | null) => string): Promise<void> {
  const from = dateOf(p.validFrom)
  const to = p.validTo ? dateOf(p.validTo) : null
  const clash = await priceClash(tx, p)
  if (clash) refuse(overlapMessage(clash.no, clash.from, clash.to), 409)
  await tx
    .update(P)
    .set({ validTo: dayBefore(from) })
    .where(and(eq(P.mtrId, p.mtrId), eq(P.supplyid, p.supplyid), sql`${P.validFrom} < ${from}::date`, sql`(${P.validTo} is null or ${P.validTo} >= ${from}::date)`))
  try {
    await tx.insert(P).values({ mtrId: p.mtrId, supplyid: p.supplyid, price: p.price, validFrom: from, validTo: to, quoteNo: p.quoteNo, approvedBy: p.userid, approvedAt: nowSql() })
  } catch (error) {
    // two approvals at once past the check above: the constraint holds, the later one is refused
    if (pgErrorCode(error) === '23P01') refuse(overlapMessage('', from, to), 409)
    throw error
  }
}

/** Approved pack quantities of a supplier's parts (receiving's pack check); absent when none approved. */
export async function packQuantities(db: Db, supplyid: number, mtrIds: number[]): Promise<Map<number, number>> {
  if (!mtrIds.length) return new Map()
  const rows = await db
    .select({ mtrId: pubMaterielPack.mtrId, qty: pubMaterielPack.packQty })
    .from(pubMaterielPack)
    .where(and(eq(pubMaterielPack.supplyid, supplyid), inArray(pubMaterielPack.mtrId, mtrIds)))
  return new Map(rows.map((r) => [r.mtrId, r.qty]))
}

/** Packaging approved: its pack quantity is the one receiving checks from now on. */
export async function setPackQuantity(tx: Db, p: { mtrId: number; supplyid: number; packQty: number; packageType: string; specNo: string }): Promise<void> {
  const values = { mtrId: p.mtrId, supplyid: p.supplyid, packQty: p.packQty, packageType: p.packageType, specNo: p.specNo, updatedAt: nowSql() }
  await tx.insert(pubMaterielPack).values(values).onConflictDoUpdate({ target: [pubMaterielPack.mtrId, pubMaterielPack.supplyid], set: values })
}
