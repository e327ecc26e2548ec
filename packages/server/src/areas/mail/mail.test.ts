// Internal mail through HTTP (API.md): send, read, drafts, delete per holder, folders, attachments, input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/helpers'
import { docFile } from '../../platform/schema'
import { MAIL_DOC } from './access'
import { mailFolder, mailReceiver, mailRecord } from './schema'
import { list, send, signIn, unread, uploadMailFile, type MailClient } from './testing'

let t: TestApp
let buyer: MailClient
let sup: MailClient
let qe: MailClient
let wh: MailClient
beforeAll(async () => {
  t = await createTestApp()
  ;[buyer, sup, qe, wh] = await Promise.all(['buyer01', 'sup1001', 'qe01', 'wh01'].map((u) => signIn(t, u)))
})
afterAll(() => t.close())

const ids = (res: { body: { Data: { rows: { id: number }[] } } }) => res.body.Data.rows.map((r) => r.id)
const rowCount = async () => ({
  ...Object.fromEntries(
    await Promise.all(
      ([['mail', mailRecord], ['receiver', mailReceiver], ['folder', mailFolder]] as const).map(async ([k, table]) => [
        k,
        (await t.db.select({ n: count().mapWith(Number) }).from(table))[0]!.n,
      ]),
    ),
  ),
  attachment: (await t.db.select({ n: count().mapWith(Number) }).from(docFile).where(eq(docFile.docType, MAIL_DOC)))[0]!.n,
})

