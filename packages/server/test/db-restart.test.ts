// The portal as an operator runs it (`tsx src/main.ts` on PostgreSQL), writes flowing, and its
// database server killed and started again: the process lives on, answers 503 in the envelope
// within seconds while the database is down, serves again by itself once it is back, and every
// write it acknowledged is in the database afterwards. On a cluster of the test's own (pg-cluster.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { postgresBin, startPgCluster, type PgCluster } from './pg-cluster'
import { delay, startPortalProcess, type PortalProcess } from './portal-process'

const bin = postgresBin()
const skipped =
  process.env.SCM_TEST_DRIVER !== 'pg' ? 'runs in the server-pg project' : !bin ? 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin' : ''

const UNAVAILABLE = { Code: 0, Msg: '数据库暂时不可用，请稍后重试', Data: null }
/** How long an answer may take while the database is down (pool connectionTimeoutMillis is 5 s; a refused connection is immediate). */
const DOWN_ANSWER_MS = 4000
/** How long to wait for the writers to reach a count (each a few seconds on a quiet machine). */
const WAIT_MS = 60_000

type Portal = PortalProcess

/** The server process on `databaseUrl` (a new database: migrate and base seeds), on a port it picks. */
const startPortal = (databaseUrl: string) => startPortalProcess({ DATABASE_URL: databaseUrl, SCM_DEMO: '0' })

/** Polls `done` every 50 ms while the portal runs; throws when it exited, or after `ms`. */
async function until(portal: Portal, what: string, done: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !done(); await delay(50)) {
    if (portal.process.exitCode !== null) throw new Error(`服务进程已退出 (code ${portal.process.exitCode})\n${portal.log().slice(-4000)}`)
    if (Date.now() > end) throw new Error(`${ms} ms 内未${what}`)
  }
}

interface Answer {
  /** When the request went out and how long its answer took. */
  at: number
  ms: number
  /** 0: no HTTP answer (the portal gone, or no answer within 15 s). */
  status: number
  body: any
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const at = Date.now()
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { at, ms: Date.now() - at, status: res.status, body }
  } catch (error) {
    return { at, ms: Date.now() - at, status: 0, body: String(error) }
  }
}

const login = (portal: Portal) =>
  call(`${portal.url}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Scm@2026' }).toString(),
  })

describe.skipIf(skipped)(`the portal on PostgreSQL when its database restarts${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  // undefined in afterAll when beforeAll failed
  let cluster: PgCluster
  let portal: Portal

  beforeAll(async () => {
    cluster = await startPgCluster(bin!)
    portal = await startPortal(cluster.url)
  }, 120_000)

  afterAll(async () => {
    await portal?.stop()
    await cluster?.remove()
  })

  it('answers 503 while it is down, serves again after, and keeps every acknowledged write', async () => {
    const { url } = portal
    const token = (await login(portal)).body.access_token as string
    expect(token).toBeTruthy()
    const authorized = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }

    // writers: mail drafts (a transaction each), until told to stop
    const answers: Answer[] = []
    const acknowledged = new Map<number, string>() // mail id → subject
    let writing = true
    const writer = async (w: number) => {
      for (let n = 0; writing; n++) {
        const subject = `重启测试 ${w}-${n}`
        const answer = await call(`${url}/Email/MSMailRecord/Save`, { method: 'POST', headers: authorized, body: JSON.stringify({ subject, send: false }) })
        answers.push(answer)
        if (answer.status === 200 && answer.body?.Code === 1) acknowledged.set(answer.body.Data.id, subject)
        else await delay(50) // a client backing off before it tries again
      }
    }
    const writers = Promise.all([0, 1, 2, 3].map(writer))
    const count = (status: number, after: number) => answers.filter((a) => a.status === status && a.at >= after).length

    try {
      await until(portal, '确认 20 次写入', () => acknowledged.size >= 20, WAIT_MS)
      await cluster.crash()
      const downAt = Date.now()
      // while down: the writers, a login and a signed-in read (the session lookup) answer 503 at once
      await until(portal, '在数据库停止时收到 8 次 503', () => count(503, downAt) >= 8, WAIT_MS)
      for (const answer of [await login(portal), await call(`${url}/User/User/GetCurrentUser`, { headers: authorized })]) {
        expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE })
        expect(answer.ms).toBeLessThan(DOWN_ANSWER_MS)
      }
      const upAt = Date.now()
      await cluster.start()
      await until(portal, '在数据库恢复后确认 10 次写入', () => count(200, upAt) >= 10, WAIT_MS)
    } finally {
      writing = false
      await writers
    }

    expect(portal.process.exitCode, portal.log().slice(-4000)).toBeNull()
    // every answer is a success or the 503 envelope, quickly: no 500, no stack, no hang, no dropped connection
    const others = answers.filter((a) => a.status !== 200 && !(a.status === 503 && JSON.stringify(a.body) === JSON.stringify(UNAVAILABLE)))
    expect(others).toEqual([])
    expect(Math.max(...answers.filter((a) => a.status === 503).map((a) => a.ms))).toBeLessThan(DOWN_ANSWER_MS)

    const db = new pg.Client({ connectionString: cluster.url })
    await db.connect()
    try {
      const { rows } = await db.query<{ id: number; subject: string }>('select id, subject from mail_record where id = any($1)', [[...acknowledged.keys()]])
      expect(new Map(rows.map((r) => [r.id, r.subject]))).toEqual(acknowledged)
    } finally {
      await db.end()
    }
  }, 4 * WAIT_MS)
})
