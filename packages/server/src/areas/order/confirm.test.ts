import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, api, type TestApp, type SignedInClient } from '../../../test/helpers'
import { confirmedOrder, publishedOrder, shipBatch } from '../../../test/procurement'
import { addDays, today } from '../../platform/input'

let t: TestApp
let buyer: SignedInClient
let sup: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  buyer = await loginAs(t.app, 'buyer01')
  sup = await loginAs(t.app, 'sup1001')
})
afterAll(() => t.close())

const confirm = (body: object) => sup.post('/Order/SupplyConfirm/ConfirmLine', body)

describe('supplier confirmation line by line', () => {
  it('accepts, proposes and rejects; the buyer approves; statuses and history follow', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [100, 50, 10])
    const [l1, l2, l3] = order.lines
    let res = await confirm({ line_id: l1.id, action: 'accept' })
    expect(res.body.Data).toMatchObject({ status: '部分确认', confirmed_qty: 100 })
    expect(res.body.Data.lines[0]).toMatchObject({ line_status: '已确认', confirmed_qty: 100, promised_date: l1.required_date, shippable_qty: 100 })

    const later = addDays(l2.required_date, 5)
    res = await confirm({ line_id: l2.id, action: 'propose', date: later, reason: '原材料到货延迟' })
    expect(res.body.Data.lines[1]).toMatchObject({ line_status: '变更待审', proposed_date: later, proposed_qty: 50, proposal_reason: '原材料到货延迟' })

    res = await confirm({ line_id: l3.id, action: 'reject', reason: '产能不足' })
    expect(res.body.Data.lines[2]).toMatchObject({ line_status: '已拒绝', reject_reason: '产能不足', confirmed_qty: 0 })
    expect(res.body.Data.status).toBe('部分确认')

    const pending = await buyer.post('/Order/SupplyConfirm/GetList', { pending: 'buyer', order_no: order.order_no })
    expect(pending.body.Data.rows).toEqual([expect.objectContaining({ id: order.id, proposal_lines: 1, pending_lines: 0 })])

    res = await buyer.post('/Order/SupplyConfirm/ReviewProposal', { line_id: l2.id, approve: true })
    expect(res.body.Data.lines[1]).toMatchObject({ line_status: '已确认', confirmed_qty: 50, promised_date: later })
    expect(res.body.Data.status).toBe('部分确认') // one line rejected
    expect(res.body.Data.confirmed_at).not.toBe('')

    const history = await sup.get('/Order/SupplyConfirm/GetHistory', { id: order.id })
    expect(history.body.Data.map((e: any) => [e.action, e.side, e.line_no])).toEqual([
      ['创建', 'buyer', null],
      ['发布', 'buyer', null],
      ['查看', 'supplier', null],
      ['确认', 'supplier', 1],
      ['提出变更', 'supplier', 2],
      ['拒绝', 'supplier', 3],
      ['同意变更', 'buyer', 2],
    ])
    expect(history.body.Data[4].detail).toContain(`交期 ${l2.required_date} → ${later}`)
    expect(history.body.Data[4].user_name).toBe('周立明')
  })

  it('confirms the whole order when every line is accepted, rejects it when every line is rejected', async () => {
    const all = await confirmedOrder(buyer, sup, t.db, [5, 6])
    expect(all.status).toBe('已确认')
    const order = await publishedOrder(buyer, t.db, 1001, [5, 6])
    for (const line of order.lines) await confirm({ line_id: line.id, action: 'reject', reason: '停产' })
    expect((await sup.get('/Order/SupplyConfirm/GetDetail', { id: order.id })).body.Data.status).toBe('已拒绝')
  })

  it('sends a refused proposal back to the supplier', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [20])
    await confirm({ line_id: order.lines[0].id, action: 'propose', qty: 15, reason: '库存不足' })
    expect((await buyer.post('/Order/SupplyConfirm/ReviewProposal', { line_id: order.lines[0].id, approve: false })).body.Msg).toBe('请填写驳回原因')
    const res = await buyer.post('/Order/SupplyConfirm/ReviewProposal', { line_id: order.lines[0].id, approve: false, reason: '必须足量交货' })
    expect(res.body.Data.lines[0]).toMatchObject({ line_status: '待确认', proposed_qty: null })
    expect((await confirm({ line_id: order.lines[0].id, action: 'accept' })).body.Data.status).toBe('已确认')
  })

  it('refuses bad answers with Chinese messages and changes nothing', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [20])
    const line = order.lines[0]
    const cases: [object, string][] = [
      [{ line_id: line.id, action: 'maybe' }, '操作只能是 accept、reject 或 propose'],
      [{ line_id: line.id, action: 'reject' }, '请填写拒绝原因'],
      [{ line_id: line.id, action: 'propose', reason: '无' }, '请填写变更后的数量或交期'],
      [{ line_id: line.id, action: 'propose', reason: '无', qty: 20, date: line.required_date }, '请填写变更后的数量或交期'],
      [{ line_id: line.id, action: 'propose', reason: '无', qty: -3 }, '变更数量必须大于0'],
      [{ line_id: line.id, action: 'propose', reason: '无', date: '2026/01/01' }, '变更交期格式不正确'],
      [{ line_id: 'x', action: 'accept' }, '订单行不正确'],
    ]
    for (const [body, msg] of cases) expect((await confirm(body)).body, msg).toMatchObject({ Code: 0, Msg: msg })
    const detail = await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })
    expect(detail.body.Data.lines[0].line_status).toBe('待确认')
    await confirm({ line_id: line.id, action: 'accept' })
    expect((await confirm({ line_id: line.id, action: 'accept' })).body.Msg).toBe('该行已答复，不能重复确认')
    // staff cannot answer for the supplier; suppliers cannot review
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.post('/Order/SupplyConfirm/ConfirmLine', { line_id: line.id, action: 'accept' })).status).toBe(403)
    expect((await sup.post('/Order/SupplyConfirm/ReviewProposal', { line_id: line.id, approve: true })).status).toBe(403)
  })
})

