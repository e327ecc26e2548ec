// Several instances behind haproxy, measured (issue 39 item 7):  npm run bench:cluster
// 200 virtual portal users (portal-users.ts: the calls of bench:load, one after another without
// pause, plus a marked draft mail each round) for 60 s through Debian's haproxy run with
// deploy/haproxy.cfg, side by side in one run: (1) one instance behind it (both server lines on
// it), (2) two instances; then (3) two instances with one killed (SIGKILL) at second 20 and
// started again at once. Criteria: two instances' throughput not below one's, their p95 within
// 20 % of one's, no error in (1) and (2); in (3) no acknowledged write lost and errors only for
// calls in flight on the killed instance when it died. Prints a table; exits 1 on a breach.
// On a throwaway PostgreSQL cluster (test/pg-cluster.ts) unless DATABASE_URL is given (a
// throwaway database on that server). The production bundle (npm run build), as bench:load.
// BENCH_USERS=200, BENCH_SECONDS=60, BENCH_KILL_AT=20.
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { freePort } from '../test/free-port'
import { endProcess, haproxyMissing, startHaproxy, type Balancer } from '../test/haproxy'
import { postgresBin, startPgCluster, type PgCluster } from '../test/pg-cluster'
import { benchClient, createBenchDatabase, demoDatabase, machineLoad, startServer, stopServers } from './harness'
import { table } from './load'
import { lostDrafts, signIn, startLoad, type Run, type VirtualUser } from './portal-users'

const USERS = Number(process.env.BENCH_USERS ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 20)
const WARM_UP_SECONDS = 5
/** p95 of two instances may be this much above one's. */
const P95_MARGIN = 0.2
/** The longest wait for haproxy's view of an instance on a loaded machine. */
const WAIT_MS = 120_000

/** An instance on a fixed port (haproxy's server line names it), the production bundle. */
async function instance(url: string, port: number): Promise<ChildProcess> {
  return (await startServer(url, { PORT: String(port), SCM_LOG_LEVEL: 'warn' })).child
}

/** Each time haproxy took an instance out, and why (its log line's reason). */
function downs(balancer: Balancer): string {
  const reasons = [...balancer.log().matchAll(/^<\d+>Server instances\/(\w+) is DOWN, reason: ([^,]+)/gm)].map(([, name, why]) => `${name}：${why}`)
  return reasons.length ? reasons.join('；') : '无'
}

/** The same users through another balancer (their sessions are rows: any instance knows them). */
const via = (users: VirtualUser[], balancer: Balancer) => users.map((u) => ({ ...u, origin: balancer.url }))

interface Measured {
  run: Run
  lost: number
  /** the machine's load average (1 min) as the segment ended: the machine may be shared */
  load: string
  /** the kill: calls in flight when the instance died, and failures among them / not among them */
  inFlight?: number
  outside?: number
  downToUpSeconds?: number
}

/** Warm-up, then `SECONDS` of load; `during` runs beside the load (the kill). */
async function measure(name: string, users: VirtualUser[], servers: ChildProcess[], db: Parameters<typeof lostDrafts>[0], during?: () => Promise<Partial<Measured> & { window?: [number, number] }>): Promise<Measured> {
  await startLoad('warm-up', users, { seconds: WARM_UP_SECONDS }).done
  const tag = `bench-${randomBytes(4).toString('hex')}`
  const load = startLoad(name, users, { seconds: SECONDS, servers: during ? [] : servers, tag })
  const extra = during ? await during() : {}
  const run = await load.done
  const lost = (await lostDrafts(db, run, tag)).length
  const machine = (await machineLoad()).split(' / ')[0]!
  if (!extra.window) return { run, lost, load: machine }
  const [killedAt, exitedAt] = extra.window
  const inWindow = (started: number, ended: number) => started < exitedAt && ended > killedAt
  return {
    run, lost, load: machine, downToUpSeconds: extra.downToUpSeconds,
    inFlight: run.timeline.filter(([s, e]) => inWindow(s, e)).length,
    outside: run.failures.filter((f) => !inWindow(f.started, f.ended)).length,
  }
}

