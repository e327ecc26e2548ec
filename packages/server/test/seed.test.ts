import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { seedDatabase } from '../src/seed'
import { areas } from '../src/areas'
import { createTestApp, requestToken, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  const tables = (await t.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: { name: string }[] }
  for (const { name } of tables.rows) {
    if (name.startsWith('__drizzle')) continue
    const result = (await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`)) as unknown as { rows: { n: number }[] }
    counts[name] = Number(result.rows[0]!.n)
  }
  return counts
}

describe('demo seed', () => {
  it('fills a new database with the demo enterprise', async () => {
    const counts = await tableCounts()
    expect(counts.sys_user).toBeGreaterThanOrEqual(10)
    expect(counts.pc_supply).toBeGreaterThanOrEqual(3)
    expect(counts.sale_customer).toBe(4)
    expect(counts.pub_materiel).toBeGreaterThanOrEqual(20)
    expect(counts.mail_record).toBeGreaterThan(0)
    expect(counts.sys_param).toBeGreaterThan(0)
    for (const u of ['admin', 'buyer01', 'wh01', 'qe01', 'svc01', 'eng01', 'sup1001', 'sup1002', 'sup1003', 'cust01', 'cust02']) {
      expect((await requestToken(t.app, u, 'Scm@2026')).status, u).toBe(200)
    }
  })

  it('never seeds twice: running the seeds again changes no count', async () => {
    const before = await tableCounts()
    expect(await seedDatabase(t.db, t.config, areas)).toEqual([])
    expect(await tableCounts()).toEqual(before)
  })
})
