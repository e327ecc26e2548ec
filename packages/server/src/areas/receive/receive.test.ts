import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { login, loginAs, downloadSheet } from '../../../test/helpers'
import { appWithAccounts } from '../../../test/clients'
import { sysParam } from '../../platform/schema'
import { pcReceipt } from '../../business/receipt-schema'
import { confirmedOrder, materialId, publishedOrder, shipBatch, WAREHOUSE_COUNTED } from '../../../test/procurement'
import { today } from '../../platform/input'
import { MUST_INSPECT } from '../../business/receiving'

const { t, buyer, sup, wh } = await appWithAccounts({ buyer: 'buyer01', sup: 'sup1001', wh: 'wh01' })

describe('receiving against a delivery batch', () => {
  it('takes goods in, refuses over-receiving, flows quantities back and completes the order', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [100, 40], WAREHOUSE_COUNTED)
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
    expect(first.body.Data.lines[0]).toMatchObject({ check_status: '已检', mtr_name: '散热器总成' })
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
    const order = await confirmedOrder(buyer, sup, t.db, [10], WAREHOUSE_COUNTED)
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

describe('a qualified quantity at receiving', () => {
  const setSkip = (value: '0' | '1') => t.db.update(sysParam).set({ paramValue: value }).where(eq(sysParam.paramKey, 'rcv_skip_check'))
  const receivedQty = async (orderId: number) => (await buyer.get('/Order/OrderPublish/GetDetail', { id: orderId })).body.Data.lines.map((l: any) => l.received_qty)

  it('is refused for a material whose approved standard sends it to incoming inspection, and nothing is saved', async () => {
    // 气缸垫 and 水泵总成 have approved standards that are not 免检; 散热器总成 has none
    const order = await confirmedOrder(buyer, sup, t.db, [10, 10, 10])
    const receivable = (await wh.get('/api/Receive/GetReceivable', { order_id: order.id })).body.Data.lines
    expect(receivable.map((l: any) => [l.mtr_name, l.qualified_by])).toEqual([['气缸垫', 'inspection'], ['水泵总成', 'inspection'], ['散热器总成', 'warehouse']])
    const [gasket, pump, radiator] = order.lines.map((l: any) => l.id)

    const refused = await wh.post('/api/Receive/Save', {
      order_id: order.id, warehouse: '总装厂二号库', lines: [{ order_line_id: radiator, qty: 5, qualified_qty: 5 }, { order_line_id: gasket, qty: 5, qualified_qty: 5 }],
    })
    expect(refused).toMatchObject({ status: 400, body: { Code: 0, Msg: `第2行：${MUST_INSPECT}`, Data: null } })
    expect(await t.db.select().from(pcReceipt).where(eq(pcReceipt.orderId, order.id))).toEqual([])
    expect(await receivedQty(order.id)).toEqual([0, 0, 0])

    // left blank it waits for inspection; the material without a standard takes the warehouse's count
    const saved = await wh.post('/api/Receive/Save', {
      order_id: order.id, warehouse: '总装厂二号库',
      lines: [{ order_line_id: gasket, qty: 5 }, { order_line_id: pump, qty: 5, qualified_qty: '' }, { order_line_id: radiator, qty: 5, qualified_qty: 4 }],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.Data.status).toBe('待检验')
    expect(saved.body.Data.lines.map((l: any) => [l.check_status, l.qualified_qty])).toEqual([['待检', 0], ['待检', 0], ['已检', 4]])
  })

  it('is refused on a receipt without an order too', async () => {
    const body = { supplyid: 1001, warehouse: '售后备件库', lines: [{ mtr_id: await materialId(t.db, '1307010-E02'), qty: 3, qualified_qty: 3 }] }
    const before = (await wh.post('/api/Receive/GetList', { has_order: false })).body.Data.total
    expect((await wh.post('/api/Receive/Save', body)).body).toEqual({ Code: 0, Msg: `第1行：${MUST_INSPECT}`, Data: null })
    expect((await wh.post('/api/Receive/GetList', { has_order: false })).body.Data.total).toBe(before)
  })

  it('is all of it, whatever is sent, while the system skips inspection', async () => {
    const order = await confirmedOrder(buyer, sup, t.db, [8])
    await setSkip('1')
    try {
      expect((await wh.get('/api/Receive/GetReceivable', { order_id: order.id })).body.Data.lines[0].qualified_by).toBe('exempt')
      const res = await wh.post('/api/Receive/Save', { order_id: order.id, warehouse: '总装厂二号库', lines: [{ order_line_id: order.lines[0].id, qty: 8, qualified_qty: 1 }] })
      expect(res.body.Data.lines[0]).toMatchObject({ mtr_name: '气缸垫', check_status: '免检', qualified_qty: 8, rejected_qty: 0 })
    } finally {
      await setSkip('0')
    }
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
