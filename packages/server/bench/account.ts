// Reconciliation speed on PostgreSQL (issue 12 item 9).
//   DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres npm run bench:account -w packages/server
// Creates a throwaway database on that server, seeds the demo plus 300 suppliers with a year of
// confirmed statements (both plants), payments and opening balances, and a month of 10,000 accepted
// receipt lines of one supplier; starts the real server in a child process and measures over HTTP:
// generating that supplier's statement from the 10,000 lines (POST /SaleCheck/Save, ≤ 1 s), and at
// 20 concurrent requests the statement list (buyer01 and a supplier) and the balance query
// (GetCheckAcc, a month of a plant) — p95 ≤ 50 ms each, beside their SQL floor (floor.ts).
// Prints a table; exits 1 on a breach. BENCH_KEEP=1 keeps the database.
import pg from 'pg'
import { postJson, table } from './load'
import { floorTable, measureBesideFloor } from './floor'
import { benchClient, demoDatabase, machineLoad, runBench, startServer, token } from './harness'
import { seedBulk } from './seed-bulk'

const SUPPLIERS = 300
const RECEIPT_LINES = Number(process.env.BENCH_RECEIPT_LINES ?? 10_000)
const CONCURRENCY = 20
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000)
const LIST_BUDGET_MS = 50
const GENERATE_BUDGET_MS = 1000

