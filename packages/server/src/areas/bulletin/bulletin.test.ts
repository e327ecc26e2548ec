// Bulletins through HTTP (API.md): draft → publish, browse order and filters, expiry and withdrawal,
// reads, my list, attachments, HTML, the home widget.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { appWithAccounts, download, uploadFile, type UserClient } from '../../../test/clients'
import { widgetSource } from '../../platform/widgets'
import { sysUser } from '../../identity/user-schema'
import { docFile } from '../../platform/schema'
import { filesOfDoc } from '../../platform/attachments'
import { BULLETIN_DOC } from './access'
import { bulletin, bulletinRead } from './schema'
import { browse, browsedIds, bulletinOf, firstType, mine, publish, save } from './testing'

const { t, buyer, wh, sup, cust, admin } = await appWithAccounts({ buyer: 'buyer01', wh: 'wh01', sup: 'sup1001', cust: 'cust01', admin: 'admin' })
const type = await firstType(buyer)

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

describe('demo bulletins', () => {
  it('show each account its audience: the top one first, no draft, withdrawn or expired one', async () => {
    const titles = async (c: UserClient) => (await browse(c)).rows.map((r) => r.title)
    const [supTitles, whTitles, custTitles] = [await titles(sup), await titles(wh), await titles(cust)]
    expect(supTitles[0]).toBe('关于2027年元旦放假安排的通知')
    expect(supTitles).toContain('11月来料质量通报')
    expect(supTitles).not.toContain('仓库安全管理制度（2026年修订）')
    expect(whTitles).toContain('仓库安全管理制度（2026年修订）')
    expect(whTitles).not.toContain('11月来料质量通报')
    expect(custTitles).toContain('售后服务热线调整通知')
    for (const hidden of ['12月采购计划说明', '关于系统升级时间调整的通知', '国庆假期物流安排']) expect([...supTitles, ...whTitles, ...custTitles]).not.toContain(hidden)
    expect((await browse(sup)).rows[0]).toMatchObject({ is_top: true, is_read: true })
    expect((await mine(buyer)).rows.map((r) => [r.title, r.status])).toEqual(expect.arrayContaining([['12月采购计划说明', '草稿'], ['国庆假期物流安排', '已过期']]))
  })
})

