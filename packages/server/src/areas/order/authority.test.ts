// Supplier authorisation (supply_authority): a buyer with rows sees and acts on only those
// suppliers' orders; staff without rows are unrestricted. API.md "Supplier authorisation".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, ne } from 'drizzle-orm'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient, downloadSheet } from '../../../test/helpers'
import { supplyAuthority } from '../../platform/schema'
import { sysUser } from '../../identity/user-schema'
import { confirmedOrder, draftOrder, lines1001, publishedOrder, shipBatch } from '../../../test/procurement'

let t: TestApp
let buyer: SignedInClient
let sup1001: SignedInClient
let wh: SignedInClient
let buyerToken: string
let buyerId: number
/** sup1001's records, made while buyer01 still managed 1001 */
const foreign: { order: any; open: any; draft: any; batch: any } = {} as never

const userId = async (code: string) => (await t.db.select({ id: sysUser.userid }).from(sysUser).where(eq(sysUser.usercode, code)))[0]!.id

beforeAll(async () => {
  t = await createTestApp()
  buyer = await loginAs(t.app, 'buyer01')
  buyerToken = await login(t.app, 'buyer01')
  sup1001 = await loginAs(t.app, 'sup1001')
  wh = await loginAs(t.app, 'wh01')
  foreign.order = await confirmedOrder(buyer, sup1001, t.db, [12, 8])
  foreign.batch = await shipBatch(sup1001, foreign.order, [6, 0])
  foreign.open = await publishedOrder(buyer, t.db, 1001, [3])
  foreign.draft = await draftOrder(buyer, t.db, 1001, [2])
  await publishedOrder(buyer, t.db, 1002, [4]) // one the buyer keeps seeing
  // from now on buyer01 manages 1002 only (the demo gives it 1001, 1002 and 1003)
  buyerId = await userId('buyer01')
  await t.db.delete(supplyAuthority).where(and(eq(supplyAuthority.userid, buyerId), ne(supplyAuthority.supplyid, 1002)))
})
afterAll(() => t.close())

const LISTS = [
  '/Order/OrderPublish/GetList',
  '/Order/OrderPublish/GetLineList',
  '/Order/OrderQuery/GetList',
  '/Order/OrderQuery/GetLineList',
  '/Order/SupplyConfirm/GetList',
  '/Order/SupplyBatch/GetList',
  '/Order/SupplyBatch/GetOverdueList',
]

