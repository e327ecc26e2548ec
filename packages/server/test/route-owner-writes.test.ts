import { describe, expect, it } from 'vitest'
import type { OwnerKind } from '../src/http'
import { uploadFile, type UserClient } from './clients'
import { baseOf, bodiesOf, changedTables, creationOf, fingerprint, grantOwnersEverything, idsIn, ownerWrites, reassigned, recordsIn, type Caller } from './owner-writes'
import { inBatches, label, routeSweep, SWEEP_MS } from './route-sweep'

// The owner scope of writes (route-sweep.ts, owner-writes.ts): a supplier or customer user neither
// changes nor adds to another owner's records, on every owner-scoped write route.

const s = routeSweep()

describe('the route table: owner scope of writes', () => {
  const pairs: [OwnerKind, string, string][] = [
    ['supplier', 'sup1001', 'sup1002'],
    ['customer', 'cust01', 'cust02'],
  ]

  it.each(pairs)('a %s user neither changes nor adds to another owner’s records', async (kind, owner, other) => {
    // Every owner-scoped write (save, delete, document action, attach/detach, confirm…) is called
    // by `owner` with bodies naming `other`'s records, as `other` lists them himself in the
    // route's folder: each call is refused (4xx) and leaves the whole database as it was. A
    // creation with `other`'s fields, and a save of one of `owner`'s records carrying `other`'s
    // owner id, add nothing to what `other` sees. Then `other` makes the same call on his own
    // record: where that succeeds, the refusal was the owner scope's (proved).
    const writes = ownerWrites(s.routes, kind)
    expect(writes.length > 0 || kind === 'customer', 'owner-scoped writes').toBe(true)
    const undo = await grantOwnersEverything(s.t, s.routes, [...new Set([...s.roles.get(owner)!, ...s.roles.get(other)!])])
    const as = (account: string): Caller => (method, url, body) => s.call(method, url, s.tokens.get(account), body === undefined ? undefined : JSON.stringify(body))
    const uploads = new Map<string, number[]>()
    for (const account of [owner, other]) uploads.set(account, (await uploadFile(s.t, { token: s.tokens.get(account)! } as UserClient, 'document', '探测.txt', account)).map((f) => f.id))
    const leaks: string[] = []
    const proved: string[] = []
    const unprobed: string[] = []
    try {
      for (const route of writes) {
        const folder = baseOf(route.path)
        const [theirs, mine] = await Promise.all([recordsIn(folder, s.routes, as(other)), recordsIn(folder, s.routes, as(owner))])
        const reached = idsIn(mine)
        const probes = theirs.flatMap((record) => bodiesOf(record, { fileIds: uploads.get(owner)! })).filter((body) => !reached.has(String(body.id)))
        if (!probes.length) unprobed.push(label(route))

        // the refused calls side by side: the fingerprint around them all proves none changed anything
        const before = await fingerprint(s.t)
        await inBatches(probes, async (body) => {
          // the id in the query too: some calls read it there first
          const r = await as(owner)('POST', `${route.path}?id=${encodeURIComponent(String(body.id))}`, body)
          if (r.status < 400 || r.status >= 500) leaks.push(`${label(route)} id=${body.id} as ${owner} → ${r.status} ${r.text.slice(0, 120)}`)
        })
        const changed = changedTables(before, await fingerprint(s.t))
        if (changed.length) leaks.push(`${label(route)}: refused calls of ${owner} changed ${changed.join(', ')}`)

        const seen = JSON.stringify(await recordsIn(folder, s.routes, as(other)))
        const moves = mine.slice(0, 2).map((record) => reassigned(bodiesOf(record, { fileIds: uploads.get(owner)! })[0]!, s.ownerIds.get(owner)!, s.ownerIds.get(other)!))
        await Promise.all([...probes.slice(0, 1).map(creationOf), ...moves].map((body) => as(owner)('POST', route.path, body)))
        if (JSON.stringify(await recordsIn(folder, s.routes, as(other))) !== seen) leaks.push(`${label(route)}: a save by ${owner} with ${other}'s owner id added to what ${other} sees`)

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
