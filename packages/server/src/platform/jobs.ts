import { hostname } from 'node:os'
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm'
import * as clock from '../clock'
import type { ServerConfig } from '../config'
import type { Db } from '../db'
import type { AreaJob, AreaModule } from './area'
import type { AuditActor } from './audit'
import { withRequestId } from '../http/request-id'
import { jobRun } from './job-schema'
import { recordJobRun } from './metrics'

/** Who did what a background job did, in the audit log. */
export const SYSTEM_ACTOR: AuditActor = { userid: null, usercode: 'system', UserName: '系统', ip: '' }

// Background jobs run once per due time across all server processes. Every instance checks now and
// then (a timer: it only looks); what runs is decided in the database, on the job_run table:
//   1. the job's current due time, on a grid from the epoch (floor(now / period) * period on THE
//      server clock), is inserted `on conflict do nothing`: every instance makes the same one row;
//   2. an instance claims a due row, or a running one whose lease ran out (its instance died), in
//      one UPDATE over a `FOR UPDATE SKIP LOCKED` subselect: one instance gets it, the others skip;
//   3. it runs the job and records when it finished, how long it took and its result (成功 / 失败 +
//      message) — only while the claim is still its own. While a run lasts, each check renews its
//      lease; a run claimed MAX_ATTEMPTS times without finishing is given up as 失败.
// A due time no instance was up for is not made up: jobs are idempotent, the next one covers it.

/** Claims of one run before it is given up (an instance dying on it each time). */
export const MAX_ATTEMPTS = 3
/** How long a claim holds without being renewed: a dead instance's run is taken over after it. */
const DEFAULT_LEASE_MS = 5 * 60_000
/** How long stop() waits for the runs in progress to finish and record their result. */
const STOP_WAIT_MS = 10_000

/** The server's own jobs, beside the areas'. */
export const PLATFORM_JOBS: AreaJob[] = [
  {
    name: 'job-run-retention',
    title: '清理 90 天前的后台任务记录',
    everyMinutes: 24 * 60,
    run: async (db) => {
      const cutoff = new Date(clock.nowMs() - 90 * 86_400_000)
      const gone = await db.delete(jobRun).where(and(lt(jobRun.dueAt, cutoff), eq(jobRun.status, 'done'))).returning({ id: jobRun.id })
      return `清理 ${gone.length} 条`
    },
  },
]

/** The due time `at` falls in: the start of its period on a grid from the epoch, the same on every instance. */
export function dueTime(job: Pick<AreaJob, 'everyMinutes'>, at: number): Date {
  const period = job.everyMinutes * 60_000
  return new Date(Math.floor(at / period) * period)
}

export interface JobRunnerOptions {
  /** Name of this instance in job_run.claimed_by; default host:pid. */
  instance?: string
  /** How long a claim holds unless renewed (default 5 minutes). */
  leaseMs?: number
}

export interface JobRunner {
  instance: string
  /** Renews the leases of the runs in progress here, then claims and starts what is due; answers the started runs. */
  claimDue(): Promise<Promise<void>[]>
  /** claimDue and wait for the runs it started (tests). */
  check(): Promise<void>
  /** The runs in progress here. */
  inFlight(): Promise<void>[]
}

interface Claimed {
  id: number
  dueAt: Date
  attempts: number
}

