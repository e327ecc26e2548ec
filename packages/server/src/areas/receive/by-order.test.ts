// Receiving by order number (no delivery note) books the goods on the in-transit batches.
import { describe, expect, it } from 'vitest'
import { appWithAccounts } from '../../../test/clients'
import { confirmedOrder, shipBatch } from '../../../test/procurement'

const { t, buyer, sup, wh } = await appWithAccounts({ buyer: 'buyer01', sup: 'sup1001', wh: 'wh01' })

const detailOf = async (id: number) => (await buyer.get('/Order/OrderPublish/GetDetail', { id })).body.Data
const receive = (orderId: number, lines: { order_line_id: number; qty: number }[]) =>
  wh.post('/api/Receive/Save', { order_id: orderId, warehouse: '总装厂二号库', lines })

describe('receiving against the order, not the delivery note', () => {
  it('fills the in-transit batches oldest planned arrival first, so they reach 已收货', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [10, 10])
    const [l1, l2] = order.lines
    const later = await shipBatch(sup, order, [4, 0], 5)
    const sooner = await shipBatch(sup, await detailOf(order.id), [6, 0], -1) // already overdue
    expect(sooner.overdue).toBe(true)

    const first = await receive(order.id, [{ order_line_id: l1.id, qty: 7 }])
    expect(first.status, first.body.Msg).toBe(200)
    let detail = await detailOf(order.id)
    const batch = (id: number) => detail.batches.find((b: any) => b.id === id)
    expect(batch(sooner.id)).toMatchObject({ status: '已收货', received_qty: 6, overdue: false })
    expect(batch(later.id)).toMatchObject({ status: '部分收货', received_qty: 1 })
    const overdue = await buyer.post('/Order/SupplyBatch/GetOverdueList', { order_no: order.order_no })
    expect(overdue.body.Data.total).toBe(0)

    await receive(order.id, [{ order_line_id: l1.id, qty: 3 }])
    detail = await detailOf(order.id)
    expect(batch(later.id)).toMatchObject({ status: '已收货', received_qty: 4 })
    expect(detail.lines[0]).toMatchObject({ received_qty: 10, line_status: '已完成' })

    // a line shipped in no batch may still be received up to its receivable quantity
    const unshipped = await receive(order.id, [{ order_line_id: l2.id, qty: 2 }])
    expect(unshipped.status, unshipped.body.Msg).toBe(200)
    detail = await detailOf(order.id)
    expect(detail.lines[1]).toMatchObject({ received_qty: 2, receivable_qty: 8 })
    expect(detail.batches.map((b: any) => b.received_qty).sort()).toEqual([4, 6])
    expect((await receive(order.id, [{ order_line_id: l2.id, qty: 9 }])).body.Msg).toBe('第1行：收货数量超过可收数量（可收 8）')
  })

  it('receipts by delivery note still book only that note', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [10])
    const a = await shipBatch(sup, order, [5], -2)
    const b = await shipBatch(sup, await detailOf(order.id), [5], 3)
    const res = await wh.post('/api/Receive/Save', { order_id: order.id, batch_id: b.id, warehouse: 'A', lines: [{ order_line_id: order.lines[0].id, qty: 5 }] })
    expect(res.status, res.body.Msg).toBe(200)
    const detail = await detailOf(order.id)
    expect(detail.batches.find((x: any) => x.id === a.id).status).toBe('在途')
    expect(detail.batches.find((x: any) => x.id === b.id).status).toBe('已收货')
  })
})