describe('publishing', () => {
  it('a draft is only in 我的公告; publishing shows it to its audience', async () => {
    const saved = await save(buyer, bulletinOf(type, { title: '供应商大会通知', audience: '全部', publish: false }))
    expect(saved.body).toMatchObject({ Code: 1, Msg: '保存成功', Data: { status: '草稿' } })
    const id = saved.body.Data.id as number
    const draft = (await mine(buyer)).rows.find((r) => r.id === id)
    expect(draft).toMatchObject({ title: '供应商大会通知', status: '草稿', publish_at: '', expire_at: '', publisher_name: '李文涛', type_id: type, read_count: 0 })
    expect(draft!.type_name).not.toBe('')
    for (const c of [buyer, wh, sup, cust]) expect(await browsedIds(c)).not.toContain(id)
    // the publisher previews it; others do not find it
    expect((await buyer.get('/api/Bulletin/GetDetail', { id })).body.Data).toMatchObject({ id, status: '草稿', can_edit: true, is_read: false })
    expect((await wh.get('/api/Bulletin/GetDetail', { id })).status).toBe(404)

    const published = await buyer.post('/api/Bulletin/Publish', { id })
    expect(published.body).toMatchObject({ Code: 1, Msg: '发布成功', Data: null })
    for (const c of [buyer, wh, sup, cust]) expect(await browsedIds(c)).toContain(id)
    const row = (await browse(sup)).rows.find((r) => r.id === id)!
    expect(row).toMatchObject({ status: '已发布', audience: '全部', is_read: false, is_top: false, publisher_id: buyer.userid })
    expect(row.publish_at).toMatch(TIME)
    // publishing again changes nothing
    expect((await buyer.post('/api/Bulletin/Publish', { id })).body.Code).toBe(1)
  })

  it('Save with publish:true publishes at once (Msg 发布成功); an edit by the publisher keeps the id', async () => {
    const res = await save(buyer, bulletinOf(type, { title: '直接发布' }))
    expect(res.body).toMatchObject({ Code: 1, Msg: '发布成功', Data: { status: '已发布' } })
    const id = res.body.Data.id
    const edited = await save(buyer, bulletinOf(type, { id, title: '直接发布（更正）' }))
    expect(edited.body.Data).toEqual({ id, status: '已发布' })
    expect((await browse(wh, { searchKey: '更正' })).rows.map((r) => r.title)).toEqual(['直接发布（更正）'])
    // an admin may edit anyone's; saving without publishing takes it back to draft
    expect((await save(admin, bulletinOf(type, { id, title: '管理员改为草稿', publish: false }))).body.Data).toEqual({ id, status: '草稿' })
    expect(await browsedIds(wh)).not.toContain(id)
  })

  it('lists top first, then newest published; filters by type, read and publish day', async () => {
    const older = await publish(buyer, type, { title: '排序-置顶', is_top: true, publish_at: '2026-01-05 08:00:00' })
    const newer = await publish(buyer, type, { title: '排序-普通' })
    const { rows } = await browse(wh)
    const firstPlain = rows.findIndex((r) => !r.is_top)
    expect(rows.slice(firstPlain).every((r) => !r.is_top)).toBe(true)
    expect(rows.findIndex((r) => r.id === older)).toBeLessThan(rows.findIndex((r) => r.id === newer))
    const plain = rows.slice(firstPlain).map((r) => r.publish_at)
    expect(plain).toEqual([...plain].sort().reverse())

    expect((await browse(wh, { publish_at_from: '2026-01-05', publish_at_to: '2026-01-05' })).rows.map((r) => r.id)).toEqual([older])
    expect((await browse(wh, { searchKey: '排序-', type_id: type })).total).toBe(2)
    const otherType = (await wh.get('/api/Bulletin/GetTypes')).body.Data[1].id
    expect((await browse(wh, { searchKey: '排序-', type_id: otherType })).total).toBe(0)
    await wh.get('/api/Bulletin/GetDetail', { id: newer })
    expect((await browse(wh, { searchKey: '排序-', is_read: '1' })).rows.map((r) => r.id)).toEqual([newer])
    expect((await browse(wh, { searchKey: '排序-', is_read: '0' })).rows.map((r) => r.id)).toEqual([older])
    expect((await browse(wh, { searchKey: '排序-', is_read: '' })).total).toBe(2)
  })

  it('an expired, a future, and a withdrawn bulletin are not shown', async () => {
    const expired = await publish(buyer, type, { title: '已过期的', publish_at: '2020-01-01', expire_at: '2020-01-02 12:00:00' })
    const future = await publish(buyer, type, { title: '明年的', publish_at: '2099-01-01' })
    const live = await publish(buyer, type, { title: '将撤回的', expire_at: '2099-12-31' })
    expect(await browsedIds(wh)).toContain(live)
    const withdrawn = await buyer.post('/api/Bulletin/Withdraw', { id: live })
    expect(withdrawn.body).toMatchObject({ Code: 1, Msg: '撤回成功' })
    const shown = await browsedIds(wh)
    for (const id of [expired, future, live]) expect(shown).not.toContain(id)
    expect((await wh.get('/api/Bulletin/GetDetail', { id: expired })).status).toBe(404)

    const statuses = Object.fromEntries((await mine(buyer)).rows.map((r) => [r.id, r.status]))
    expect([statuses[expired], statuses[future], statuses[live]]).toEqual(['已过期', '已发布', '已撤回'])
    expect((await mine(buyer, { status: '已过期' })).rows.map((r) => r.id)).toContain(expired)
    expect((await mine(buyer, { status: '已发布' })).rows.map((r) => r.id)).not.toContain(expired)
    expect((await mine(buyer, { status: '已撤回' })).rows.map((r) => r.id)).toEqual(expect.arrayContaining([live]))

    // withdrawing twice is refused; publishing again brings it back
    const again = await buyer.post('/api/Bulletin/Withdraw', { id: live })
    expect(again.status).toBe(400)
    expect(again.body.Msg).toBe('只有已发布的公告可以撤回')
    expect((await buyer.post('/api/Bulletin/Publish', { id: live })).body.Msg).toBe('发布成功')
    expect(await browsedIds(wh)).toContain(live)
  })

  it('GetMyList holds the caller own bulletins (admin: all), newest first', async () => {
    const id = await publish(wh, type, { title: '仓库的公告', audience: '内部员工' })
    const whRows = (await mine(wh)).rows
    expect(whRows[0]!.id).toBe(id)
    expect(whRows.every((r) => r.publisher_id === wh.userid)).toBe(true)
    expect((await mine(buyer)).rows.map((r) => r.id)).not.toContain(id)
    const all = (await mine(admin)).rows
    expect(all.map((r) => r.id)).toContain(id)
    expect(new Set(all.map((r) => r.publisher_id)).size).toBeGreaterThan(1)
    expect((await mine(wh, { searchKey: '仓库的' })).total).toBe(1)
  })

  it('deletes with its reads and attachment links', async () => {
    const [file] = await uploadFile(t, buyer, 'bulletin', '删除附件.txt', '附件')
    const id = await publish(buyer, type, { title: '将删除', file_ids: [file!.id] })
    await wh.get('/api/Bulletin/GetDetail', { id })
    const del = await buyer.post('/api/Bulletin/Del', { id })
    expect(del.body).toMatchObject({ Code: 1, Msg: '删除成功' })
    expect(await t.db.select().from(bulletin).where(eq(bulletin.id, id))).toEqual([])
    expect(await t.db.select().from(bulletinRead).where(eq(bulletinRead.bulletinId, id))).toEqual([])
    expect(await t.db.select().from(docFile).where(filesOfDoc(BULLETIN_DOC, id))).toEqual([])
    expect((await buyer.post(`/api/Bulletin/Del?id=${id}`)).status).toBe(404)
  })
})

