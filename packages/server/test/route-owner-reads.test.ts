import { describe, expect, it } from 'vitest'
import type { OwnerKind } from '../src/http'
import { held, inBatches, label, routeSweep, SWEEP_MS } from './route-sweep'

// The owner scope of reads (route-sweep.ts): a supplier or customer user never gets another
// owner's record by id, on every owner-scoped GET route that takes one.

const s = routeSweep()

describe('the route table: owner scope of reads', () => {
  const pairs: [OwnerKind, string, string][] = [
    ['supplier', 'sup1001', 'sup1002'],
    ['customer', 'cust01', 'cust02'],
  ]
  const PROBE_IDS = Array.from({ length: 60 }, (_, i) => i + 1)
  const empty = (data: unknown) =>
    data === null || data === undefined || (Array.isArray(data) && !data.length) || (typeof data === 'object' && 'rows' in (data as object) && !(data as { rows: unknown[] }).rows.length)

  it.each(pairs)('a %s user never gets another owner’s record by id', async (kind, owner, other) => {
    // Owner-scoped GET routes that take an id: they refuse id=abc with a 400 or an unknown id with a 404.
    const scoped = s.routes.filter((r) => r.method === 'GET' && r.grant?.owner?.includes(kind) && held(s, owner, r) && !r.path.includes(':'))
    const leaks: string[] = []
    const proved: string[] = []
    await inBatches(scoped, async (route) => {
      const unknown = await s.call('GET', `${route.path}?id=2147483000`, s.tokens.get(owner))
      const bad = await s.call('GET', `${route.path}?id=abc`, s.tokens.get(owner))
      if (unknown.status !== 404 && bad.status !== 400 && !empty(unknown.json?.Data)) return // takes no id
      for (const id of PROBE_IDS) {
        const mine = await s.call('GET', `${route.path}?id=${id}`, s.tokens.get(owner))
        if (mine.status !== 200 || empty(mine.json?.Data)) continue
        proved.push(`${label(route)}?id=${id}`)
        const theirs = await s.call('GET', `${route.path}?id=${id}`, s.tokens.get(other))
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
})
