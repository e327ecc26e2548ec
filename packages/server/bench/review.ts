// Order review speed on PostgreSQL (issue 24 item 9).
//   DATABASE_URL=postgres://postgres@127.0.0.1:55441/postgres npm run bench:review -w packages/server
// Creates a throwaway database on that server, seeds the demo plus 200,000 parts and standard BOMs of
// 600,000 lines seven levels deep (200 models), 3 open orders per model with their own BOM copied
// (1,800,000 order BOM lines) and 20,000 open purchase order lines, starts the real server and
// measures over HTTP, beside each one's SQL floor (the same statements straight through pg): one
// level of an order's BOM tree (p95 ≤ 10 ms), a whole order BOM's price roll-up (≤ 500 ms) and a
// change's impact, where-used up to the open orders and the open PO lines (≤ 50 ms). Exits 1 on a
// breach. BENCH_KEEP=1 keeps the database; BENCH_REUSE=<its url> measures it again.
import { callJson, postJson } from './load'
import { floorTable, measureBesideFloor } from './floor'
import { benchData, machineLoad, runBench, startServer, token } from './harness'
import { levels, seedReview } from './seed-review'

const PARTS = Number(process.env.BENCH_PARTS ?? 200_000)
const MODELS = Number(process.env.BENCH_MODELS ?? 200)
const LINES_PER_MODEL = 3_000
const ORDERS_PER_MODEL = 3
const PURCHASE_ORDERS = 2_000
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1)
process.env.BENCH_WARMUP ??= '300'

runBench('scm_bench_review', async ({ url, reused }, servers) => {
  const { client, migrateSeconds, seedSeconds } = await benchData(url, reused, (client) => seedReview(client, { parts: PARTS, models: MODELS, linesPerModel: LINES_PER_MODEL, ordersPerModel: ORDERS_PER_MODEL, purchaseOrders: PURCHASE_ORDERS }))
  const counts = (await client.query(
    `select (select count(*) from pub_materiel)::int parts, (select count(*) from pd_bom)::int std, (select count(*) from sa_order_bom)::int own,
            (select count(*) from purchase_order_line)::int po_lines, (select count(*) from sa_order where order_no like 'BO%')::int orders`,
  )).rows[0]
  const orders = (await client.query(`select array_agg(id order by id) ids from sa_order where order_no like 'BO%'`)).rows[0].ids as number[]
  // parents at every level of an order's tree (position-based: the same shape in every model)
  const parents = (await client.query(`select array_agg(distinct parent_mtr_id) ids from (select parent_mtr_id from sa_order_bom where order_id = $1 limit 3000) b`, [orders[0]])).rows[0].ids as number[]
  // changes of five parts each, issued by SQL (the impact reads them as the kit wrote them)
  const partIds = (await client.query(`select array_agg(mtr_id order by mtr_id) ids from (select mtr_id from pub_materiel where mtr_code like 'BP%' order by mtr_id limit 1000) p`)).rows[0].ids as number[]
  const changes: number[] = []
  for (let c = 0; c < 50; c++) {
    const { rows } = await client.query(
      `insert into sa_tdeal (change_no, status, title, effective_date, depts, issued_at) values ($1, '已发布', $2, current_date + 30, '技术部', now()) returning id`,
      [`TDB${String(c).padStart(5, '0')}`, `压测变更${c}`],
    )
    const id = Number(rows[0].id)
    changes.push(id)
    for (let k = 0; k < 5; k++) await client.query(`insert into sa_tdeal_part (doc_id, line_no, mtr_id) values ($1, $2, $3)`, [id, k + 1, partIds[(c * 17 + k * 131) % partIds.length]])
  }
  await client.query('analyze sa_tdeal; analyze sa_tdeal_part')
  await client.end()
  console.log(
    `数据准备：迁移与演示数据 ${migrateSeconds.toFixed(1)} s，批量生成 ${seedSeconds.toFixed(1)} s —— 零件 ${counts.parts}，标准BOM行 ${counts.std}（${MODELS} 个车型，每个 ${LINES_PER_MODEL} 行 7 级：${levels(LINES_PER_MODEL).map((l) => l.size).join('/')}），订单 ${counts.orders}，订单BOM行 ${counts.own}，采购订单行 ${counts.po_lines}`,
  )

  const started = await startServer(url)
  servers.push(started.child)
  const { origin } = started
  const tech = await token(origin, 'revtech01')
  const tree = (origin: string, i: number) =>
    callJson(origin, tech, 'GET', `/api/OrderAudit/GetBomOfTree?order_id=${orders[(i * 7) % orders.length]}&parent_mtr_id=${i % 5 === 0 ? 0 : parents[(i * 13) % parents.length]}`)
  const price = (origin: string, i: number) => postJson(origin, tech, '/api/OrderAudit/GetBomPrice', { order_id: orders[(i * 11) % orders.length] })
  const impact = (origin: string, i: number) => callJson(origin, tech, 'GET', `/api/SaChange/GetImpact?kind=td&id=${changes[i % changes.length]}`)

  const results = await measureBesideFloor(url, [origin], servers, [
    { name: 'BOM树一级（GetBomOfTree）', call: tree, p95: 10 },
    { name: '整单BOM价格汇总（GetBomPrice，3,000行 7级）', call: price, p95: 500 },
    { name: '变更影响（GetImpact：反查在评审订单+未完成采购行）', call: impact, p95: 50 },
  ], { requests: REQUESTS, concurrency: CONCURRENCY })
  console.log(`并发 ${CONCURRENCY}，每场景 ${REQUESTS} 次请求；机器负载 ${await machineLoad()}`)
  console.log(floorTable(results))
  const passed = results.every((r) => r.passed)
  console.log(passed ? '全部达标' : '未达标（见上表预算列）')
  return !passed
}, { reusable: true })
