import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { sysFunction } from '../identity/role-schema'
import { purchaseOrder as O } from '../business/purchase-schema'
import { Binds, runPrepared, runStatement } from './statements'
import { createTestApp, type TestApp } from '../../test/helpers'

// Prepared shapes: a statement is reused only for the very same SQL text, and what it answers is
// what drizzle's own execution answers (same keys, same decoded values: Dates, numbers, strings).

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const F = sysFunction
const parent = alias(sysFunction, 'parent')

/** The same query run prepared (by shape) and straight through drizzle. */
async function both(site: string, condition: (bind: Binds['bind']) => SQL | undefined, order: SQL[] = [asc(F.id)]) {
  const b = new Binds()
  const where = condition(b.bind)
  const query = () => t.db.select({ id: F.id, title: F.title, sort: F.sort, hidden: F.hidden, n: sql<number>`${F.sort} * 2`.mapWith(Number) }).from(F).where(where).orderBy(...order).limit(b.bind(5))
  const prepared = await runPrepared(t.db, site, [where, ...order], b, query)
  // an array bound as one parameter, as a placeholder's value is
  const plain = condition(((value: unknown) => (Array.isArray(value) ? sql.param(value) : value)) as Binds['bind'])
  const direct = await t.db.select({ id: F.id, title: F.title, sort: F.sort, hidden: F.hidden, n: sql<number>`${F.sort} * 2`.mapWith(Number) }).from(F).where(plain).orderBy(...order).limit(5)
  return { prepared, direct }
}

describe('runPrepared', () => {
  it('answers what drizzle answers, for every kind of condition', async () => {
    const cases: [string, (bind: Binds['bind']) => SQL | undefined, SQL[]?][] = [
      ['none', () => undefined],
      ['eq', (bind) => eq(F.pid, bind('order'))],
      ['in', () => inArray(F.id, ['order', 'crm', 'sysmanage'])],
      ['any', (bind) => sql`${F.id} = any(${bind(['order', 'crm', 'sysmanage'])})`],
      ['like', (bind) => like(F.path, bind('/Order/%'))],
      ['and', (bind) => and(eq(F.hidden, bind(false)), like(F.title, bind('%订单%')))],
      ['constant', () => eq(F.hidden, true)],
      ['raw', () => sql`${F.sort} > 20 and ${sql.identifier('id')} <> 'x'`],
      ['desc', (bind) => eq(F.pid, bind('order')), [desc(F.sort), asc(F.id)]],
    ]
    for (const [name, condition, order] of cases) {
      const { prepared, direct } = await both(`test:${name}`, condition, order)
      expect(prepared, name).toEqual(direct)
      // twice: the second run is the reused statement
      expect((await both(`test:${name}`, condition, order)).prepared, `${name} again`).toEqual(direct)
    }
  })

  it('never reuses a statement for a different constant, column or table alias', async () => {
    const site = 'test:same-site'
    const hiddenTrue = await both(site, () => eq(F.hidden, true))
    const hiddenFalse = await both(site, () => eq(F.hidden, false))
    expect(hiddenTrue.prepared).toEqual(hiddenTrue.direct)
    expect(hiddenFalse.prepared).toEqual(hiddenFalse.direct)
    expect(hiddenFalse.prepared).not.toEqual(hiddenTrue.prepared)
    expect((await both(site, (bind) => eq(F.pid, bind('order')))).prepared).toEqual((await both('x', (bind) => eq(F.pid, bind('order')))).direct)
    expect((await both(site, (bind) => eq(F.id, bind('order')))).prepared.map((r) => r.id)).toEqual(['order'])

    // the same column name on a table and on its alias compiles differently
    const b1 = new Binds()
    const viaParent = sql`exists (select 1 from sys_function ${parent} where ${parent.id} = ${F.pid} and ${parent.hidden} = ${b1.bind(false)})`
    const rows = await runPrepared(t.db, site, [viaParent], b1, () => t.db.select({ id: F.id }).from(F).where(viaParent).orderBy(asc(F.id)).limit(3))
    expect(rows.length).toBe(3)
  })

  it('decodes timestamps to Dates and counts to numbers, as drizzle does', async () => {
    const b = new Binds()
    const where = sql`${O.id} > ${b.bind(0)}`
    const rows = await runPrepared(t.db, 'test:orders', [where], b, () =>
      t.db.select({ id: O.id, created: O.createdAt, amount: O.amount, n: count().mapWith(Number) }).from(O).where(where).groupBy(O.id).orderBy(asc(O.id)).limit(2),
    )
    const direct = await t.db.select({ id: O.id, created: O.createdAt, amount: O.amount, n: count().mapWith(Number) }).from(O).where(sql`${O.id} > 0`).groupBy(O.id).orderBy(asc(O.id)).limit(2)
    expect(rows).toEqual(direct)
    expect(rows[0]!.created).toBeInstanceOf(Date)
    expect(typeof rows[0]!.n).toBe('number')
  })
})

describe('runStatement', () => {
  it('compiles a written statement once per key and runs it with each call’s bound values', async () => {
    const titled = (id: string) => {
      const b = new Binds()
      const wanted = b.bind(id)
      return runStatement<{ id: string; title: string }>(t.db, 'test:function', b, () => sql`select ${F.id} as id, ${F.title} as title from ${F} where ${F.id} = ${wanted}`)
    }
    const [first] = await titled('sysmanage')
    const [second] = await titled('order')
    expect(first?.id).toBe('sysmanage')
    expect(second?.id).toBe('order')
  })

  it('refuses a value that is not bound, and (in tests) one key for two texts', async () => {
    const b = new Binds()
    await expect(runStatement(t.db, 'test:constant', b, () => sql`select ${F.id} from ${F} where ${F.id} = ${'sysmanage'}`)).rejects.toThrow('a value not bound')
    await runStatement(t.db, 'test:twice', b, () => sql`select 1 as one`)
    await expect(runStatement(t.db, 'test:twice', b, () => sql`select 2 as one`)).rejects.toThrow('same key, different statement')
  })
})