describe('a buyer restricted to supplier 1002', () => {
  it('cannot open or change 1001 orders, batches or send records by id', async () => {
    for (const [path, query] of [
      ['/Order/OrderPublish/GetDetail', { id: foreign.order.id }],
      ['/Order/SupplyConfirm/GetDetail', { id: foreign.open.id }],
      ['/Order/SupplyConfirm/GetHistory', { id: foreign.order.id }],
      ['/Order/SupplyBatch/GetDetail', { id: foreign.batch.id }],
      ['/Order/OrderPublish/GetEmailPreview', { id: foreign.open.id }],
    ] as const) {
      const res = await buyer.get(path, query)
      expect(res.status, path).toBe(404)
      expect(JSON.stringify(res.body), path).not.toContain(foreign.order.order_no)
    }
    const send = (await buyer.get('/Order/OrderPublish/GetEmailSendRecn', { order_id: foreign.open.id })).body.Data
    expect(send.total).toBe(0)
    for (const [path, body] of [
      ['/Order/OrderPublish/Publish', { id: foreign.draft.id }],
      ['/Order/OrderPublish/Save', { id: foreign.draft.id, supplyid: 1002, lines: await lines1001(t.db, [1]) }],
      ['/Order/OrderPublish/Cancel', { id: foreign.open.id }],
      ['/Order/OrderPublish/Del', { id: foreign.draft.id }],
      ['/Order/OrderPublish/ResendEmail', { order_id: foreign.open.id }],
      ['/Order/SupplyConfirm/ReviewProposal', { line_id: foreign.open.lines[0].id, approve: true }],
    ] as const) {
      const res = await buyer.post(path, body)
      expect(res.status, path).toBe(404)
    }
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.get('/Order/OrderPublish/GetDetail', { id: foreign.draft.id })).body.Data.status).toBe('草稿')
    expect((await admin.get('/Order/OrderPublish/GetDetail', { id: foreign.open.id })).body.Data.status).toBe('已发布')
  })

  it('is refused a new order for a supplier it does not manage', async () => {
    const res = await buyer.post('/Order/OrderPublish/Save', { supplyid: 1001, delivery_address: 'A', lines: await lines1001(t.db, [1]) })
    expect(res.status).toBe(403)
    expect(res.body.Msg).toContain('无权操作该供应商的订单')
    const mine = await buyer.post('/Order/OrderPublish/Save', { supplyid: 1002, delivery_address: 'A', lines: await lines1001(t.db, [1]) })
    expect(mine.status).toBe(200)
  })

  it('sees only 1002 in lists, summaries, send records and the supplier picker', async () => {
    for (const path of LISTS) {
      for (const filters of [{}, { supplyid: 1001 }, { order_no: foreign.order.order_no }]) {
        const res = await buyer.post(path, { rows: 500, ...filters })
        expect(res.status, path).toBe(200)
        expect(res.body.Data.rows.every((r: any) => r.supplyid === 1002), path).toBe(true)
        if ('supplyid' in filters || 'order_no' in filters) expect(res.body.Data.total, path).toBe(0)
      }
    }
    expect((await buyer.post('/Order/OrderQuery/GetList', { rows: 500 })).body.Data.total).toBeGreaterThan(0)
    const records = await buyer.get('/Order/OrderPublish/GetEmailSendRecn', { rows: 500 })
    expect(records.body.Data.rows.every((r: any) => r.supplyid === 1002)).toBe(true)
    for (const path of ['GetList', 'GetLineList']) {
      const res = await buyer.post(`/Order/OrderSummary/${path}`, { group_by: 'supplier', rows: 500 })
      expect([...new Set(res.body.Data.rows.map((r: any) => r.group_key))], path).toEqual(['1002'])
    }
    const picker = await buyer.get('/api/pubtable/getpub_supply')
    expect(picker.body.Data.map((s: any) => s.supplyid)).toEqual([1002])
    const all = await wh.get('/api/pubtable/getpub_supply')
    expect(all.body.Data.map((s: any) => s.supplyid)).toEqual([1001, 1002, 1003, 1004, 1005])
  })

  it('exports none of the 1001 orders', async () => {
    const exports = [
      '/Order/OrderPublish/Export',
      '/Order/OrderPublish/ExportLines',
      '/Order/OrderQuery/Export',
      '/Order/OrderQuery/ExportLines',
      '/Order/OrderSummary/Export',
      '/Order/SupplyConfirm/Export',
      '/Order/SupplyBatch/Export',
      '/Order/OrderPublish/ExportEmailSendRecn',
    ]
    for (const path of exports) {
      const sheet = await downloadSheet(t.app, buyerToken, path, { overdue: false })
      expect(sheet.status, path).toBe(200)
      expect(sheet.rows.length, path).toBeGreaterThan(0)
      expect(JSON.stringify(sheet.rows), path).not.toContain(foreign.order.order_no)
      expect(JSON.stringify(sheet.rows), path).not.toContain('合肥精工')
    }
  })

  it('staff without authorisation rows (warehouse) see every supplier', async () => {
    const res = await wh.post('/Order/OrderQuery/GetList', { order_no: foreign.order.order_no })
    expect(res.body.Data.total).toBe(1)
    expect((await wh.post('/Order/SupplyBatch/GetList', { order_no: foreign.order.order_no })).body.Data.total).toBe(1)
  })

  it('a missing delivery note and one the caller may not see answer alike', async () => {
    const whId = await userId('wh01')
    await t.db.insert(supplyAuthority).values({ userid: whId, supplyid: 1002 })
    try {
      const hidden = await wh.get('/api/Receive/GetReceivable', { batch_id: foreign.batch.id })
      const missing = await wh.get('/api/Receive/GetReceivable', { batch_id: 99999999 })
      const hiddenKey = await wh.get('/api/Receive/GetReceivable', { key: foreign.batch.public_key })
      for (const res of [hidden, missing, hiddenKey]) expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { Code: 0, Msg: '送货单不存在', Data: null } })
    } finally {
      await t.db.delete(supplyAuthority).where(eq(supplyAuthority.userid, whId))
    }
    expect((await wh.get('/api/Receive/GetReceivable', { batch_id: foreign.batch.id })).status).toBe(200)
  })

  it('without any rows the buyer is unrestricted again', async () => {
    await t.db.delete(supplyAuthority).where(eq(supplyAuthority.userid, buyerId))
    expect((await buyer.get('/Order/OrderPublish/GetDetail', { id: foreign.order.id })).status).toBe(200)
    expect((await buyer.get('/api/pubtable/getpub_supply')).body.Data).toHaveLength(5)
  })
})
