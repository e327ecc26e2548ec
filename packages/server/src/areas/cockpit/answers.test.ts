import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { COCKPIT_PATHS, FIGURES, type CockpitAnswer } from '@scm/core/cockpit'
import { sql } from 'drizzle-orm'
import * as clock from '../../clock'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { figureSources, useStoredAnswers } from './answers'
import { forgetStaleAnswers } from './answer-jobs'

// The stored answers (answers.ts) are exact: what a caller gets equals a live computation of the
// same figures at the same clock, after a first call, after a write to every source table, and
// across the clock's days; and a write to a source makes exactly its figures' answers computed again.

let t: TestApp
const users: Record<string, { client: SignedInClient; id: number }> = {}
const COCKPIT_USERS = ['qe01', 'buyer01', 'svc01', 'wsm01', 'sup1001'] as const
type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

/** Signs the users in (again: a session idles out when the clock moves on by days). */
async function signIn() {
  for (const u of [...COCKPIT_USERS, 'sup1002']) {
    const [row] = rowsOf(await t.db.execute(sql`select userid from sys_user where usercode = ${u}`))
    users[u] = { client: await loginAs(t.app, u), id: Number(row!.userid) }
  }
}

beforeAll(async () => {
  t = await createTestApp()
  clock.setClock(clock.now(), { frozen: true })
  await signIn()
})
afterEach(() => useStoredAnswers(true))
afterAll(async () => {
  clock.setClock(null)
  await t.close()
})

async function figures(user: string, period: string, stored: boolean) {
  useStoredAnswers(stored)
  const res = await users[user]!.client.get(COCKPIT_PATHS.figures, { period })
  useStoredAnswers(true)
  expect(res.body.Code, `${user} ${period}: ${res.body.Msg}`).toBe(1)
  return (res.body.Data as CockpitAnswer).figures
}

/** The caller's answer from the stored answers equals a recomputation. */
async function expectExact(user: string, period = 'month') {
  const stored = await figures(user, period, true)
  expect(stored, `${user} ${period}`).toEqual(await figures(user, period, false))
  expect(stored.length).toBeGreaterThan(0)
}

/** figure → snapshot of the caller's stored answers. */
async function snapshots(user: string): Promise<Map<string, string>> {
  const rows = rowsOf(await t.db.execute(sql`select key, snapshot::text as snapshot from cockpit_answer where key like ${`%|u${users[user]!.id}|%`}`))
  return new Map(rows.map((r) => [String(r.key), String(r.snapshot)]))
}

