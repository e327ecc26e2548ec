// Mail isolation: who may write to whom, and nobody reaches another user's mail, folder or file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers'
import { addUser, list, send, signIn, uploadMailFile, type MailClient } from './testing'

let t: TestApp
let buyer: MailClient
let sup1001: MailClient
let sup1002: MailClient
let cust: MailClient
let wh: MailClient
/** extra users: a colleague of sup1001, of sup1002, a staff member whose login is forbidden */
const extra = { mate1001: 0, mate1002: 0, forbidden: 0 }
beforeAll(async () => {
  t = await createTestApp()
  ;[buyer, sup1001, sup1002, cust, wh] = await Promise.all(['buyer01', 'sup1001', 'sup1002', 'cust01', 'wh01'].map((u) => signIn(t, u)))
  extra.mate1001 = await addUser(t.db, 'mate1001', { supplyid: 1001, userName: '合肥同事' })
  extra.mate1002 = await addUser(t.db, 'mate1002', { supplyid: 1002, userName: '武汉同事' })
  extra.forbidden = await addUser(t.db, 'gone01', { forbidLogin: true, userName: '已停用员工' })
})
afterAll(() => t.close())

const receivers = async (client: MailClient, searchKey = '') =>
  (await client.get('/Email/MSMailRecord/GetEmailReceivers', searchKey ? { searchKey } : undefined)).body.Data as { userid: number; usercode: string; kind: string; org_name: string }[]

describe('who may write to whom', () => {
  it('a supplier user writes to staff and his own supplier, never to another supplier', async () => {
    const offered = await receivers(sup1001)
    const codes = offered.map((r) => r.usercode)
    expect(codes).toEqual(expect.arrayContaining(['buyer01', 'qe01', 'sup1001', 'mate1001']))
    expect(codes).not.toContain('sup1002')
    expect(codes).not.toContain('mate1002')
    expect(codes).not.toContain('cust01')
    expect(codes).not.toContain('gone01')
    expect(offered.every((r) => r.kind !== '客户' && (r.kind !== '供应商' || r.org_name === offered.find((o) => o.usercode === 'sup1001')!.org_name))).toBe(true)
    expect((await receivers(sup1001, '武汉')).map((r) => r.usercode)).toEqual([])

    expect((await send(sup1001, { subject: '越权', to: [sup1002.userid] })).body).toMatchObject({ Code: 0, Msg: '收件人不存在或不可发送' })
    expect((await send(sup1001, { subject: '越权', to: [buyer.userid], cc: [extra.mate1002] })).body.Msg).toBe('收件人不存在或不可发送')
    expect((await send(sup1001, { subject: '越权', to: [cust.userid] })).body.Msg).toBe('收件人不存在或不可发送')
    expect((await send(sup1001, { subject: '同事', to: [extra.mate1001], cc: [buyer.userid] })).body.Code).toBe(1)
  })

  it('a customer user writes to staff and his own customer only; staff to anyone active', async () => {
    const codes = (await receivers(cust)).map((r) => r.usercode)
    expect(codes).toContain('svc01')
    expect(codes).not.toContain('cust02')
    expect(codes).not.toContain('sup1001')
    const staff = (await receivers(buyer, '')).map((r) => r.usercode)
    expect(staff.length).toBeLessThanOrEqual(50)
    expect((await receivers(buyer, 'sup100')).map((r) => r.usercode)).toEqual(expect.arrayContaining(['sup1001', 'sup1002']))
    expect((await receivers(buyer, 'gone01'))).toEqual([])
    expect((await send(buyer, { subject: '停用', to: [extra.forbidden] })).body.Msg).toBe('收件人不存在或不可发送')
    expect((await send(buyer, { subject: '客户', to: [cust.userid, sup1002.userid] })).body.Code).toBe(1)
  })
})

