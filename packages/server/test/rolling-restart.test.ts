// Issue 39 item 5: graceful stop and rolling restart behind haproxy. Two server processes on one
// PostgreSQL database behind haproxy run with deploy/haproxy.cfg and the settings of
// deploy/scm-portal.env (drain shortened); 200 virtual portal users (bench/portal-users.ts, the
// simulation of bench:load and bench:cluster, with a small pause between calls) read and save
// marked draft mails through haproxy while:
// - instance A, then B, is stopped with SIGTERM (exit 0 awaited), started again and taken back by
//   haproxy: every answer any user got was a success, every acknowledged draft is in the database;
// - instance A is killed with SIGKILL and started again: every acknowledged draft is in the
//   database, and the only calls that failed were in flight when A died: sent before its exit
//   was seen (a killed process dies when the kernel next runs it) and not answered when the
//   signal went; so their number is at most the number of calls in flight then.
// server-pg only, and with Debian's haproxy (.ci/run installs it).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { lostDrafts, signIn, startLoad, type VirtualUser } from '../bench/portal-users'
import type { Database } from '../src/db'
import { freePort } from './free-port'
import { createEmptyPgDatabase } from './helpers'
import { endProcess, envFile, haproxyMissing, startHaproxy, type Balancer } from './haproxy'
import { startPortalProcess, type PortalProcess } from './portal-process'

const skipped = process.env.SCM_TEST_DRIVER !== 'pg' ? 'runs in the server-pg project' : haproxyMissing

/** The longest wait for a start, an exit or haproxy's view on a loaded 2-core machine; never a fixed sleep. */
const WAIT_MS = 120_000
const USERS = 200
/**
 * A user's pause after each call, on average: at most 100 calls a second offered in all, hundreds
 * in flight across each restart; the suite's other stages share the machine (bench:cluster pushes
 * harder, on its own)
 */
const THINK_MS = 2000

/** The failed calls counted by what the client got (status and envelope, or the connection's error). */
const failuresOf = (run: { failures: { message: string }[] }) => {
  const counts: Record<string, number> = {}
  for (const f of run.failures) counts[f.message] = (counts[f.message] ?? 0) + 1
  return counts
}

interface Instance {
  /** its server line in haproxy.cfg */
  name: 'a' | 'b'
  port: number
  server: PortalProcess
}

