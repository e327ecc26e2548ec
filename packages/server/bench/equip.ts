// Equipment speed on PostgreSQL (issue 23 item 8).
//   DATABASE_URL=postgres://postgres@127.0.0.1:55461/postgres npm run bench:equip -w packages/server
// Creates a throwaway database on that server, seeds the demo plus 10,000 machines, 100,000 machine ×
// item plans and 2,000,000 maintenance logs, starts the real server in a child process and measures
// over HTTP: the reminder list (临期 + 超期, all workshops as qe01 and one workshop as the technician
// tech01 — his scope is in the query) at 20 concurrent requests, p95 ≤ 30 ms, beside its SQL floor;
// and recording a maintenance log with its plan's recomputation (the next due, the reminder day) one
// request at a time, p95 ≤ 20 ms. Prints a table; exits 1 on a breach. BENCH_KEEP=1 keeps the
// database; BENCH_REUSE=<its url> measures it again.
import { postJson, runLoad, table } from './load'
import { floorTable, measureBesideFloor } from './floor'
import { benchData, machineLoad, runBench, startServer, token } from './harness'
import { seedEquip } from './seed-equip'

const MACHINES = Number(process.env.BENCH_MACHINES ?? 10_000)
const ITEMS_PER_TYPE = Math.round(100_000 / MACHINES) // each machine: one plan per item of its type
const LOGS = Number(process.env.BENCH_LOGS ?? 2_000_000)
const CONCURRENCY = 20
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const LIST_BUDGET_MS = 30
const LOG_REQUESTS = 300
const LOG_BUDGET_MS = 20

runBench('scm_bench_equip', async ({ url, reused }, servers) => {
  const { client, migrateSeconds, seedSeconds } = await benchData(url, reused, (client) => seedEquip(client, { machines: MACHINES, itemsPerType: ITEMS_PER_TYPE, logs: LOGS }))
  const counts = (await client.query(
    `select (select count(*) from equip_account)::int machines, (select count(*) from equip_main_plan)::int plans, (select count(*) from equip_main_log)::int logs,
            (select count(*) from equip_main_plan where alert_on <= current_date)::int reminders,
            (select count(*) from equip_main_plan p join sys_user u on u.dept_id = p.workshop_id where u.usercode = 'tech01' and p.alert_on <= current_date)::int tech01`,
  )).rows[0]
  // plans in the workshop of nobody's scope, of running machines, to log against (qe01 sees all)
  const plans = (await client.query(
    `select p.equip_id, p.item_id from equip_main_plan p join equip_account e on e.id = p.equip_id
      where e.status in ('在用', '维修') and e.asset_no like 'SBB%' order by p.id limit 300`,
  )).rows as { equip_id: number; item_id: number }[]
  await client.end()
  console.log(
    `数据准备：迁移与演示数据 ${migrateSeconds.toFixed(1)} s，批量生成 ${seedSeconds.toFixed(1)} s —— 设备 ${counts.machines}，保养计划 ${counts.plans}，保养记录 ${counts.logs}，提醒中 ${counts.reminders}（tech01 车间 ${counts.tech01}）`,
  )

  const started = await startServer(url)
  servers.push(started.child)
  const { origin } = started
  const qe = await token(origin, 'qe01')
  const tech = await token(origin, 'tech01')
  const states = [undefined, '超期', '临期'] as const
  const body = (i: number) => ({ page: 1 + (i % 3), rows: 10, ...(states[i % 3] ? { state: states[i % 3] } : {}) })
  const allList = (origin: string, i: number) => postJson(origin, qe, '/api/EquipMainItemWran/GetList', body(i))
  const workshopList = (origin: string, i: number) => postJson(origin, tech, '/api/EquipMainItemWran/GetList', body(i))

  // a maintenance log as a technician records it: one at a time, each closing its plan in the same transaction
  const record = (i: number) => {
    const p = plans[i % plans.length]!
    return postJson(origin, qe, '/api/EquipMainLog/Save', { kind: '保养', equip_id: p.equip_id, item_id: p.item_id, work_hours: 1, cost: 100, result: '压测保养' })
  }
  // warmed like the lists (V8 optimises the save path only after hundreds of calls)
  await runLoad('warm-up', 300, 1, record)
  const logged = await runLoad('登记保养记录并重算计划（逐个请求）', LOG_REQUESTS, 1, record)
  const loggedOk = logged.errors === 0 && logged.p95 <= LOG_BUDGET_MS

  const results = await measureBesideFloor(url, [origin], servers, [
    { name: '保养提醒（全部车间 qe01：全部/超期/临期）', call: allList, p95: LIST_BUDGET_MS },
    { name: '保养提醒（一个车间 tech01：全部/超期/临期）', call: workshopList, p95: LIST_BUDGET_MS },
  ], { requests: REQUESTS, concurrency: CONCURRENCY })
  console.log(`并发 ${CONCURRENCY}，每场景 ${REQUESTS} 次请求；机器负载 ${await machineLoad()}`)
  console.log(floorTable(results))
  console.log(
    table([{ 场景: logged.name, 请求数: logged.requests, 并发: 1, 错误: logged.errors, 'p50 ms': logged.p50.toFixed(1), 'p95 ms': logged.p95.toFixed(1), 'p99 ms': logged.p99.toFixed(1), 预算: `p95≤${LOG_BUDGET_MS}`, 结果: loggedOk ? '通过' : '超标' }]),
  )
  const passed = results.every((r) => r.passed) && loggedOk
  console.log(passed ? '全部达标' : '未达标（见上表预算列）')
  return !passed
}, { reusable: true })