describe('the stored answers of every cockpit', () => {
  it('equal a recomputation after a first call, and are answered again while nothing changed', async () => {
    for (const user of COCKPIT_USERS) {
      for (const period of ['month', 'last12']) {
        await figures(user, period, true)
        const before = await snapshots(user)
        await expectExact(user, period)
        expect(await snapshots(user), `${user} ${period}: answered from storage`).toEqual(before)
      }
    }
  }, 120_000)

  /** The column a table's trigger watches, where it watches one (the migration): sys_user only its department. */
  const WATCHED_COLUMN: Record<string, string> = { sys_user: 'dept_id' }

  it('after a write to each source table: its figures are computed again, and equal a recomputation', async () => {
    const tables = [...new Set(FIGURES.flatMap((def) => figureSources(def)))].sort()
    for (const table of tables) {
      for (const user of COCKPIT_USERS) await figures(user, 'month', true)
      const before = new Map((await Promise.all(COCKPIT_USERS.map(snapshots))).flatMap((m) => [...m]))
      // a statement writing one row of the table
      const [col] = rowsOf(await t.db.execute(sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position limit 1`))
      const c = sql.identifier(WATCHED_COLUMN[table] ?? String(col!.column_name))
      const written = rowsOf(await t.db.execute(sql`update ${sql.identifier(table)} set ${c} = ${c} where ctid = (select ctid from ${sql.identifier(table)} limit 1) returning 1`))
      expect(written.length, `${table}: the demo has a row to write`).toBe(1)
      for (const user of COCKPIT_USERS) await expectExact(user)
      const after = new Map((await Promise.all(COCKPIT_USERS.map(snapshots))).flatMap((m) => [...m]))
      for (const [key, snapshot] of before) {
        if (!key.includes('|month|')) continue
        const figure = FIGURES.find((f) => f.id === key.split('|')[0])!
        expect(after.get(key) !== snapshot, `${table} → ${key}`).toBe(figureSources(figure).includes(table))
      }
    }
  }, 300_000)

  it('a statement that changed no row (a refused delete), a sign-in or a profile save (sys_user, not its department) leaves every answer as it was', async () => {
    for (const user of COCKPIT_USERS) await figures(user, 'month', true)
    const before = await Promise.all(COCKPIT_USERS.map(snapshots))
    await t.db.execute(sql`delete from qul_inspection where id = -1`)
    await t.db.execute(sql`update se_workbill set status = status where false`)
    await t.db.execute(sql`update sys_user set failed_logins = 0, phone = phone`)
    for (const user of COCKPIT_USERS) await figures(user, 'month', true)
    expect(await Promise.all(COCKPIT_USERS.map(snapshots)), 'answered from storage').toEqual(before)
  })

  it('follows a change of value: a target the administrator sets', async () => {
    await expectExact('qe01')
    await t.db.execute(sql`insert into sys_param (param_key, param_value, remark) values ('cockpit_target_lotAcceptance', '97', '测试')`)
    expect((await figures('qe01', 'month', true)).find((f) => f.id === 'lotAcceptance')!.target).toBe(97)
    await expectExact('qe01')
    await t.db.execute(sql`delete from sys_param where param_key = 'cockpit_target_lotAcceptance'`)
    await expectExact('qe01')
  })

  it('keys the clock: the next day and back again each equal a recomputation', async () => {
    const today = clock.now()
    for (const at of [new Date(today.getTime() + 86_400_000), today, new Date(today.getTime() + 90_000)]) {
      clock.setClock(at, { frozen: true })
      await signIn()
      for (const user of COCKPIT_USERS) await expectExact(user)
    }
    clock.setClock(today, { frozen: true })
    await signIn()
  }, 120_000)

  it('never gives a supplier another supplier’s answer', async () => {
    const own = await figures('sup1001', 'month', true)
    const other = await figures('sup1002', 'month', true)
    expect(other).toEqual(await figures('sup1002', 'month', false))
    expect(own).toEqual(await figures('sup1001', 'month', false))
    for (const f of other) for (const rows of Object.values(f.breakdowns)) for (const row of rows ?? []) if (row.key && /^\d+$/.test(row.key)) expect(row.key).not.toBe(String(users.sup1001!.id))
    const keys = rowsOf(await t.db.execute(sql`select key from cockpit_answer where key like ${`%|u${users.sup1002!.id}|%`}`)).map((r) => String(r.key))
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((k) => k.includes('|s') && !k.includes(`|u${users.sup1001!.id}|`))).toBe(true)
  })

  it('housekeeping keeps what a stored answer needs, drops what none does, and answers stay exact', async () => {
    for (const user of COCKPIT_USERS) await figures(user, 'month', true)
    await t.db.execute(sql`update qul_inspection set id = id where ctid = (select ctid from qul_inspection limit 1)`)
    expect(await forgetStaleAnswers(t.db)).toMatch(/^删除 \d+ 个过期答案/)
    for (const user of COCKPIT_USERS) await expectExact(user)
    // a week later nothing was used: every answer and every change goes
    clock.setClock(new Date(clock.nowMs() + 9 * 86_400_000), { frozen: true })
    await signIn()
    expect(await forgetStaleAnswers(t.db)).toMatch(/^删除 [1-9]\d* 个过期答案/)
    expect(rowsOf(await t.db.execute(sql`select count(*)::int as n from cockpit_answer`))[0]!.n).toBe(0)
    for (const user of COCKPIT_USERS) await expectExact(user)
  }, 120_000)
})