describe("another user's mail", () => {
  it('answers 404 邮件不存在 for detail, delete and draft edit; SetRead/MoveToFolder change nothing', async () => {
    const id = (await send(buyer, { subject: '仅供1001', to: [sup1001.userid] })).body.Data.id
    const draft = (await buyer.post('/Email/MSMailRecord/Save', { subject: '采购草稿', to: [sup1001.userid], send: false })).body.Data.id
    for (const mailId of [id, draft, 99_999_999]) {
      const detail = await sup1002.get('/Email/MSMailRecord/GetEmailDetail', { id: mailId })
      expect(detail.status).toBe(404)
      expect(detail.body).toMatchObject({ Code: 0, Msg: '邮件不存在' })
      expect((await sup1002.post(`/Email/MSMailRecord/Del?id=${mailId}`)).body.Msg).toBe('邮件不存在')
    }
    // the draft's receiver does not hold it yet
    expect((await sup1001.get('/Email/MSMailRecord/GetEmailDetail', { id: draft })).status).toBe(404)
    const edit = await sup1002.post('/Email/MSMailRecord/Save', { id: draft, subject: '改别人的', to: [buyer.userid], send: true })
    expect(edit.status).toBe(404)
    expect(edit.body.Msg).toBe('邮件不存在')
    // the receiver may not edit the sender's mail either
    expect((await sup1001.post('/Email/MSMailRecord/Save', { id, subject: '改', to: [buyer.userid], send: false })).status).toBe(404)
    // one foreign id among own ones: nothing is deleted
    const own = (await send(buyer, { subject: '自己的', to: [wh.userid] })).body.Data.id
    expect((await buyer.post('/Email/MSMailRecord/Del', { ids: [own, 99_999_999] })).status).toBe(404)
    expect((await list(buyer, { box: 'outbox' })).body.Data.rows.map((r: { id: number }) => r.id)).toContain(own)

    await sup1002.post('/Email/MSMailRecord/SetRead', { ids: [id], is_read: true })
    expect((await list(sup1001, { box: 'inbox', is_read: '0', rows: 100 })).body.Data.rows.map((r: { id: number }) => r.id)).toContain(id)
    expect((await list(sup1002, { box: 'inbox', rows: 100 })).body.Data.rows.map((r: { id: number }) => r.id)).not.toContain(id)
  })

  it("MoveToFolder refuses another user's folder; folders are per user", async () => {
    const folder = (await sup1001.post('/Email/MSMailFolder/Update', { name: '1001专用' })).body.Data.id
    const id = (await send(buyer, { subject: '给1002', to: [sup1002.userid] })).body.Data.id
    const moved = await sup1002.post('/Email/MSMailRecord/MoveToFolder', { ids: [id], folder_id: folder })
    expect(moved.status).toBe(404)
    expect(moved.body.Msg).toBe('文件夹不存在')
    expect((await list(sup1002, { box: 'folder', folder_id: folder })).status).toBe(404)
    expect((await sup1002.post('/Email/MSMailFolder/Update', { id: folder, name: '抢' })).status).toBe(404)
    expect((await sup1002.post(`/Email/MSMailFolder/Del?id=${folder}`)).status).toBe(404)
    expect((await sup1002.get('/Email/MSMailFolder/GetMSMailFolderByUerId')).body.Data.map((f: { id: number }) => f.id)).not.toContain(folder)
    // the owner's folder keeps its name
    expect((await sup1001.get('/Email/MSMailFolder/GetMSMailFolderByUerId')).body.Data.map((f: { name: string }) => f.name)).toContain('1001专用')
  })
})

describe('attachments', () => {
  it('a third user gets 404; attaching someone else’s file is refused', async () => {
    const [file] = await uploadMailFile(t, buyer, '报价单.txt', '报价 1,200 元')
    const id = (await send(buyer, { subject: '报价', to: [sup1001.userid], file_ids: [file!.id] })).body.Data.id
    const path = `/Email/MSMailRecord/DownloadAttachment?mail_id=${id}&file_id=${file!.id}`
    const get = (c: MailClient, p = path) => t.app.request(p, { headers: { Authorization: `Bearer ${c.token}` } })
    expect((await get(sup1001)).status).toBe(200)
    const third = await get(sup1002)
    expect(third.status).toBe(404)
    expect(await third.json()).toMatchObject({ Code: 0, Msg: '文件不存在' })
    // a file not attached to that mail, even one the caller may reach elsewhere
    const [other] = await uploadMailFile(t, sup1001, '其他.txt', '其他')
    expect((await get(sup1001, `/Email/MSMailRecord/DownloadAttachment?mail_id=${id}&file_id=${other!.id}`)).status).toBe(404)

    const stolen = await send(sup1002, { subject: '转发', to: [buyer.userid], file_ids: [file!.id] })
    expect(stolen.status).toBe(400)
    expect(stolen.body.Msg).toBe('附件不存在')

    // the receiver forwards the mail with its attachment; the new receiver downloads it
    const forwarded = await send(sup1001, { subject: '转发：报价', to: [wh.userid], file_ids: [file!.id] })
    expect(forwarded.body).toMatchObject({ Code: 1 })
    const onward = `/Email/MSMailRecord/DownloadAttachment?mail_id=${forwarded.body.Data.id}&file_id=${file!.id}`
    expect((await get(wh, onward)).status).toBe(200)
  })
})
