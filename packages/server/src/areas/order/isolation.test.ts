// Supplier isolation (issue 5 item 8): sup1002 tries every call on sup1001's records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient, downloadSheet } from '../../../test/helpers'
import { confirmedOrder, draftOrder, publishedOrder, shipBatch } from '../../../test/procurement'
import { addDays, today } from '../../platform/input'

let t: TestApp
let buyer: SignedInClient
let sup1001: SignedInClient
let sup1002: SignedInClient
let token1002: string
/** sup1001's records */
const own: { order: any; open: any; draft: any; batch: any; receipt: any; send: any } = {} as never

beforeAll(async () => {
  t = await createTestApp()
  buyer = await loginAs(t.app, 'buyer01')
  sup1001 = await loginAs(t.app, 'sup1001')
  token1002 = await login(t.app, 'sup1002')
  sup1002 = await loginAs(t.app, 'sup1002')
  own.order = await confirmedOrder(buyer, sup1001, t.db, [30, 20])
  own.batch = await shipBatch(sup1001, own.order, [10, 0])
  const wh = await loginAs(t.app, 'wh01')
  own.receipt = (await wh.post('/api/Receive/Save', { order_id: own.order.id, batch_id: own.batch.id, warehouse: '总装厂二号库', lines: [{ order_line_id: own.order.lines[0].id, qty: 5 }] })).body.Data
  own.open = await publishedOrder(buyer, t.db, 1001, [7])
  own.draft = await draftOrder(buyer, t.db, 1001, [1])
  own.send = (await buyer.get('/Order/OrderPublish/GetEmailSendRecn', { order_id: own.open.id })).body.Data.rows[0]
})
afterAll(() => t.close())