const monthText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`

/** A year of each bench supplier's books: a confirmed statement a month (plants alternating), a payment a month, an opening balance per plant. */
async function seedYear(client: pg.Client, companies: number[]): Promise<void> {
  await client.query(
    `insert into acc_statement (check_no, status, supplyid, company_id, period_from, period_to, version, line_count, total_amount, published_at, confirmed_at, remark)
     select 'DZB' || lpad((s.supplyid * 100 + m)::text, 9, '0'), '已确认', s.supplyid, ($1::int[])[1 + (s.supplyid + m) % 2],
            (date_trunc('month', current_date) - make_interval(months => m))::date,
            (date_trunc('month', current_date) - make_interval(months => m - 1) - interval '1 day')::date,
            1, 5, (1000 + (s.supplyid * 37 + m * 101) % 90000)::numeric(14,2) + 0.37, now() - make_interval(months => m - 1), now() - make_interval(months => m - 1), '压测'
       from pc_supply s cross join generate_series(1, 12) m where s.supplyid >= 2000`,
    [companies],
  )
  await client.query(
    `insert into acc_statement_line (doc_id, line_no, source, source_no, mtr_name, amount, remark, disabled, disable_reason, answer)
     select st.id, n, '其他', '01', '压测明细', round(st.total_amount / 5, 2) + case when n = 5 then st.total_amount - round(st.total_amount / 5, 2) * 5 else 0 end, '', false, '', '已确认'
       from acc_statement st cross join generate_series(1, 5) n where st.remark = '压测'`,
  )
  await client.query(
    `insert into acc_payment (entry_type, company_id, supplyid, entry_date, amount, pay_no, remark)
     select '付款', ($1::int[])[1 + (s.supplyid + m) % 2], s.supplyid, (date_trunc('month', current_date) - make_interval(months => m - 1) - interval '5 days')::date,
            (500 + (s.supplyid * 13 + m * 7) % 40000)::numeric(14,2), 'FKB' || s.supplyid || '-' || m, '压测'
       from pc_supply s cross join generate_series(1, 12) m where s.supplyid >= 2000
     union all
     select '期初余额', c, s.supplyid, (date_trunc('month', current_date) - interval '12 months')::date, (20000 + s.supplyid % 5000)::numeric(14,2), '', '压测'
       from pc_supply s cross join unnest($1::int[]) c where s.supplyid >= 2000`,
    [companies],
  )
}

/** `lines` accepted receipt lines of one supplier this month, in receipts of 100 lines, on his order lines (their prices). */
async function seedReceipts(client: pg.Client, supplyid: number, lines: number): Promise<void> {
  const orderLines = (await client.query(`select array_agg(id order by id) ids from purchase_order_line where supplyid = $1 and unit_price > 0`, [supplyid])).rows[0].ids as number[]
  if (!orderLines?.length) throw new Error(`供应商 ${supplyid} 没有订单行`)
  const receipts = Math.ceil(lines / 100)
  await client.query(
    `insert into pc_receipt (rcv_no, supplyid, order_id, rcv_date, warehouse, qty, qualified_qty, line_count)
     select 'RKB' || lpad(g::text, 8, '0'), $1::int, null, date_trunc('month', current_date)::date + (g % 20), '总装厂二号库', 0, 0, 100
       from generate_series(1, $2::int) g`,
    [supplyid, receipts],
  )
  await client.query(
    `insert into pc_receipt_line (receipt_id, supplyid, line_no, order_line_id, mtr_id, mtr_code, mtr_name, qty, qualified_qty, rejected_qty, check_status)
     select r.id, $1::int, n, ol.id, ol.mtr_id, ol.mtr_code, ol.mtr_name, 10 + n % 7, 10 + n % 7 - (n % 3), n % 3, '已检'
       from pc_receipt r cross join generate_series(1, 100) n
       join purchase_order_line ol on ol.id = ($2::int[])[1 + (r.id * 7 + n) % array_length($2::int[], 1)]
      where r.rcv_no like 'RKB%'`,
    [supplyid, orderLines],
  )
  // as autovacuum leaves a year of books: statistics, and pages marked all-visible (so the balance
  // query reads its covering indexes alone)
  await client.query('vacuum analyze')
}

runBench('scm_bench_account', async (bench, servers) => {
  let failed = false
  let t0 = performance.now()
  const database = await demoDatabase(bench.url)
  await database.close()
  const client = await benchClient(bench.url)
  client.on('error', () => {})
  const migrateSeconds = (performance.now() - t0) / 1000
  t0 = performance.now()
  await seedBulk(client, { orders: 6000, linesPerOrder: 3, suppliers: SUPPLIERS, days: 365 })
  const companies = (await client.query(`select array_agg(id order by co_code) ids from sys_company where co_code in ('01', '03')`)).rows[0].ids as number[]
  await seedYear(client, companies)
  // an odd supplier: buyer01 manages him (seedBulk's supplier authorisation)
  const generated = Number((await client.query(`select min(supplyid) id from purchase_order_line where supplyid > 2000 and supplyid % 2 = 1`)).rows[0].id)
  await seedReceipts(client, generated, RECEIPT_LINES)
  const seedSeconds = (performance.now() - t0) / 1000
  const counts = (await client.query(
    `select (select count(*) from acc_statement)::int statements, (select count(*) from acc_statement_line)::int lines,
            (select count(*) from acc_payment)::int payments, (select count(*) from pc_supply)::int suppliers,
            (select count(*) from pc_receipt_line where supplyid = $1)::int receipt_lines`,
    [generated],
  )).rows[0]
  await client.end()
  console.log(
    `数据准备：迁移与演示数据 ${migrateSeconds.toFixed(1)} s，批量数据 ${seedSeconds.toFixed(1)} s —— 对账单 ${counts.statements}（明细 ${counts.lines}），付款与期初 ${counts.payments}，供应商 ${counts.suppliers}，供应商 ${generated} 本月收货明细 ${counts.receipt_lines}`,
  )

  const started = await startServer(bench.url)
  servers.push(started.child)
  const { origin } = started
  const buyer = await token(origin, 'buyer01')
  const supplier = await token(origin, 'sup1001')
  const today = new Date()
  const month = monthText(today)
  const lastMonth = monthText(new Date(today.getFullYear(), today.getMonth() - 1, 1))

  // ── generating a statement from the 10,000 receipt lines: three times (the draft deleted between) ──
  const timings: Record<string, string | number>[] = []
  let generateFailed = false
  for (let run = 1; run <= 3; run++) {
    const body = { supplyid: generated, company_id: companies[0], period_from: `${month}-01`, period_to: `${month}-28`, remark: '压测生成', lines: [] }
    const t = performance.now()
    const saved = await postJson(origin, buyer, '/SaleCheck/Save', body)
    const ms = performance.now() - t
    const data = saved.body.Data as { id: number; line_count: number; total_amount: string } | undefined
    if (saved.status !== 200 || !data) throw new Error(`生成对账单失败：${JSON.stringify(saved.body)}`)
    timings.push({ 场景: `生成对账单（第 ${run} 次）`, 收货明细: data.line_count, '对账金额': data.total_amount, '耗时 ms': ms.toFixed(0), 预算: `≤${GENERATE_BUDGET_MS}`, 结果: ms <= GENERATE_BUDGET_MS ? '通过' : '超标' })
    if (ms > GENERATE_BUDGET_MS || Number(data.line_count) !== RECEIPT_LINES) generateFailed = true
    const del = await postJson(origin, buyer, `/SaleCheck/Del?id=${data.id}`, {})
    if (del.status !== 200) throw new Error(`删除草稿失败：${JSON.stringify(del.body)}`)
  }
  console.log(table(timings))

  // ── the lists at 20 concurrent requests ──
  const supplierIds = Array.from({ length: 140 }, (_, i) => 2001 + i * 2)
  const staffList = (o: string, i: number) =>
    postJson(o, buyer, '/SaleCheck/GetList', { page: 1 + (i % 3), rows: 10, ...(i % 2 ? { filters: { supplyid: { op: 'eq', value: supplierIds[(i * 37) % supplierIds.length] } } } : {}) })
  const supplierList = (o: string, i: number) => postJson(o, supplier, '/SaleCheck/GetList', { page: 1, rows: 10, ...(i % 2 ? { filters: { status: { op: 'eq', value: '已确认' } } } : {}) })
  const balances = (o: string, i: number) =>
    postJson(o, buyer, '/SaleCheck/GetCheckAcc', { page: 1 + (i % 3), rows: 20, company_id: companies[i % 2], period: i % 4 < 2 ? month : lastMonth })
  const results = await measureBesideFloor(bench.url, [origin], servers, [
    { name: '对账单列表（buyer01：无条件/按供应商）', call: staffList, p95: LIST_BUDGET_MS },
    { name: '对账单列表（供应商 sup1001）', call: supplierList, p95: LIST_BUDGET_MS },
    { name: `往来余额（GetCheckAcc，两个工厂，${lastMonth}/${month}）`, call: balances, p95: LIST_BUDGET_MS },
  ], { requests: REQUESTS, concurrency: CONCURRENCY })
  console.log(`并发 ${CONCURRENCY}，每场景 ${REQUESTS} 次请求；机器负载 ${await machineLoad()}`)
  console.log(floorTable(results))
  failed = generateFailed || !results.every((r) => r.passed)
  console.log(failed ? '未达标（见上表预算列）' : '全部达标')
  return failed
})
