// Running balances (acc_running_balance, kept by the database in the writing transaction): whatever
// order the books are written, changed and deleted in — months out of order, entries moved between
// suppliers, months and kinds, statements confirmed and their totals changed — and however many
// writers at once, GetCheckAcc answers every month exactly as the records sum, to the cent.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { parseDecimal, roundDecimal, unitsText } from '@scm/core'
import { STATEMENT_STATUS_VALUES, statementDocument, SUPPLY_ACC_TYPES } from '@scm/core/account'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

let t: TestApp
let admin: SignedInClient
let companies: number[] = []
let suppliers: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
  companies = (await query<{ id: number }>('select id from sys_company order by id')).map((r) => r.id)
  suppliers = (await query<{ supplyid: number }>('select supplyid from pc_supply order by supplyid limit 5')).map((r) => r.supplyid)
})
afterAll(() => t.close())

const migration = readFileSync(new URL('../../../drizzle/0021_account_running_balance.sql', import.meta.url), 'utf8')
const CONFIRMED = statementDocument.actions.find((a) => a.name === 'Confirm')!.to
const query = async <T>(text: string) => ((await t.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows
const cents = (v: unknown) => roundDecimal(parseDecimal(v)!, 2)

type Figure = { company_id: number; supplyid: number; month: string; kind: '期初余额' | '付款' | '对账单'; amount: string }

/** The books as the records say: every confirmed statement and every entry, by month. */
async function figures(): Promise<Figure[]> {
  return query<Figure>(`
    select company_id, supplyid, to_char(period_to, 'YYYY-MM') as month, '对账单' as kind, coalesce(total_amount, 0)::text as amount
      from acc_statement where status = '${CONFIRMED}'
    union all
    select company_id, supplyid, to_char(entry_date, 'YYYY-MM'), entry_type, amount::text from acc_payment`)
}

/** A month's balances summed here from the records, one per supplier with any figure up to it. */
function expected(books: Figure[], company: number, month: string) {
  const bySupplier = new Map<number, { opening: bigint; statement: bigint; payment: bigint }>()
  for (const f of books) {
    if (f.company_id !== company || f.month > month) continue
    const b = bySupplier.get(f.supplyid) ?? { opening: 0n, statement: 0n, payment: 0n }
    const amount = cents(f.amount)
    if (f.kind === '期初余额') b.opening += amount
    else if (f.month < month) b.opening += f.kind === '对账单' ? amount : -amount
    else if (f.kind === '对账单') b.statement += amount
    else b.payment += amount
    bySupplier.set(f.supplyid, b)
  }
  return [...bySupplier.entries()]
    .sort(([a], [b]) => a - b)
    .map(([supplyid, b]) => ({ supplyid, figures: [b.opening, b.statement, b.payment, b.opening + b.statement - b.payment].map((c) => unitsText(c, 2)) }))
}

async function answered(company: number, month: string) {
  const res = await admin.post('/SaleCheck/GetCheckAcc', { page: 1, rows: 500, filters: { company_id: company, period: month } })
  expect([res.status, res.body.Msg]).toEqual([200, '操作成功'])
  type Row = { supplyid: number; opening_amount: string; statement_amount: string; payment_amount: string; closing_amount: string }
  return (res.body.Data.rows as Row[]).map((r) => ({
    supplyid: r.supplyid,
    figures: [r.opening_amount, r.statement_amount, r.payment_amount, r.closing_amount].map((v) => unitsText(cents(v), 2)),
  }))
}

const MONTHS = ['2025-01', '2025-06', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-06', '2026-10', '2026-11', '2026-12', '2027-01']

async function expectBooksBalanced() {
  const books = await figures()
  const months = [...new Set([...MONTHS, ...books.map((f) => f.month)])].sort()
  for (const company of companies) for (const month of months) expect(await answered(company, month), `${company} ${month}`).toEqual(expected(books, company, month))
}

describe('running balances', () => {
  it('are written by the migration with the values core persists', () => {
    expect(STATEMENT_STATUS_VALUES.map((s) => s.value)).toContain(CONFIRMED)
    for (const value of [CONFIRMED, ...SUPPLY_ACC_TYPES]) expect(migration).toContain(`'${value}'`)
  })

  it('are written from the books as they stand by the migration, as the triggers keep them', async () => {
    const backfill = migration.split('--> statement-breakpoint').at(-1)!
    const rows = () => query('select * from acc_running_balance order by company_id, supplyid, period')
    const kept = await rows()
    expect(kept.length).toBeGreaterThan(0)
    await query('delete from acc_running_balance')
    await query(backfill)
    expect(await rows()).toEqual(kept)
  })

  it('match the demo books month by month', async () => {
    expect((await figures()).length).toBeGreaterThan(0)
    await expectBooksBalanced()
  })

  it('follow entries and statements written, moved and deleted in any order', async () => {
    let seed = 7
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n)
    const pick = <T>(values: readonly T[]) => values[random(values.length)]!
    const day = () => `${pick(MONTHS)}-${String(1 + random(28)).padStart(2, '0')}`
    const amount = () => `${random(100000)}.${String(random(100)).padStart(2, '0')}`
    const statements = (await query<{ id: number }>('select id from acc_statement order by id')).map((r) => r.id)
    for (let step = 0; step < 120; step++) {
      const payments = (await query<{ id: number }>('select id from acc_payment order by id')).map((r) => r.id)
      switch (random(6)) {
        case 0:
        case 1:
          await query(`insert into acc_payment (entry_type, company_id, supplyid, entry_date, amount)
            values ('${pick(SUPPLY_ACC_TYPES)}', ${pick(companies)}, ${pick(suppliers)}, '${day()}', ${amount()})`)
          break
        case 2:
          await query(`update acc_payment set ${pick([`amount = ${amount()}`, `entry_date = '${day()}'`, `supplyid = ${pick(suppliers)}`, `company_id = ${pick(companies)}`, `entry_type = '${pick(SUPPLY_ACC_TYPES)}'`])}
            where id = ${pick(payments)}`)
          break
        case 3:
          await query(`delete from acc_payment where id = ${pick(payments)}`)
          break
        case 4:
          await query(`update acc_statement set status = '${pick(STATEMENT_STATUS_VALUES).value}' where id = ${pick(statements)}`)
          break
        default:
          await query(`update acc_statement set ${pick([`total_amount = ${amount()}`, `period_to = '${day()}'`, `supplyid = ${pick(suppliers)}`])} where id = ${pick(statements)}`)
      }
    }
    await expectBooksBalanced()
    // a supplier whose last entry of a month goes has no figure in it any more
    await query('delete from acc_payment; update acc_statement set status = \'草稿\'')
    expect(await query('select * from acc_running_balance')).toEqual([])
    for (const company of companies) expect(await answered(company, '2026-11')).toEqual([])
  })

  it('stay exact with twenty staff saving and deleting payments of one supplier at once', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    const [company] = companies
    const entry = (i: number) => ({ entry_type: i % 5 ? '付款' : '期初余额', company_id: company, supplyid: suppliers[0], entry_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-1${i % 10}`, amount: `${100 + i}.${i % 10}5`, pay_no: `FK-R${i}` })
    const saved = await Promise.all(Array.from({ length: 20 }, (_, i) => buyer.post('/SaleCheck/SupplyAcc/Save', entry(i))))
    expect(saved.map((r) => r.body.Msg)).toEqual(Array(20).fill('保存成功'))
    const ids = (await query<{ id: number }>(`select id from acc_payment where pay_no like 'FK-R%' order by id`)).map((r) => r.id)
    expect(ids).toHaveLength(20)
    await Promise.all([
      ...ids.slice(0, 10).map((id) => buyer.post('/SaleCheck/SupplyAcc/Del', { ids: [id] })),
      ...Array.from({ length: 10 }, (_, i) => buyer.post('/SaleCheck/SupplyAcc/Save', entry(20 + i))),
    ])
    await expectBooksBalanced()
  })
})
