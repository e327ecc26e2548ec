// The demo procurement data: every state present, numbers consistent, widgets fed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp, loginAs, type TestApp } from '../../../test/helpers'
import { ORDER_STATUSES } from '@scm/core/business'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }

describe('demo procurement data', () => {
  it('has orders in every status for suppliers 1001–1003', async () => {
    const { rows: found } = await rows(sql`select distinct status, supplyid from purchase_order`)
    expect(new Set(found.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES))
    expect(new Set(found.map((r) => Number(r.supplyid)))).toEqual(new Set([1001, 1002, 1003]))
  })

  it('keeps header totals equal to their lines and batches equal to their receipts', async () => {
    const { rows: orders } = await rows(sql`select o.order_no from purchase_order o
      join (select order_id, sum(qty) q, sum(received_qty) r, sum(amount) a from purchase_order_line group by order_id) l on l.order_id = o.id
      where o.qty <> l.q or o.received_qty <> l.r or o.amount <> l.a`)
    expect(orders).toEqual([])
    const { rows: batches } = await rows(sql`select b.batch_no from delivery_batch b
      where b.received_qty <> (select coalesce(sum(rl.qty), 0) from pc_receipt_line rl join delivery_batch_line bl on bl.id = rl.batch_line_id where bl.batch_id = b.id)`)
    expect(batches).toEqual([])
  })

  it('has overdue batches, receipts with and without order, contracts and mail records', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/Order/SupplyBatch/GetOverdueList', {})).body.Data.total).toBeGreaterThanOrEqual(2)
    const wh = await loginAs(t.app, 'wh01')
    expect((await wh.post('/api/Receive/GetList', { has_order: true })).body.Data.total).toBeGreaterThan(0)
    expect((await wh.post('/api/Receive/GetList', { has_order: false })).body.Data.total).toBeGreaterThan(0)
    expect((await buyer.post('/api/Contract/GetList', {})).body.Data.total).toBeGreaterThanOrEqual(5)
    expect((await buyer.get('/Order/OrderPublish/GetEmailSendRecn')).body.Data.total).toBeGreaterThan(0)
    const preview = await buyer.get('/Order/OrderPublish/GetEmailPreview')
    expect(preview.body.Data.html).toContain('/order/authEmail?token=')
  })

  it('feeds the home widgets, scoped to the supplier', async () => {
    const sup = await loginAs(t.app, 'sup1001')
    const res = await sup.get('/api/Home/GetWidgets')
    const widget = res.body.Data.widgets.find((w: any) => w.id === 'ordersAwaitingConfirmation')
    expect(widget.count).toBeGreaterThan(0)
    expect(widget.link).toBe('/order/supplyConfirm')
    const own = (await sup.post('/Order/SupplyConfirm/GetList', { status: '已发布,已查看,部分确认' })).body.Data.total
    expect(widget.count).toBe(own)
  })
})
