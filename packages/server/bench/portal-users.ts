// Virtual portal users, the one simulation of bench:load (users.ts), bench:cluster (cluster.ts)
// and the rolling-restart test (test/rolling-restart.test.ts): users of every demo role (buyer01,
// sup1001, sup1002, wh01, qe01, svc01, cust01, admin, in turn), each signed in with a session of
// his own, make the calls a portal user makes: current user, menu, unread count, home widgets,
// the lists of their role, a detail from them, a save of their profile and, when asked, a draft
// mail whose subject is a unique marker (a write whose acknowledgement a check can look for).
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { token } from './harness'
import { callJson as call, cpuMs } from './load'

/** One call of a user's round: method, path, body (a detail's path is filled in at sign-in); `draft`: the marked draft mail. */
export type Step = { method: 'GET' | 'POST'; path: string; body?: object; draft?: true }

/** The marked write: a draft mail (no receivers, no mail sent), one row in mail_record with the marker as its subject. */
export const DRAFT_PATH = '/Email/MSMailRecord/Save'

/** What each demo account looks at: its lists, and where a detail of the first row is. */
const ROLES: { account: string; lists: Step[]; detail?: (id: number) => string }[] = [
  { account: 'buyer01', lists: [{ method: 'POST', path: '/Order/OrderPublish/GetList', body: { page: 1, rows: 10 } }], detail: (id) => `/Order/OrderPublish/GetDetail?id=${id}` },
  { account: 'sup1001', lists: [{ method: 'POST', path: '/Order/OrderReceive/GetList', body: { page: 1, rows: 10 } }], detail: (id) => `/Order/OrderReceive/GetDetail?id=${id}` },
  { account: 'sup1002', lists: [{ method: 'POST', path: '/Order/OrderReceive/GetList', body: { page: 1, rows: 10 } }], detail: (id) => `/Order/OrderReceive/GetDetail?id=${id}` },
  { account: 'wh01', lists: [{ method: 'POST', path: '/api/Receive/GetList', body: { page: 1, rows: 10 } }], detail: (id) => `/api/Receive/GetDetail?id=${id}` },
  { account: 'qe01', lists: [{ method: 'POST', path: '/api/QulInspection/GetList', body: { page: 1, rows: 10 } }, { method: 'POST', path: '/api/QulLedger/GetList', body: { page: 1, rows: 10 } }], detail: (id) => `/api/QulInspection/GetDetail?id=${id}` },
  { account: 'svc01', lists: [{ method: 'POST', path: '/api/ServiceOutlets/GetList', body: { page: 1, rows: 10 } }], detail: (id) => `/api/ServiceOutlets/GetDetail?id=${id}` },
  { account: 'cust01', lists: [{ method: 'POST', path: '/api/Bulletin/GetList', body: { page: 1, rows: 10 } }], detail: (id) => `/api/Bulletin/GetDetail?id=${id}` },
  { account: 'admin', lists: [{ method: 'POST', path: '/User/User/GetUsers', body: { page: 1, rows: 10 } }] },
]

export interface VirtualUser {
  origin: string
  auth: string
  round: Step[]
}

/** Sign-ins side by side (each is a password hash on the server). */
const SIGN_INS_AT_ONCE = 8

async function signInOne(origin: string, i: number, drafts: boolean): Promise<VirtualUser> {
  const role = ROLES[i % ROLES.length]!
  const auth = await token(origin, role.account)
  const me = await call(origin, auth, 'GET', '/User/User/GetCurrentUser')
  const profile = (me.body.Data as { UserName: string }[])[0]!
  const round: Step[] = [
    { method: 'GET', path: '/User/User/GetCurrentUser' },
    { method: 'GET', path: '/Menu/Menu/GetUserMenuData' },
    { method: 'GET', path: '/Email/MSMailRecord/GetUnReadNum' },
    { method: 'GET', path: '/api/Home/GetWidgets' },
    ...role.lists,
  ]
  if (role.detail) {
    const first = (await call(origin, auth, 'POST', role.lists[0]!.path, role.lists[0]!.body)).body.Data as { rows: { id: number }[] }
    if (!first.rows[0]) throw new Error(`${role.account} 的列表没有数据`)
    round.push({ method: 'GET', path: role.detail(first.rows[0].id) })
  }
  round.push({ method: 'POST', path: '/api/MySelf/SaveProfile', body: { UserName: profile.UserName } })
  if (drafts) round.push({ method: 'POST', path: DRAFT_PATH, draft: true })
  return { origin, auth, round }
}

/**
 * `count` users over `origins` in turn; with `drafts`, each round also saves a marked draft mail.
 * `sharedSessions`: one sign-in per demo account and origin, its session used by all the users of
 * that account (as one person's several tabs): the load without one password hash per user.
 */
export async function signIn(origins: string[], count: number, { drafts = false, sharedSessions = false } = {}): Promise<VirtualUser[]> {
  const users: VirtualUser[] = []
  const sessions = new Map<string, Promise<VirtualUser>>()
  const one = (i: number) => {
    const origin = origins[i % origins.length]!
    if (!sharedSessions) return signInOne(origin, i, drafts)
    const key = `${origin} ${i % ROLES.length}`
    if (!sessions.has(key)) sessions.set(key, signInOne(origin, i, drafts))
    return sessions.get(key)!
  }
  for (let i = 0; i < count; i += SIGN_INS_AT_ONCE) {
    users.push(...(await Promise.all(Array.from({ length: Math.min(SIGN_INS_AT_ONCE, count - i) }, (_, j) => one(i + j)))))
  }
  return users
}

