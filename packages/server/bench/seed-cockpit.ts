// Three years of records for the cockpit benchmark (issue 40 item 5), made inside PostgreSQL with
// INSERT … SELECT generate_series: orders, deliveries, receipts, prices and statements here; the
// quality records in seed-cockpit-quality.ts; work orders and machines by the crm and equipment
// benchmarks' seeds, given three years.
import type pg from 'pg'
import { seedBulk } from './seed-bulk'
import { seedCrm } from './seed-crm'
import { seedEquip } from './seed-equip'
import { seedCockpitQuality } from './seed-cockpit-quality'

export const COCKPIT_DAYS = 1095

export interface CockpitSize {
  orders: number
  linesPerOrder: number
  suppliers: number
  workbills: number
  machines: number
  logs: number
}

/** Seconds each part took, printed by the bench. */
export type SeedTimes = Record<string, number>

export async function seedCockpit(client: pg.Client, size: CockpitSize): Promise<SeedTimes> {
  const times: SeedTimes = {}
  const timed = async (name: string, part: () => Promise<void>) => {
    const t0 = performance.now()
    await part()
    times[name] = (performance.now() - t0) / 1000
  }
  const base = Number((await client.query(`select coalesce(max(id), 0) id from purchase_order`)).rows[0].id)
  const receiptLineBase = Number((await client.query(`select coalesce(max(id), 0) id from pc_receipt_line`)).rows[0].id)
  await timed('订单', () => seedBulk(client, { orders: size.orders, linesPerOrder: size.linesPerOrder, suppliers: size.suppliers, days: COCKPIT_DAYS }))
  await timed('交货与收货', () => seedDeliveries(client, base))
  await timed('价格与对账单', () => seedPricesAndStatements(client))
  await timed('工单', async () => {
    // seedCrm puts work orders on every vehicle with its customer: the demo's vehicles still in the
    // plant have none (NOT NULL on se_workbill), so they lend one for the seeding and get it back
    const unsold = (await client.query(`update se_cust_vehicle set customer_id = (select min(customer_id) from sale_customer) where customer_id is null returning id`)).rows.map((r) => r.id as number)
    await seedCrm(client, { workbills: size.workbills, customers: 2_000, vehiclesPerCustomer: 5, days: COCKPIT_DAYS })
    await client.query(`update se_cust_vehicle set customer_id = null where id = any($1::int[])`, [unsold])
    // one in eight finished late (past its SLA deadline), so attainment is not 100 %
    await client.query(
      `update se_workbill set completed_at = completed_at + interval '2 days', accepted_at = accepted_at + interval '2 days'
        where completed_at is not null and id % 8 = 0 and completed_at + interval '2 days' < localtimestamp`,
    )
  })
  await timed('质量', () => seedCockpitQuality(client, receiptLineBase))
  await timed('设备', () => seedMachines(client, size))
  await timed('统计信息', async () => {
    await client.query('vacuum analyze')
  })
  return times
}

/**
 * The chain after the order: the supplier's answer (confirmed within 1–72 hours; one line in six
 * moved five days on after its first promise), a delivery batch per delivering or finished order
 * (old ones received, one in ten of the delivering ones left overdue), and its receipts — a finished
 * order in three, the last one late for one order in eight; a delivering one a quarter received.
 */
