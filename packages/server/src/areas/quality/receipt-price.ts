import { sql } from 'drizzle-orm'
import type { Db } from '../../db'

/**
 * The unit price of a receipt line as the statements price it (account/statement.ts
 * receiptSources): its order line's price, or — received without an order — the supplier's latest
 * live order line of that material dated on or before the receipt. Null when neither exists.
 */
export async function receiptLinePrice(db: Db, receiptLineId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select coalesce(ol.unit_price, lp.unit_price) as price
      from pc_receipt_line rl
      join pc_receipt r on r.id = rl.receipt_id
      left join purchase_order_line ol on ol.id = rl.order_line_id
      left join lateral (
        select pl.unit_price from purchase_order_line pl join purchase_order po on po.id = pl.order_id
         where rl.order_line_id is null and pl.supplyid = r.supplyid and pl.mtr_id = rl.mtr_id and po.status <> '已作废'
         order by (po.order_date <= r.rcv_date) desc, po.order_date desc, pl.id desc
         limit 1) lp on true
     where rl.id = ${receiptLineId}`)
  const [row] = (result as unknown as { rows: { price: string | number | null }[] }).rows
  return row?.price === null || row?.price === undefined ? null : Number(row.price)
}