describe('sup1002 on sup1001 records', () => {
  it('cannot read any of them by id', async () => {
    const reads: [string, Record<string, string | number>][] = [
      ['/Order/OrderReceive/GetDetail', { id: own.open.id }],
      ['/Order/OrderPublish/GetDetail', { id: own.order.id }],
      ['/Order/SupplyConfirm/GetDetail', { id: own.open.id }],
      ['/Order/SupplyConfirm/GetHistory', { id: own.order.id }],
      ['/Order/SupplyBatch/GetDetail', { id: own.batch.id }],
      ['/api/Receive/GetDetail', { id: own.receipt.id }],
    ]
    for (const [path, query] of reads) {
      const res = await sup1002.get(path, query)
      expect([403, 404], path).toContain(res.status)
      expect(res.body.Code, path).toBe(0)
      expect(JSON.stringify(res.body), path).not.toContain(own.order.order_no)
    }
    // opening it did not mark it read
    expect((await buyer.get('/Order/OrderPublish/GetDetail', { id: own.open.id })).body.Data.status).toBe('已发布')
  })

  it('cannot change any of them', async () => {
    const line = own.open.lines[0].id
    const writes: [string, object][] = [
      ['/Order/SupplyConfirm/ConfirmLine', { line_id: line, action: 'accept' }],
      ['/Order/SupplyConfirm/ConfirmLine', { line_id: line, action: 'reject', reason: 'x' }],
      ['/Order/SupplyConfirm/ConfirmLine', { line_id: line, action: 'propose', reason: 'x', qty: 1 }],
      ['/Order/SupplyConfirm/ConfirmAll', { id: own.open.id }],
      ['/Order/SupplyConfirm/ReviewProposal', { line_id: line, approve: true }],
      ['/Order/SupplyBatch/Save', { order_id: own.order.id, ship_date: today(), planned_arrival: addDays(today(), 1), lines: [{ line_id: own.order.lines[0].id, qty: 1 }] }],
      ['/Order/OrderPublish/Save', { id: own.draft.id, supplyid: 1002, lines: [] }],
      ['/Order/OrderPublish/Publish', { id: own.draft.id }],
      ['/Order/OrderPublish/Cancel', { id: own.open.id }],
      ['/Order/OrderPublish/Del', { id: own.draft.id }],
      ['/Order/OrderPublish/ResendEmail', { id: own.send.id }],
      ['/api/Receive/Save', { order_id: own.order.id, warehouse: 'x', lines: [{ order_line_id: own.order.lines[0].id, qty: 1 }] }],
      ['/api/Receive/Save', { supplyid: 1001, warehouse: 'x', lines: [{ mtr_id: 1, qty: 1 }] }],
    ]
    for (const [path, body] of writes) {
      const res = await sup1002.post(path, body)
      expect([403, 404], path).toContain(res.status)
    }
    const after = (await buyer.get('/Order/OrderPublish/GetDetail', { id: own.open.id })).body.Data
    expect(after.lines[0].line_status).toBe('待确认')
    expect(after.history.map((e: any) => e.action)).toEqual(['创建', '发布'])
    const shipped = (await buyer.get('/Order/OrderPublish/GetDetail', { id: own.order.id })).body.Data
    expect(shipped.lines[0].shipped_qty).toBe(10)
    expect((await buyer.get('/Order/OrderPublish/GetDetail', { id: own.draft.id })).status).toBe(200)
  })

  it('sees none of them in any list, summary or send record', async () => {
    const lists: [string, 'get' | 'post'][] = [
      ['/Order/OrderReceive/GetList', 'post'],
      ['/Order/OrderReceive/GetLineList', 'post'],
      ['/Order/OrderQuery/GetMyList', 'post'],
      ['/Order/OrderQuery/GetMyLineList', 'post'],
      ['/Order/SupplyConfirm/GetList', 'post'],
      ['/Order/SupplyBatch/GetList', 'post'],
      ['/Order/SupplyBatch/GetOverdueList', 'post'],
      ['/api/Receive/GetList', 'post'],
      ['/Order/OrderPublish/GetEmailSendRecn', 'get'],
    ]
    for (const [path, method] of lists) {
      for (const filters of [{}, { supplyid: 1001 }, { order_no: own.order.order_no as string }] as Record<string, string | number>[]) {
        const res = method === 'get' ? await sup1002.get(path, { rows: 500, ...filters }) : await sup1002.post(path, { rows: 500, ...filters })
        if (res.status === 403) continue // a screen the supplier role does not have
        expect(res.status, path).toBe(200)
        expect(res.body.Data.rows.every((r: any) => r.supplyid === 1002), path).toBe(true)
        expect(JSON.stringify(res.body.Data), path).not.toContain(own.order.order_no)
      }
    }
    for (const path of ['GetMyList', 'GetMyLineList']) {
      const res = await sup1002.post(`/Order/OrderSummary/${path}`, { group_by: 'supplier' })
      expect([...new Set(res.body.Data.rows.map((r: any) => r.group_key))], path).toEqual(['1002'])
      const material = await sup1002.post(`/Order/OrderSummary/${path}`, { group_by: 'material', supplyid: 1001 })
      expect(material.body.Data.rows).toEqual([])
    }
    // sup1001 does see them (the checks above can fail)
    const mine = await sup1001.post('/Order/OrderReceive/GetList', { order_no: own.order.order_no })
    expect(mine.body.Data.total).toBe(1)
  })

  it('exports none of them', async () => {
    const exports = [
      '/Order/OrderReceive/Export',
      '/Order/OrderReceive/ExportLines',
      '/Order/OrderQuery/ExportMy',
      '/Order/OrderQuery/ExportMyLines',
      '/Order/OrderSummary/ExportMy',
      '/Order/OrderSummary/ExportMyLines',
      '/Order/SupplyBatch/Export',
      '/api/Receive/Export',
    ]
    for (const path of exports) {
      const sheet = await downloadSheet(t.app, token1002, path, { supplyid: 1001, overdue: false })
      if (sheet.status === 403) continue
      expect(sheet.status, path).toBe(200)
      expect(sheet.rows.length, path).toBeGreaterThan(0)
      expect(JSON.stringify(sheet.rows), path).not.toContain('合肥精工')
      const unfiltered = await downloadSheet(t.app, token1002, path, { overdue: false })
      expect(JSON.stringify(unfiltered.rows), path).not.toContain(own.order.order_no)
      expect(JSON.stringify(unfiltered.rows), path).not.toContain('合肥精工')
    }
  })

  it('is refused the staff screens and pickers', async () => {
    for (const path of ['/Order/OrderPublish/GetList', '/Order/OrderQuery/GetList', '/Order/OrderSummary/GetList', '/api/Contract/GetList', '/api/Receive/GetInTotal']) {
      expect((await sup1002.post(path, {})).status, path).toBe(403)
    }
    for (const path of ['/api/pubtable/getpub_materiel', '/api/pubtable/Getpc_buyerBymtr_id', '/api/Receive/GetReceivable']) {
      expect((await sup1002.get(path, { order_id: own.order.id, mtr_id: 1 })).status, path).toBe(403)
    }
    // the mail preview is a mail screen suppliers have: another supplier's order is simply not found
    expect((await sup1002.get('/Order/OrderPublish/GetEmailPreview', { id: own.order.id })).status).toBe(404)
  })

  it('a supplier never sees drafts, even its own', async () => {
    expect((await sup1001.get('/Order/OrderPublish/GetDetail', { id: own.draft.id })).status).toBe(404)
    const mine = await sup1001.post('/Order/OrderQuery/GetMyList', { rows: 500 })
    expect(mine.body.Data.rows.map((r: any) => r.id)).not.toContain(own.draft.id)
  })
})
