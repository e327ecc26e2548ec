// Purchasing's and reconciliation's figures against values worked out by hand (issue 40 item 4).
// On-time delivery through the screens' calls: supplier 1001 answers an order's lines in March 2027,
// moving one line's date after his first answer; the warehouse receives. The rest on a supplier of
// the test's own (9102), built in the database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { setClock } from '../../clock'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { materialId, MATERIALS_1001 } from '../../../test/procurement'
import { allRecords, figureOf, rowOf } from '../../../test/cockpit'
import { at, idOf, insertRow, newSupplier } from '../../../test/cockpit-fixtures'

let t: TestApp
const S = 9102
const MARCH = { period: 'month', at: '2027-03' }

beforeAll(async () => {
  t = await createTestApp()
  await newSupplier(t.db, S, '驾驶舱采购测试供应商')
})
afterAll(() => t.close())
afterEach(() => setClock(null))

/** The demo accounts at a moment (new sessions: the clock jumps days). */
async function on(moment: string, ...users: string[]): Promise<SignedInClient[]> {
  setClock(moment, { frozen: true })
  return Promise.all(users.map((u) => loginAs(t.app, u)))
}

const ok = (res: { body: { Code: number; Msg: string } }) => expect(res.body.Code, res.body.Msg).toBe(1)

describe('on-time delivery against the first and the current promise', () => {
  it('a line whose date the supplier moved is late against his first promise and on time against the moved one', async () => {
    let [buyer, sup, wh] = await on('2027-03-01T09:00:00', 'buyer01', 'sup1001', 'wh01')
    const mtr = await materialId(t.db, MATERIALS_1001[2]!)
    const line = (qty: number, required_date: string) => ({ mtr_id: mtr, qty, required_date })
    const saved = await buyer!.post('/Order/OrderPublish/Save', {
      supplyid: 1001,
      delivery_address: '总装厂二号库',
      lines: [line(10, '2027-03-10'), line(20, '2027-03-12'), line(30, '2027-03-20'), line(40, '2027-04-05'), line(50, '2027-03-11')],
    })
    ok(saved)
    ok(await buyer!.post('/Order/OrderPublish/Publish', { id: saved.body.Data.id }))
    const [l1, l2, l3, l4, l5] = saved.body.Data.lines.map((l: { id: number }) => l.id) as number[]
    const answer = (line_id: number, action: string, extra = {}) => sup!.post('/Order/SupplyConfirm/ConfirmLine', { line_id, action, ...extra })
    ok(await answer(l1!, 'accept')) // promised 03-10
    ok(await answer(l2!, 'propose', { date: '2027-03-14', reason: '原材料到货延迟' })) // his first date: 03-14
    ok(await buyer!.post('/Order/SupplyConfirm/ReviewProposal', { line_id: l2, approve: false, reason: '请按期交货' }))
    ok(await answer(l2!, 'propose', { date: '2027-03-18', reason: '产能不足' })) // moved to 03-18…
    ok(await buyer!.post('/Order/SupplyConfirm/ReviewProposal', { line_id: l2, approve: true })) // …and agreed
    ok(await answer(l3!, 'accept')) // 03-20, never delivered
    ok(await answer(l4!, 'accept')) // due in April
    ok(await answer(l5!, 'reject', { reason: '停产' }))
    const orderId = saved.body.Data.id
    ;[wh] = await on('2027-03-09T10:00:00', 'wh01')
    ok(await wh!.post('/api/Receive/Save', { order_id: orderId, warehouse: '总装厂二号库', lines: [{ order_line_id: l1, qty: 10 }] }))
    ;[wh] = await on('2027-03-16T10:00:00', 'wh01')
    ok(await wh!.post('/api/Receive/Save', { order_id: orderId, warehouse: '总装厂二号库', lines: [{ order_line_id: l2, qty: 20 }] }))

    ;[buyer, sup] = await on('2027-03-25T16:00:00', 'buyer01', 'sup1001')
    // due in March: lines 1, 2 and 3. First promise: only line 1 on time (line 2 came 03-16, two days
    // after the 03-14 he first gave) = 1/3. Current promise: lines 1 and 2 (03-16 ≤ 03-18) = 2/3.
    expect(rowOf(await figureOf(buyer!, 'otdFirstPromise', MARCH), 'supplier', 1001)).toMatchObject({ numerator: 1, denominator: 3, value: 33.3 })
    expect(rowOf(await figureOf(buyer!, 'otdCurrentPromise', MARCH), 'supplier', 1001)).toMatchObject({ numerator: 2, denominator: 3, value: 66.7 })
    // the supplier sees the same of himself
    expect(await figureOf(sup!, 'otdFirstPromise', MARCH)).toMatchObject({ numerator: 1, denominator: 3, value: 33.3 })
    const due = await allRecords(buyer!, { figure: 'otdFirstPromise', part: 'denominator', by: 'supplier', dim: '1001', ...MARCH })
    expect(due.all.map((r) => r.id).sort()).toEqual([l1, l2, l3].sort())
    expect(due.all.find((r) => r.id === l2)).toMatchObject({ first_promised_date: '2027-03-14', promised_date: '2027-03-18', received_by_promise: 0, last_rcv_date: '2027-03-16' })
  })
})