describe('delivery batches', () => {
  it('ships confirmed lines within what is left, numbers the batch and makes the order 交货中', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [100, 40])
    const over = await sup.post('/Order/SupplyBatch/Save', {
      order_id: order.id, ship_date: today(), planned_arrival: addDays(today(), 2), lines: [{ line_id: order.lines[0].id, qty: 101 }],
    })
    expect(over.body.Msg).toBe('第1行：发货数量超过可发数量（可发 100）')
    const batch = await shipBatch(sup, order, [60, 0])
    expect(batch).toMatchObject({ status: '在途', qty: 60, overdue: false, order_no: order.order_no })
    expect(batch.batch_no).toMatch(/^DN\d{12}$/)
    expect(batch.public_key).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(batch.note_url).toMatch(new RegExp(`/receive/${batch.public_key}$`))
    expect(batch.qr_svg).toContain('<svg')
    expect(batch.qr_data_url).toMatch(/^data:image\/png;base64,/)
    expect(batch.lines).toEqual([expect.objectContaining({ line_no: 1, qty: 60, receivable_qty: 60 })])
    const after = (await sup.get('/Order/SupplyConfirm/GetDetail', { id: order.id })).body.Data
    expect(after.status).toBe('交货中')
    expect(after.lines[0]).toMatchObject({ shipped_qty: 60, shippable_qty: 40, line_status: '交货中' })
    expect(after.batches.map((b: any) => b.batch_no)).toEqual([batch.batch_no])
    const again = await sup.post('/Order/SupplyBatch/Save', {
      order_id: order.id, ship_date: today(), planned_arrival: addDays(today(), 1), lines: [{ line_id: order.lines[0].id, qty: 41 }],
    })
    expect(again.body.Msg).toBe('第1行：发货数量超过可发数量（可发 40）')
  })

  it('refuses shipping unconfirmed orders and bad dates', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [10])
    const base = { order_id: order.id, ship_date: today(), planned_arrival: addDays(today(), 1), lines: [{ line_id: order.lines[0].id, qty: 1 }] }
    expect((await sup.post('/Order/SupplyBatch/Save', base)).body.Msg).toBe('该订单状态不能发货')
    const confirmed = await confirmedOrder(buyer, sup, t.db, [10])
    const ok = { ...base, order_id: confirmed.id, lines: [{ line_id: confirmed.lines[0].id, qty: 1 }] }
    expect((await sup.post('/Order/SupplyBatch/Save', { ...ok, planned_arrival: addDays(today(), -1) })).body.Msg).toBe('预计到货日期不能早于发货日期')
    expect((await sup.post('/Order/SupplyBatch/Save', { ...ok, lines: [{ line_id: confirmed.lines[0].id, qty: 0 }] })).body.Msg).toBe('请至少填写一行发货数量')
    expect((await sup.post('/Order/SupplyBatch/Save', { ...ok, ship_date: '' })).body.Msg).toBe('请填写发货日期')
  })

  it('lists overdue batches and shows the delivery note publicly by its key only', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [10])
    const shipped = await sup.post('/Order/SupplyBatch/Save', {
      order_id: order.id, ship_date: addDays(today(), -6), planned_arrival: addDays(today(), -2), lines: [{ line_id: order.lines[0].id, qty: 10 }],
    })
    const batch = shipped.body.Data
    expect(batch).toMatchObject({ overdue: true, overdue_days: 2 })
    const overdue = await sup.post('/Order/SupplyBatch/GetOverdueList', { rows: 500 })
    expect(overdue.body.Data.rows.map((b: any) => b.id)).toContain(batch.id)
    expect(overdue.body.Data.rows.every((b: any) => b.overdue && b.supplyid === 1001)).toBe(true)
    const staff = await buyer.post('/Order/SupplyBatch/GetOverdueList', { rows: 500 })
    expect(new Set(staff.body.Data.rows.map((b: any) => b.supplyid)).size).toBeGreaterThan(1)

    const note = await api(t.app).get('/api/Receive/GetDeliveryNote', { key: batch.public_key })
    expect(note.status).toBe(200)
    expect(note.body.Data).toMatchObject({ batch_no: batch.batch_no, supply: { supply_name: '合肥精工汽车零部件有限公司' } })
    expect((await api(t.app).get('/api/Receive/GetDeliveryNote', { key: 'A'.repeat(24) })).body.Msg).toBe('送货单不存在')
    expect((await api(t.app).get('/api/Receive/GetDeliveryNote', { key: String(batch.id) })).status).toBe(404)
    // receiving from the public page needs login
    expect((await api(t.app).post('/api/Receive/Save', { order_id: order.id })).status).toBe(401)
  })
})

