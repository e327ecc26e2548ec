import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredRoutes, hasGrant, type DeclaredRoute, type Grants, type OwnerKind } from '../src/http'
import { UNAUTHORIZED_MSG } from '../src/http/auth'
import { findSession, hashToken } from '../src/identity/sessions'
import { sysRoleFunction } from '../src/identity/role-schema'
import { createTestApp, login, signature, type TestApp } from './helpers'
import { baseOf, bodiesOf, changedTables, creationOf, fingerprint, grantOwnersEverything, idsIn, ownerWrites, reassigned, recordsIn, type Caller } from './owner-writes'
import { uploadFile, type UserClient } from './clients'

// Security from the route table: every endpoint the app mounts (app.routes), whatever area added
// it, is checked here generically — no list of calls to keep up to date. A route declares its
// grant with requireFn/signedIn (readable through declaredRoutes) or is a public path (an area's
// publicPaths, isPublicPath in http/public-paths.ts).

const DEMO_ACCOUNTS = ['admin', 'buyer01', 'wh01', 'qe01', 'svc01', 'sup1001', 'cust01'] as const
/** Requests in flight at once. */
const CONCURRENCY = 8
/**
 * The limit of a sweep over the whole route table, of hundreds of calls: on a quiet machine the
 * 401 sweep takes 1 s on PostgreSQL and 7 s on PGlite, the owner-scope writes 12 s and 105 s; a
 * limit stays five times past that on a machine twice as slow (the sweeps below take multiples).
 */
const SWEEP_MS = 120_000

let t: TestApp
let routes: DeclaredRoute[]
const tokens = new Map<string, string>()
const grants = new Map<string, Grants>()
const roles = new Map<string, string[]>()
/** The supplier or customer id of an owner's user. */
const ownerIds = new Map<string, number | string>()

beforeAll(async () => {
  t = await createTestApp()
  routes = declaredRoutes(t.app)
  // Suppliers may read contracts here, so that the owner scope (not a missing grant) is what
  // keeps one supplier out of another's contracts.
  await t.db.insert(sysRoleFunction).values(['contract_query', 'contract_detail'].map((functionId) => ({ role: 'supplier', functionId, buttons: [] })))
  for (const account of [...DEMO_ACCOUNTS, 'sup1002', 'cust02']) {
    const token = await login(t.app, account)
    tokens.set(account, token)
    const session = (await findSession(t.db, hashToken(token)))!
    grants.set(account, session.grants)
    roles.set(account, session.user.roles)
    const ownerId = session.user.supplyid ?? session.user.customerId
    if (ownerId != null) ownerIds.set(account, ownerId)
  }
})
afterAll(() => t.close())