describe.skipIf(skipped)(`rolling restart and kill -9 under load behind haproxy${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  // undefined in afterAll when beforeAll failed
  let db: { database: Database; drop(): Promise<void> } | undefined
  let haproxy: Balancer | undefined
  const instances: Instance[] = []
  let env: Record<string, string> = {}
  let dataDir = ''
  let users: VirtualUser[] = []

  const start = async (name: 'a' | 'b', port: number): Promise<Instance> => ({
    name,
    port,
    server: await startPortalProcess({ ...env, PORT: String(port) }, `实例 ${name}`, WAIT_MS),
  })

  /** Ends instance `i` with `signal`, answers its exit (endProcess) and output, starts it again on its port and waits until haproxy has taken it back. */
  async function restart(i: Instance, signal: 'SIGTERM' | 'SIGKILL') {
    // in service before (a loaded machine may have answered a check late: haproxy takes it back)
    await haproxy!.until(i.name, 'UP', WAIT_MS)
    const { code, exitedAt } = await endProcess(i.server.process, signal, WAIT_MS)
    const log = i.server.log()
    await haproxy!.until(i.name, 'DOWN', WAIT_MS)
    i.server = (await start(i.name, i.port)).server
    await haproxy!.until(i.name, 'UP', WAIT_MS)
    return { code, exitedAt, log }
  }

  beforeAll(async () => {
    db = await createEmptyPgDatabase('scm_rolling', inject('pgTemplate'))
    const databaseUrl = (db.database.pool as unknown as { options: { connectionString: string } }).options.connectionString
    dataDir = mkdtempSync(join(tmpdir(), 'scm-rolling-'))
    // deploy/scm-portal.env as it is, on this test's database and folder; a short drain (1 s after haproxy saw the stop)
    env = { ...envFile('scm-portal.env'), DATABASE_URL: databaseUrl, SCM_DATA_DIR: dataDir, HOST: '127.0.0.1', SCM_LOG_LEVEL: 'warn', SCM_DEMO: '0', SCM_DRAIN_SECONDS: '1' }
    const ports = [await freePort(), await freePort()] as const
    const started = await Promise.allSettled([start('a', ports[0]), start('b', ports[1])])
    for (const s of started) if (s.status === 'fulfilled') instances.push(s.value)
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')
    if (failed) throw failed.reason
    haproxy = await startHaproxy({ a: `127.0.0.1:${ports[0]}`, b: `127.0.0.1:${ports[1]}` }, WAIT_MS)
    // 200 clients on one session per demo account: the suite's other stages share the machine
    users = await signIn([haproxy.url], USERS, { drafts: true, sharedSessions: true })
  }, 3 * WAIT_MS)

  afterAll(async () => {
    // the instances first: stopped while haproxy still checks them, they drain at once
    await Promise.all(instances.map((i) => i.server.stop()))
    await haproxy?.stop()
    await db?.database.close()
    await db?.drop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, WAIT_MS)

  it('restarting A then B with SIGTERM under 200 users answers every call with success and keeps every acknowledged write', async () => {
    const tag = `rolling-${randomBytes(4).toString('hex')}`
    const load = startLoad('rolling restart', users, { thinkMs: THINK_MS, tag })
    try {
      for (const instance of instances) {
        const { code, log } = await restart(instance, 'SIGTERM')
        expect(code, log).toBe(0)
        expect(log, 'its requests finished within the limit').not.toMatch(/shutdown limit reached/)
      }
    } finally {
      load.stop()
    }
    const run = await load.done
    expect(failuresOf(run), haproxy!.log().slice(-4000)).toEqual({})
    // each user saved drafts while the instances went away and came back
    // about one draft a user each round of his calls (a round is some 15 s at this pace)
    expect(run.acknowledged.length).toBeGreaterThan(USERS / 2)
    expect(await lostDrafts(db!.database.pool, run, tag)).toEqual([])
  }, 4 * WAIT_MS)

  it('kill -9 of A under 200 users loses no acknowledged write; only calls in flight at the kill fail', async () => {
    const tag = `kill-${randomBytes(4).toString('hex')}`
    const load = startLoad('kill -9', users, { thinkMs: THINK_MS, tag })
    let [killedAt, exitedAt] = [0, 0]
    try {
      // load on both instances first: every user through a round or so
      for (const end = Date.now() + WAIT_MS; load.calls() < 2 * USERS; await new Promise((r) => setTimeout(r, 20)))
        if (Date.now() > end) throw new Error(`${WAIT_MS} ms 内未完成 ${2 * USERS} 次调用`)
      killedAt = performance.now()
      const ended = await restart(instances[0]!, 'SIGKILL')
      expect(ended.code).toBeNull()
      exitedAt = ended.exitedAt
    } finally {
      load.stop()
    }
    const run = await load.done
    expect(run.calls).toBeGreaterThan(2 * USERS)
    // in flight on A when it died: sent before its exit was seen, not answered when it was killed
    const inFlight = (started: number, ended: number) => started < exitedAt && ended > killedAt
    const notInFlight = run.failures.filter((f) => !inFlight(f.started, f.ended))
    const fromKill = notInFlight.map((f) => `${f.path} ${f.message}: ${(f.started - killedAt).toFixed(0)} → ${(f.ended - killedAt).toFixed(0)} ms`)
    expect(fromKill, haproxy!.log().slice(-4000)).toEqual([])
    expect(run.failures.length).toBeLessThanOrEqual(run.timeline.filter(([started, ended]) => inFlight(started, ended)).length)
    expect(await lostDrafts(db!.database.pool, run, tag)).toEqual([])
  }, 4 * WAIT_MS)
})
