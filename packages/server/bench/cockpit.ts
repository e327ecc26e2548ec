// The cockpits over three years of records on PostgreSQL (issue 40 item 5).
//   npm run bench:cockpit                      (a throwaway PostgreSQL cluster of its own, test/pg-cluster.ts)
//   DATABASE_URL=postgres://postgres@127.0.0.1:55445/postgres npm run bench:cockpit -w packages/server
// Creates a throwaway database, seeds the demo plus three years of records inside PostgreSQL
// (seed-cockpit.ts: 1,200,000 order lines, 1,100,000 receipt lines, 220,000 inspections, 100,000
// work orders, 2,000,000 maintenance logs, claims, final checks, faults, prices, statements), starts
// the real server in a child process and measures each role's home figures — GetFigures for this
// month and for the last twelve months, as qe01, buyer01, svc01, wsm01 and sup1001 — at 20
// concurrent requests, beside the SQL floor of the very statements those calls execute (traced from
// the server, floor.ts). Budget: p95 ≤ 100 ms. Prints a table; exits 1 on a breach. BENCH_KEEP=1
// keeps the database; BENCH_REUSE=<its url> measures it again; BENCH_REQUESTS (default 200),
// BENCH_ONLY (role or role:period, comma-separated).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { figuresOfRole } from '@scm/core/cockpit'
import { postgresBin, startPgCluster } from '../test/pg-cluster'
import { callJson, cpuMs, runLoad, table } from './load'
import { floorTable, runFloor, traceCalls, untilIdle, type Measured, type Scenario } from './floor'
import { benchClient, demoDatabase, machineLoad, runBench, startServer, token } from './harness'
import { seedCockpit } from './seed-cockpit'

const CONCURRENCY = 20
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const BUDGET_MS = 100
/** Calls a scenario is warmed with, and traced for its floor (its calls are all alike). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 40)
const TRACED = 3
/** BENCH_ONLY=quality:month,buyer — the scenarios measured (role, or role:period); default all ten. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)

/** Each role's cockpit and the demo account that opens it. */
const ROLES = [
  { role: 'quality', user: 'qe01', title: '质量' },
  { role: 'buyer', user: 'buyer01', title: '采购' },
  { role: 'service', user: 'svc01', title: '服务' },
  { role: 'workshop', user: 'wsm01', title: '设备' },
  { role: 'supplier', user: 'sup1001', title: '供应商' },
] as const
const PERIODS = [
  { period: 'month', title: '本月' },
  { period: 'last12', title: '近12个月' },
] as const

const SIZE = {
  orders: Number(process.env.BENCH_ORDERS ?? 150_000),
  linesPerOrder: 8,
  suppliers: 300,
  workbills: Number(process.env.BENCH_WORKBILLS ?? 100_000),
  machines: 2_000,
  logs: Number(process.env.BENCH_LOGS ?? 2_000_000),
}

const COUNTS = `select (select count(*) from purchase_order_line)::int order_lines, (select count(*) from pc_receipt_line)::int receipt_lines,
  (select count(*) from qul_inspection)::int inspections, (select count(*) from qul_claim)::int claims, (select count(*) from qul_flow_step)::int flow_steps,
  (select count(*) from qul_process_fault)::int faults, (select count(*) from se_workbill)::int workbills, (select count(*) from equip_main_log)::int logs,
  (select count(*) from equip_reading)::int readings, (select count(*) from acc_statement)::int statements, (select count(*) from pc_part_price)::int prices`

/** Without DATABASE_URL: the same bench, run as a child on a throwaway cluster of its own, removed afterwards. */
async function onOwnCluster(): Promise<void> {
  const bin = postgresBin()
  if (!bin) {
    console.error('未找到 PostgreSQL（/usr/lib/postgresql/*/bin），请设置 DATABASE_URL')
    process.exit(2)
  }
  const cluster = await startPgCluster(bin)
  try {
    const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } })
    process.exitCode = run.status ?? 1
  } finally {
    await cluster.remove()
  }
}

