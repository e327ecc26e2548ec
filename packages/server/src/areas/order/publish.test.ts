import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, loginAs, api, type TestApp, type SignedInClient } from '../../../test/helpers'
import { mailOutbox } from '../../mail/schema'
import { purchaseOrder, purchaseOrderLine } from './schema'
import { draftOrder, lines1001, publishedOrder } from '../../../test/procurement'
import { addDays, today } from '../../platform/input'

let t: TestApp
let buyer: SignedInClient
let sup1001: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  buyer = await loginAs(t.app, 'buyer01')
  sup1001 = await loginAs(t.app, 'sup1001')
})
afterAll(() => t.close())

describe('creating and saving drafts', () => {
  it('creates an order with lines, numbered PO+date+4 digits, priced from the material', async () => {
    const order = await draftOrder(buyer, t.db, 1001, [100, 50])
    expect(order.order_no).toMatch(new RegExp(`^PO${today().replace(/-/g, '')}\\d{4}$`))
    expect(order).toMatchObject({ status: '草稿', supplyid: 1001, supply_name: '合肥精工汽车零部件有限公司', buyer_name: '李文涛', line_count: 2, qty: 150 })
    expect(order.lines.map((l: any) => [l.line_no, l.mtr_name, l.unit_price, l.amount, l.line_status])).toEqual([
      [1, '气缸垫', 96.8, 9680, '待确认'],
      [2, '水泵总成', 412, 20600, '待确认'],
    ])
    expect(order.amount).toBe(30280)
    expect(order.history.map((e: any) => e.action)).toEqual(['创建'])
  })

  it('replaces the lines of a draft on save, keeping the number', async () => {
    const order = await draftOrder(buyer, t.db)
    const res = await buyer.post('/Order/OrderPublish/Save', {
      id: order.id,
      supplyid: 1001,
      remark: '改为两行',
      lines: [{ mtr_id: order.lines[0].mtr_id, qty: 7, unit_price: 90.5, required_date: addDays(today(), 9) }],
    })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ order_no: order.order_no, remark: '改为两行', line_count: 1, amount: 633.5 })
  })

  it('refuses bad input with a Chinese message and saves nothing', async () => {
    const before = (await t.db.select().from(purchaseOrder)).length
    const good = await lines1001(t.db, [1])
    const cases: [unknown, string][] = [
      [{ lines: good }, '请选择供应商'],
      [{ supplyid: 999999, lines: good }, '供应商不存在'],
      [{ supplyid: 1005, lines: good }, '该供应商已暂停合作，不能下单'],
      [{ supplyid: 1001, lines: [] }, '请至少添加一行物料'],
      [{ supplyid: 1001, lines: [...good, { ...good[0], qty: 0 }] }, '第2行：数量必须大于0'],
      [{ supplyid: 1001, lines: [{ ...good[0], qty: 'abc' }] }, '第1行：数量必须是数字'],
      [{ supplyid: 1001, lines: [{ ...good[0], mtr_id: 987654 }] }, '第1行：物料不存在'],
      [{ supplyid: 1001, lines: [{ ...good[0], required_date: '2026-02-30' }] }, '第1行：需求日期格式不正确'],
      [{ supplyid: 1001, lines: [{ ...good[0], unit_price: -1 }] }, '第1行：单价不能小于0'],
      [{ supplyid: 1001, remark: 'x'.repeat(501), lines: good }, '请输入500个字符以内的备注'],
    ]
    for (const [body, msg] of cases) {
      const res = await buyer.post('/Order/OrderPublish/Save', body)
      expect(res.status, msg).toBe(400)
      expect(res.body).toMatchObject({ Code: 0, Msg: msg })
    }
    expect((await t.db.select().from(purchaseOrder)).length).toBe(before)
  })

  it('keeps a published order unchangeable and deletes only drafts', async () => {
    const order = await publishedOrder(buyer, t.db)
    const save = await buyer.post('/Order/OrderPublish/Save', { id: order.id, supplyid: 1001, lines: await lines1001(t.db, [1]) })
    expect(save.body.Msg).toBe('只有草稿状态的订单可以修改')
    expect((await buyer.post('/Order/OrderPublish/Del', { id: order.id })).body.Msg).toBe('只有草稿状态的订单可以删除')
    const draft = await draftOrder(buyer, t.db)
    expect((await buyer.post('/Order/OrderPublish/Del', { id: draft.id })).status).toBe(200)
    expect(await t.db.select().from(purchaseOrderLine).where(eq(purchaseOrderLine.orderId, draft.id))).toEqual([])
    expect((await buyer.get('/Order/OrderPublish/GetDetail', { id: draft.id })).status).toBe(404)
  })

  it('needs the publish function: a supplier user and the warehouse are refused', async () => {
    const wh = await loginAs(t.app, 'wh01')
    for (const client of [sup1001, wh]) {
      const res = await client.post('/Order/OrderPublish/Save', { supplyid: 1001, lines: await lines1001(t.db, [1]) })
      expect(res.status).toBe(403)
      expect(res.body.Msg).toBe('无权限')
    }
    expect((await api(t.app).post('/Order/OrderPublish/GetList', {})).status).toBe(401)
  })
})

