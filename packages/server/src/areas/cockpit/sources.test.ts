import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIGURES } from '@scm/core/cockpit'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { createTestApp, type TestApp } from '../../../test/helpers'
import type { CurrentUser } from '../../http/context'
import { figureSources } from './answers'
import { factsBase } from './compute'
import { figureFacts } from './figure-facts'
import { periodRange } from './range'

// A stored answer is only as exact as its figure's sources: every relation the facts' plan reads
// must be a declared source, and every source must carry the change trigger (migration 0038).

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// staff with a workshop role: the supplier authorisation and the workshop scope both in the statements
const STAFF: CurrentUser = { userid: 1, usercode: 'probe', UserName: 'probe', supplyid: null, customerId: null, roles: ['workshop'] }
const SUPPLIER: CurrentUser = { ...STAFF, supplyid: 1001, roles: ['supplier'] }
const PERIOD = { kind: 'month', at: '2026-11', from: '2026-11-01', to: '2026-11-30', label: '2026年11月' } as const

const relationsOf = (plan: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(plan)) plan.forEach((p) => relationsOf(p, into))
  else if (plan && typeof plan === 'object') {
    for (const [k, v] of Object.entries(plan)) k === 'Relation Name' ? into.add(String(v)) : relationsOf(v, into)
  }
  return into
}

async function planRelations(user: CurrentUser, id: string) {
  const base = await factsBase(t.db, user, new Date('2026-11-20T10:30:00'))
  const res = await t.db.execute(sql`explain (format json) select * from (${figureFacts(id).facts({ ...base, range: periodRange(PERIOD as never) })}) f`)
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows
  const plan = rows[0]!['QUERY PLAN']
  return relationsOf(typeof plan === 'string' ? JSON.parse(plan) : plan)
}

describe('the sources of every figure', () => {
  it('declares every relation its facts read, for staff and for a supplier', async () => {
    for (const def of FIGURES) {
      const read = new Set([...(await planRelations(STAFF, def.id)), ...(await planRelations(SUPPLIER, def.id))])

      expect([...read].filter((r) => !figureSources(def).includes(r)), def.id).toEqual([])
    }
  })

  it('has the change trigger on every source', async () => {
    const res = await t.db.execute(sql`select c.relname from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like 'cockpit_change%'`)
    const triggered = new Set((res as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname))
    const sources = new Set(FIGURES.flatMap((def) => figureSources(def)))
    expect([...sources].filter((s) => !triggered.has(s))).toEqual([])
  })

  it('marks as of the minute exactly the figures whose statements read the moment, not only the day', async () => {
    const dialect = new PgDialect()
    const statement = async (id: string, at: string) => {
      const base = await factsBase(t.db, STAFF, new Date(at))
      return JSON.stringify(dialect.sqlToQuery(figureFacts(id).facts({ ...base, range: periodRange(PERIOD as never) })))
    }
    for (const def of FIGURES) {
      const moves = (await statement(def.id, '2026-11-20T09:00:00')) !== (await statement(def.id, '2026-11-20T16:00:00'))
      expect(Boolean(figureFacts(def.id).readsNow), def.id).toBe(moves)
    }
  })

  it('has PostgreSQL’s snapshot and xid8 functions on this database', async () => {
    const res = await t.db.execute(sql`select pg_visible_in_snapshot(x, s) is not null as visible, pg_snapshot_xmin(s) <= x as ordered, (select min(v) from (values (x), (x)) m(v)) = x as least
      from (select pg_current_xact_id() as x, pg_current_snapshot() as s) q`)
    expect((res as unknown as { rows: unknown[] }).rows[0]).toEqual({ visible: true, ordered: true, least: true })
  })
})
