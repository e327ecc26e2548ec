// Bulk data for the order benchmark, made with INSERT … SELECT generate_series (seconds, not minutes).
import type pg from 'pg'

export interface BulkSize {
  orders: number
  linesPerOrder: number
  suppliers: number
  days: number
}

/** Every status, weighted roughly like a live system (most orders are done or delivering). */
const STATUSES = ['已完成', '已完成', '已完成', '交货中', '交货中', '已确认', '部分确认', '已查看', '已发布', '已拒绝', '已作废', '草稿']

/** Suppliers 2001… beside the demo 1001–1005, so there are `suppliers` in all, and 200 bench materials. */
export async function seedBulkPartners(client: pg.Client, suppliers: number): Promise<void> {
  await client.query(
    `insert into pc_supply (supplyid, supply_name, short_name, contact, email)
     select 2000 + g, '压测供应商' || g || '号零部件有限公司', '压测' || g, '联系人' || g, 'bench' || g || '@supplier.example'
     from generate_series(1, $1::int - 5) g on conflict do nothing`,
    [suppliers],
  )
  await client.query(
    `insert into pub_materiel (mtr_code, mtr_name, spec, unit, category, price, supplyid)
     select 'B' || lpad(g::text, 6, '0'), '压测物料' || g, '规格' || (g % 17), '件', '压测', (10 + g % 500)::numeric(14,2), 2000 + 1 + (g % ($1::int - 5))
     from generate_series(1, 200) g on conflict do nothing`,
    [suppliers],
  )
}

export async function seedBulk(client: pg.Client, size: BulkSize): Promise<void> {
  const { orders, linesPerOrder, suppliers, days } = size
  await seedBulkPartners(client, suppliers)
  const [{ rows: [buyer] }, { rows: mats }] = await Promise.all([
    client.query(`select userid from sys_user where usercode = 'buyer01'`),
    client.query(`select array_agg(mtr_id order by mtr_id) ids, array_agg(mtr_code order by mtr_id) codes, array_agg(mtr_name order by mtr_id) names, array_agg(price order by mtr_id) prices from pub_materiel`),
  ])
  const supplierIds = (await client.query(`select array_agg(supplyid order by supplyid) ids from pc_supply`)).rows[0].ids as number[]

  const base = Number((await client.query(`select coalesce(max(id), 0) as id from purchase_order`)).rows[0].id)
  // Order g: id base+g, on day (g % days) back from today (its 4-digit suffix numbers it within
  // the day), supplier by g, status varying within each supplier. Line n of order g picks a
  // material and a quantity from (g, n), so headers can carry their totals without an UPDATE.
  const status = `($5::text[])[1 + ((g / 300) * 5 + g) % array_length($5::text[], 1)]`
  const pick = `1 + ((g * 13 + n * 101) % array_length($6::int[], 1))`
  const qty = `(10 + (g * 7 + n * 3) % 490)::numeric(14,2)`
  const done = (expr: string, st: string) => `case when ${st} in ('已确认', '部分确认', '交货中', '已完成') then ${expr} else 0 end`
  const shipped = (st: string) => `case when ${st} = '已完成' then ${qty} when ${st} = '交货中' then floor(${qty} / 2) else 0 end`
  const received = (st: string) => `case when ${st} = '已完成' then ${qty} when ${st} = '交货中' then floor(${qty} / 4) else 0 end`
  await client.query(
    `insert into purchase_order (id, order_no, supplyid, buyer_userid, order_date, delivery_address, status, published_at, created_at, updated_at,
        created_by_name, updated_by_name, amount, line_count, qty, confirmed_qty, shipped_qty, received_qty, qualified_qty)
     select $7::int + g, 'PO' || to_char(current_date - (g % $2::int), 'YYYYMMDD') || lpad((g / $2::int + 5000)::text, 4, '0'),
            ($4::int[])[1 + (g * 7919) % array_length($4::int[], 1)], $3::int, current_date - (g % $2::int), '总装厂二号库', st.s,
            case when st.s = '草稿' then null else (current_date - (g % $2::int))::timestamptz + interval '10 hours' end,
            (current_date - (g % $2::int))::timestamptz + interval '9 hours', (current_date - (g % $2::int))::timestamptz + interval '9 hours',
            '李文涛', '李文涛', t.amount, $8::int, t.qty, t.confirmed, t.shipped, t.received, t.received
     from generate_series(1, $1::int) g
     cross join lateral (select ${status} as s) st
     cross join lateral (
       select sum(${qty} * ($9::numeric[])[${pick}]) amount, sum(${qty}) qty, sum(${done(qty, 'st.s')}) confirmed,
              sum(${shipped('st.s')}) shipped, sum(${received('st.s')}) received
       from generate_series(1, $8::int) n) t`,
    [orders, days, buyer.userid, supplierIds, STATUSES, mats[0].ids, base, linesPerOrder, mats[0].prices],
  )
  await client.query(`select setval(pg_get_serial_sequence('purchase_order', 'id'), $1::int)`, [base + orders])
  await client.query(
    `insert into purchase_order_line (order_id, supplyid, line_no, mtr_id, mtr_code, mtr_name, spec, unit, qty, unit_price, amount, required_date,
        confirmed_qty, promised_date, shipped_qty, received_qty, qualified_qty, line_status)
     select $7::int + g, ($4::int[])[1 + (g * 7919) % array_length($4::int[], 1)], n, ($6::int[])[${pick}], ($8::text[])[${pick}],
            ($10::text[])[${pick}], '', '件', ${qty}, ($9::numeric[])[${pick}], ${qty} * ($9::numeric[])[${pick}],
            current_date - (g % $2::int) + 14,
            ${done(qty, 'st.s')}, case when st.s in ('已确认', '部分确认', '交货中', '已完成') then current_date - (g % $2::int) + 14 end,
            ${shipped('st.s')}, ${received('st.s')}, ${received('st.s')},
            case st.s when '已完成' then '已完成' when '交货中' then '交货中' when '已确认' then '已确认' when '部分确认' then '已确认'
              when '已拒绝' then '已拒绝' when '已作废' then '已作废' else '待确认' end
     from generate_series(1, $1::int) g
     cross join generate_series(1, $3::int) n
     cross join lateral (select ${status} as s) st`,
    [orders, days, linesPerOrder, supplierIds, STATUSES, mats[0].ids, base, mats[0].codes, mats[0].prices, mats[0].names],
  )
  // Supplier authorisation: buyer01 manages every other supplier (plus its demo 1001–1003), so
  // its lists run the supply_authority check against ~150 rows and half the orders are not its.
  await client.query(
    `insert into supply_authority (userid, supplyid) select $1::int, supplyid from pc_supply where supplyid % 2 = 1 on conflict do nothing`,
    [buyer.userid],
  )
  await client.query('analyze')
}
