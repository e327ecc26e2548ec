// Order list and export speed on PostgreSQL (issue 5 item 10).
//   DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres npm run bench:orders -w packages/server
// Creates a throwaway database on that server, seeds the demo plus 100,000 orders (~500,000
// lines) across 300 suppliers, starts the real server on 127.0.0.1 in a child process, and
// measures over HTTP at 20 concurrent requests: the order list page (10 rows, supplier + status
// filter, sorted by date) as a buyer (buyer01, authorised for ~150 of the suppliers: the filter
// picks one of those) and as a supplier user, and an Excel export of ≥ 10,000 orders (streamed:
// peak RSS growth of the server reported, budget below). Beside each list, its floor: the very
// statements those calls execute (traced on a server of their own), run straight through pg at
// the same concurrency (floor.ts). Budgets (issue 14): p95 ≤ 30 ms, ≥ 40 % of the floor's
// throughput, server CPU ≤ 0.6 ms a call. Prints a table; exits 1 on a breach. BENCH_KEEP=1
// keeps the database.
import ExcelJS from 'exceljs'
import { seedBulk } from './seed-bulk'
import { postJson, rssMb, table } from './load'
import { benchClient, demoDatabase, machineLoad, runBench, startServer, token } from './harness'
import { CPU_BUDGET_MS, FLOOR_SHARE, floorTable, measureBesideFloor } from './floor'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const SUPPLIERS = 300
const CONCURRENCY = 20
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const P95_BUDGET_MS = 30
const EXPORT_ORDERS = 10_000
/** Server RSS growth allowed while streaming the export (holding 10,000 orders would be far more). */
const EXPORT_RSS_BUDGET_MB = 150
/** Server processes behind a round-robin "load balancer" (ARCHITECTURE "Growing past one machine"); 1 by default. */
const SERVERS = Math.max(1, Number(process.env.BENCH_SERVERS ?? 1))

const post = (origin: string, auth: string, path: string, body: object) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${auth}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function measureExport(origin: string, auth: string, pid: number, body: object) {
  const before = await rssMb(pid)
  let peak = before
  const sampler = setInterval(() => rssMb(pid).then((mb) => (peak = Math.max(peak, mb))).catch(() => {}), 20)
  const t0 = performance.now()
  const res = await post(origin, auth, '/Order/OrderPublish/Export', body)
  const chunks: Uint8Array[] = []
  let firstByte = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - t0
    chunks.push(chunk)
  }
  const seconds = (performance.now() - t0) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, await rssMb(pid))
  const file = Buffer.concat(chunks)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(file as never)
  return { status: res.status, rows: book.worksheets[0]!.rowCount - 1, bytes: file.length, seconds, firstByte, before, peak }
}

// BENCH_REUSE=<url of a kept bench database>: measure again without preparing the data
runBench('scm_bench', async (bench, servers) => {
  let failed = false
  const reuse = bench.reused
  let t0 = performance.now()
  if (!reuse) await (await demoDatabase(bench.url)).close()
  const client = await benchClient(bench.url)
  const migrateSeconds = (performance.now() - t0) / 1000
  t0 = performance.now()
  if (!reuse) await seedBulk(client, { orders: ORDERS, linesPerOrder: 5, suppliers: SUPPLIERS, days: 365 })
  const seedSeconds = (performance.now() - t0) / 1000
  const counts = (await client.query(`select (select count(*) from purchase_order)::int orders, (select count(*) from purchase_order_line)::int lines, (select count(*) from pc_supply)::int suppliers`)).rows[0]
  // buyer01's list filters on a supplier it manages (supply_authority, seeded by seedBulk), and
  // its export covers ≥ EXPORT_ORDERS of the orders it may see
  const suppliers = (await client.query(
    `select array_agg(a.supplyid order by a.supplyid) ids from supply_authority a join sys_user u on u.userid = a.userid where u.usercode = 'buyer01'`,
  )).rows[0].ids as number[]
  const cutoff = (await client.query(
    `select order_date::text d from purchase_order where supplyid = any($2::int[]) order by order_date desc offset $1 limit 1`,
    [EXPORT_ORDERS - 1, suppliers],
  )).rows[0].d as string
  await client.end()
  console.log(`数据准备：迁移与演示数据 ${migrateSeconds.toFixed(1)} s，批量生成 ${seedSeconds.toFixed(1)} s —— 订单 ${counts.orders}，订单行 ${counts.lines}，供应商 ${counts.suppliers}`)

  const origins: string[] = []
  for (let i = 0; i < SERVERS; i++) {
    const started = await startServer(bench.url)
    servers.push(started.child)
    origins.push(started.origin)
  }
  const origin = origins[0]!
  const buyer = await token(origin, 'buyer01')
  const supplier = await token(origin, 'sup1001')
  const buyerStatuses = ['已完成', '交货中', '已确认', '已发布', '草稿']
  const supplierStatuses = ['已完成', '交货中', '已确认', '已发布', '已查看']
  const buyerList = (origin: string, i: number) =>
    postJson(origin, buyer, '/Order/OrderPublish/GetList', {
      page: 1 + (i % 3), rows: 10, sidx: 'order_date', sord: 'desc',
      supplyid: suppliers[(i * 37) % suppliers.length], status: buyerStatuses[i % buyerStatuses.length],
    })
  const supplierList = (origin: string, i: number) =>
    postJson(origin, supplier, '/Order/OrderReceive/GetList', { page: 1 + (i % 3), rows: 10, sidx: 'order_date', sord: 'desc', status: supplierStatuses[i % supplierStatuses.length] })
  const results = await measureBesideFloor(bench.url, origins, servers, [
    { name: '订单列表（采购员：供应商+状态，按日期）', call: buyerList, p95: P95_BUDGET_MS, list: true },
    { name: '订单列表（供应商用户 sup1001：状态，按日期）', call: supplierList, p95: P95_BUDGET_MS, list: true },
  ], { requests: REQUESTS, concurrency: CONCURRENCY })
  const exported = await measureExport(origin, buyer, servers[0]!.pid!, { order_date_from: cutoff })
  console.log(`服务进程 ${SERVERS} 个（BENCH_SERVERS），并发 ${CONCURRENCY}，每场景 ${REQUESTS} 次请求；机器负载 ${await machineLoad()}`)

  console.log(floorTable(results))
  const rssDelta = exported.peak - exported.before
  console.log(
    table([
      {
        场景: `导出 Excel（订单日期 ≥ ${cutoff}）`, 状态: exported.status, 行数: exported.rows, 文件KB: (exported.bytes / 1024).toFixed(0),
        首字节ms: exported.firstByte.toFixed(0), 总耗时s: exported.seconds.toFixed(2), '服务RSS前MB': exported.before.toFixed(0),
        '峰值MB': exported.peak.toFixed(0), '增量MB': rssDelta.toFixed(0),
        结果: exported.status === 200 && exported.rows >= EXPORT_ORDERS && rssDelta <= EXPORT_RSS_BUDGET_MB ? '通过' : '超标',
      },
    ]),
  )
  failed =
    !results.every((r) => r.passed) ||
    exported.status !== 200 || exported.rows < EXPORT_ORDERS || rssDelta > EXPORT_RSS_BUDGET_MB
  console.log(failed ? `未达标：p95 须 ≤ ${P95_BUDGET_MS} ms，吞吐须 ≥ SQL 底线的 ${FLOOR_SHARE * 100}%，服务 CPU ≤ ${CPU_BUDGET_MS} ms/请求，导出内存增量须 ≤ ${EXPORT_RSS_BUDGET_MB} MB` : '全部达标')
  return failed
}, { reusable: true })