describe('sending and reading', () => {
  it('lands in the to and cc inboxes (badge rises), the sender outbox; opening marks read', async () => {
    const [supBefore, qeBefore] = [await unread(sup), await unread(qe)]
    const res = await send(buyer, { subject: '12月交货计划', body: '<p>请确认</p>', to: [sup.userid], cc: [qe.userid] })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ Code: 1, Msg: '发送成功', Data: { status: '已发送' } })
    const id = res.body.Data.id as number
    expect(await unread(sup)).toBe(supBefore + 1)
    expect(await unread(qe)).toBe(qeBefore + 1)

    const inbox = await list(sup, { box: 'inbox', rows: 50 })
    const row = inbox.body.Data.rows.find((r: { id: number }) => r.id === id)
    expect(row).toMatchObject({ subject: '12月交货计划', status: '已发送', sender_name: '李文涛', receivers: '周立明', is_read: false, folder_id: null, attachment_count: 0 })
    expect(row.sent_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(ids(await list(buyer, { box: 'outbox' }))[0]).toBe(id)
    expect(ids(await list(qe, { box: 'inbox', is_read: '0' }))).toContain(id)

    const detail = await sup.get('/Email/MSMailRecord/GetEmailDetail', { id })
    expect(detail.body.Data).toMatchObject({ id, box: 'inbox', is_read: true, body: '<p>请确认</p>' })
    expect(detail.body.Data.to).toEqual([expect.objectContaining({ userid: sup.userid, usercode: 'sup1001', kind: '供应商', org_name: expect.stringContaining('') })])
    expect(detail.body.Data.cc).toEqual([expect.objectContaining({ usercode: 'qe01', kind: '内部员工' })])
    expect(await unread(sup)).toBe(supBefore)
    expect(ids(await list(sup, { box: 'inbox', is_read: '1', rows: 50 }))).toContain(id)
    expect(ids(await list(sup, { box: 'inbox', is_read: '0', rows: 50 }))).not.toContain(id)
    // the sender's view: outbox, read, not marking anyone's copy
    expect((await buyer.get('/Email/MSMailRecord/GetEmailDetail', { id })).body.Data).toMatchObject({ box: 'outbox', is_read: true })
    expect(await unread(qe)).toBe(qeBefore + 1)
  })

  it('searches subject and names, filters by date, sorts by subject', async () => {
    await send(buyer, { subject: '搜索专用-甲', to: [wh.userid] })
    await send(buyer, { subject: '搜索专用-乙', to: [qe.userid] })
    expect((await list(buyer, { box: 'outbox', searchKey: '搜索专用' })).body.Data.total).toBe(2)
    expect((await list(buyer, { box: 'outbox', searchKey: '张海峰' })).body.Data.rows.map((r: { subject: string }) => r.subject)).toContain('搜索专用-甲')
    expect((await list(wh, { box: 'inbox', searchKey: '李文涛' })).body.Data.total).toBeGreaterThan(0)
    const sorted = await list(buyer, { box: 'outbox', searchKey: '搜索专用', sidx: 'subject', sord: 'asc' })
    expect(sorted.body.Data.rows.map((r: { subject: string }) => r.subject)).toEqual(['搜索专用-乙', '搜索专用-甲'].sort())
    const day = new Date().toLocaleDateString('sv')
    expect((await list(buyer, { box: 'outbox', searchKey: '搜索专用', date_from: day, date_to: day })).body.Data.total).toBe(2)
    expect((await list(buyer, { box: 'outbox', searchKey: '搜索专用', date_to: '2020-01-01' })).body.Data.total).toBe(0)
  })

  it('SetRead marks the caller own received copies read or unread', async () => {
    const id = (await send(buyer, { subject: '已读测试', to: [wh.userid] })).body.Data.id
    const before = await unread(wh)
    expect((await wh.post('/Email/MSMailRecord/SetRead', { ids: [id], is_read: true })).body.Code).toBe(1)
    expect(await unread(wh)).toBe(before - 1)
    await wh.post('/Email/MSMailRecord/SetRead', { ids: [id], is_read: false })
    expect(await unread(wh)).toBe(before)
    // the sender has no received copy: nothing changes for anyone
    await buyer.post('/Email/MSMailRecord/SetRead', { ids: [id], is_read: true })
    expect(await unread(wh)).toBe(before)
  })

  it('sending to oneself puts a copy in the inbox; a user in to and cc is stored once', async () => {
    const res = await send(buyer, { subject: '给自己', to: [buyer.userid, wh.userid], cc: [wh.userid] })
    const id = res.body.Data.id
    expect(ids(await list(buyer, { box: 'inbox' }))).toContain(id)
    const rows = await t.db.select().from(mailReceiver).where(eq(mailReceiver.mailId, id))
    expect(rows.map((r) => r.kind).sort()).toEqual(['to', 'to'])
    // opens as the received copy; box=outbox opens the sent one
    expect((await buyer.get('/Email/MSMailRecord/GetEmailDetail', { id })).body.Data.box).toBe('inbox')
    expect((await buyer.get('/Email/MSMailRecord/GetEmailDetail', { id, box: 'outbox' })).body.Data.box).toBe('outbox')
    // deleting from the outbox only keeps the inbox copy
    await buyer.post(`/Email/MSMailRecord/Del?id=${id}&box=outbox`)
    expect(ids(await list(buyer, { box: 'outbox', rows: 100 }))).not.toContain(id)
    expect(ids(await list(buyer, { box: 'inbox', rows: 100 }))).toContain(id)
  })
})

