// 价格审核 (PcPriceQuote) through HTTP: a supplier quotes only his own parts and sees only his own
// quotes; the buyer compares and sends it through the approval flow; the approved price is in force
// from its first day and the one before ends the day before (or, when the new one is nested in it,
// is in force again after the new one ends); overlapping periods are refused — by
// the call and by the database itself; the price in force on a date is the platform's one query.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { PRICE_MESSAGES } from '@scm/core/catalogue'
import * as clock from '../../clock'
import { addDays } from '../../platform/input'
import { priceInForce, priceInForceSql, pricesInForce } from '../../business/part-price'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-price-'))
let t: TestApp
let buyer: SignedInClient
let sup1: SignedInClient
let sup2: SignedInClient
let wh: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[buyer, sup1, sup2, wh] = await Promise.all(['buyer01', 'sup1001', 'sup1002', 'wh01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base = '/api/PcPriceQuote'
const mtrId = async (code: string) => Number((await t.db.execute(sql`select mtr_id from pub_materiel where mtr_code = ${code}`) as unknown as { rows: { mtr_id: number }[] }).rows[0]!.mtr_id)

async function approveFlow(id: number, by = buyer) {
  const status = (await by.get('/api/Wf/GetFlowStatus', { recordType: 'PcPriceQuote', recordId: id })).body.Data
  return by.post('/api/Wf/Approve', { instanceId: status.instance_id, opinion: '同意' })
}

describe('价格审核', () => {
  it('demo: quotes in every review state and two years of approved prices', async () => {
    const rows = (await buyer.post(`${base}/GetList`, { rows: 200 })).body.Data.rows as { status: string }[]
    for (const s of ['草稿', '待审核', '审批中', '已批准', '已退回', '已作废']) expect(rows.map((r) => r.status)).toContain(s)
    const history = (await buyer.get(`${base}/GetPriceHistory`, { mtr_id: await mtrId('1003020-E02') })).body.Data as { valid_from: string; valid_to: string | null; supplyid: number }[]
    expect(history.length).toBeGreaterThanOrEqual(5)
    expect(history.some((h) => h.valid_from <= addDays(clock.today(), -700))).toBe(true)
    // one supplier's periods follow each other: each ends the day before the next begins
    const own = history.filter((h) => h.supplyid === 1001).reverse()
    for (let i = 1; i < own.length; i++) expect(own[i - 1]!.valid_to).toBe(addDays(own[i]!.valid_from, -1))
    expect(own.at(-1)!.valid_to).toBeNull()
  })

  it('a supplier quotes only his own parts, sees only his own quotes and not the review', async () => {
    const bad = await sup1.post(`${base}/Save`, { mtr_id: await mtrId('1005011-E02'), price: 100, valid_from: clock.today() })
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toBe(PRICE_MESSAGES.notHisPart)
    const mine = (await sup1.post(`${base}/GetList`, { rows: 200 })).body.Data.rows as { supplyid: number }[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r) => r.supplyid === 1001)).toBe(true)
    const other = (await buyer.post(`${base}/GetList`, { rows: 200, filters: { supplyid: { op: 'eq', value: 1002 } } })).body.Data.rows as { id: number }[]
    expect((await sup1.get(`${base}/GetDetail`, { id: other[0]!.id })).status).toBe(404)
    expect((await sup1.get(`${base}/Compare`, { id: other[0]!.id })).status).toBe(403)
    const history = (await sup1.get(`${base}/GetPriceHistory`, { mtr_id: await mtrId('1003020-E02') })).body.Data as { supplyid: number }[]
    expect(history.every((h) => h.supplyid === 1001)).toBe(true)
    // a role without price review is refused
    expect((await wh.post(`${base}/GetList`, {})).status).toBe(403)
  })

  it('refuses a bad period or price, saving nothing', async () => {
    const m = await mtrId('1003020-E02')
    const back = await sup1.post(`${base}/Save`, { mtr_id: m, price: 90, valid_from: addDays(clock.today(), 5), valid_to: addDays(clock.today(), 1) })
    expect(back.status).toBe(400)
    const past = await sup1.post(`${base}/Save`, { mtr_id: m, price: 90, valid_from: addDays(clock.today(), -5) })
    expect(past.body.Msg).toBe(PRICE_MESSAGES.pastStart)
    const zero = await sup1.post(`${base}/Save`, { mtr_id: m, price: 0, valid_from: clock.today() })
    expect(zero.status).toBe(400)
  })

  it('quote → compare → approval: in force from its day, the old price ends the day before; an overlap is refused', async () => {
    const m = await mtrId('1003020-E02')
    const from = addDays(clock.today(), 7)
    const before = await priceInForce(t.db, { mtrId: m, supplyid: 1001 })
    expect(before).not.toBeNull()
    const saved = await sup1.post(`${base}/Save`, { mtr_id: m, price: 101.6, valid_from: from, remark: '钢材涨价' })
    expect(saved.status).toBe(200)
    const id = saved.body.Data.id as number
    expect((await sup1.post(`${base}/Submit`, { id })).status).toBe(200)
    const cmp = (await buyer.get(`${base}/Compare`, { id })).body.Data
    expect(cmp.current.price).toBe(before!.price)
    expect(cmp.change_percent).toBeCloseTo(Math.round(((101.6 - before!.price) / before!.price) * 1000) / 10)
    expect(cmp.others.map((o: { supplyid: number }) => o.supplyid)).toContain(1002)
    expect((await sup1.post(`${base}/Approve`, { id })).status).toBe(403)
    expect((await buyer.post(`${base}/Approve`, { id, reason: '比价合理' })).body.Data.status).toBe('审批中')
    expect((await approveFlow(id)).status).toBe(200)
    expect((await buyer.get(`${base}/GetDetail`, { id })).body.Data.header.status).toBe('已批准')
    expect((await priceInForce(t.db, { mtrId: m, supplyid: 1001, on: from }))!.price).toBe(101.6)
    const dayBefore = await priceInForce(t.db, { mtrId: m, supplyid: 1001, on: addDays(from, -1) })
    expect(dayBefore!.price).toBe(before!.price)
    expect(dayBefore!.valid_to).toBe(addDays(from, -1))
    expect((await pricesInForce(t.db, { mtrIds: [m], on: from })).filter((p) => p.supplyid === 1001)).toHaveLength(1)

    // a quote starting before the approved one would overlap it: refused at review, nothing moved
    const overlap = await sup1.post(`${base}/Save`, { mtr_id: m, price: 99, valid_from: addDays(clock.today(), 3) })
    const oid = overlap.body.Data.id as number
    await sup1.post(`${base}/Submit`, { id: oid })
    const refused = await buyer.post(`${base}/Approve`, { id: oid })
    expect(refused.status).toBe(409)
    expect(refused.body.Msg).toContain('有效期重叠')
    expect((await buyer.get(`${base}/GetDetail`, { id: oid })).body.Data.header.status).toBe('待审核')
  })

  it('the price in force as SQL (a statement prices its receipt lines with it) agrees with the function, both ends included', async () => {
    const m = await mtrId('1307010-E02')
    const periods = (await buyer.get(`${base}/GetPriceHistory`, { mtr_id: m })).body.Data as { supplyid: number; valid_from: string; valid_to: string | null; price: number }[]
    const closed = periods.find((p) => p.supplyid === 1001 && p.valid_to)!
    const at = async (day: string) => {
      const result = (await t.db.execute(sql`select ${priceInForceSql(sql`${m}`, sql`1001`, sql`${day}::date`)} as price`)) as unknown as { rows: { price: string | null }[] }
      return result.rows[0]!.price === null ? null : Number(result.rows[0]!.price)
    }
    for (const day of [closed.valid_from, closed.valid_to!]) {
      expect(await at(day)).toBe(closed.price)
      expect((await priceInForce(t.db, { mtrId: m, supplyid: 1001, on: day }))!.price).toBe(closed.price)
    }
    expect(await at(addDays(closed.valid_to!, 1))).not.toBe(closed.price)
    expect(await at('2000-01-01')).toBeNull()
  })

  it('the database itself refuses overlapping approved periods of a part and supplier', async () => {
    const m = await mtrId('1307010-E02')
    const insert = (from: string, to: string | null) =>
      t.db.execute(sql`insert into pc_part_price (mtr_id, supplyid, price, valid_from, valid_to, quote_no) values (${m}, 1001, 1, ${from}::date, ${to}::date, 'T')`)
    await expect(insert('2019-01-01', '2019-12-31')).resolves.toBeDefined()
    await expect(insert('2019-06-01', '2019-06-30')).rejects.toThrow()
    await expect(insert('2019-12-31', null)).rejects.toThrow()
    // another supplier of the same part, or the next day, is fine
    await expect(insert('2020-01-01', '2020-01-31')).resolves.toBeDefined()
    await t.db.execute(sql`delete from pc_part_price where quote_no = 'T'`)
  })
})