const label = (r: Pick<DeclaredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`
/** A concrete URL of a route pattern (`/File/File/Avatar/:userid` → `/File/File/Avatar/1`). */
const urlOf = (path: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '1')

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

interface Reply {
  status: number
  type: string
  text: string
  json?: { Code?: unknown; Msg?: unknown; Data?: unknown }
  bytes: Uint8Array
  /** The body could not be read to its end (a cut stream). */
  cut?: string
}

async function call(method: string, url: string, token?: string, body?: string): Promise<Reply> {
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

const isEnvelope = (r: Reply) => !!r.json && (r.json.Code === 0 || r.json.Code === 1) && typeof r.json.Msg === 'string'
const STACK_LINE = /\n\s+at \S|\bat [\w.<>]+ \(.*:\d+:\d+\)|node:internal|\.ts:\d+:\d+/
const SQL_TEXT = /\bselect\b[\s\S]{0,200}\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate\s+"|syntax error at|\$\d+::/i
/** A whole .xlsx (zip): ends with the end-of-central-directory record. */
function isWholeZip(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 22 - 0xffff))
  for (let i = tail.length - 22; i >= 0; i--) if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 5 && tail[i + 3] === 6) return true
  return false
}

/**
 * Outside the envelope by design: OAuth2 answers its errors in its own shape (README), the
 * WeChat binding link is a page the phone's browser opens, answering a Chinese HTML page, the
 * OpenAPI contract is a document for tools, and the probes answer a balancer in its own small JSON.
 */
const OUTSIDE_ENVELOPE = new Set(['POST /token', 'GET /api/wx/Bind', 'GET /api/openapi.json', 'GET /healthz', 'GET /readyz'])

/** What is wrong with an answer to bad input (undefined = acceptable). */
function badAnswer(route: DeclaredRoute, r: Reply): string | undefined {
  if (OUTSIDE_ENVELOPE.has(label(route)) && r.status < 500 && !STACK_LINE.test(r.text) && !SQL_TEXT.test(r.text)) return undefined
  if (r.cut) return `connection cut while reading the body (${r.status}): ${r.cut}`
  if (r.status >= 500) return `${r.status} ${r.text.slice(0, 200)}`
  if (STACK_LINE.test(r.text)) return `stack trace in the answer: ${r.text.slice(0, 200)}`
  if (SQL_TEXT.test(r.text)) return `SQL text in the answer: ${r.text.slice(0, 200)}`
  if (r.status >= 400) {
    if (!isEnvelope(r) || r.json!.Code !== 0) return `${r.status} outside the envelope: ${r.text.slice(0, 200)}`
    if (!/[\u4e00-\u9fff]/.test(String(r.json!.Msg))) return `${r.status} without a Chinese message: ${r.json!.Msg}`
    return undefined
  }
  if (r.status >= 300) return undefined // redirects
  const exported = /\/Export\w*$/.test(route.path) || r.type.includes('spreadsheetml')
  if (exported && !r.type.includes('json')) return isWholeZip(r.bytes) ? undefined : `truncated file (${r.bytes.length} bytes)`
  if (r.type.includes('json')) return isEnvelope(r) ? undefined : `2xx outside the envelope: ${r.text.slice(0, 200)}`
  return r.bytes.length || r.status === 204 ? undefined : `empty ${r.status} answer of type ${r.type}`
}

const held = (account: string, route: DeclaredRoute) =>
  route.grant!.fns === '*' || route.grant!.fns.some((fn) => hasGrant(grants.get(account)!, fn, route.grant!.button))

const LONG = 'x'.repeat(100_000)
const LONG_KEYS = ['id', 'ids', 'searchKey', 'name', 'title', 'code', 'orderNo', 'order_no', 'supplyid', 'status', 'usercode', 'field', 'keyword']
/** Bad bodies of every POST route (raw text). */
const BAD_BODIES: [string, string][] = [
  ['malformed JSON', '{"id": 1,'],
  ['an array', '[{"id": 1}]'],
  ['a scalar', '"text"'],
  ['wrong types', '{"id":"abc","page":"x","rows":-5}'],
  ['wrong filter types', '{"supplyid":"abc","order_id":"x","mtr_id":[1],"status":{"a":1},"dateFrom":"nope","filters":{"supplyid":"abc"}}'],
  ['100 kB strings', JSON.stringify(Object.fromEntries(LONG_KEYS.map((k) => [k, LONG])))],
  ['absurd paging', '{"page":1e12,"rows":1e9}'],
  ['huge page', '{"page":1e12,"rows":10}'],
  ['NUL in a text filter', '{"searchKey":"a\\u0000b"}'],
  ['NUL in a filter field', '{"order_no":"a\\u0000b","name":"a\\u0000b","filters":{"title":"a\\u0000b"}}'],
]
/** The same as query strings of every GET route. */
const BAD_QUERIES: [string, string][] = [
  ['wrong types', 'id=abc&page=x&rows=-5'],
  ['wrong filter types', 'supplyid=abc&order_id=x&mtr_id=1.5&dateFrom=nope&userid=-1'],
  ['100 kB strings', new URLSearchParams(LONG_KEYS.map((k) => [k, LONG])).toString()],
  ['absurd paging', 'page=1e12&rows=1e9'],
  ['huge page', 'page=1000000000000&rows=10'],
  ['NUL in a text filter', 'searchKey=a%00b'],
  ['NUL in an id', 'id=1%00'],
  ['filters not JSON', 'filters=%7Bnope'],
]

describe('the route table', () => {
  it('every mounted route is public or declares its grant', () => {
    expect(routes.length).toBeGreaterThan(100)
    const silent = routes.filter((r) => !r.isPublic && !r.grant).map(label)
    expect(silent, 'routes that declare no grant (requireFn/signedIn) and are not public paths').toEqual([])
  })

  it('answers 401 in the envelope without a token and with a bad token, except public routes', async () => {
    const wrong: string[] = []
    await inBatches(
      routes.filter((r) => !r.isPublic),
      async (route) => {
        for (const token of [undefined, 'not-a-live-token']) {
          const r = await call(route.method, urlOf(route.path), token, route.method === 'POST' ? '{}' : undefined)
          if (r.status !== 401 || r.json?.Code !== 0 || r.json?.Msg !== UNAUTHORIZED_MSG) wrong.push(`${label(route)} ${token ? 'bad token' : 'no token'} → ${r.status} ${r.text.slice(0, 80)}`)
        }
      },
    )
    expect(wrong).toEqual([])
  }, SWEEP_MS)

  it('answers 403 to a demo account whose role lacks the declared function', async () => {
    const wrong: string[] = []
    const checked: string[] = []
    await inBatches(
      routes.filter((r) => r.grant && r.grant.fns !== '*'),
      async (route) => {
        const account = DEMO_ACCOUNTS.find((a) => !held(a, route))
        if (!account) return // every demo role holds it
        checked.push(label(route))
        const r = await call(route.method, urlOf(route.path), tokens.get(account), route.method === 'POST' ? '{}' : undefined)
        if (r.status !== 403 || r.json?.Code !== 0 || r.json?.Msg !== '无权限') wrong.push(`${label(route)} as ${account} → ${r.status} ${r.text.slice(0, 80)}`)
      },
    )
    expect(wrong).toEqual([])
    expect(checked.length).toBeGreaterThan(100)
  }, SWEEP_MS)

  // Before the bad-input test: that one may create rows (a 100 kB name is a valid name somewhere).
  describe('owner scope', () => {
    const pairs: [OwnerKind, string, string][] = [
      ['supplier', 'sup1001', 'sup1002'],
      ['customer', 'cust01', 'cust02'],
    ]
    const PROBE_IDS = Array.from({ length: 60 }, (_, i) => i + 1)
    const empty = (data: unknown) =>
      data === null || data === undefined || (Array.isArray(data) && !data.length) || (typeof data === 'object' && 'rows' in (data as object) && !(data as { rows: unknown[] }).rows.length)

    it.each(pairs)('a %s user never gets another owner’s record by id', async (kind, owner, other) => {
      // Owner-scoped GET routes that take an id: they refuse id=abc with a 400 or an unknown id with a 404.
      const scoped = routes.filter((r) => r.method === 'GET' && r.grant?.owner?.includes(kind) && held(owner, r) && !r.path.includes(':'))
      const leaks: string[] = []
      const proved: string[] = []
      await inBatches(scoped, async (route) => {
        const unknown = await call('GET', `${route.path}?id=2147483000`, tokens.get(owner))
        const bad = await call('GET', `${route.path}?id=abc`, tokens.get(owner))
        if (unknown.status !== 404 && bad.status !== 400 && !empty(unknown.json?.Data)) return // takes no id
        for (const id of PROBE_IDS) {
          const mine = await call('GET', `${route.path}?id=${id}`, tokens.get(owner))
          if (mine.status !== 200 || empty(mine.json?.Data)) continue
          proved.push(`${label(route)}?id=${id}`)
          const theirs = await call('GET', `${route.path}?id=${id}`, tokens.get(other))
          if (theirs.status === 200 && !empty(theirs.json?.Data)) leaks.push(`${label(route)}?id=${id}: ${other} got ${theirs.text.slice(0, 120)}`)
        }
      })
      expect(leaks).toEqual([])
      if (kind === 'supplier') {
        // the order, batch, receipt and contract details are owner-scoped and proved on real rows
        for (const path of ['/Order/SupplyConfirm/GetDetail', '/Order/SupplyBatch/GetDetail', '/api/Receive/GetDetail', '/api/Contract/GetDetail']) {
          expect(proved.some((p) => p.startsWith(`GET ${path}?`)), `${path} proved on a record of ${owner}`).toBe(true)
        }
      }
    }, 5 * SWEEP_MS)

    it.each(pairs)('a %s user neither changes nor adds to another owner’s records', async (kind, owner, other) => {
      // Every owner-scoped write (save, delete, document action, attach/detach, confirm…) is called
      // by `owner` with bodies naming `other`'s records, as `other` lists them himself in the
      // route's folder: each call is refused (4xx) and leaves the whole database as it was. A
      // creation with `other`'s fields, and a save of one of `owner`'s records carrying `other`'s
      // owner id, add nothing to what `other` sees. Then `other` makes the same call on his own
      // record: where that succeeds, the refusal was the owner scope's (proved).
      const writes = ownerWrites(routes, kind)
      expect(writes.length > 0 || kind === 'customer', 'owner-scoped writes').toBe(true)
      const undo = await grantOwnersEverything(t, routes, [...new Set([...roles.get(owner)!, ...roles.get(other)!])])
      const as = (account: string): Caller => (method, url, body) => call(method, url, tokens.get(account), body === undefined ? undefined : JSON.stringify(body))
      const uploads = new Map<string, number[]>()
      for (const account of [owner, other]) uploads.set(account, (await uploadFile(t, { token: tokens.get(account)! } as UserClient, 'document', '探测.txt', account)).map((f) => f.id))
      const leaks: string[] = []
      const proved: string[] = []
      const unprobed: string[] = []
      try {
        for (const route of writes) {
          const folder = baseOf(route.path)
          const theirs = await recordsIn(folder, routes, as(other))
          const mine = await recordsIn(folder, routes, as(owner))
          const reached = idsIn(mine)
          const probes = theirs.flatMap((record) => bodiesOf(record, { fileIds: uploads.get(owner)! })).filter((body) => !reached.has(String(body.id)))
          if (!probes.length) unprobed.push(label(route))

          const before = await fingerprint(t)
          for (const body of probes) {
            // the id in the query too: some calls read it there first
            const r = await as(owner)('POST', `${route.path}?id=${encodeURIComponent(String(body.id))}`, body)
            if (r.status < 400 || r.status >= 500) leaks.push(`${label(route)} id=${body.id} as ${owner} → ${r.status} ${r.text.slice(0, 120)}`)
          }
          const changed = changedTables(before, await fingerprint(t))
          if (changed.length) leaks.push(`${label(route)}: refused calls of ${owner} changed ${changed.join(', ')}`)

          const seen = JSON.stringify(await recordsIn(folder, routes, as(other)))
          const moves = mine.slice(0, 2).map((record) => reassigned(bodiesOf(record, { fileIds: uploads.get(owner)! })[0]!, ownerIds.get(owner)!, ownerIds.get(other)!))
          for (const body of [...probes.slice(0, 1).map(creationOf), ...moves]) await as(owner)('POST', route.path, body)
          if (JSON.stringify(await recordsIn(folder, routes, as(other))) !== seen) leaks.push(`${label(route)}: a save by ${owner} with ${other}'s owner id added to what ${other} sees`)

          proving: for (const record of theirs) {
            for (const body of bodiesOf(record, { fileIds: uploads.get(other)! })) {
              if ((await as(other)('POST', route.path, body)).status !== 200) continue
              proved.push(label(route))
              break proving
            }
          }
        }
      } finally {
        await undo()
      }
      expect(leaks).toEqual([])
      // a write whose folder lists no record of `other` (no list route, no seeded record) is not proved safe
      expect(unprobed, 'owner-scoped writes without a record of the other owner to probe').toEqual([])
      if (kind === 'supplier') {
        // a document's files, a contract's save and delete, a receipt: proved on real records of `other`
        for (const path of ['/api/QulClaim/Attach', '/api/QulClaim/Detach', '/api/Contract/Save', '/api/Contract/Del', '/api/Receive/Save']) {
          expect(proved, `POST ${path} proved on a record of ${other}`).toContain(`POST ${path}`)
        }
      }
    }, 10 * SWEEP_MS)
  })

  it('refuses a bad export query before the first byte, in the envelope', async () => {
    const admin = tokens.get('admin')!
    const summary = await call('POST', '/Order/OrderSummary/Export', admin, '{"supplyid":"abc"}')
    expect([summary.status, summary.json]).toEqual([400, { Code: 0, Msg: '供应商不正确', Data: null }])
    const exports = routes.filter((r) => r.method === 'POST' && /\/Export\w*$/.test(r.path))
    expect(exports.length).toBeGreaterThan(25)
    const wrong: string[] = []
    await inBatches(exports, async (route) => {
      const r = await call('POST', route.path, admin, '{"searchKey":"a\\u0000b"}')
      if (r.status !== 400 || r.json?.Msg !== '请求数据不能包含空字符') wrong.push(`${label(route)} → ${r.status} ${r.text.slice(0, 80)}`)
    })
    expect(wrong).toEqual([])
  }, SWEEP_MS)

  it('never answers bad input with a 5xx, a stack trace, SQL or a cut file', async () => {
    const admin = tokens.get('admin')!
    // Ending the caller's session is what these calls are for: they run last, on their own token.
    const endsSession = (r: DeclaredRoute) => /\/Logout$/.test(r.path)
    const problems: string[] = []
    const judge = (route: DeclaredRoute, what: string, r: Reply) => {
      const wrong = badAnswer(route, r)
      if (wrong) problems.push(`${label(route)} (${what}): ${wrong}`)
    }
    const probe = async (route: DeclaredRoute, token: string) => {
      const url = urlOf(route.path)
      if (route.method === 'POST') {
        for (const [what, body] of BAD_BODIES) judge(route, what, await call('POST', url, token, body))
        for (const [what, query] of BAD_QUERIES.slice(0, 1)) judge(route, `query ${what}`, await call('POST', `${url}?${query}`, token, '{}'))
      } else {
        for (const [what, query] of BAD_QUERIES) judge(route, what, await call(route.method, `${url}?${query}`, token))
      }
    }
    await inBatches(
      routes.filter((r) => !endsSession(r) && (r.method === 'GET' || r.method === 'POST')),
      (route) => probe(route, admin),
    )
    for (const route of routes.filter(endsSession)) await probe(route, await login(t.app, 'admin'))
    expect(problems).toEqual([])
  }, 5 * SWEEP_MS)
})