async function main() {
  if (haproxyMissing) throw new Error(haproxyMissing)
  let cluster: PgCluster | undefined
  let base = process.env.DATABASE_URL
  if (!base) {
    const bin = postgresBin()
    if (!bin) throw new Error('未设置 DATABASE_URL，也未安装 PostgreSQL（apt-get install -y postgresql）')
    cluster = await startPgCluster(bin)
    base = cluster.url
  }
  const bench = await createBenchDatabase(base, 'scm_cluster')
  const servers: ChildProcess[] = []
  const balancers: Balancer[] = []
  const client = await benchClient(bench.url)
  try {
    await (await demoDatabase(bench.url)).close()
    const [portA, portB] = [await freePort(), await freePort()]
    const a = `127.0.0.1:${portA}`
    const b = `127.0.0.1:${portB}`
    servers.push(await instance(bench.url, portA))

    // (1) one instance: both server lines of haproxy.cfg on it
    const single = await startHaproxy({ a, b: a }, WAIT_MS)
    balancers.push(single)
    const users = await signIn([single.url], USERS, { drafts: true })
    const one = await measure(`1 个实例，${USERS} 用户`, users, servers.slice(), client)
    await single.stop()

    // (2) two instances
    servers.push(await instance(bench.url, portB))
    const pair = await startHaproxy({ a, b }, WAIT_MS)
    balancers.push(pair)
    const two = await measure(`2 个实例，${USERS} 用户`, via(users, pair), servers.slice(), client)

    // (3) two instances, instance a killed at second KILL_AT and started again at once
    const killed = await measure(`2 个实例，第 ${KILL_AT} 秒 kill -9 其一并重启`, via(users, pair), servers.slice(), client, async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AT * 1000))
      const killedAt = performance.now()
      const { exitedAt } = await endProcess(servers[0]!, 'SIGKILL', WAIT_MS)
      await pair.until('a', 'DOWN', WAIT_MS)
      servers[0] = await instance(bench.url, portA)
      await pair.until('a', 'UP', WAIT_MS)
      return { window: [killedAt, exitedAt], downToUpSeconds: (performance.now() - killedAt) / 1000 }
    })

    const rows = [one, two, killed]
    console.log(`每个用户循环：当前用户、菜单、未读数、首页、本角色列表、一条详情、保存个人资料、保存一封带标记的草稿邮件；经 haproxy（deploy/haproxy.cfg）；每段 ${SECONDS} s，先预热 ${WARM_UP_SECONDS} s；机器负载 ${await machineLoad()}`)
    console.log(
      table(
        rows.map(({ run, lost, load }) => ({
          场景: run.name, 调用数: run.calls, '调用/秒': run.perSecond.toFixed(0), 'p50 ms': run.p50.toFixed(1), 'p95 ms': run.p95.toFixed(1), 'p99 ms': run.p99.toFixed(1),
          错误: run.errors, 已确认写入: run.acknowledged.length, 丢失写入: lost, '服务CPU ms/调用': Number.isNaN(run.cpuPerCall) ? '—' : run.cpuPerCall.toFixed(2), 机器负载: load,
        })),
      ),
    )
    for (const { run } of rows) if (run.firstError) console.log(`${run.name} 的第一个错误：${run.firstError}`)
    for (const { run } of rows) {
      const kinds = new Map<string, number>()
      for (const f of run.failures) kinds.set(f.message, (kinds.get(f.message) ?? 0) + 1)
      if (kinds.size) console.log(`${run.name} 的错误：${[...kinds].map(([m, n]) => `${m} ×${n}`).join('；')}`)
    }
    console.log(`haproxy 判实例不可用（1 个实例时）：${downs(single)}`)
    console.log(`haproxy 判实例不可用（2 个实例时，含 kill -9）：${downs(pair)}`)
    console.log(`kill -9：实例死亡时进行中的调用 ${killed.inFlight}，其中失败 ${killed.run.errors - killed.outside!}；不在其中的失败 ${killed.outside}；从 kill 到 haproxy 重新接入 ${killed.downToUpSeconds!.toFixed(1)} s`)
    const criteria: [string, boolean][] = [
      [`2 个实例吞吐不低于 1 个（${two.run.perSecond.toFixed(0)} ≥ ${one.run.perSecond.toFixed(0)} 调用/秒）`, two.run.perSecond >= one.run.perSecond],
      [`2 个实例 p95 不超过 1 个的 ${100 + P95_MARGIN * 100} %（${two.run.p95.toFixed(1)} ≤ ${(one.run.p95 * (1 + P95_MARGIN)).toFixed(1)} ms）`, two.run.p95 <= one.run.p95 * (1 + P95_MARGIN)],
      ['1 个、2 个实例错误为 0', one.run.errors === 0 && two.run.errors === 0],
      ['三段均无已确认写入丢失', rows.every((r) => r.lost === 0)],
      ['kill -9 的错误只限死亡时进行中的调用', killed.outside === 0 && killed.run.errors <= killed.inFlight!],
    ]
    for (const [what, met] of criteria) console.log(`${met ? '达标' : '未达标'}：${what}`)
    return criteria.every(([, met]) => met)
  } finally {
    await client.end()
    await stopServers(servers.filter((s) => s.exitCode === null && s.signalCode === null))
    for (const balancer of balancers) await balancer.stop()
    await bench.drop()
    await cluster?.remove()
  }
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (err) => {
    console.error('压测失败：', err)
    process.exit(1)
  },
)