/** The job runner of one instance over `jobs`; startJobs puts it on a timer, tests call check(). */
export function jobRunner(jobs: readonly AreaJob[], db: Db, config: ServerConfig, options: JobRunnerOptions = {}): JobRunner {
  const instance = options.instance ?? `${hostname()}:${process.pid}`
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  /** job name → its run in progress here: runs of one job never overlap in one instance */
  const running = new Map<string, { id: number; done: Promise<void> }>()

  const claim = async (job: AreaJob, now: Date): Promise<Claimed | undefined> => {
    await db.insert(jobRun).values({ jobName: job.name, jobTitle: job.title, dueAt: dueTime(job, now.getTime()) }).onConflictDoNothing()
    const claimable = and(
      eq(jobRun.jobName, job.name),
      lte(jobRun.dueAt, now),
      lt(jobRun.attempts, MAX_ATTEMPTS),
      or(eq(jobRun.status, 'due'), and(eq(jobRun.status, 'running'), lt(jobRun.leaseUntil, now))),
    )
    const next = db.select({ id: jobRun.id }).from(jobRun).where(claimable).orderBy(asc(jobRun.dueAt)).limit(1).for('update', { skipLocked: true })
    const [claimed] = await db
      .update(jobRun)
      .set({ status: 'running', claimedBy: instance, claimedAt: now, leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobRun.attempts} + 1` })
      .where(and(inArray(jobRun.id, next), claimable))
      .returning({ id: jobRun.id, dueAt: jobRun.dueAt, attempts: jobRun.attempts })
    return claimed
  }

  const execute = async (job: AreaJob, run: Claimed): Promise<void> => {
    // elapsed time, not a moment of business: the machine's monotonic timer, not the server clock
    const started = performance.now()
    let result: '成功' | '失败' = '成功'
    let message = ''
    try {
      // what the run writes to the audit log carries the run's id, as a request's rows carry the request's
      const answer = await withRequestId(`job:${job.name}:${run.id}`, () => job.run(db, config))
      if (typeof answer === 'string') message = answer
      else if (typeof answer === 'number') message = `处理 ${answer} 项`
    } catch (err) {
      result = '失败'
      message = err instanceof Error ? err.message : String(err)
      console.error(`后台任务 ${job.name} 失败：`, message)
    }
    const durationMs = Math.round(performance.now() - started)
    recordJobRun(job.name, result === '成功' ? 'ok' : 'failed', durationMs / 1000)
    try {
      const [recorded] = await db
        .update(jobRun)
        .set({ status: 'done', finishedAt: clock.now(), durationMs, result, message: message.slice(0, 2000) })
        .where(and(eq(jobRun.id, run.id), eq(jobRun.claimedBy, instance), eq(jobRun.attempts, run.attempts), eq(jobRun.status, 'running')))
        .returning({ id: jobRun.id })
      if (!recorded) console.warn(`后台任务 ${job.name}（${run.dueAt.toISOString()}）已由其他实例接手，本次结果未记录`)
    } catch (err) {
      // the lease runs out and another instance runs it again
      console.error(`后台任务 ${job.name} 的结果未能记录：`, err instanceof Error ? err.message : err)
    }
  }

  const claimDue = async (): Promise<Promise<void>[]> => {
    const now = clock.now()
    const mine = [...running.values()].map((r) => r.id)
    if (mine.length)
      await db
        .update(jobRun)
        .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
        .where(and(inArray(jobRun.id, mine), eq(jobRun.claimedBy, instance), eq(jobRun.status, 'running')))
    // runs whose instances died on them MAX_ATTEMPTS times: given up, visibly
    await db
      .update(jobRun)
      .set({ status: 'done', finishedAt: now, result: '失败', message: `运行实例中断 ${MAX_ATTEMPTS} 次，不再重试` })
      .where(and(eq(jobRun.status, 'running'), lt(jobRun.leaseUntil, now), gte(jobRun.attempts, MAX_ATTEMPTS)))
    const started: Promise<void>[] = []
    for (const job of jobs) {
      if (running.has(job.name)) continue
      const run = await claim(job, now)
      if (!run) continue
      const done = execute(job, run).finally(() => running.delete(job.name))
      running.set(job.name, { id: run.id, done })
      started.push(done)
    }
    return started
  }

  return {
    instance,
    claimDue,
    check: async () => {
      await Promise.all(await claimDue())
    },
    inFlight: () => [...running.values()].map((r) => r.done),
  }
}

export interface StartJobsOptions extends JobRunnerOptions {
  /** Seconds between checks (SCM_JOB_CHECK_SECONDS, default 30). */
  checkSeconds?: number
}

/**
 * Starts this instance's job runner over the platform's and the areas' jobs: a check soon after
 * start, then every `checkSeconds`. A failing check (the database lost) is logged and tried at the
 * next one: it must not end the server. Answers a stop function that waits (up to 10 s) for the
 * runs in progress to record their result; one cut short is run again by another instance once
 * its lease runs out.
 */
export function startJobs(areas: AreaModule[], db: Db, config: ServerConfig, options: StartJobsOptions = {}): () => Promise<void> {
  const runner = jobRunner([...PLATFORM_JOBS, ...areas.flatMap((a) => a.jobs ?? [])], db, config, options)
  const checkMs = (options.checkSeconds ?? config.jobCheckSeconds ?? 30) * 1000
  let checking = false
  const tick = () => {
    if (checking) return
    checking = true
    runner
      .claimDue()
      .catch((err) => console.error('后台任务检查失败：', err instanceof Error ? err.message : err))
      .finally(() => (checking = false))
  }
  const timers = [setTimeout(tick, Math.min(checkMs, 1000)).unref(), setInterval(tick, checkMs).unref()]
  return async () => {
    timers.forEach((t) => clearTimeout(t))
    const runs = runner.inFlight()
    if (!runs.length) return
    let timer: NodeJS.Timeout | undefined
    await Promise.race([Promise.all(runs), new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS).unref()))])
    clearTimeout(timer)
  }
}
