// Health, metrics and logs through app.request(): the probes (/healthz, /readyz, also when the
// database is gone, behind on migrations or the instance stopping), /metrics behind its token
// with requests counted by route template, the request id (given, refused, made) in the answer,
// the log line and the audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventEmitter } from 'node:events'
import { Writable } from 'node:stream'
import { desc, eq, sql } from 'drizzle-orm'
import { createApp } from '../app'
import { createTestApp, loginAs, type TestApp } from '../../test/helpers'
import { auditLog } from '../platform/schema'
import { writeAudit } from '../platform/audit'
import { SYSTEM_ACTOR } from '../platform/jobs'
import { recordJobRun } from '../platform/metrics'
import { withRequestId } from '../http/request-id'
import { Lifecycle } from './lifecycle'
import { createLogger } from './log'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const TOKEN = 'metrics-secret-7f3a'
/** A limit no test here reaches (the waits end on events). */
const CAP = 60_000

let t: TestApp
/** Log lines the app with a captured logger wrote, parsed. */
const lines: Record<string, unknown>[] = []
let lifecycle: Lifecycle
let app: TestApp['app']

beforeAll(async () => {
  t = await createTestApp()
  lifecycle = new Lifecycle()
  const capture = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  app = createApp({
    db: t.db,
    config: { ...t.config, metricsToken: TOKEN },
    lifecycle,
    logger: createLogger('info', capture),
    pool: { pool: t.database.pool, driver: t.database.kind },
  })
})
afterAll(() => t.close())

const scrape = async () => {
  const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  return res.text()
}