describe('drafts', () => {
  it('saves, edits and sends a draft; a sent mail cannot be edited', async () => {
    const before = await unread(wh)
    const saved = await buyer.post('/Email/MSMailRecord/Save', { subject: '', body: '<p>草稿</p>', to: [], cc: [], file_ids: [], send: false })
    expect(saved.body).toMatchObject({ Code: 1, Msg: '草稿已保存', Data: { status: '草稿' } })
    const id = saved.body.Data.id
    const draft = (await list(buyer, { box: 'draft' })).body.Data.rows.find((r: { id: number }) => r.id === id)
    expect(draft).toMatchObject({ subject: '（无主题）', sent_at: '', status: '草稿' })
    expect((await buyer.get('/Email/MSMailRecord/GetEmailDetail', { id })).body.Data.box).toBe('draft')

    const edited = await buyer.post('/Email/MSMailRecord/Save', { id, subject: '草稿改名', body: '<p>改</p>', to: [wh.userid], send: false })
    expect(edited.body.Data).toEqual({ id, status: '草稿' })
    // receivers do not see a draft
    expect(ids(await list(wh, { box: 'inbox', rows: 100 }))).not.toContain(id)
    expect(await unread(wh)).toBe(before)
    expect((await wh.get('/Email/MSMailRecord/GetEmailDetail', { id })).status).toBe(404)

    const sent = await buyer.post('/Email/MSMailRecord/Save', { id, subject: '草稿改名', body: '<p>发出</p>', to: [wh.userid], send: true })
    expect(sent.body).toMatchObject({ Msg: '发送成功', Data: { id, status: '已发送' } })
    expect(ids(await list(buyer, { box: 'draft', rows: 100 }))).not.toContain(id)
    expect(ids(await list(buyer, { box: 'outbox' }))).toContain(id)
    expect(await unread(wh)).toBe(before + 1)

    const again = await buyer.post('/Email/MSMailRecord/Save', { id, subject: '再改', to: [wh.userid], send: true })
    expect(again.status).toBe(400)
    expect(again.body.Msg).toBe('已发送的邮件不能修改')
  })

  it('deleting a draft removes it', async () => {
    const id = (await buyer.post('/Email/MSMailRecord/Save', { subject: '删掉的草稿', to: [wh.userid], send: false })).body.Data.id
    expect((await buyer.post('/Email/MSMailRecord/Del', { ids: [id] })).body.Msg).toBe('删除成功')
    expect(await t.db.select().from(mailRecord).where(eq(mailRecord.id, id))).toEqual([])
  })

  it("a draft's attachments follow its edits in the order given and go with it (doc_file 'Mail')", async () => {
    const [a, b, c] = await Promise.all(['甲.txt', '乙.txt', '丙.txt'].map(async (name) => (await uploadMailFile(t, buyer, name, name))[0]!.id as number))
    const id = (await buyer.post('/Email/MSMailRecord/Save', { subject: '附件草稿', to: [wh.userid], file_ids: [a, b], send: false })).body.Data.id
    await buyer.post('/Email/MSMailRecord/Save', { id, subject: '附件草稿', to: [wh.userid], file_ids: [c, b], send: false })
    const detail = await buyer.get('/Email/MSMailRecord/GetEmailDetail', { id })
    expect(detail.body.Data.attachments.map((f: { file_id: number }) => f.file_id)).toEqual([c, b])
    expect((await buyer.post('/Email/MSMailRecord/Del', { ids: [id] })).body.Msg).toBe('删除成功')
    expect(await t.db.select().from(docFile).where(and(eq(docFile.docType, MAIL_DOC), eq(docFile.docId, id)))).toEqual([])
    // the file is free again once no mail carries it
    expect((await buyer.post('/File/File/DelUploadFile', { id: a })).body.Msg).toBe('删除成功')
  })
})

describe('delete per holder', () => {
  it('the receiver deleting keeps the sender copy and the other way round', async () => {
    const id = (await send(buyer, { subject: '各删各的', to: [wh.userid, qe.userid] })).body.Data.id
    expect((await wh.post(`/Email/MSMailRecord/Del?id=${id}`)).body).toMatchObject({ Code: 1, Msg: '删除成功' })
    expect(ids(await list(wh, { box: 'inbox', rows: 100 }))).not.toContain(id)
    expect((await wh.get('/Email/MSMailRecord/GetEmailDetail', { id })).status).toBe(404)
    expect(ids(await list(buyer, { box: 'outbox', rows: 100 }))).toContain(id)
    await buyer.post('/Email/MSMailRecord/Del', { id })
    expect(ids(await list(buyer, { box: 'outbox', rows: 100 }))).not.toContain(id)
    expect(ids(await list(qe, { box: 'inbox', rows: 100 }))).toContain(id)
    // deleting again: the caller holds nothing any more
    expect((await wh.post(`/Email/MSMailRecord/Del?id=${id}`)).status).toBe(404)
  })
})

