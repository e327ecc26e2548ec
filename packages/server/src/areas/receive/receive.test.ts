import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { login, loginAs } from '../../../test/helpers'
import { appWithAccounts } from '../../../test/clients'
import { sysParam } from '../../platform/schema'
import { pcReceipt } from './schema'
import { confirmedOrder, downloadSheet, materialId, publishedOrder, shipBatch } from '../order/testing'
import { today } from '../../platform/input'

const { t, buyer, sup, wh } = await appWithAccounts({ buyer: 'buyer01', sup: 'sup1001', wh: 'wh01' })

describe('receiving against a delivery batch', () => {
  it('takes goods in, refuses over-receiving, flows quantities back and completes the order', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [100, 40])
    const batch = await shipBatch(sup, order, [100, 40])
    const receivable = await wh.get('/api/Receive/GetReceivable', { key: batch.public_key })
    expect(receivable.body.Data.batch.batch_no).toBe(batch.batch_no)
    expect(receivable.body.Data.lines.map((l: any) => l.receivable_qty)).toEqual([100, 40])

    const lineIds = order.lines.map((l: any) => l.id)
    const over = await wh.post('/api/Receive/Save', {
      order_id: order.id, batch_id: batch.id, warehouse: '总装厂二号库', lines: [{ order_line_id: lineIds[0], qty: 101 }],
    })
    expect(over.status).toBe(400)
    expect(over.body.Msg).toContain('收货数量超过可收数量')
    expect(await t.db.select().from(pcReceipt).where(eq(pcReceipt.batchId, batch.id))).toEqual([])

    const first = await wh.post('/api/Receive/Save', {
      order_id: order.id, batch_id: batch.id, warehouse: '总装厂二号库',
      lines: [{ order_line_id: lineIds[0], qty: 60, qualified_qty: 58 }],
    })
    expect(first.status).toBe(200)
    expect(first.body.Data).toMatchObject({ has_order: true, order_no: order.order_no, batch_no: batch.batch_no, qty: 60, qualified_qty: 58, rejected_qty: 2 })
    expect(first.body.Data.rcv_no).toMatch(/^RK\d{12}$/)
    expect(first.body.Data.lines[0]).toMatchObject({ check_status: '已检', mtr_name: '气缸垫' })
    let detail = (await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })).body.Data
    expect(detail.status).toBe('交货中')
    expect(detail.lines[0]).toMatchObject({ received_qty: 60, qualified_qty: 58, receivable_qty: 40, line_status: '交货中' })
    expect(detail.batches[0]).toMatchObject({ status: '部分收货', received_qty: 60 })

    const tooMuch = await wh.post('/api/Receive/Save', {
      order_id: order.id, batch_id: batch.id, warehouse: '总装厂二号库', lines: [{ order_line_id: lineIds[0], qty: 30 }, { order_line_id: lineIds[0], qty: 11 }],
    })
    expect(tooMuch.body.Msg).toBe('第2行：收货数量超过可收数量（可收 40）')

    await wh.post('/api/Receive/Save', {
      order_id: order.id, batch_id: batch.id, warehouse: '总装厂二号库',
      lines: [{ order_line_id: lineIds[0], qty: 40, qualified_qty: 40 }, { order_line_id: lineIds[1], qty: 40, qualified_qty: 40 }],
    })
    detail = (await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })).body.Data
    expect(detail).toMatchObject({ status: '已完成', received_qty: 140, qualified_qty: 138 })
    expect(detail.completed_at).not.toBe('')
    expect(detail.lines.map((l: any) => l.line_status)).toEqual(['已完成', '已完成'])
    expect(detail.batches[0]).toMatchObject({ status: '已收货', overdue: false })
    expect(detail.history.filter((e: any) => e.action === '收货').map((e: any) => e.side)).toEqual(['warehouse', 'warehouse'])
    expect((await wh.post('/api/Receive/Save', { order_id: order.id, warehouse: 'A', lines: [{ order_line_id: lineIds[0], qty: 1 }] })).body.Msg).toBe('该订单状态不能收货')
  })

  it('receives against an order line without a batch, but not unconfirmed lines', async () => {
    const order = await publishedOrder(buyer, t.db, 1001, [10, 10])
    await sup.post('/Order/SupplyConfirm/ConfirmLine', { line_id: order.lines[0].id, action: 'accept' })
    const res = await wh.post('/api/Receive/Save', { order_id: order.id, warehouse: '总装厂二号库', lines: [{ order_line_id: order.lines[1].id, qty: 1 }] })
    expect(res.body.Msg).toBe('第1行：未确认的订单行不能收货')
    const ok = await wh.post('/api/Receive/Save', { order_id: order.id, warehouse: '总装厂二号库', lines: [{ order_line_id: order.lines[0].id, qty: 4 }] })
    expect(ok.body.Data.lines[0]).toMatchObject({ check_status: '待检', qualified_qty: 0 })
  })

  it('refuses bad receipts with Chinese messages', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [10])
    const line = order.lines[0].id
    const cases: [object, string][] = [
      [{ order_id: order.id, lines: [{ order_line_id: line, qty: 1 }] }, '请填写仓库'],
      [{ order_id: order.id, warehouse: 'A', lines: [] }, '请至少填写一行收货数量'],
      [{ order_id: order.id, warehouse: 'A', lines: [{ order_line_id: line, qty: 0 }] }, '第1行：收货数量必须大于0'],
      [{ order_id: order.id, warehouse: 'A', lines: [{ order_line_id: line, qty: 2, qualified_qty: 3 }] }, '第1行：合格数量不能大于收货数量'],
      [{ order_id: order.id, warehouse: 'A', rcv_date: '2026-13-01', lines: [{ order_line_id: line, qty: 1 }] }, '收货日期格式不正确'],
      [{ warehouse: 'A', lines: [{ mtr_id: 1, qty: 1 }] }, '请选择供应商'],
    ]
    for (const [body, msg] of cases) expect((await wh.post('/api/Receive/Save', body)).body, msg).toMatchObject({ Code: 0, Msg: msg })
  })
})