function bench(): void {
  runBench('scm_bench_cockpit', async ({ url, reused }, servers) => {
    let t0 = performance.now()
    if (!reused) {
      const database = await demoDatabase(url)
      await database.close()
    }
    const client = await benchClient(url)
    const migrateSeconds = (performance.now() - t0) / 1000
    t0 = performance.now()
    const times = reused ? {} : await seedCockpit(client, SIZE)
    const seedSeconds = (performance.now() - t0) / 1000
    const c = (await client.query(COUNTS)).rows[0]
    await client.end()
    console.log(
      `数据准备：迁移与演示数据 ${migrateSeconds.toFixed(1)} s，批量生成 ${seedSeconds.toFixed(1)} s（${Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join('，')}）\n` +
        `—— 订单行 ${c.order_lines}，收货行 ${c.receipt_lines}，来料检验 ${c.inspections}，索赔 ${c.claims}，流转卡检查 ${c.flow_steps}，过程故障 ${c.faults}，` +
        `工单 ${c.workbills}，保养与维修记录 ${c.logs}，工时表读数 ${c.readings}，对账单 ${c.statements}，价格 ${c.prices}`,
    )

    const started = await startServer(url)
    servers.push(started.child)
    const { origin } = started
    const tokens = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r.user, await token(origin, r.user)] as const)))
    const scenarios: Scenario[] = ROLES.flatMap((r) =>
      PERIODS.filter((p) => !ONLY.length || ONLY.includes(r.role) || ONLY.includes(`${r.role}:${p.period}`)).map((p) => ({
        name: `${r.title}驾驶舱 ${r.user}（${p.title}）`,
        call: (o: string) => callJson(o, tokens[r.user]!, 'GET', `/api/Cockpit/GetFigures?period=${p.period}`),
        p95: BUDGET_MS,
      })),
    )
    console.log(`首次调用（清空已存答案后一次，各驾驶舱）：`)
    console.log(table(await coldCalls(url, origin, tokens)))
    console.log(`单项指标（一次一个请求，近12个月，每次先清空已存答案，各 ${FIGURE_CALLS} 次的中位数）：`)
    console.log(table(await eachFigure(url, origin, tokens)))
    const results: Measured[] = []
    for (const sc of scenarios) results.push(await measure(url, origin, started.child.pid!, sc))
    console.log(`并发 ${CONCURRENCY}，每场景 ${REQUESTS} 次请求；机器负载 ${await machineLoad()}`)
    console.log(floorTable(results))
    const passed = results.every((r) => r.passed)
    console.log(passed ? '全部达标' : '未达标（见上表预算列）')
    return !passed
  }, { reusable: true })
}

/**
 * One scenario as floor.ts's measureBesideFloor does it, with fewer calls: a cockpit call runs a
 * dozen statements of up to seconds, where floor.ts traces 60 and warms 2,000 one-statement lists.
 * Its statements traced on a server of their own, the calls warmed, then over HTTP, then the floor.
 */
async function measure(url: string, origin: string, pid: number, s: Scenario): Promise<Measured> {
  // warmed first: the answers stored, the traced calls execute what a warm call does (the cache lookup)
  await runLoad('warm-up', WARMUP, CONCURRENCY, (i) => s.call(origin, i))
  const traced = await traceCalls(url, TRACED, s.call)
  const serverCpu = () => cpuMs(pid)
  await untilIdle(serverCpu)
  const before = await serverCpu()
  const api = await runLoad(s.name, REQUESTS, CONCURRENCY, (i) => s.call(origin, i))
  const cpuPerRequest = ((await serverCpu()) - before) / REQUESTS
  const floor = await runFloor(s.name, url, traced, REQUESTS, CONCURRENCY)
  return { ...api, cpuPerRequest, floor, budget: s, passed: api.errors === 0 && api.p95 <= s.p95 }
}

/** Each figure of each cockpit alone (`figure=`), one request at a time: where a slow cockpit's time goes. */
const FIGURE_CALLS = Number(process.env.BENCH_FIGURE_CALLS ?? 3)

async function eachFigure(url: string, origin: string, tokens: Record<string, string>) {
  const rows: Record<string, string | number>[] = []
  for (const r of ROLES) {
    for (const def of figuresOfRole(r.role)) {
      const path = `/api/Cockpit/GetFigures?period=last12&figure=${def.id}`
      const load = await runLoad(def.id, FIGURE_CALLS, 1, async () => {
        await forgetAnswers(url)
        return callJson(origin, tokens[r.user]!, 'GET', path)
      })
      rows.push({ 驾驶舱: r.title, 账号: r.user, 指标: def.id, 名称: def.name, 'p50 ms': load.p50.toFixed(1), 错误: load.errors })
    }
  }
  return rows
}

/** Empties the stored answers (cockpit_answer): the next call computes its figures, as a morning's first call does. */
async function forgetAnswers(url: string) {
  const client = await benchClient(url)
  await client.query('delete from cockpit_answer')
  await client.end()
}

/** One call per cockpit and period with no stored answer: what a first call costs. */
async function coldCalls(url: string, origin: string, tokens: Record<string, string>) {
  const rows: Record<string, string | number>[] = []
  for (const r of ROLES) {
    for (const p of PERIODS) {
      await forgetAnswers(url)
      const t0 = performance.now()
      const answer = await callJson(origin, tokens[r.user]!, 'GET', `/api/Cockpit/GetFigures?period=${p.period}`)
      rows.push({ 驾驶舱: r.title, 账号: r.user, 期间: p.title, 'ms': (performance.now() - t0).toFixed(0), 状态: answer.status })
    }
  }
  return rows
}

if (process.env.DATABASE_URL) bench()
else void onOwnCluster()