/** A call that was not answered with success: when it started and ended (performance.now()), and why. */
export interface Failure {
  path: string
  started: number
  ended: number
  message: string
}

export interface Run {
  name: string
  users: number
  calls: number
  errors: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  /** server CPU per call, when the servers were given (NaN otherwise) */
  cpuPerCall: number
  firstError?: string
  failures: Failure[]
  /** every call's [started, ended] (performance.now()): which were in flight at a moment */
  timeline: [number, number][]
  /** the markers of the draft mails the portal acknowledged (200, Code 1): each must be in mail_record */
  acknowledged: string[]
  /** mean ms per path (which calls cost most) */
  byPath: Map<string, { n: number; ms: number }>
}

export interface LoadOptions {
  /** ends the run after this long; without it, at stop() */
  seconds?: number
  /** a pause after each call, on average (0: none, as bench:load); jittered so users do not move in step */
  thinkMs?: number
  /** the servers whose CPU per call is measured */
  servers?: ChildProcess[]
  /** the draft mails' markers start with it (default: a random one) */
  tag?: string
}

export interface Load {
  /** calls answered (or failed) so far */
  calls(): number
  /** ends the run: every user finishes the call it is in */
  stop(): void
  done: Promise<Run>
}

/** An answer's envelope for a failure's message; not JSON: a balancer's own page. */
function envelopeText(answer: { body: unknown }): string {
  try {
    return JSON.stringify(answer.body).slice(0, 200)
  } catch {
    return '（非 JSON 应答）'
  }
}

/** Starts every user's loop through its round (user u starts at step u, so the steps mix). */
export function startLoad(name: string, users: VirtualUser[], options: LoadOptions = {}): Load {
  const { thinkMs = 0, servers = [], tag = `load-${randomBytes(4).toString('hex')}` } = options
  const latencies: number[] = []
  const failures: Failure[] = []
  const timeline: [number, number][] = []
  const acknowledged: string[] = []
  const byPath = new Map<string, { n: number; ms: number }>()
  let end = options.seconds === undefined ? Infinity : performance.now() + options.seconds * 1000
  const cpu = async () => (await Promise.all(servers.map((s) => cpuMs(s.pid!)))).reduce((a, b) => a + b, 0)

  const loop = async (user: VirtualUser, u: number) => {
    for (let k = u; performance.now() < end; k++) {
      const step = user.round[k % user.round.length]!
      const marker = step.draft ? `${tag}-${u}-${k}` : undefined
      const body = marker ? { subject: marker, body: '', send: false } : step.body
      const t0 = performance.now()
      let failed: string | undefined
      try {
        const answer = await call(user.origin, user.auth, step.method, step.path, body)
        if (answer.status !== 200 || (answer.code ?? answer.body.Code) !== 1) failed = `${answer.status} ${envelopeText(answer)}`
        else if (marker) acknowledged.push(marker)
      } catch (err) {
        failed = (err as Error).message
      }
      const t1 = performance.now()
      if (failed) failures.push({ path: step.path, started: t0, ended: t1, message: failed })
      latencies.push(t1 - t0)
      timeline.push([t0, t1])
      const key = step.path.split('?')[0]!
      const stat = byPath.get(key) ?? byPath.set(key, { n: 0, ms: 0 }).get(key)!
      stat.n++
      stat.ms += t1 - t0
      if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())))
    }
  }

  const done = (async (): Promise<Run> => {
    const cpu0 = servers.length ? await cpu() : 0
    const started = performance.now()
    await Promise.all(users.map(loop))
    const elapsed = (performance.now() - started) / 1000
    const cpuPerCall = servers.length ? ((await cpu()) - cpu0) / latencies.length : NaN
    latencies.sort((a, b) => a - b)
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0
    const first = failures[0]
    return {
      name, users: users.length, calls: latencies.length, errors: failures.length, perSecond: latencies.length / elapsed,
      p50: at(50), p95: at(95), p99: at(99), cpuPerCall, firstError: first && `${first.path} → ${first.message}`, failures, timeline, acknowledged, byPath,
    }
  })()
  return { calls: () => latencies.length, stop: () => (end = 0), done }
}

/** Every user's loop for `seconds`, without pause (bench:load). */
export function drive(name: string, users: VirtualUser[], seconds: number, servers: ChildProcess[]): Promise<Run> {
  return startLoad(name, users, { seconds, servers }).done
}

/** The acknowledged draft mails of `run` that are not in mail_record (none, when no acknowledged write was lost). */
export async function lostDrafts(db: { query(sql: string, values: unknown[]): Promise<{ rows: { subject: string }[] }> }, run: Run, tag: string): Promise<string[]> {
  const stored = new Set((await db.query('select subject from mail_record where starts_with(subject, $1)', [`${tag}-`])).rows.map((r) => r.subject))
  return run.acknowledged.filter((marker) => !stored.has(marker))
}