describe('probes', () => {
  it('/healthz answers 200 while the process serves, without a token, outside the envelope', async () => {
    const res = await t.app.request('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('/readyz answers 200 when the database answers and holds every migration', async () => {
    const res = await t.app.request('/readyz')
    expect([res.status, await res.json()]).toEqual([200, { status: 'ready' }])
  })

  it('/readyz answers 503 at once when the instance is stopping, and answers then close their connection', async () => {
    const stopping = new Lifecycle()
    const stoppingApp = createApp({ db: t.db, config: t.config, lifecycle: stopping })
    expect((await stoppingApp.request('/readyz')).status).toBe(200)
    stopping.stop()
    const res = await stoppingApp.request('/readyz')
    expect([res.status, await res.json()]).toEqual([503, { status: 'stopping' }])
    expect(res.headers.get('connection')).toBe('close')
    // the instance still serves what reaches it
    expect((await stoppingApp.request('/api/test/getconfig')).status).toBe(200)
    expect((await stoppingApp.request('/healthz')).status).toBe(200)
  })

  it('/readyz answers 503 when migrations are missing, and when the database is unreachable', async () => {
    const other = await createTestApp()
    try {
      await other.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`)
      const behind = await other.app.request('/readyz')
      expect([behind.status, await behind.json()]).toEqual([503, { status: 'migrations pending' }])
    } finally {
      await other.close()
    }
    const gone = await other.app.request('/readyz')
    expect([gone.status, await gone.json()]).toEqual([503, { status: 'database unreachable' }])
    expect((await other.app.request('/healthz')).status).toBe(200)
  })
})

describe('/metrics', () => {
  it('is not there without SCM_METRICS_TOKEN', async () => {
    expect((await t.app.request('/metrics')).status).toBe(404)
    expect((await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
  })

  it('refuses a request without the token or with another one', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: TOKEN }] as Record<string, string>[]) {
      const res = await app.request('/metrics', { headers })
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(await res.text()).not.toContain('scm_http_requests_total')
    }
  })

  it('counts requests by route template and status, with latency, pool, event loop and job runs', async () => {
    // a public route answering 404 (no such user) keeps its template; a path no route matches is (none)
    expect((await app.request('/File/File/Avatar/987654')).status).toBe(404)
    expect((await app.request('/api/test/getconfig?x=1')).status).toBe(200)
    expect((await app.request('/no/such/call/42')).status).toBe(404)
    recordJobRun('ops-test-job', 'failed', 0.25)
    const text = await scrape()
    expect(text).toMatch(/^scm_http_requests_total\{method="GET",route="\/File\/File\/Avatar\/:userid",status="404"\} [1-9]/m)
    expect(text).toMatch(/^scm_http_requests_total\{method="GET",route="\/api\/test\/getconfig",status="200"\} [1-9]/m)
    expect(text).toMatch(/^scm_http_requests_total\{method="GET",route="\(none\)",status="404"\} [1-9]/m)
    // in a label's value (a sample's figures may hold the digits by chance)
    expect(text, 'no raw URL becomes a label').not.toMatch(/="[^"]*(987654|\/no\/such)/)
    expect(text).toMatch(/^scm_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/test\/getconfig"\} \d+/m)
    expect(text).toMatch(/^scm_http_request_duration_seconds_count\{method="GET",route="\/api\/test\/getconfig"\} [1-9]/m)
    for (const gauge of ['in_use', 'idle', 'waiting', 'size', 'max']) expect(text).toMatch(new RegExp(`^scm_db_pool_${gauge}\\{driver="${t.database.kind}"\\} \\d+`, 'm'))
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m)
    expect(text).toMatch(/^scm_job_runs_total\{job="ops-test-job",result="failed"\} [1-9]/m)
    expect(text).toMatch(/^scm_job_run_duration_seconds_count\{job="ops-test-job"\} [1-9]/m)
  })
})

describe('request id and the request log', () => {
  it('answers the caller’s X-Request-Id, and a new one for none or an unsafe one', async () => {
    const given = await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-4f2a.9:c_1=' } })
    expect(given.headers.get('x-request-id')).toBe('lb-4f2a.9:c_1=')
    const made = await app.request('/api/test/getconfig')
    expect(made.headers.get('x-request-id')).toMatch(UUID)
    for (const unsafe of ['a b', 'x"; drop', 'é', 'x'.repeat(65)]) {
      const res = await app.request('/api/test/getconfig', { headers: { 'X-Request-Id': unsafe } })
      expect(res.headers.get('x-request-id'), unsafe).toMatch(UUID)
    }
    // on errors and unknown paths too
    expect((await app.request('/no/such/call')).headers.get('x-request-id')).toMatch(UUID)
    expect((await app.request('/User/User/GetCurrentUser')).headers.get('x-request-id')).toMatch(UUID)
  })

  it('writes one JSON line per request with its id, route template, status and time; probes only at debug', async () => {
    lines.length = 0
    const res = await app.request('/File/File/Avatar/5?token=secret', { headers: { 'X-Request-Id': 'log-line-1' } })
    await app.request('/readyz')
    expect(lines).toHaveLength(1)
    const [line] = lines
    expect(line).toMatchObject({ level: 30, msg: 'request', reqId: 'log-line-1', method: 'GET', path: '/File/File/Avatar/5', route: '/File/File/Avatar/:userid', status: res.status })
    expect(typeof line!.ms).toBe('number')
    expect(typeof line!.time).toBe('string')
    expect(JSON.stringify(line), 'the query string is not logged').not.toContain('secret')
  })

  it('names the signed-in user in the line', async () => {
    const admin = await loginAs(app, 'admin')
    lines.length = 0
    await admin.get('/User/User/GetCurrentUser')
    expect(lines).toEqual([expect.objectContaining({ route: '/User/User/GetCurrentUser', status: 200, user: 'admin' })])
  })
})

describe('the audit log', () => {
  it('carries the id of the request that made the change', async () => {
    const admin = await loginAs(t.app, 'admin')
    const saved = await admin.post('/api/MySelf/SaveProfile', { UserName: '系统管理员' }, { 'X-Request-Id': 'audit-req-77' })
    expect(saved.status).toBe(200)
    expect(saved.headers.get('x-request-id')).toBe('audit-req-77')
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.area, 'myself')).orderBy(desc(auditLog.id)).limit(1)
    expect(row).toMatchObject({ action: '修改', usercode: 'admin', requestId: 'audit-req-77' })
  })

  it('has no request id outside a request, and the one a job run gives it', async () => {
    await writeAudit(t.db, SYSTEM_ACTOR, { area: 'ops-test', action: '清理', target: '无请求' })
    await withRequestId('job:ops-test:1', () => writeAudit(t.db, SYSTEM_ACTOR, { area: 'ops-test', action: '清理', target: '作业' }))
    const rows = await t.db.select({ target: auditLog.target, requestId: auditLog.requestId }).from(auditLog).where(eq(auditLog.area, 'ops-test')).orderBy(auditLog.id)
    expect(rows).toEqual([
      { target: '无请求', requestId: '' },
      { target: '作业', requestId: 'job:ops-test:1' },
    ])
  })
})

describe('the lifecycle of a stop', () => {
  /** A stand-in for the Node server: requests arrive and their answers close. */
  const fakeServer = () => {
    const server = new EventEmitter()
    const arrive = () => {
      const res = new EventEmitter()
      server.emit('request', {}, res)
      return () => res.emit('close')
    }
    return { server, arrive }
  }

  it('with no balancer probing, is drained as soon as no request is in flight', async () => {
    const life = new Lifecycle()
    const { server, arrive } = fakeServer()
    life.track(server as never)
    const answered = arrive()
    life.stop()
    let drained: number | undefined
    const done = life.drained(CAP).then((n) => (drained = n))
    await Promise.resolve()
    expect(drained).toBeUndefined()
    answered()
    await done
    expect([drained, life.inFlight]).toEqual([0, 0])
  })

  it('with a balancer probing, waits until a probe has been answered "stopping"', async () => {
    const life = new Lifecycle()
    life.probed(false)
    life.stop()
    let drained: number | undefined
    const done = life.drained(CAP).then((n) => (drained = n))
    await Promise.resolve()
    expect(drained).toBeUndefined()
    life.probed(true)
    await done
    expect(drained).toBe(0)
  })

  it('gives up at the limit, answering the requests still in flight', async () => {
    const life = new Lifecycle()
    const { server, arrive } = fakeServer()
    life.track(server as never)
    arrive()
    life.stop()
    expect(await life.drained(20)).toBe(1)
  })
})