async function seedDeliveries(client: pg.Client, base: number): Promise<void> {
  await client.query(
    `update purchase_order set confirmed_at = published_at + (1 + id % 72) * interval '1 hour'
      where id > $1::int and status in ('已确认', '部分确认', '交货中', '已完成')`,
    [base],
  )
  await client.query(
    `update purchase_order_line l set first_promised_date = case when l.id % 6 = 0 then l.promised_date - 5 else l.promised_date end,
            answered_at = o.confirmed_at
       from purchase_order o where o.id = l.order_id and o.id > $1::int and l.promised_date is not null`,
    [base],
  )
  const batchBase = Number((await client.query(`select coalesce(max(id), 0) id from delivery_batch`)).rows[0].id)
  await client.query(
    `insert into delivery_batch (id, batch_no, order_id, supplyid, ship_date, planned_arrival, status, public_key, qty, received_qty, received_at, created_at, created_by_name)
     select $2::int + o.id - $1::int, 'FH' || o.order_no, o.id, o.supplyid, o.order_date + 10, o.order_date + 13,
            case when o.status = '已完成' or (o.order_date < current_date - 40 and o.id % 10 <> 0) then '已收货' else '在途' end,
            md5('cockpit-bench-' || o.id), o.confirmed_qty, o.received_qty,
            case when o.status = '已完成' then (o.order_date + 14)::timestamptz end, (o.order_date + 10)::timestamptz, '压测供应商'
       from purchase_order o where o.id > $1::int and o.status in ('交货中', '已完成')`,
    [base, batchBase],
  )
  await client.query(`select setval(pg_get_serial_sequence('delivery_batch', 'id'), (select max(id) from delivery_batch))`)
  const receiptBase = Number((await client.query(`select coalesce(max(id), 0) id from pc_receipt`)).rows[0].id)
  // receipt k (1–3) of order o: id receiptBase + (o − base) × 3 + k
  const receipts = `from purchase_order o cross join generate_series(1, case when o.status = '已完成' then 3 else 1 end) k
     cross join lateral (select least(current_date, o.order_date + 10 + 2 * k + case when k = 3 and o.id % 8 = 0 then 3 + o.id % 9 else 0 end) as rcv_date) r
     where o.id > $1::int and o.status in ('交货中', '已完成')`
  const lineQty = `case when o.status = '交货中' then floor(l.qty / 4) when k < 3 then floor(l.qty / 3) else l.qty - 2 * floor(l.qty / 3) end`
  await client.query(
    `insert into pc_receipt (id, rcv_no, supplyid, order_id, batch_id, rcv_date, warehouse, receiver_name, qty, qualified_qty, line_count, created_at)
     select $2::int + (o.id - $1::int) * 3 + k, 'RK' || o.order_no || k, o.supplyid, o.id, $3::int + o.id - $1::int, r.rcv_date, '总装厂二号库', '王仓管',
            case when o.status = '交货中' then o.received_qty else round(o.qty / 3) end, case when o.status = '交货中' then o.received_qty else round(o.qty / 3) end,
            o.line_count, r.rcv_date::timestamptz + interval '9 hours'
     ${receipts}`,
    [base, receiptBase, batchBase],
  )
  await client.query(`select setval(pg_get_serial_sequence('pc_receipt', 'id'), (select max(id) from pc_receipt))`)
  await client.query(
    `insert into pc_receipt_line (receipt_id, supplyid, line_no, order_line_id, mtr_id, mtr_code, mtr_name, unit, qty, qualified_qty, check_status)
     select $2::int + (o.id - $1::int) * 3 + k, o.supplyid, l.line_no, l.id, l.mtr_id, l.mtr_code, l.mtr_name, l.unit, ${lineQty}, ${lineQty}, '已检'
     ${receipts.replace('where', 'join purchase_order_line l on l.order_id = o.id where')}`,
    [base, receiptBase],
  )
}

/**
 * Prices of the bench materials in half-year windows over the three years, the newest starting
 * 0–44 days from now (some coming into force within 30 days); a statement per bench supplier and
 * month, confirmed except the last month's (published, awaiting the supplier) and one in forty
 * disputed on one of its four lines. Inserted month by month: the running balances' triggers then
 * never carry a change into later months.
 */