describe('deliveries, confirmations and prices of a supplier', () => {
  it('overdue batches now, the median hours to confirm, prices coming into force in 30 days', async () => {
    const buyerId = sql`(select userid from sys_user where usercode = 'buyer01')`
    const order = (no: string, published: Date | null, confirmed: Date | null, status = '已确认') =>
      idOf(t.db, 'purchase_order', { order_no: no, supplyid: S, buyer_userid: buyerId, order_date: '2027-03-01', status, published_at: published, confirmed_at: confirmed })
    const o = await order('POCK00000001', at('2027-03-01 08:00:00'), at('2027-03-01 20:00:00')) // 12 hours
    await order('POCK00000002', at('2027-03-02 00:00:00'), at('2027-03-04 00:00:00')) // 48 hours
    await order('POCK00000003', at('2027-03-05 09:00:00'), at('2027-03-05 11:00:00')) // 2 hours
    await order('POCK00000004', at('2027-02-01 09:00:00'), at('2027-02-02 09:00:00')) // February
    await order('POCK00000005', at('2027-03-06 09:00:00'), null, '已发布') // not answered yet
    const batch = (no: string, planned: string, status: string) =>
      insertRow(t.db, 'delivery_batch', { batch_no: no, order_id: o, supplyid: S, ship_date: '2027-03-01', planned_arrival: planned, status, public_key: `ck-${no}`, qty: 10 })
    await batch('DNCK0001', '2027-03-20', '在途') // overdue on the 25th
    await batch('DNCK0002', '2027-03-22', '部分收货') // overdue
    await batch('DNCK0003', '2027-03-10', '已收货') // received
    await batch('DNCK0004', '2027-03-25', '在途') // due today: not yet overdue
    const mtr = (n: number) => sql`(select mtr_id from pub_materiel order by mtr_id offset ${n} limit 1)`
    for (const [n, from] of ['2027-03-26', '2027-04-24', '2027-03-25', '2027-04-25'].entries()) {
      await insertRow(t.db, 'pc_part_price', { mtr_id: mtr(n), supplyid: S, price: 100 + n, valid_from: from, quote_no: `BJCK000${n}` })
    }
    const [admin, buyer] = await on('2027-03-25T16:00:00', 'admin', 'buyer01')
    expect(rowOf(await figureOf(admin!, 'overdueDeliveries'), 'supplier', S)).toMatchObject({ value: 2 })
    const overdue = await allRecords(admin!, { figure: 'overdueDeliveries', by: 'supplier', dim: String(S) })
    expect(overdue.all.map((r) => [r.batch_no, r.overdue_days]).sort()).toEqual([['DNCK0001', 5], ['DNCK0002', 3]])
    // answered in March after 12, 48 and 2 hours: the median is 12
    expect(rowOf(await figureOf(admin!, 'confirmHours', MARCH), 'supplier', S)).toMatchObject({ value: 12, denominator: 3 })
    // in force from tomorrow (03-26) to 30 days on (04-24): two of the four
    expect(rowOf(await figureOf(admin!, 'upcomingPrices'), 'supplier', S)).toMatchObject({ value: 2 })
    // buyer01 manages suppliers 1001–1003 only (supplier authorisation): 9102 is not his
    expect((await figureOf(buyer!, 'overdueDeliveries')).breakdowns.supplier!.map((r) => r.key)).not.toContain(String(S))
  })

  it('statements awaiting the supplier, and the amount he disputes', async () => {
    const statement = (no: string, status: string) =>
      idOf(t.db, 'acc_statement', {
        check_no: no, status, supplyid: S, company_id: sql`(select min(id) from sys_company)`, period_from: '2027-02-01', period_to: '2027-02-28', total_amount: 5000, published_at: '2027-03-05 10:00:00',
      })
    await statement('DZCK0001', '已发布')
    await statement('DZCK0002', '已发布')
    await statement('DZCK0003', '草稿')
    await statement('DZCK0004', '已确认')
    const disputed = await statement('DZCK0005', '有异议')
    const line = (line_no: number, amount: number, answer: string, disabled = false) =>
      insertRow(t.db, 'acc_statement_line', { doc_id: disputed, line_no, source: '其他', amount, answer, disabled })
    await line(1, 1200, '有异议')
    await line(2, -300, '有异议') // a claim deducted: 300 in dispute all the same
    await line(3, 500, '已确认')
    await line(4, 999, '有异议', true) // disabled
    const [admin] = await on('2027-03-25T16:00:00', 'admin')
    const waiting = rowOf(await figureOf(admin!, 'statementsToConfirm'), 'supplier', S)
    expect(waiting).toMatchObject({ value: 2 })
    const amount = rowOf(await figureOf(admin!, 'disputedAmount'), 'supplier', S)
    expect(amount).toMatchObject({ value: 1500, numerator: 1500 })
    const lines = await allRecords(admin!, { figure: 'disputedAmount', by: 'supplier', dim: String(S) })
    expect(lines.all.map((r) => [r.line_no, r.amount, r.disputed_amount]).sort()).toEqual([[1, 1200, 1200], [2, -300, 300]])
    expect(lines.sum).toBe(1500)
  })
})
