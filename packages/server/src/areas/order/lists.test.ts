import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient, downloadSheet } from '../../../test/helpers'
import { confirmedOrder, draftOrder, publishedOrder, shipBatch } from '../../../test/procurement'
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

describe('order lists', () => {
  it('filters by supplier and status, sorted by date, paged', async () => {
    const res = await buyer.post('/Order/OrderPublish/GetList', { supplyid: 1002, status: '已完成,交货中', rows: 2, page: 1 })
    expect(res.status).toBe(200)
    const { rows, total, page } = res.body.Data
    expect(page).toBe(1)
    expect(rows.length).toBeLessThanOrEqual(2)
    expect(total).toBeGreaterThanOrEqual(rows.length)
    expect(rows.every((r: any) => r.supplyid === 1002 && ['已完成', '交货中'].includes(r.status))).toBe(true)
    const all = (await buyer.post('/Order/OrderPublish/GetList', { rows: 500 })).body.Data.rows
    const dates = all.map((r: any) => r.order_date)
    expect(dates).toEqual([...dates].sort().reverse())
    const statuses = new Set(all.map((r: any) => r.status))
    for (const s of ['草稿', '已发布', '已查看', '已确认', '部分确认', '已拒绝', '交货中', '已完成', '已作废']) expect(statuses, s).toContain(s)
  })

  it('filters by order no, material, dates and search key; refuses bad filters', async () => {
    const order = await draftOrder(buyer, t.db, 1001, [3])
    const byNo = await buyer.post('/Order/OrderPublish/GetList', { order_no: order.order_no })
    expect(byNo.body.Data.rows.map((r: any) => r.id)).toEqual([order.id])
    const byMaterial = await buyer.post('/Order/OrderPublish/GetList', { mtr: '散热器', rows: 500 })
    expect(byMaterial.body.Data.total).toBeGreaterThan(0)
    const lines = await buyer.post('/Order/OrderPublish/GetLineList', { mtr: '散热器', rows: 500 })
    expect(lines.body.Data.rows.every((l: any) => l.mtr_name === '散热器总成')).toBe(true)
    const range = await buyer.post('/Order/OrderQuery/GetList', { order_date_from: addDays(today(), -3), order_date_to: today(), rows: 500 })
    expect(range.body.Data.rows.every((r: any) => r.order_date >= addDays(today(), -3))).toBe(true)
    const search = await buyer.post('/Order/OrderQuery/GetList', { searchKey: '宁波东海', rows: 500 })
    expect(search.body.Data.rows.every((r: any) => r.supplyid === 1003)).toBe(true)
    expect((await buyer.post('/Order/OrderQuery/GetList', { status: '进行中' })).body.Msg).toBe('订单状态不正确：进行中')
    expect((await buyer.post('/Order/OrderQuery/GetList', { order_date_from: '昨天' })).body.Msg).toBe('订单日期起格式不正确')
    expect((await buyer.post('/Order/OrderQuery/GetList', { rows: 10000 })).body.Msg).toBe('每页条数必须在 1 到 500 之间')
  })

  it('v2 lists give one row per line of the same orders', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [1, 2, 3])
    const res = await buyer.post('/Order/OrderQuery/GetLineList', { order_no: order.order_no })
    expect(res.body.Data.rows.map((r: any) => [r.order_no, r.line_no, r.qty])).toEqual([
      [order.order_no, 1, 1],
      [order.order_no, 2, 2],
      [order.order_no, 3, 3],
    ])
    const inbox = await sup.post('/Order/OrderReceive/GetLineList', { order_no: order.order_no })
    expect(inbox.body.Data.total).toBe(3)
  })

  it('my query: a buyer sees the orders he buys, a supplier its own', async () => {
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.post('/Order/OrderQuery/GetMyList', {})).body.Data.total).toBe(0)
    const mine = await sup.post('/Order/OrderQuery/GetMyList', { rows: 500 })
    expect(mine.body.Data.total).toBeGreaterThan(0)
    expect(mine.body.Data.rows.every((r: any) => r.supplyid === 1001 && r.status !== '草稿')).toBe(true)
  })
})

describe('summaries', () => {
  it('groups by supplier, material and month, with a 合计 over all groups', async () => {
    for (const path of ['GetList', 'GetLineList']) {
      for (const group_by of ['supplier', 'material', 'month']) {
        const res = await buyer.post(`/Order/OrderSummary/${path}`, { group_by, rows: 500 })
        expect(res.status, `${path} ${group_by}`).toBe(200)
        const { rows, sum } = res.body.Data
        expect(sum.group_label).toBe('合计')
        const amount = Math.round(rows.reduce((s: number, r: any) => s + r.amount, 0) * 100) / 100
        expect(amount).toBe(sum.amount)
        expect(rows.reduce((s: number, r: any) => s + r.line_count, 0)).toBe(sum.line_count)
      }
    }
    const bySupplier = (await buyer.post('/Order/OrderSummary/GetList', { group_by: 'supplier' })).body.Data.rows
    expect(bySupplier.map((r: any) => r.group_label)).toContain('合肥精工汽车零部件有限公司')
    const v2 = (await buyer.post('/Order/OrderSummary/GetLineList', { group_by: 'month', rows: 500 })).body.Data.rows
    expect(v2[0]).toHaveProperty('mtr_code')
  })

  it('leaves drafts and cancelled orders out, and follows quantities', async () => {
    const before = (await buyer.post('/Order/OrderSummary/GetList', { supplyid: 1001 })).body.Data.sum
    await draftOrder(buyer, t.db, 1001, [1000])
    const order = await confirmedOrder(buyer, sup, t.db, [10])
    await shipBatch(sup, order)
    const after = (await buyer.post('/Order/OrderSummary/GetList', { supplyid: 1001 })).body.Data.sum
    expect(after.order_count).toBe(before.order_count + 1)
    expect(after.qty).toBe(before.qty + 10)
    expect(after.shipped_qty).toBe(before.shipped_qty + 10)
  })

  it('my summary of a supplier covers only its orders', async () => {
    const rows = (await sup.post('/Order/OrderSummary/GetMyList', { group_by: 'supplier' })).body.Data.rows
    expect(rows.map((r: any) => r.group_key)).toEqual(['1001'])
  })
})

describe('exports', () => {
  it('streams orders, lines and summaries as xlsx with the list filters', async () => {
    const token = await login(t.app, 'buyer01')
    const orders = await downloadSheet(t.app, token, '/Order/OrderPublish/Export', { supplyid: 1003 })
    expect(orders.rows[0]).toEqual(expect.arrayContaining(['订单号', '供应商', '状态', '金额']))
    const total = (await buyer.post('/Order/OrderPublish/GetList', { supplyid: 1003 })).body.Data.total
    expect(orders.rows.length - 1).toBe(total)
    expect(orders.rows.slice(1).every((r) => r[1] === '宁波东海汽车电器有限公司')).toBe(true)
    const lines = await downloadSheet(t.app, token, '/Order/OrderQuery/ExportLines', { supplyid: 1003 })
    expect(lines.rows.length - 1).toBe((await buyer.post('/Order/OrderQuery/GetLineList', { supplyid: 1003 })).body.Data.total)
    const summary = await downloadSheet(t.app, token, '/Order/OrderSummary/Export', { group_by: 'month' })
    expect(summary.rows[0]![0]).toBe('月份')
    const supToken = await login(t.app, 'sup1001')
    expect((await downloadSheet(t.app, supToken, '/Order/OrderPublish/Export')).status).toBe(403)
  })
})
