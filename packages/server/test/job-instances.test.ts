// Issue 39 item 3: three real server processes (`tsx src/main.ts`) on one PostgreSQL database,
// their clocks moved past several due times (POST /api/test/AdvanceClock on each: the clock is
// per process), and every job of the portal ran exactly once per due time — one job_run row per
// job and due time, done, 成功, claimed once. The claim rules in detail:
// src/areas/sysmanage/job-runs.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areas } from '../src/areas'
import type { Database } from '../src/db'
import { dueTime, PLATFORM_JOBS } from '../src/platform/jobs'
import { createEmptyPgDatabase } from './helpers'
import { delay, startPortalProcess, type PortalProcess } from './portal-process'

const skipped = process.env.SCM_TEST_DRIVER !== 'pg' ? 'runs in the server-pg project' : ''

const HOUR = 3600_000
/** 22:30 UTC: half an hour from the hourly grid, and the steps cross a day (the daily jobs' grid). */
const START = Date.UTC(2026, 11, 1, 22, 30)
const STEPS = 4
/** The longest wait for rows or a start (a loaded 2-core machine), never a fixed sleep. */
const WAIT_MS = 60_000

type Instance = PortalProcess

/** One server process on `databaseUrl` with the clock at START, movable, checking its jobs every second. */
const startInstance = (databaseUrl: string) =>
  startPortalProcess(
    { DATABASE_URL: databaseUrl, SCM_DEMO: '0', SCM_CLOCK: new Date(START).toISOString(), SCM_TEST_CLOCK: '1', SCM_JOB_CHECK_SECONDS: '1' },
    '服务进程',
    2 * WAIT_MS,
  )

async function post(url: string, body: string | object, token?: string) {
  const form = typeof body === 'string'
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  return { status: res.status, body: (await res.json()) as any }
}

interface RunRow {
  job_name: string
  due_at: Date
  status: string
  result: string | null
  attempts: number
  claimed_by: string | null
}

describe.skipIf(skipped)(`background jobs on three instances${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  // undefined in afterAll when beforeAll failed
  let db: { database: Database; drop(): Promise<void> }
  let instances: Instance[] = []

  beforeAll(async () => {
    db = await createEmptyPgDatabase('scm_jobs')
    const url = (db.database.pool as unknown as { options: { connectionString: string } }).options.connectionString
    // at once: start-up work (migrations, seeds) takes turns on PostgreSQL's advisory lock
    const started = await Promise.allSettled([0, 1, 2].map(() => startInstance(url)))
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')
    if (failed) throw failed.reason
  }, 3 * WAIT_MS)

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()))
    await db?.database.close()
    await db?.drop()
  }, WAIT_MS)

  it('every job runs exactly once per due time as the clock passes several of them', async () => {
    const jobs = [...PLATFORM_JOBS, ...areas.flatMap((a) => a.jobs ?? [])]
    const runs = async () =>
      (await db.database.pool.query<RunRow>('select job_name, due_at, status, result, attempts, claimed_by from job_run order by job_name, due_at')).rows
    const key = (name: string, due: Date) => `${name} ${due.toISOString()}`
    /** Polls job_run until every due time of the clock's positions so far is done (or WAIT_MS passed). */
    const untilDone = async (positions: number) => {
      const expected = new Set(jobs.flatMap((job) => Array.from({ length: positions }, (_, k) => key(job.name, dueTime(job, START + k * HOUR)))))
      for (const end = Date.now() + WAIT_MS; ; await delay(100)) {
        const done = new Set((await runs()).filter((r) => r.status === 'done').map((r) => key(r.job_name, r.due_at)))
        if ([...expected].every((k) => done.has(k))) return expected
        for (const i of instances) if (i.process.exitCode !== null) throw new Error(`服务进程已退出\n${i.log().slice(-4000)}`)
        if (Date.now() > end) throw new Error(`${WAIT_MS} ms 内未完成：${[...expected].filter((k) => !done.has(k)).join('、')}`)
      }
    }

    const login = await post(`${instances[0]!.url}/token`, new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Scm@2026' }).toString())
    const token = login.body.access_token as string
    expect(token).toBeTruthy()

    let expected = await untilDone(1)
    for (let step = 1; step <= STEPS; step++) {
      // each process keeps its own clock: move all three at once, so they race for the new due
      // times (sessions are rows: one token serves every instance)
      for (const moved of await Promise.all(instances.map((i) => post(`${i.url}/api/test/AdvanceClock`, { seconds: 3600 }, token))))
        expect(moved.body.Code, JSON.stringify(moved.body)).toBe(1)
      expected = await untilDone(step + 1)
    }

    // one row per job and due time passed, each claimed once and done
    const rows = await runs()
    expect(rows.map((r) => key(r.job_name, r.due_at)).sort()).toEqual([...expected].sort())
    for (const row of rows) expect(row, key(row.job_name, row.due_at)).toMatchObject({ status: 'done', result: '成功', attempts: 1 })
    // by whichever instance got there first (host:pid of three processes)
    expect(new Set(rows.map((r) => r.claimed_by)).size).toBeLessThanOrEqual(3)
    // the hourly job passed STEPS + 1 due times, the daily ones two (the steps cross midnight UTC)
    expect(expected.size).toBe(jobs.reduce((n, job) => n + new Set(Array.from({ length: STEPS + 1 }, (_, k) => dueTime(job, START + k * HOUR).getTime())).size, 0))
    expect(rows.filter((r) => r.job_name === 'fs-recycle-retention')).toHaveLength(STEPS + 1)
    for (const instance of instances) expect(instance.log()).not.toContain('已由其他实例接手')
  }, 4 * WAIT_MS)
})