describe('folders', () => {
  it('creates, renames, refuses a duplicate name, files mail and gives it back to the inbox on delete', async () => {
    const created = await wh.post('/Email/MSMailFolder/Update', { name: ' 供应商往来 ', sort: 2 })
    expect(created.body).toMatchObject({ Code: 1, Msg: '保存成功', Data: { name: '供应商往来', sort: 2, total: 0, unread: 0 } })
    const folder = created.body.Data.id
    const other = (await wh.post('/Email/MSMailFolder/Update', { name: '质量' })).body.Data
    const dup = await wh.post('/Email/MSMailFolder/Update', { id: other.id, name: '供应商往来' })
    expect(dup.status).toBe(400)
    expect(dup.body.Msg).toBe('文件夹名称已存在')
    // another user may use the same name
    expect((await qe.post('/Email/MSMailFolder/Update', { name: '供应商往来' })).body.Code).toBe(1)
    expect((await wh.post('/Email/MSMailFolder/Update', { id: folder, name: '供方往来' })).body.Data).toMatchObject({ id: folder, name: '供方往来', sort: 2 })
    expect((await wh.get('/Email/MSMailFolder/GetMSMailFolderByUerId')).body.Data.map((f: { name: string }) => f.name)).toEqual(['质量', '供方往来'])

    const id = (await send(buyer, { subject: '归档测试', to: [wh.userid] })).body.Data.id
    expect((await wh.post('/Email/MSMailRecord/MoveToFolder', { ids: [id], folder_id: folder })).body.Code).toBe(1)
    expect(ids(await list(wh, { box: 'inbox', rows: 100 }))).not.toContain(id)
    const inFolder = await list(wh, { box: 'folder', folder_id: folder })
    expect(inFolder.body.Data.rows).toEqual([expect.objectContaining({ id, folder_id: folder, is_read: false })])
    const [f] = (await wh.get('/Email/MSMailFolder/GetMSMailFolderByUerId')).body.Data.filter((x: { id: number }) => x.id === folder)
    expect(f).toMatchObject({ total: 1, unread: 1 })

    expect((await wh.post(`/Email/MSMailFolder/Del?id=${folder}`)).body).toMatchObject({ Code: 1, Msg: '删除成功' })
    expect(ids(await list(wh, { box: 'inbox', rows: 100 }))).toContain(id)
    expect((await wh.post(`/Email/MSMailFolder/Del?id=${folder}`)).status).toBe(404)
  })

  it('MoveToFolder null moves back to the inbox', async () => {
    const folder = (await qe.post('/Email/MSMailFolder/Update', { name: '临时' })).body.Data.id
    const id = (await send(buyer, { subject: '移回收件箱', to: [qe.userid] })).body.Data.id
    await qe.post('/Email/MSMailRecord/MoveToFolder', { ids: [id], folder_id: folder })
    await qe.post('/Email/MSMailRecord/MoveToFolder', { ids: [id], folder_id: null })
    expect(ids(await list(qe, { box: 'inbox', rows: 100 }))).toContain(id)
  })
})

describe('attachments and HTML', () => {
  it('the receiver downloads an attachment; the list and detail show it', async () => {
    const [file] = await uploadMailFile(t, buyer, '交货计划.txt', '12月交货计划明细')
    const id = (await send(buyer, { subject: '带附件', to: [sup.userid], file_ids: [file!.id] })).body.Data.id
    const row = (await list(sup, { box: 'inbox' })).body.Data.rows.find((r: { id: number }) => r.id === id)
    expect(row.attachment_count).toBe(1)
    const detail = await sup.get('/Email/MSMailRecord/GetEmailDetail', { id })
    expect(detail.body.Data.attachments).toEqual([{ file_id: file!.id, file_name: '交货计划.txt', file_size: expect.any(Number), content_type: 'text/plain; charset=utf-8' }])
    const got = await t.app.request(`/Email/MSMailRecord/DownloadAttachment?mail_id=${id}&file_id=${file!.id}`, { headers: { Authorization: `Bearer ${sup.token}` } })
    expect(got.status).toBe(200)
    expect(await got.text()).toBe('12月交货计划明细')
    expect(got.headers.get('content-disposition')).toContain(encodeURIComponent('交货计划.txt'))
    // the sender keeps access; the file cannot be deleted while the mail carries it
    expect((await t.app.request(`/Email/MSMailRecord/DownloadAttachment?mail_id=${id}&file_id=${file!.id}`, { headers: { Authorization: `Bearer ${buyer.token}` } })).status).toBe(200)
    expect((await buyer.post('/File/File/DelUploadFile', { id: file!.id })).status).toBe(400)
  })

  it('stores the body sanitised', async () => {
    const id = (await send(buyer, { subject: 'HTML', body: '<p onclick="steal()">好<script>alert(1)</script><a href="javascript:x()">链接</a></p>', to: [wh.userid] })).body.Data.id
    const body = (await wh.get('/Email/MSMailRecord/GetEmailDetail', { id })).body.Data.body as string
    expect(body).not.toMatch(/script|onclick|javascript/i)
    expect(body).toContain('好')
    const [stored] = await t.db.select({ body: mailRecord.body }).from(mailRecord).where(eq(mailRecord.id, id))
    expect(stored!.body).toBe(body)
  })
})

