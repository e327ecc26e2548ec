// Load of portal users (issue 14 item 3):  npm run bench:load
// Virtual users of every demo role (portal-users.ts) sign in (a session each) and then, for
// BENCH_SECONDS (60), make the calls a portal user makes, one after another without pause: who am
// I, the menu, the unread count, the home widgets, the lists of their role, a detail from them,
// and a save of their profile. Runs on the embedded database (PGlite, one server process: 20 users, budget p95
// ≤ 100 ms, then 200 users) and, when DATABASE_URL is set, on PostgreSQL with two server processes
// behind the bench's round-robin (200 users, budget ≥ 800 calls a second). Errors must be 0.
// BENCH_USERS=200, BENCH_SECONDS=60, BENCH_ONLY=pglite|pg to run one of them.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/db'
import { prepareDatabase } from '../src/prepare'
import { readConfig } from '../src/config'
import { createBenchDatabase, startServer, stopServers } from './harness'
import { table } from './load'
import { drive, signIn, type Run } from './portal-users'

const USERS = Number(process.env.BENCH_USERS ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const PGLITE_USERS_BUDGETED = 20
const PGLITE_P95_BUDGET_MS = 100
const PG_RATE_BUDGET = 800

async function embedded(): Promise<{ runs: Run[]; failed: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'scm-load-'))
  const { child, origin } = await startServer('', { SCM_DATA_DIR: dir, SCM_DEMO: '1' })
  try {
    const users = await signIn([origin], Math.max(USERS, PGLITE_USERS_BUDGETED))
    await drive('warm-up', users.slice(0, PGLITE_USERS_BUDGETED), 5, [child])
    const few = await drive(`嵌入式数据库（PGlite），${PGLITE_USERS_BUDGETED} 用户`, users.slice(0, PGLITE_USERS_BUDGETED), SECONDS, [child])
    const many = await drive(`嵌入式数据库（PGlite），${USERS} 用户`, users.slice(0, USERS), SECONDS, [child])
    return { runs: [few, many], failed: few.p95 > PGLITE_P95_BUDGET_MS || few.errors > 0 || many.errors > 0 }
  } finally {
    await stopServers([child])
    rmSync(dir, { recursive: true, force: true })
  }
}

async function postgres(base: string): Promise<{ runs: Run[]; failed: boolean }> {
  const bench = await createBenchDatabase(base, 'scm_load')
  const servers: ChildProcess[] = []
  try {
    const database = await openDatabase({ dataDir: 'memory', databaseUrl: bench.url })
    await prepareDatabase(database, { ...readConfig({}), databaseUrl: bench.url, demo: true })
    await database.close()
    const origins: string[] = []
    for (let i = 0; i < 2; i++) {
      const started = await startServer(bench.url)
      servers.push(started.child)
      origins.push(started.origin)
    }
    const users = await signIn(origins, USERS)
    await drive('warm-up', users, 5, servers)
    const run = await drive(`PostgreSQL，2 个服务进程轮询，${USERS} 用户`, users, SECONDS, servers)
    return { runs: [run], failed: run.perSecond < PG_RATE_BUDGET || run.errors > 0 }
  } finally {
    await stopServers(servers)
    await bench.drop()
  }
}

async function main() {
  const only = process.env.BENCH_ONLY
  const runs: Run[] = []
  let failed = false
  if (only !== 'pg') {
    const r = await embedded()
    runs.push(...r.runs)
    failed ||= r.failed
  }
  if (only !== 'pglite') {
    if (process.env.DATABASE_URL) {
      const r = await postgres(process.env.DATABASE_URL)
      runs.push(...r.runs)
      failed ||= r.failed
    } else console.log('未设置 DATABASE_URL：跳过 PostgreSQL（例如 DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres）')
  }
  console.log(`每个用户循环：当前用户、菜单、未读数、首页、本角色列表、一条详情、保存个人资料；持续 ${SECONDS} s；机器负载 ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`)
  console.log(
    table(
      runs.map((r) => ({
        场景: r.name, 调用数: r.calls, 错误: r.errors, '调用/秒': r.perSecond.toFixed(0),
        'p50 ms': r.p50.toFixed(1), 'p95 ms': r.p95.toFixed(1), 'p99 ms': r.p99.toFixed(1), '服务CPU ms/调用': r.cpuPerCall.toFixed(2),
      })),
    ),
  )
  if (process.env.BENCH_BY_PATH) for (const r of runs) console.log(r.name, [...r.byPath].map(([p, s]) => `${p} ${(s.ms / s.n).toFixed(1)}`).join('; '))
  for (const r of runs) if (r.firstError) console.log(`${r.name} 的第一个错误：${r.firstError}`)
  console.log(failed ? `未达标：错误须为 0；PGlite ${PGLITE_USERS_BUDGETED} 用户 p95 ≤ ${PGLITE_P95_BUDGET_MS} ms；PostgreSQL 双进程 ≥ ${PG_RATE_BUDGET} 调用/秒` : '全部达标')
  process.exit(failed ? 1 : 0)
}

main().catch((err) => {
  console.error('压测失败：', err)
  process.exit(1)
})