describe('reading', () => {
  it('opening records the read once; the publisher sees who read it', async () => {
    const id = await publish(buyer, type, { title: '阅读记录测试' })
    const first = await sup.get('/api/Bulletin/GetDetail', { id })
    expect(first.body.Data).toMatchObject({ id, is_read: true, read_count: 1, can_edit: false, body: '<p>公告内容</p>', attachments: [] })
    await sup.get('/api/Bulletin/GetDetail', { id })
    await wh.get('/api/Bulletin/GetDetail', { id })
    expect((await t.db.select().from(bulletinRead).where(eq(bulletinRead.bulletinId, id))).length).toBe(2)
    expect((await browse(sup)).rows.find((r) => r.id === id)).toMatchObject({ is_read: true, read_count: 2 })
    expect((await browse(cust)).rows.find((r) => r.id === id)).toMatchObject({ is_read: false })

    const records = await buyer.get('/api/Bulletin/GetReadRecords', { id })
    expect(records.body.Code).toBe(1)
    expect(records.body.Data).toEqual([
      { userid: sup.userid, UserName: '周立明', org_name: expect.stringMatching(/\S/), read_at: expect.stringMatching(TIME) },
      { userid: wh.userid, UserName: '张海峰', org_name: expect.any(String), read_at: expect.stringMatching(TIME) },
    ])
    expect((await admin.get('/api/Bulletin/GetReadRecords', { id })).body.Data).toHaveLength(2)
    // the publisher's preview of a bulletin not meant for him records nothing
    const forSuppliers = await publish(buyer, type, { title: '仅供应商-预览', audience: '供应商' })
    expect((await buyer.get('/api/Bulletin/GetDetail', { id: forSuppliers })).body.Data).toMatchObject({ is_read: false, read_count: 0, can_edit: true })
    expect((await buyer.get('/api/Bulletin/GetReadRecords', { id: forSuppliers })).body.Data).toEqual([])
  })
})