describe('bad input', () => {
  it('answers 400 with the Chinese message and saves nothing', async () => {
    const before = await rowCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '', to: [wh.userid], send: true }, '请填写邮件主题'],
      [{ subject: '   ', to: [wh.userid], send: true }, '请填写邮件主题'],
      [{ subject: '长'.repeat(201), to: [wh.userid], send: true }, '邮件主题不能超过200个字符'],
      [{ subject: '长'.repeat(201), send: false }, '邮件主题不能超过200个字符'],
      [{ subject: '无人', to: [], cc: [wh.userid], send: true }, '请选择收件人'],
      [{ subject: '太长', to: [wh.userid], body: 'x'.repeat(200_001), send: true }, '邮件内容过长'],
      [{ subject: '查无此人', to: [99_999_999], send: true }, '收件人不存在或不可发送'],
      [{ subject: '查无此人', to: ['abc'], send: false }, '收件人不存在或不可发送'],
      [{ subject: '查无此人', to: [wh.userid], cc: [99_999_999], send: false }, '收件人不存在或不可发送'],
      [{ subject: '附件', to: [wh.userid], file_ids: [99_999_999], send: true }, '附件不存在'],
      [{ subject: 5, to: [wh.userid], send: true }, '邮件主题格式不正确'],
    ]
    for (const [body, msg] of cases) {
      const res = await buyer.post('/Email/MSMailRecord/Save', body)
      expect(res.status, msg).toBe(400)
      expect(res.body, msg).toMatchObject({ Code: 0, Msg: msg })
    }
    for (const [body, msg] of [
      [{ name: '' }, '请输入文件夹名称'],
      [{ name: '   ' }, '请输入文件夹名称'],
      [{ name: '夹'.repeat(51) }, '文件夹名称不能超过50个字符'],
    ] as const) {
      const res = await buyer.post('/Email/MSMailFolder/Update', body)
      expect(res.status, msg).toBe(400)
      expect(res.body.Msg).toBe(msg)
    }
    expect((await list(buyer, { box: 'trash' })).body.Msg).toBe('邮箱类型不正确')
    expect((await list(buyer, { box: 'folder' })).body.Msg).toBe('请选择文件夹')
    expect((await list(buyer, { box: 'inbox', is_read: 'x' })).body.Msg).toBe('已读状态不正确')
    expect((await list(buyer, { box: 'inbox', date_from: '2026-13-01' })).body.Msg).toBe('开始日期格式不正确')
    expect((await buyer.post('/Email/MSMailRecord/SetRead', { ids: [], is_read: true })).body.Msg).toBe('请选择邮件')
    expect((await buyer.post('/Email/MSMailRecord/Del', {})).body.Msg).toBe('请选择邮件')
    expect((await buyer.get('/Email/MSMailRecord/GetEmailReceivers', { searchKey: 'a'.repeat(101) })).body.Msg).toBe('请输入100个字符以内的搜索关键字')
    expect(await rowCount()).toEqual(before)
  })

  it('needs sign-in', async () => {
    expect((await t.app.request('/Email/MSMailRecord/GetDataList', { method: 'POST' })).status).toBe(401)
  })
})

describe('grants', () => {
  it('guards with the mail group and its mailbox screens, ids that exist in the route tree', async () => {
    const { flattenRoutes } = await import('@scm/core')
    const all = new Set(flattenRoutes().map((r) => r.id))
    const { MAIL_FNS } = await import('./access')
    expect(MAIL_FNS.filter((id) => !all.has(id))).toEqual([])
  })
})
