// Bulk order-review data for the review benchmark: INSERT … SELECT generate_series.
import type pg from 'pg'

export interface ReviewSize {
  /** parts in pub_materiel */
  parts: number
  /** product models, one standard BOM each */
  models: number
  /** lines of one model's standard BOM, seven levels */
  linesPerModel: number
  /** open orders (in review / ready) per model, each with its own BOM copied from the standard */
  ordersPerModel: number
  /** purchase orders of ten lines each */
  purchaseOrders: number
}

/** Level sizes of a model's tree: branching 3 per level, the seventh level the rest. */
export function levels(lines: number): { start: number; size: number }[] {
  const out: { start: number; size: number }[] = []
  let start = 1
  for (let l = 1; l <= 7; l++) {
    const size = l < 7 ? Math.min(3 ** l, lines - start + 1) : lines - start + 1
    out.push({ start, size })
    start += size
  }
  return out
}

/**
 * `parts` parts (BP000001…), `models` standard BOMs of `linesPerModel` lines seven levels deep
 * (position p of model m is part (m·linesPerModel + p) mod parts: distinct within a model, each
 * part in several models), approved prices for nine parts in ten, `ordersPerModel` orders per
 * model in review or ready with their own BOM copied, and `purchaseOrders` confirmed purchase
 * orders of ten open lines over the parts.
 */
export async function seedReview(client: pg.Client, size: ReviewSize): Promise<void> {
  const { parts, models, linesPerModel, ordersPerModel, purchaseOrders } = size
  await client.query(
    `insert into pub_materiel (mtr_code, mtr_name, spec, unit, category, price, supplyid)
     select 'BP' || lpad(g::text, 6, '0'), '压测零件' || g, '规格' || (g % 97), '件', '压测', 0, 1001 from generate_series(1, $1::int) g`,
    [parts],
  )
  const first = Number((await client.query(`select min(mtr_id) id from pub_materiel where mtr_code like 'BP%'`)).rows[0].id)
  // positions with their level's start and their parent's position
  const lv = levels(linesPerModel)
  const parentOf = lv
    .map(({ start, size }, i) => (i === 0 ? `when p < ${start + size} then 0` : `when p < ${start + size} then ${lv[i - 1]!.start} + (p - ${start}) / 3`))
    .join(' ')
  const part = (pos: string) => `${first} + ((m * ${linesPerModel} + ${pos}) % ${parts})`
  await client.query(
    `insert into pd_bom (model, configuration, parent_mtr_id, mtr_id, qty)
     select 'BM' || lpad(m::text, 4, '0'), '标准', case when q.parent = 0 then 0 else ${part('q.parent')} end, ${part('p')}, 1 + p % 4
     from generate_series(1, $1::int) m cross join generate_series(1, $2::int) p
     cross join lateral (select case ${parentOf} end as parent) q`,
    [models, linesPerModel],
  )
  await client.query(
    `insert into pc_part_price (mtr_id, supplyid, price, valid_from, quote_no)
     select mtr_id, 1001, 10 + mtr_id % 500, date '2020-01-01', 'BQ' || mtr_id from pub_materiel where mtr_code like 'BP%' and mtr_id % 10 <> 0`,
  )
  const customer = Number((await client.query(`select min(customer_id) id from sale_customer`)).rows[0].id)
  await client.query(
    `insert into sa_order (order_no, customer_id, model, configuration, qty, order_date, delivery_date)
     select 'BO' || lpad(m::text, 4, '0') || lpad(k::text, 2, '0'), $3::int, 'BM' || lpad(m::text, 4, '0'), '标准', 1 + k % 5, current_date - 30, current_date + 60 + k
     from generate_series(1, $1::int) m cross join generate_series(1, $2::int) k`,
    [models, ordersPerModel, customer],
  )
  await client.query(
    `insert into sa_order_review (order_id, order_type, status)
     select id, '标准订单', case when id % 3 = 0 then '已就绪' else '评审中' end from sa_order where order_no like 'BO%'`,
  )
  await client.query(
    `insert into sa_order_bom (order_id, parent_mtr_id, mtr_id, qty)
     select o.id, b.parent_mtr_id, b.mtr_id, b.qty from sa_order o join pd_bom b on b.model = o.model and b.configuration = o.configuration where o.order_no like 'BO%'`,
  )
  const buyer = Number((await client.query(`select userid from sys_user where usercode = 'buyer01'`)).rows[0].userid)
  await client.query(
    `insert into purchase_order (order_no, supplyid, buyer_userid, order_date, status, line_count)
     select 'BPO' || lpad(g::text, 7, '0'), 1001, $2::int, current_date - g % 60, '已确认', 10 from generate_series(1, $1::int) g`,
    [purchaseOrders, buyer],
  )
  await client.query(
    `insert into purchase_order_line (order_id, supplyid, line_no, mtr_id, mtr_code, mtr_name, qty, unit_price, amount, required_date, confirmed_qty, line_status)
     select o.id, 1001, l, m.mtr_id, m.mtr_code, m.mtr_name, 100, 10, 1000, current_date + ((o.id + l) % 120) - 30, 100, '已确认'
     from purchase_order o cross join generate_series(1, 10) l
     join pub_materiel m on m.mtr_id = ${first} + ((o.id * 10 + l) * 7919) % ${parts}
     where o.order_no like 'BPO%'`,
  )
  await client.query('analyze')
}
