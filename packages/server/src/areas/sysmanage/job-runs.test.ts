import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import * as clock from '../../clock'
import { dateTimeText } from '../../http/dates'
import type { AreaJob } from '../../platform/area'
import { jobRunner, MAX_ATTEMPTS, SYSTEM_ACTOR } from '../../platform/jobs'
import { writeAudit } from '../../platform/audit'
import { auditLog } from '../../platform/schema'
import { jobRuns } from '../../platform/metrics'
import { eq } from 'drizzle-orm'

// The background jobs' runs (platform/jobs.ts): two instances (two runners with their own ids on
// one database) claim each due run once; a run whose instance died is taken over once its lease
// ran out; a failing job records 失败 and why; administrators read it all under /api/JobRun.
// test/job-instances.test.ts does the same with three real server processes on PostgreSQL.

let t: TestApp
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())
afterEach(() => clock.setClock(null))

const HOUR = 3600_000
/** 10:30 UTC: half a period from the hourly grid either side. */
const START = Date.UTC(2026, 11, 1, 10, 30)

interface RunRow {
  id: number
  job_name: string
  job_title: string
  due_at: string
  claimed_at: string | null
  finished_at: string | null
  duration_ms: number | null
  status: string
  result: string | null
  message: string
  claimed_by: string | null
  attempts: number
}

const runsOf = async (jobName: string): Promise<RunRow[]> => {
  const answer = await admin.post('/api/JobRun/GetList', { page: 1, rows: 50, filters: { job_name: { op: 'eq', value: jobName } }, sidx: 'due_at', sord: 'asc' })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.Data.rows
}

/** A job of the test's own, counting its runs; `work` decides what one run does. */
function countingJob(name: string, work: (n: number) => Promise<unknown> = async () => undefined): AreaJob & { runs: number } {
  const job = {
    name,
    title: `测试任务 ${name}`,
    everyMinutes: 60,
    runs: 0,
    run: () => work(++job.runs),
  }
  return job
}