describe('a price nested in an approved period (split as SAP splits condition records)', () => {
  afterEach(() => clock.setClock(null))

  it('is in force for its days, and the earlier price again after it ends, with its own approval', async () => {
    clock.setClock('2026-12-01T09:00:00', { frozen: true }) // the quotes' days are ahead, whatever day the suite runs
    const [b, s] = await Promise.all([loginAs(t.app, 'buyer01'), loginAs(t.app, 'sup1001')]) // sessions on that clock
    const m = await mtrId('1004015-E02') // sup1001 its second supplier: no approved price of his own yet
    const quote = async (price: number, valid_from: string, valid_to: string | null) => {
      const id = (await s.post(`${base}/Save`, { mtr_id: m, price, valid_from, valid_to })).body.Data.id as number
      expect((await s.post(`${base}/Submit`, { id })).status).toBe(200)
      return id
    }
    const approve = async (id: number) => {
      expect((await b.post(`${base}/Approve`, { id })).body.Data.status).toBe('审批中')
      expect((await approveFlow(id, b)).status).toBe(200)
      expect((await b.get(`${base}/GetDetail`, { id })).body.Data.header.status).toBe('已批准')
    }
    await approve(await quote(100, '2026-12-17', '2026-12-26'))
    await approve(await quote(97, '2026-12-19', '2026-12-21'))

    const history = ((await b.get(`${base}/GetPriceHistory`, { mtr_id: m })).body.Data as { supplyid: number; price: number; valid_from: string; valid_to: string | null; quote_no: string }[]).filter(
      (h) => h.supplyid === 1001,
    )
    expect(history.map((h) => [h.price, h.valid_from, h.valid_to])).toEqual([
      [100, '2026-12-22', '2026-12-26'],
      [97, '2026-12-19', '2026-12-21'],
      [100, '2026-12-17', '2026-12-18'],
    ])
    expect(history[0]!.quote_no).toBe(history[2]!.quote_no) // the rest is the first quote's approval, not the nested one's

    // a quote starting in the rest is reviewed against the price in force there
    const cmp = (await b.get(`${base}/Compare`, { id: await quote(98, '2026-12-24', null) })).body.Data
    expect(cmp.current).toMatchObject({ price: 100, valid_from: '2026-12-22', valid_to: '2026-12-26' })
  })
})