describe('lines still open once something has shipped', () => {
  const receive = async (orderId: number, lines: { order_line_id: number; qty: number }[]) => {
    const wh = await loginAs(t.app, 'wh01')
    const res = await wh.post('/api/Receive/Save', { order_id: orderId, warehouse: '总装厂二号库', lines })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }

  it('a 待确认 line of a 交货中 order is answered and the order completes', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [20, 30])
    const [l1, l2] = order.lines
    let detail = (await confirm({ line_id: l1.id, action: 'accept' })).body.Data
    expect(detail.status).toBe('部分确认')
    await shipBatch(sup, detail, [20, 0])
    detail = (await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })).body.Data
    expect(detail.status).toBe('交货中')

    const res = await confirm({ line_id: l2.id, action: 'accept' })
    expect(res.status, res.body.Msg).toBe(200)
    expect(res.body.Data).toMatchObject({ status: '交货中' })
    expect(res.body.Data.lines[1]).toMatchObject({ line_status: '已确认', confirmed_qty: 30 })
    await shipBatch(sup, res.body.Data, [0, 30])
    await receive(order.id, [{ order_line_id: l1.id, qty: 20 }, { order_line_id: l2.id, qty: 30 }])
    detail = (await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })).body.Data
    expect(detail.status).toBe('已完成')
  })

  it('ConfirmAll works on a 交货中 order too', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [5, 6])
    const detail = (await confirm({ line_id: order.lines[0].id, action: 'accept' })).body.Data
    await shipBatch(sup, detail, [5, 0])
    const res = await sup.post('/Order/SupplyConfirm/ConfirmAll', { id: order.id })
    expect(res.status, res.body.Msg).toBe(200)
    expect(res.body.Data.lines.map((l: any) => l.line_status)).toEqual(['交货中', '已确认'])
  })

  it('a proposal refused after a shipment goes back to the supplier, who may reject it; the order completes', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [10, 8])
    const [l1, l2] = order.lines
    await confirm({ line_id: l1.id, action: 'accept' })
    const proposed = (await confirm({ line_id: l2.id, action: 'propose', qty: 4, reason: '产能不足' })).body.Data
    await shipBatch(sup, proposed, [10, 0])
    const refused = await buyer.post('/Order/SupplyConfirm/ReviewProposal', { line_id: l2.id, approve: false, reason: '数量不能减少' })
    expect(refused.body.Data).toMatchObject({ status: '交货中' })
    expect(refused.body.Data.lines[1].line_status).toBe('待确认')

    const rejected = await confirm({ line_id: l2.id, action: 'reject', reason: '无法按原数量供货' })
    expect(rejected.status, rejected.body.Msg).toBe(200)
    expect(rejected.body.Data.lines[1].line_status).toBe('已拒绝')
    await receive(order.id, [{ order_line_id: l1.id, qty: 10 }])
    const done = (await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })).body.Data
    expect(done.status).toBe('已完成')
    expect(done.batches[0].status).toBe('已收货')
  })
})
