import { STOCK_BILL_TYPES, type StockBillRow, type StockRow } from '@scm/core/account'
import { and, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { refuse, type CurrentUser, type ListRequest } from '../../http'
import { managedSuppliers, ownerScope } from '../../platform/owner-scope'
import { pcSupply } from '../../identity/partner-schema'
import { isBlank, optionalDate } from '../../platform/input'

// 库存单据查询 (MyStOutBill_query): the stock documents of a supplier's goods, from the records that
// hold them — receipt lines' accepted quantities taken into stock (入库) and the quantities quality
// handling sent back to him (退货, completed handlings). Filtered by the caller's supplier in the query.

const BILLS = sql`
  select '入库' as bill_type, r.rcv_no as bill_no, r.rcv_date::text as bill_date, r.supplyid, rl.mtr_code, rl.mtr_name,
         rl.qualified_qty as qty, r.warehouse, 'r' || rl.id as key
    from pc_receipt_line rl join pc_receipt r on r.id = rl.receipt_id
   where rl.qualified_qty > 0
  union all
  select '退货', h.handle_no, to_char(h.handled_at, 'YYYY-MM-DD'), h.supplyid, h.mtr_code, h.mtr_name,
         hl.qty, coalesce(r.warehouse, ''), 'h' || hl.id
    from qul_handling h join qul_handling_line hl on hl.doc_id = h.id
    left join qul_inspection i on i.id = h.insp_id
    left join pc_receipt_line rl on rl.id = i.receipt_line_id
    left join pc_receipt r on r.id = rl.receipt_id
   where h.status = '已完成' and hl.disposition = '退货'`

function billsWhere(user: CurrentUser, f: Record<string, unknown>): SQL {
  const parts: SQL[] = [and(ownerScope(user, { supplyid: pcSupply.supplyid }), managedSuppliers(user, pcSupply.supplyid)) ?? sql`true`]
  if (!isBlank(f.bill_type)) {
    const type = String(f.bill_type).trim()
    if (!(STOCK_BILL_TYPES as readonly string[]).includes(type)) refuse('单据类型不正确')
    parts.push(sql`b.bill_type = ${type}`)
  }
  if (!isBlank(f.mtr)) {
    const text = `%${String(f.mtr).trim().slice(0, 50).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    parts.push(sql`(b.mtr_code ilike ${text} or b.mtr_name ilike ${text})`)
  }
  const from = optionalDate(f.bill_date_from, '开始日期')
  const to = optionalDate(f.bill_date_to, '结束日期')
  if (from) parts.push(sql`b.bill_date >= ${from}`)
  if (to) parts.push(sql`b.bill_date <= ${to}`)
  return sql.join(parts, sql` and `)
}

/** A page of stock document lines, newest first, with the page count and the 合计 quantity. */
export async function stockBills(db: Db, user: CurrentUser, q: ListRequest) {
  const result = await db.execute(sql`
    with b as (select b.*, ${pcSupply.supplyName} as supply_name from (${BILLS}) b join ${pcSupply} on ${pcSupply.supplyid} = b.supplyid where ${billsWhere(user, q.filters)})
    select (select count(*)::int from b) as total,
           (select json_build_object('qty', coalesce(sum(qty), 0)::text) from b) as summary,
           (select coalesce(json_agg(p), '[]'::json) from (
              select key, bill_type, bill_no, bill_date, supplyid, supply_name, mtr_code, mtr_name, qty::text as qty, warehouse
                from b order by bill_date desc, bill_no desc, key limit ${q.rows} offset ${q.offset}) p) as rows`)
  const [answer] = (result as unknown as { rows: { total: number; summary: Record<string, string>; rows: StockBillRow[] }[] }).rows
  return answer!
}

/**
 * 库存查询 (MyStMreck_query): per supplier and material, what was taken into stock less what was
 * returned, from the same stock documents (filtered by the caller's supplier in the query).
 */
export async function stockOf(db: Db, user: CurrentUser, q: ListRequest) {
  const f = { mtr: q.filters.mtr, bill_date_to: q.filters.bill_date_to }
  const result = await db.execute(sql`
    with b as (select b.*, ${pcSupply.supplyName} as supply_name from (${BILLS}) b join ${pcSupply} on ${pcSupply.supplyid} = b.supplyid where ${billsWhere(user, f)}),
    g as (
      select supplyid, supply_name, mtr_code, max(mtr_name) as mtr_name,
             coalesce(sum(qty) filter (where bill_type = '入库'), 0) as in_qty, coalesce(sum(qty) filter (where bill_type = '退货'), 0) as return_qty,
             max(bill_date) as last_date
        from b group by supplyid, supply_name, mtr_code)
    select (select count(*)::int from g) as total,
           (select json_build_object('in_qty', coalesce(sum(in_qty), 0)::text, 'return_qty', coalesce(sum(return_qty), 0)::text,
                                     'stock_qty', coalesce(sum(in_qty - return_qty), 0)::text) from g) as summary,
           (select coalesce(json_agg(p), '[]'::json) from (
              select supplyid || '-' || mtr_code as key, supplyid, supply_name, mtr_code, mtr_name, in_qty::text as in_qty, return_qty::text as return_qty,
                     (in_qty - return_qty)::text as stock_qty, last_date
                from g order by supplyid, mtr_code limit ${q.rows} offset ${q.offset}) p) as rows`)
  const [answer] = (result as unknown as { rows: { total: number; summary: Record<string, string>; rows: StockRow[] }[] }).rows
  return answer!
}
