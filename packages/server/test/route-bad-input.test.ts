import { describe, expect, it } from 'vitest'
import { login } from './helpers'
import { inBatches, label, routeSweep, SWEEP_MS, urlOf, type Reply } from './route-sweep'
import type { DeclaredRoute } from '../src/http'

// Bad input on every route (route-sweep.ts): malformed, mistyped, huge or NUL-bearing bodies and
// queries are answered in the envelope with a Chinese message, never a 5xx, a stack trace, SQL or
// a cut file.

const s = routeSweep()

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

describe('the route table: bad input', () => {
  it('never answers bad input with a 5xx, a stack trace, SQL or a cut file', async () => {
    const admin = s.tokens.get('admin')!
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
        for (const [what, body] of BAD_BODIES) judge(route, what, await s.call('POST', url, token, body))
        for (const [what, query] of BAD_QUERIES.slice(0, 1)) judge(route, `query ${what}`, await s.call('POST', `${url}?${query}`, token, '{}'))
      } else {
        for (const [what, query] of BAD_QUERIES) judge(route, what, await s.call(route.method, `${url}?${query}`, token))
      }
    }
    await inBatches(
      s.routes.filter((r) => !endsSession(r) && (r.method === 'GET' || r.method === 'POST')),
      (route) => probe(route, admin),
    )
    for (const route of s.routes.filter(endsSession)) await probe(route, await login(s.t.app, 'admin'))
    expect(problems).toEqual([])
  }, 5 * SWEEP_MS)
})