describe('publishing and mail', () => {
  it('publishes, mails every supplier contact with a signed link, and records each send', async () => {
    const draft = await draftOrder(buyer, t.db)
    const res = await buyer.post('/Order/OrderPublish/Publish', { id: draft.id, v: 2 })
    expect(res.status).toBe(200)
    expect(res.body.Msg).toBe('订单已发布，邮件已发送')
    const { order, sends } = res.body.Data
    expect(order).toMatchObject({ status: '已发布' })
    expect(order.published_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(sends.map((s: any) => s.recipient).sort()).toEqual(['sales@hfjinggong.example', 'zhouliming@hfjinggong.example'])
    expect(sends[0]).toMatchObject({ order_no: order.order_no, transport: 'outbox', result: '已存入发件箱', version: 2 })
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, (await t.db.select().from(mailOutbox)).at(-1)!.id))
    expect(mail!.subject).toContain(order.order_no)
    expect(mail!.html).toContain('订单明细')
    const link = /href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&')
    expect(link).toMatch(/\/order\/authEmail\?token=/)
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!)

    // The public link shows the order to the supplier and marks it read.
    const shown = await api(t.app).get('/api/Order/AuthEmail', { token })
    expect(shown.status).toBe(200)
    expect(shown.body.Data).toMatchObject({ id: order.id, status: '已查看' })
    expect(shown.body.Data.history.map((e: any) => e.action)).toEqual(['创建', '发布', '查看'])
    expect((await buyer.post('/Order/OrderPublish/Publish', { id: order.id })).body.Msg).toBe('只有草稿状态的订单可以发布')
  })

  it('refuses a tampered, foreign or missing mail token', async () => {
    const order = await publishedOrder(buyer, t.db)
    const preview = await buyer.get('/Order/OrderPublish/GetEmailPreview', { id: order.id, v: 1 })
    const token = decodeURIComponent(/token=([^"&]+)/.exec(preview.body.Data.html)![1]!)
    const [payload, sig] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, o: claims.o - 1 })).toString('base64url')
    expect((await api(t.app).get('/api/Order/AuthEmail', { token: `${forged}.${sig}` })).body).toMatchObject({ Code: 0, Msg: '链接无效' })
    expect((await api(t.app).get('/api/Order/AuthEmail', { token: 'abc' })).body.Msg).toBe('链接无效')
    expect((await api(t.app).get('/api/Order/AuthEmail')).status).toBe(400)
  })

  it('refuses an expired token', async () => {
    const { mailSecret, signMailToken } = await import('./mail-token')
    const order = await publishedOrder(buyer, t.db)
    const token = signMailToken(await mailSecret(t.db), order.id, 1001, new Date(Date.now() - 1000))
    const res = await api(t.app).get('/api/Order/AuthEmail', { token })
    expect(res.status).toBe(400)
    expect(res.body.Msg).toBe('链接已过期，请登录系统查看订单')
  })

  it('previews both templates exactly as sent', async () => {
    const order = await publishedOrder(buyer, t.db)
    const v1 = (await buyer.get('/Order/OrderPublish/GetEmailPreview', { id: order.id, v: 1 })).body.Data
    const v2 = (await buyer.get('/Order/OrderPublish/GetEmailPreview', { id: order.id, v: 2 })).body.Data
    expect(v1.html).not.toContain('订单明细')
    expect(v2.html).toContain('订单明细')
    expect(v2.html).toContain('散热器总成')
    expect(v1.recipients).toHaveLength(2)
    expect((await buyer.get('/Order/OrderPublish/GetEmailPreview', { id: order.id, v: 3 })).body.Msg).toBe('邮件模板版本只能是 1 或 2')
  })

  it('lists send records and resends one to the same address', async () => {
    const order = await publishedOrder(buyer, t.db)
    const list = await buyer.get('/Order/OrderPublish/GetEmailSendRecn', { order_no: order.order_no })
    expect(list.body.Data.total).toBe(2)
    const first = list.body.Data.rows[0]
    const res = await buyer.post('/Order/OrderPublish/ResendEmail', { id: first.id, v: 2 })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ recipient: first.recipient, resend_of: first.id, version: 2 })
    expect((await buyer.get('/Order/OrderPublish/GetEmailSendRecn', { order_no: order.order_no })).body.Data.total).toBe(3)
    const all = await buyer.post('/Order/OrderPublish/ResendEmail', { order_id: order.id })
    expect(all.body.Data).toHaveLength(2)
    const draft = await draftOrder(buyer, t.db)
    expect((await buyer.post('/Order/OrderPublish/ResendEmail', { order_id: draft.id })).body.Msg).toBe('订单未发布，不能发送邮件')
  })
})

describe('cancelling and the supplier inbox', () => {
  it('cancels drafts and published orders, not answered ones', async () => {
    const order = await publishedOrder(buyer, t.db)
    const res = await buyer.post('/Order/OrderPublish/Cancel', { id: order.id, reason: '需求取消' })
    expect(res.body.Data).toMatchObject({ status: '已作废', cancel_reason: '需求取消' })
    expect(res.body.Data.lines.every((l: any) => l.line_status === '已作废')).toBe(true)
    expect((await buyer.post('/Order/OrderPublish/Cancel', { id: order.id })).body.Msg).toBe('该订单状态不能作废')
  })

  it('shows published orders in the supplier inbox; opening one marks it read', async () => {
    const draft = await draftOrder(buyer, t.db)
    const order = await publishedOrder(buyer, t.db)
    const inbox = await sup1001.post('/Order/OrderReceive/GetList', { rows: 500 })
    const ids = inbox.body.Data.rows.map((r: any) => r.id)
    expect(ids).toContain(order.id)
    expect(ids).not.toContain(draft.id)
    expect((await sup1001.get('/Order/OrderReceive/GetDetail', { id: draft.id })).status).toBe(404)
    // staff opening it changes nothing
    expect((await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })).body.Data.status).toBe('已发布')
    const opened = await sup1001.get('/Order/OrderReceive/GetDetail', { id: order.id })
    expect(opened.body.Data).toMatchObject({ status: '已查看' })
    expect(opened.body.Data.read_at).not.toBe('')
  })
})