async function seedPricesAndStatements(client: pg.Client): Promise<void> {
  await client.query(
    `insert into pc_part_price (mtr_id, supplyid, price, valid_from, valid_to, quote_no, approved_at)
     select m.mtr_id, m.supplyid, m.price * (1 + k * 0.01), current_date - 1080 + k * 180 + m.mtr_id % 45,
            case when k < 6 then current_date - 1080 + (k + 1) * 180 + m.mtr_id % 45 - 1 end, 'BJ' || m.mtr_code || '-' || k, now()
       from pub_materiel m cross join generate_series(0, 6) k where m.mtr_code like 'B%' and m.supplyid is not null`,
  )
  const statementBase = Number((await client.query(`select coalesce(max(id), 0) id from acc_statement`)).rows[0].id)
  await client.query(
    `insert into acc_statement (id, check_no, status, supplyid, company_id, period_from, period_to, line_count, total_amount, published_at, confirmed_at, created_at)
     select $1::int + row_number() over (order by p.m desc, s.supplyid), 'DZ' || s.supplyid || to_char(p.from_day, 'YYYYMM'),
            case when p.m = 1 then '已发布' when s.supplyid % 40 = p.m % 40 then '有异议' else '已确认' end,
            s.supplyid, 1 + s.supplyid % 2, p.from_day, p.to_day, 4, (1000 + s.supplyid * 3 + p.m * 7) * 4,
            p.to_day + interval '3 days', case when p.m > 1 and s.supplyid % 40 <> p.m % 40 then p.to_day + interval '8 days' end, p.to_day + interval '2 days'
       from pc_supply s
       cross join generate_series(36, 1, -1) p0(m)
       cross join lateral (select p0.m, (date_trunc('month', current_date) - p0.m * interval '1 month')::date as from_day,
                                  (date_trunc('month', current_date) - (p0.m - 1) * interval '1 month' - interval '1 day')::date as to_day) p
      where s.supplyid > 2000
      order by p.m desc, s.supplyid`,
    [statementBase],
  )
  await client.query(`select setval(pg_get_serial_sequence('acc_statement', 'id'), (select max(id) from acc_statement))`)
  await client.query(
    `insert into acc_statement_line (doc_id, line_no, source, source_no, rcv_date, mtr_code, mtr_name, qty, price, amount, answer, answer_reason)
     select a.id, n, '收货', 'RK' || a.check_no || n, a.period_to, 'B' || lpad((a.supplyid % 200 + 1)::text, 6, '0'), '压测物料', 10, 100 + a.supplyid % 7,
            a.total_amount / 4, case when a.status = '有异议' and n = 4 then '有异议' when a.status = '已确认' then '已确认' end,
            case when a.status = '有异议' and n = 4 then '数量与实收不符' end
       from acc_statement a cross join generate_series(1, 4) n where a.id > $1::int`,
    [statementBase],
  )
}

/**
 * Machines, plans and their maintenance items from the equipment benchmark's seed; then three
 * years of logs — one in twenty a breakdown repair of 1–30 hours (a few of the last days still
 * open), the others a plan's maintenance done on its due date or up to three days after (one in
 * nine late) — and a weekly hour-meter reading per machine, about 60 hours a week.
 */
async function seedMachines(client: pg.Client, size: CockpitSize): Promise<void> {
  await seedEquip(client, { machines: size.machines, itemsPerType: Math.max(1, Math.round(10_000 / size.machines)), logs: 0 })
  const eq = (await client.query(`select min(id) lo, max(id) hi from equip_account where asset_no like 'SBB%'`)).rows[0]
  const logBase = Number((await client.query(`select coalesce(max(id), 0) id from equip_main_log`)).rows[0].id)
  await client.query(
    `insert into equip_main_log (id, log_no, kind, status, equip_id, workshop_id, fault_desc, work_hours, cost, result, executor, done_at, due_date, source, created_at)
     select $1::int + g, 'BYB' || lpad(g::text, 12, '0'), case when g % 20 = 0 then '故障维修' else '保养' end,
            case when g % 20 = 0 and g % 1095 < 2 then '处理中' else '已完成' end, e.id, e.workshop_id,
            case when g % 20 = 0 then (array['主轴异响', '液压泄漏', '伺服报警', '气压不足'])[1 + g % 4] end, 1 + g % 6, 100 + g % 3000,
            '压测：按规程完成', '压测维修工',
            case when g % 20 = 0 and g % 1095 < 2 then null when g % 20 = 0 then t.at + (1 + g % 30) * interval '1 hour' else t.at end,
            case when g % 20 <> 0 then (t.at - case when g % 9 = 0 then 3 else 0 end * interval '1 day')::date end, '人工', t.at
       from generate_series(1, $2::int) g
       cross join lateral (select localtimestamp - ((g % 1095) * interval '1 day') - ((g % 13) * interval '1 hour') as at) t
       join equip_account e on e.id = $3::int + (g::bigint * 7919 % ($4::int - $3::int + 1))::int`,
    [logBase, size.logs, eq.lo, eq.hi],
  )
  await client.query(`select setval(pg_get_serial_sequence('equip_main_log', 'id'), (select max(id) from equip_main_log))`)
  await client.query(
    `insert into equip_reading (equip_id, hours, read_at)
     select e.id, greatest(0, e.running_hours - w * (50 + e.id % 20)), localtimestamp - w * interval '7 days'
       from equip_account e cross join generate_series(0, 157) w
      where e.asset_no like 'SBB%' and e.status <> '报废'`,
  )
}
