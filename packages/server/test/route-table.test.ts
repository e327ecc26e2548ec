import { describe, expect, it } from 'vitest'
import { UNAUTHORIZED_MSG } from '../src/http/auth'
import { DEMO_ACCOUNTS, held, inBatches, label, routeSweep, SWEEP_MS, urlOf } from './route-sweep'

// Security from the route table (route-sweep.ts): every mounted route declares its grant or is
// public, refuses a caller without a live session, and refuses a role without its function. The
// owner scope and bad input are swept in route-owner-*.test.ts and route-bad-input.test.ts.

const s = routeSweep()

describe('the route table', () => {
  it('every mounted route is public or declares its grant', () => {
    expect(s.routes.length).toBeGreaterThan(100)
    const silent = s.routes.filter((r) => !r.isPublic && !r.grant).map(label)
    expect(silent, 'routes that declare no grant (requireFn/signedIn) and are not public paths').toEqual([])
  })

  it('answers 401 in the envelope without a token and with a bad token, except public routes', async () => {
    const wrong: string[] = []
    await inBatches(
      s.routes.filter((r) => !r.isPublic),
      async (route) => {
        for (const token of [undefined, 'not-a-live-token']) {
          const r = await s.call(route.method, urlOf(route.path), token, route.method === 'POST' ? '{}' : undefined)
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
      s.routes.filter((r) => r.grant && r.grant.fns !== '*'),
      async (route) => {
        const account = DEMO_ACCOUNTS.find((a) => !held(s, a, route))
        if (!account) return // every demo role holds it
        checked.push(label(route))
        const r = await s.call(route.method, urlOf(route.path), s.tokens.get(account), route.method === 'POST' ? '{}' : undefined)
        if (r.status !== 403 || r.json?.Code !== 0 || r.json?.Msg !== '无权限') wrong.push(`${label(route)} as ${account} → ${r.status} ${r.text.slice(0, 80)}`)
      },
    )
    expect(wrong).toEqual([])
    expect(checked.length).toBeGreaterThan(100)
  }, SWEEP_MS)

  it('refuses a bad export query before the first byte, in the envelope', async () => {
    const admin = s.tokens.get('admin')!
    const summary = await s.call('POST', '/Order/OrderSummary/Export', admin, '{"supplyid":"abc"}')
    expect([summary.status, summary.json]).toEqual([400, { Code: 0, Msg: '供应商不正确', Data: null }])
    const exports = s.routes.filter((r) => r.method === 'POST' && /\/Export\w*$/.test(r.path))
    expect(exports.length).toBeGreaterThan(25)
    const wrong: string[] = []
    await inBatches(exports, async (route) => {
      const r = await s.call('POST', route.path, admin, '{"searchKey":"a\\u0000b"}')
      if (r.status !== 400 || r.json?.Msg !== '请求数据不能包含空字符') wrong.push(`${label(route)} → ${r.status} ${r.text.slice(0, 80)}`)
    })
    expect(wrong).toEqual([])
  }, SWEEP_MS)

})
