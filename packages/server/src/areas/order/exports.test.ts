// Exports of the send-record lists and of the supplier confirmation list: same filters and scope
// as the list, Chinese headers, the export button required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient, downloadSheet } from '../../../test/helpers'
import { sysRoleFunction } from '../../identity/role-schema'
import { publishedOrder } from '../../../test/procurement'

let t: TestApp
let buyer: SignedInClient
let order: any
beforeAll(async () => {
  t = await createTestApp()
  buyer = await loginAs(t.app, 'buyer01')
  order = await publishedOrder(buyer, t.db, 1001, [9, 4])
})
afterAll(() => t.close())

describe('send record export', () => {
  it('streams the list’s rows with its filters', async () => {
    const token = await login(t.app, 'buyer01')
    const list = (await buyer.get('/Order/OrderPublish/GetEmailSendRecn', { rows: 500 })).body.Data
    const all = await downloadSheet(t.app, token, '/Order/OrderPublish/ExportEmailSendRecn', {})
    expect(all.status).toBe(200)
    expect(all.disposition).toContain(encodeURIComponent('邮件发送记录.xlsx'))
    expect(all.rows[0]).toEqual(['订单号', '供应商', '收件人', '主题', '模板', '发送结果', '失败原因', '发送时间', '发送人', '链接有效期至'])
    expect(all.rows.length - 1).toBe(list.total)
    const one = await downloadSheet(t.app, token, '/Order/OrderPublish/ExportEmailSendRecn', { order_no: order.order_no })
    expect(one.rows.length).toBeGreaterThan(1)
    expect(one.rows.slice(1).every((r) => r[0] === order.order_no)).toBe(true)
    const bad = await downloadSheet(t.app, token, '/Order/OrderPublish/ExportEmailSendRecn', { result: '已读' })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body!).Msg).toBe('发送结果不正确')
  })

  it('needs the export button', async () => {
    await t.db
      .update(sysRoleFunction)
      .set({ buttons: ['add', 'edit', 'delete'] })
      .where(and(eq(sysRoleFunction.role, 'buyer'), eq(sysRoleFunction.functionId, 'order_email')))
    try {
      const token = await login(t.app, 'buyer01')
      // buyer01 still has the export button on the other send-record screens (any of them)
      expect((await downloadSheet(t.app, token, '/Order/OrderPublish/ExportEmailSendRecn', {})).status).toBe(200)
      const wh = await login(t.app, 'wh01')
      expect((await downloadSheet(t.app, wh, '/Order/OrderPublish/ExportEmailSendRecn', {})).status).toBe(403)
    } finally {
      await t.db
        .update(sysRoleFunction)
        .set({ buttons: ['add', 'edit', 'delete', 'export', 'audit'] })
        .where(and(eq(sysRoleFunction.role, 'buyer'), eq(sysRoleFunction.functionId, 'order_email')))
    }
  })
})

describe('supplier confirmation export', () => {
  it('exports the confirmation list with its pending counts, the supplier only its own', async () => {
    const token = await login(t.app, 'sup1001')
    const sheet = await downloadSheet(t.app, token, '/Order/SupplyConfirm/Export', { pending: 'supplier' })
    expect(sheet.status).toBe(200)
    expect(sheet.rows[0]).toEqual(expect.arrayContaining(['订单号', '供应商', '待确认行', '待审变更']))
    const row = sheet.rows.find((r) => r[0] === order.order_no)!
    expect(row[5]).toBe(2) // 待确认行
    const sup = await loginAs(t.app, 'sup1001')
    const list = (await sup.post('/Order/SupplyConfirm/GetList', { pending: 'supplier', rows: 500 })).body.Data
    expect(sheet.rows.length - 1).toBe(list.total)
    const other = await downloadSheet(t.app, await login(t.app, 'sup1002'), '/Order/SupplyConfirm/Export', {})
    expect(JSON.stringify(other.rows)).not.toContain(order.order_no)
    expect((await downloadSheet(t.app, await login(t.app, 'wh01'), '/Order/SupplyConfirm/Export', {})).status).toBe(403)
  })
})
