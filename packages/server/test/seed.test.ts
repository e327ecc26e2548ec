import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { seedDatabase } from '../src/seed'
import { syncMenu } from '../src/areas/menu/seed'
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

  it('a demo database from before eng01 and the engineer role existed starts and gets both, with its menu', async () => {
    // what such a database lacks: the role, its grants, the account (renamed away: his old rows stay) and the marker
    await t.db.execute(sql`update sys_user set usercode = 'eng01_before' where usercode = 'eng01'`)
    await t.db.execute(sql`delete from sys_user_role where role = 'engineer'`)
    await t.db.execute(sql`delete from sys_role_function where role = 'engineer'`)
    await t.db.execute(sql`delete from sys_role where code = 'engineer'`)
    await t.db.execute(sql`delete from seed_marker where area = 'user_eng01'`)
    const granted = (await t.db.execute(sql`select count(*)::int n from sys_role_function where role = 'buyer'`)) as unknown as { rows: { n: number }[] }

    await syncMenu(t.db)
    expect(await seedDatabase(t.db, t.config, areas)).toEqual(['user_eng01'])

    expect((await requestToken(t.app, 'eng01', 'Scm@2026')).status).toBe(200)
    const engineer = (await t.db.execute(sql`select function_id from sys_role_function where role = 'engineer'`)) as unknown as { rows: { function_id: string }[] }
    expect(engineer.rows.map((row) => row.function_id)).toContain('crm_workbill_se_workbill')
    // roles that existed keep their grants as they were
    const after = (await t.db.execute(sql`select count(*)::int n from sys_role_function where role = 'buyer'`)) as unknown as { rows: { n: number }[] }
    expect(after.rows[0]!.n).toBe(granted.rows[0]!.n)
  })
})
