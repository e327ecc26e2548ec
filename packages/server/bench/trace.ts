// Production traceability speed on PostgreSQL (issue 22 item 9).
//   DATABASE_URL=postgres://postgres@127.0.0.1:55463/postgres npm run bench:trace -w packages/server
// Creates a throwaway database on that server, seeds the demo plus 100,000 vehicles with 30 key parts
// each (3,000,000 bindings, and their flattened vehicle × part rows) from supplier batches, one batch
// (BENCH-10K) in 10,000 of them; starts the real server and measures over HTTP: a VIN's full trace
// one request at a time (p95 ≤ 20 ms), that batch's first page with its counts by where-now one at a
// time (p95 ≤ 50 ms), and mixed trace calls at 20 concurrent (p95 ≤ 50 ms), each beside its SQL
// floor. Prints a table; exits 1 on a breach. BENCH_KEEP=1 keeps the database; BENCH_REUSE=<its url>
// measures it again.
import { callJson, postJson } from './load'
import { floorTable, measureBesideFloor } from './floor'
import { benchData, machineLoad, runBench, startServer, token } from './harness'
import { seedTrace } from './seed-trace'

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000)
const PARTS = 30
const BATCH_VEHICLES = 10_000
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600)
const CONCURRENCY = 20
const VIN_BUDGET_MS = 20
const BATCH_BUDGET_MS = 50
const MIXED_BUDGET_MS = 50

runBench('scm_bench_trace', async ({ url, reused }, servers) => {
  const { client, migrateSeconds, seedSeconds } = await benchData(url, reused, (client) => seedTrace(client, { vehicles: VEHICLES, partsPerVehicle: PARTS, batchVehicles: BATCH_VEHICLES }))
  const counts = (await client.query(
    `select (select count(*) from se_cust_vehicle)::int vehicles, (select count(*) from qul_part_binding)::int bindings,
            (select count(*) from qul_vehicle_part)::int flat,
            (select count(*) from qul_vehicle_part vp join pc_receipt_line rl on rl.id = vp.rcv_line_id join pc_receipt r on r.id = rl.receipt_id where r.rcv_no = 'BENCH-10K')::int batch`,
  )).rows[0]
  const vins = (await client.query(`select array_agg(vin) vins from (select vin from se_cust_vehicle where vin like 'LWJT%' order by id limit 1000) v`)).rows[0].vins as string[]
  const batches = (await client.query(`select array_agg(id) ids from (select rl.id from pc_receipt_line rl join pc_receipt r on r.id = rl.receipt_id where r.rcv_no like 'BENCH-0%' order by rl.id limit 500) x`)).rows[0].ids as number[]
  const special = (await client.query(`select rl.id from pc_receipt_line rl join pc_receipt r on r.id = rl.receipt_id where r.rcv_no = 'BENCH-10K'`)).rows[0].id as number
  await client.end()
  console.log(
    `数据准备：迁移与演示数据 ${migrateSeconds.toFixed(1)} s，批量生成 ${seedSeconds.toFixed(1)} s —— 车辆 ${counts.vehicles}，关键件绑定 ${counts.bindings}（平铺 ${counts.flat}），批次 BENCH-10K 装入 ${counts.batch} 辆`,
  )

  const started = await startServer(url)
  servers.push(started.child)
  const { origin } = started
  const qe = await token(origin, 'qe01')
  const byVin = (origin: string, i: number) => callJson(origin, qe, 'GET', `/api/QulTrace/ByVin?vin=${vins[(i * 37) % vins.length]}`)
  // the 10,000-vehicle batch as the screen asks: page 1–3 of 20, all places or one, with the counts
  const where = [undefined, '已交付', '下线在库', undefined]
  const bigBatch = (origin: string, i: number) => postJson(origin, qe, '/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: special, page: 1 + (i % 3), rows: 20, ...(where[i % 4] ? { where: where[i % 4] } : {}) })
  const batch = (origin: string, i: number) => postJson(origin, qe, '/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: batches[(i * 13) % batches.length], page: 1, rows: 20 })
  const plan = (origin: string, i: number) => postJson(origin, qe, '/api/QulTrace/GetVehicles', { by: 'plan', value: `PPB${String((i * 7) % 200).padStart(5, '0')}`, page: 1, rows: 20 })
  const mixed = (origin: string, i: number) => [byVin, bigBatch, batch, plan][i % 4]!(origin, i)

  const alone = await measureBesideFloor(url, [origin], servers, [
    { name: '整车追溯（按 VIN，逐个请求）', call: byVin, p95: VIN_BUDGET_MS },
    { name: '批次→1万辆车：首页与按位置计数（逐个请求）', call: bigBatch, p95: BATCH_BUDGET_MS },
  ], { requests: REQUESTS, concurrency: 1 })
  const together = await measureBesideFloor(url, [origin], servers, [{ name: '混合追溯（VIN/大批次/批次/计划，20 并发）', call: mixed, p95: MIXED_BUDGET_MS }], {
    requests: REQUESTS * 3,
    concurrency: CONCURRENCY,
  })
  const results = [...alone, ...together]
  console.log(`机器负载 ${await machineLoad()}`)
  console.log(floorTable(results))
  const passed = results.every((r) => r.passed)
  console.log(passed ? '全部达标' : '未达标（见上表预算列）')
  return !passed
}, { reusable: true })