describe('attachments and HTML', () => {
  it('a viewer downloads an attachment; detail and list show it', async () => {
    const [file] = await uploadFile(t, buyer, 'bulletin', '质量手册.txt', '质量手册正文')
    const id = await publish(buyer, type, { title: '带附件公告', file_ids: [file!.id] })
    expect((await browse(sup)).rows.find((r) => r.id === id)!.attachment_count).toBe(1)
    const detail = await sup.get('/api/Bulletin/GetDetail', { id })
    expect(detail.body.Data.attachments).toEqual([{ file_id: file!.id, file_name: '质量手册.txt', file_size: expect.any(Number), content_type: 'text/plain; charset=utf-8' }])
    const got = await download(t, sup, `/api/Bulletin/DownloadAttachment?bulletin_id=${id}&file_id=${file!.id}`)
    expect(got.status).toBe(200)
    expect(await got.text()).toBe('质量手册正文')
    // the file stays while the bulletin carries it
    expect((await buyer.post('/File/File/DelUploadFile', { id: file!.id })).status).toBe(400)
  })

  it("an admin's edit keeps the publisher's files (and who attached them) in the order given", async () => {
    const [mine] = await uploadFile(t, buyer, 'bulletin', '发布人附件.txt', '甲')
    const [his] = await uploadFile(t, admin, 'bulletin', '管理员附件.txt', '乙')
    const id = await publish(buyer, type, { title: '管理员编辑附件', file_ids: [mine!.id] })
    expect((await save(admin, bulletinOf(type, { id, title: '管理员编辑附件', file_ids: [his!.id, mine!.id] }))).body.Code).toBe(1)
    expect((await sup.get('/api/Bulletin/GetDetail', { id })).body.Data.attachments.map((f: { file_id: number }) => f.file_id)).toEqual([his!.id, mine!.id])
    const links = await t.db.select({ fileId: docFile.fileId, userid: docFile.userid }).from(docFile).where(filesOfDoc(BULLETIN_DOC, id)).orderBy(docFile.id)
    expect(links).toEqual([
      { fileId: his!.id, userid: admin.userid },
      { fileId: mine!.id, userid: buyer.userid },
    ])
  })

  it('stores the body sanitised', async () => {
    const id = await publish(buyer, type, { title: 'HTML', body: '<p onclick="steal()">好<script>alert(1)</script><a href="javascript:x()">链接</a></p>' })
    const body = (await wh.get('/api/Bulletin/GetDetail', { id })).body.Data.body as string
    expect(body).not.toMatch(/script|onclick|javascript/i)
    expect(body).toContain('好')
    const [stored] = await t.db.select({ body: bulletin.body }).from(bulletin).where(eq(bulletin.id, id))
    expect(stored!.body).toBe(body)
  })
})

describe('home widget latestBulletins', () => {
  type Widget = { id: string; count?: number; link?: string; items?: { label: string; time?: string; link?: string }[] }
  const widget = async (c: UserClient) => ((await c.get('/api/Home/GetWidgets', { home: 'scm' })).body.Data.widgets as Widget[]).find((w) => w.id === 'latestBulletins')!

  it('lists the newest visible ones (top first) and counts the unread', async () => {
    const id = await publish(buyer, type, { title: '仅客户-首页', audience: '客户' })
    const w = await widget(cust)
    const visible = (await browse(cust)).rows
    expect(w.items!.map((i) => i.label)).toEqual(visible.slice(0, 5).map((r) => r.title))
    expect(w.items!.map((i) => i.label)).toContain('仅客户-首页')
    expect(w.count).toBe((await browse(cust, { is_read: '0' })).total)
    expect((await widget(sup)).items!.map((i) => i.label)).not.toContain('仅客户-首页')
    await cust.get('/api/Bulletin/GetDetail', { id })
    expect((await widget(cust)).count).toBe(w.count! - 1)

    // links (kept by the home area only while the screens are built)
    const [me] = await t.db.select({ customerId: sysUser.customerId }).from(sysUser).where(eq(sysUser.userid, cust.userid))
    const user = { userid: cust.userid, usercode: 'cust01', UserName: '孙丽华', supplyid: null, customerId: me!.customerId, roles: ['customer'] }
    const data = await widgetSource('latestBulletins')!({ db: t.db, user })
    expect(data.link).toBe('/bulletin/index')
    expect(data.items![0]!.link).toMatch(/^\/bulletin\/detail\?id=\d+$/)
  })
})
