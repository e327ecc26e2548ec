import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'

let t: TestApp
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())

const widgetIds = async (user: string) =>
  ((await (await loginAs(t.app, user)).get('/api/Home/GetWidgets', { home: 'scm' })).body.Data.widgets as { id: string }[]).map((w) => w.id)

describe('plugin management', () => {
  it('lists the home widgets with whether their data source is built', async () => {
    const list = (await admin.get('/api/SysGadget/GetList')).body.Data
    expect(list.find((g: { id: string }) => g.id === 'unreadMail')).toMatchObject({ title: '未读邮件', enabled: true, built: true, homes: [], roles: [] })
    expect(list.map((g: { sort: number }) => g.sort)).toEqual([...list.map((g: { sort: number }) => g.sort)].sort((a, b) => a - b))
  })

  it('an edit decides who sees a widget on the home page', async () => {
    expect(await widgetIds('buyer01')).toContain('unreadMail')
    const saved = await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '我的未读邮件', homes: ['scm'], roles: ['supplier'], sort: 5, enabled: 1 })
    expect(saved.body.Data).toMatchObject({ title: '我的未读邮件', roles: ['supplier'] })
    expect(await widgetIds('buyer01')).not.toContain('unreadMail')
    expect(await widgetIds('sup1001')).toContain('unreadMail')
    await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '未读邮件', homes: [], roles: [], sort: 10, enabled: false })
    expect(await widgetIds('sup1001')).not.toContain('unreadMail')
    await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '未读邮件', homes: [], roles: [], sort: 10, enabled: true })
  })

  it('deletes and re-adds a known widget; refuses unknown ones and bad input', async () => {
    expect((await admin.post('/api/SysGadget/Del?id=unreadMail')).body.Msg).toBe('删除成功')
    expect(await widgetIds('buyer01')).not.toContain('unreadMail')
    expect((await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '未读邮件', isAdd: 1 })).status).toBe(200)
    expect(await widgetIds('buyer01')).toContain('unreadMail')
    expect((await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '未读邮件', isAdd: 1 })).body.Msg).toBe('插件已存在')
    expect((await admin.post('/api/SysGadget/Save', { id: 'stockTicker', title: '股票', isAdd: 1 })).body.Msg).toBe('插件不存在')
    expect((await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '未读邮件', homes: ['portal'] })).body.Msg).toBe('首页类型只能是 file、scm 或 gonghua')
    expect((await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '未读邮件', roles: ['pilot'] })).body.Msg).toBe('角色不存在：pilot')
    expect((await admin.post('/api/SysGadget/Save', { id: 'unreadMail', title: '' })).body.Msg).toBe('请输入插件名称')
    expect((await admin.post('/api/SysGadget/Del?id=ghost')).status).toBe(404)
  })

  it('refuses non-admins', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.get('/api/SysGadget/GetList')).status).toBe(403)
    expect((await buyer.post('/api/SysGadget/Save', { id: 'unreadMail', title: 'x' })).status).toBe(403)
    expect((await buyer.post('/api/SysGadget/Del?id=unreadMail')).status).toBe(403)
  })
})
