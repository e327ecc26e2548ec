import { afterAll, beforeAll } from 'vitest'
import { declaredRoutes, hasGrant, type DeclaredRoute, type Grants } from '../src/http'
import { findSession, hashToken } from '../src/identity/sessions'
import { sysRoleFunction } from '../src/identity/role-schema'
import { createTestApp, login, signature, type TestApp } from './helpers'

// The route-table sweeps (route-*.test.ts): every endpoint the app mounts (app.routes), whatever
// area added it, checked generically — no list of calls to keep up to date. A route declares its
// grant with requireFn/signedIn (readable through declaredRoutes) or is a public path (an area's
// publicPaths, isPublicPath in http/public-paths.ts). Each sweep is a file of its own, on its own
// database, so the sweeps run side by side and none is the suite's long pole alone.

export const DEMO_ACCOUNTS = ['admin', 'buyer01', 'wh01', 'qe01', 'svc01', 'sup1001', 'cust01'] as const
/** Requests in flight at once. */
const CONCURRENCY = 8
/**
 * The limit of a sweep over the whole route table, of hundreds of calls: on a quiet machine the
 * 401 sweep takes 1 s on PostgreSQL and 7 s on PGlite, the owner-scope writes 12 s and 105 s; a
 * limit stays five times past that on a machine twice as slow (the sweeps below take multiples).
 */
export const SWEEP_MS = 120_000

export interface Sweep {
  t: TestApp
  routes: DeclaredRoute[]
  tokens: Map<string, string>
  grants: Map<string, Grants>
  roles: Map<string, string[]>
  /** The supplier or customer id of an owner's user. */
  ownerIds: Map<string, number | string>
  /** One call through the app as a client makes it (account calls signed); the body as raw text. */
  call(method: string, url: string, token?: string, body?: string): Promise<Reply>
}

/** A test app with the demo accounts signed in, for one sweep file (its beforeAll and afterAll). */
export function routeSweep(): Sweep {
  const s = { tokens: new Map(), grants: new Map(), roles: new Map(), ownerIds: new Map() } as Sweep
  s.call = (method, url, token, body) => callApp(s.t, method, url, token, body)
  beforeAll(async () => {
    s.t = await createTestApp()
    s.routes = declaredRoutes(s.t.app)
    // Suppliers may read contracts here, so that the owner scope (not a missing grant) is what
    // keeps one supplier out of another's contracts.
    await s.t.db.insert(sysRoleFunction).values(['contract_query', 'contract_detail'].map((functionId) => ({ role: 'supplier', functionId, buttons: [] })))
    for (const account of [...DEMO_ACCOUNTS, 'sup1002', 'cust02']) {
      const token = await login(s.t.app, account)
      s.tokens.set(account, token)
      const session = (await findSession(s.t.db, hashToken(token)))!
      s.grants.set(account, session.grants)
      s.roles.set(account, session.user.roles)
      const ownerId = session.user.supplyid ?? session.user.customerId
      if (ownerId != null) s.ownerIds.set(account, ownerId)
    }
  })
  afterAll(() => s.t.close())
  return s
}

export const label = (r: Pick<DeclaredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`
/** A concrete URL of a route pattern (`/File/File/Avatar/:userid` → `/File/File/Avatar/1`). */
export const urlOf = (path: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '1')

/** `work` on every item, CONCURRENCY at a time. */
export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  await mapInBatches(items, work)
}

/** `work` on every item, CONCURRENCY at a time; the answers in the items' order. */
export async function mapInBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const at = next++
      answers[at] = await work(items[at]!)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return answers
}

export interface Reply {
  status: number
  type: string
  text: string
  json?: { Code?: unknown; Msg?: unknown; Data?: unknown }
  bytes: Uint8Array
  /** The body could not be read to its end (a cut stream). */
  cut?: string
}

async function callApp(t: TestApp, method: string, url: string, token?: string, body?: string): Promise<Reply> {
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  // account calls are signed, as core's client signs them
  Object.assign(headers, signature(url, body ?? ''))
  const res = await t.app.request(url, { method, headers, body })
  const type = res.headers.get('content-type') ?? ''
  let bytes = new Uint8Array()
  let cut: string | undefined
  try {
    bytes = new Uint8Array(await res.arrayBuffer())
  } catch (error) {
    cut = String(error).slice(0, 120)
  }
  const text = type.includes('json') || type.startsWith('text/') ? new TextDecoder().decode(bytes) : ''
  let json: Reply['json']
  try {
    if (type.includes('json')) json = JSON.parse(text)
  } catch {
    // judged below
  }
  return { status: res.status, type, text, json, bytes, ...(cut ? { cut } : {}) }
}

/** Whether the account's role holds the route's declared function. */
export const held = (s: Sweep, account: string, route: DeclaredRoute) =>
  route.grant!.fns === '*' || route.grant!.fns.some((fn) => hasGrant(s.grants.get(account)!, fn, route.grant!.button))