describe('background jobs run once per due time', () => {
  it('two instances on one database: each due time is claimed and run by one of them, once', async () => {
    clock.setClock(START, { frozen: true })
    const job = countingJob('test-once', async (n) => `第 ${n} 次`)
    const a = jobRunner([job], t.db, t.config, { instance: 'host-a:1' })
    const b = jobRunner([job], t.db, t.config, { instance: 'host-b:2' })
    for (let hour = 0; hour < 3; hour++) {
      // both check at once, then again: the due time is done, nothing more runs
      await Promise.all([a.check(), b.check()])
      await Promise.all([b.check(), a.check()])
      expect(job.runs).toBe(hour + 1)
      clock.advanceClock(HOUR)
    }
    const runs = await runsOf('test-once')
    expect(runs.map((r) => r.due_at)).toEqual([0, 1, 2].map((h) => dateTimeText(new Date(START - 30 * 60_000 + h * HOUR))))
    for (const run of runs) {
      expect(run).toMatchObject({ job_title: '测试任务 test-once', status: 'done', result: '成功', attempts: 1 })
      expect(['host-a:1', 'host-b:2']).toContain(run.claimed_by)
      expect(run.claimed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(run.finished_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(run.duration_ms).toBeGreaterThanOrEqual(0)
    }
    expect(runs.map((r) => r.message).sort()).toEqual(['第 1 次', '第 2 次', '第 3 次'])
  })

  it('a run whose instance died is claimed again once its lease ran out, and given up after three claims', async () => {
    clock.setClock(START, { frozen: true })
    const releases: (() => void)[] = []
    // every run but the ones allowed to finish hangs, as on an instance that died during it
    let finishing = false
    const job = countingJob('test-lease', () => (finishing ? Promise.resolve('接手后完成') : new Promise<void>((resolve) => releases.push(resolve))))
    const lease = { leaseMs: 60_000 }
    const a = jobRunner([job], t.db, t.config, { instance: 'host-a:1', ...lease })
    const b = jobRunner([job], t.db, t.config, { instance: 'host-b:2', ...lease })
    const c = jobRunner([job], t.db, t.config, { instance: 'host-c:3', ...lease })
    try {
      await a.claimDue() // a's run hangs: a "died"
      await b.check()
      expect(job.runs).toBe(1) // the lease holds: b leaves it
      clock.advanceClock(61_000)
      finishing = true
      await b.check()
      expect(job.runs).toBe(2)
      expect(await runsOf('test-lease')).toMatchObject([{ status: 'done', result: '成功', message: '接手后完成', claimed_by: 'host-b:2', attempts: 2 }])
      // a comes back to life: its late result is not recorded over b's
      releases.splice(0).forEach((release) => release())
      await Promise.all(a.inFlight())
      expect(await runsOf('test-lease')).toMatchObject([{ claimed_by: 'host-b:2', attempts: 2, message: '接手后完成' }])

      // the next hour's run kills every instance that claims it: three claims, then 失败
      finishing = false
      clock.advanceClock(HOUR)
      for (const runner of [a, b, c]) {
        await runner.claimDue()
        clock.advanceClock(61_000)
      }
      await a.check()
      const [, givenUp] = await runsOf('test-lease')
      expect(givenUp).toMatchObject({ status: 'done', result: '失败', message: `运行实例中断 ${MAX_ATTEMPTS} 次，不再重试`, claimed_by: 'host-c:3', attempts: MAX_ATTEMPTS })
      expect(job.runs).toBe(2 + MAX_ATTEMPTS)
    } finally {
      releases.forEach((release) => release())
      await Promise.all([a, b, c].flatMap((runner) => runner.inFlight()))
    }
  })

  it('a failing job records 失败 and its message; the next due time runs again', async () => {
    clock.setClock(START, { frozen: true })
    const job = countingJob('test-fail', async (n) => {
      if (n === 1) throw new Error('供应商接口超时')
      return '已完成'
    })
    const a = jobRunner([job], t.db, t.config, { instance: 'host-a:1' })
    await a.check()
    await a.check()
    clock.advanceClock(HOUR)
    await a.check()
    expect(await runsOf('test-fail')).toMatchObject([
      { status: 'done', result: '失败', message: '供应商接口超时', attempts: 1 },
      { status: 'done', result: '成功', message: '已完成', attempts: 1 },
    ])
    expect(job.runs).toBe(2)
    // counted for /metrics too
    const counted = (await jobRuns.get()).values.filter((v) => v.labels.job === 'test-fail')
    expect(counted.map((v) => [v.labels.result, v.value]).sort()).toEqual([
      ['failed', 1],
      ['ok', 1],
    ])
  })

  it('what a run writes to the audit log carries the run as its request id', async () => {
    clock.setClock(START, { frozen: true })
    const job = countingJob('test-audit', () => writeAudit(t.db, SYSTEM_ACTOR, { area: 'job-test', action: '清理', target: '测试' }))
    await jobRunner([job], t.db, t.config, { instance: 'host-a:1' }).check()
    const [run] = await runsOf('test-audit')
    const [row] = await t.db.select({ requestId: auditLog.requestId, usercode: auditLog.usercode }).from(auditLog).where(eq(auditLog.area, 'job-test'))
    expect(row).toEqual({ requestId: `job:test-audit:${run!.id}`, usercode: 'system' })
  })

  it('only administrators read the runs, and nobody writes them through the API', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/api/JobRun/GetList', {})).status).toBe(403)
    const list = (await admin.post('/api/JobRun/GetList', { searchKey: '测试任务 test-fail' })).body.Data
    expect(list.total).toBe(2)
    expect((await admin.get('/api/JobRun/GetDetail', { id: list.rows[0].id })).body.Data).toMatchObject({ job_name: 'test-fail', status: 'done' })
    for (const call of ['/api/JobRun/Save', '/api/JobRun/Del']) expect((await admin.post(call, { id: list.rows[0].id })).status).toBe(404)
  })
})