describe('receiving without an order, lists and statistics', () => {
  it('follows the skip-inspection parameter and lists no-order receipts', async () => {
    expect((await wh.get('/api/Receive/GetAppConfig')).body.Data).toBe(false)
    await t.db.update(sysParam).set({ paramValue: '1' }).where(eq(sysParam.paramKey, 'rcv_skip_check'))
    try {
      expect((await sup.get('/api/Receive/GetAppConfig')).body.Data).toBe(true)
      const res = await wh.post('/api/Receive/Save', {
        supplyid: 1002, warehouse: '售后备件库', rcv_date: today(), lines: [{ mtr_id: await materialId(t.db, '1012010-E02'), qty: 25 }],
      })
      expect(res.body.Data).toMatchObject({ has_order: false, order_no: '', supply_name: '芜湖恒通动力机械有限公司', qualified_qty: 25 })
      expect(res.body.Data.lines[0].check_status).toBe('免检')
      const list = await wh.post('/api/Receive/GetList', { has_order: false, rows: 100 })
      expect(list.body.Data.rows.map((r: any) => r.id)).toContain(res.body.Data.id)
      expect(list.body.Data.rows.every((r: any) => r.has_order === false)).toBe(true)
    } finally {
      await t.db.update(sysParam).set({ paramValue: '0' }).where(eq(sysParam.paramKey, 'rcv_skip_check'))
    }
  })

  it('sums qualified quantities by material, supplier and month with 合计', async () => {
    for (const group_by of ['material', 'supplier', 'month']) {
      const res = await wh.post('/api/Receive/GetInTotal', { group_by, rows: 500 })
      expect(res.status).toBe(200)
      const { rows, sum, total } = res.body.Data
      expect(total).toBe(rows.length)
      expect(sum.group_label).toBe('合计')
      const added = rows.reduce((s: number, r: any) => s + r.qualified_qty, 0)
      expect(Math.round(added * 100) / 100).toBe(sum.qualified_qty)
    }
    const byMaterial = await wh.post('/api/Receive/GetInTotal', { group_by: 'material', mtr: '机油滤清器' })
    expect(byMaterial.body.Data.rows[0]).toMatchObject({ group_label: '1012010-E02 机油滤清器', unit: '个' })
    expect((await wh.post('/api/Receive/GetInTotal', { group_by: 'week' })).body.Msg).toBe('汇总方式只能是 material、supplier 或 month')
  })

  it('exports receipts as a real xlsx with Chinese headers', async () => {
    const sheet = await downloadSheet(t.app, await login(t.app, 'wh01'), '/api/Receive/Export')
    expect(sheet.status).toBe(200)
    expect(sheet.disposition).toContain(encodeURIComponent('收货单.xlsx'))
    expect(sheet.rows[0]).toEqual(expect.arrayContaining(['收货单号', '供应商', '合格数量']))
    const total = (await wh.post('/api/Receive/GetList', {})).body.Data.total
    expect(sheet.rows.length - 1).toBe(total)
  })

  it('finds parts with their pictures', async () => {
    const res = await wh.post('/api/Receive/QueryProOfImgs', { searchKey: '活塞' })
    expect(res.body.Data.rows).toEqual([expect.objectContaining({ mtr_code: '1004015-E02', mtr_name: '活塞' })])
    expect(res.body.Data.rows[0].images[0].url).toMatch(/^data:image\/svg\+xml;base64,/)
    const quality = await loginAs(t.app, 'qe01')
    expect((await quality.post('/api/Receive/QueryProOfImgs', {})).status).toBe(200)
    expect((await buyer.post('/api/Receive/QueryProOfImgs', {})).status).toBe(403)
  })
})
