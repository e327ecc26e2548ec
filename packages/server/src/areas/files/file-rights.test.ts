import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import { uploadedFile } from '../../platform/schema'
import { DiskFileStore, holdBlobs, sha256 } from '../../platform/file-store'

// File rights: the view right, the rights the screens show, avatars, shared content vs. delete.
let t: TestApp
let dataDir: string
let admin: SignedInClient
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scm-file-rights-'))
  t = await createTestApp({ dataDir })
  admin = await loginAs(t.app, 'admin')
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function upload(token: string, name: string, content: string | Uint8Array, fields: Record<string, string> = {}, path = '/File/File/UploadFiles') {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append('file', new File([content as BlobPart], name))
  const res = await t.app.request(path, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  return { status: res.status, body: await res.json() }
}

describe('can_view decides which files of others are listed and downloadable', () => {
  it('a holder of sysmanage_uploadFile sees others’ files only of categories he may view', async () => {
    await admin.post('/api/Right/SaveRoleRights', { role: 'quality', rights: [{ functionId: 'sysmanage_uploadFile', buttons: ['add', 'delete'] }] })
    // quality may view everything but contracts
    await admin.post('/api/OperationAuthority/Save', { subject_type: 'role', role: 'quality', category: 'contract', can_view: 0, can_download: 0, can_upload: 0, can_delete: 0 })
    const [all] = (await admin.post('/api/OperationAuthority/GetList', { role: 'quality', category: '' })).body.Data.rows
    await admin.post('/api/OperationAuthority/Save', { ...all, can_view: 0 })
    await admin.post('/api/OperationAuthority/Save', { subject_type: 'role', role: 'quality', category: 'document', can_view: 1, can_download: 1 })
    const buyer = await login(t.app, 'buyer01')
    const contract = (await upload(buyer, '合同.txt', '合同正文', { category: 'contract' })).body.Data[0]
    const doc = (await upload(buyer, '作业指导.txt', '作业指导正文', { category: 'document' })).body.Data[0]
    const qeToken = await login(t.app, 'qe01')
    const own = (await upload(qeToken, '检验记录.txt', '检验记录', { category: 'general' })).body.Data[0]
    const qe = await loginAs(t.app, 'qe01')
    const listed = (await qe.get('/File/File/getFilelist', { rows: 100 })).body.Data.rows.map((f: { id: number }) => f.id)
    expect(listed).toEqual(expect.arrayContaining([doc.id, own.id]))
    expect(listed).not.toContain(contract.id)
    const get = (path: string) => t.app.request(path, { headers: { Authorization: `Bearer ${qeToken}` } })
    expect((await get(contract.file_path)).status).toBe(404)
    expect((await get(doc.file_path)).status).toBe(200)
    // the screen asks the same rule
    const rights = (await qe.get('/File/File/GetFileRights', { categories: 'contract,document,general' })).body.Data
    expect(rights.contract).toMatchObject({ view: false, download: false, delete: false })
    expect(rights.document).toMatchObject({ view: true, download: true, delete: true })
    expect(rights.general).toMatchObject({ view: false, upload: true })
    expect((await qe.post('/File/File/DelUploadFile', { id: contract.id })).status).toBe(403)
  })

  it('GetFileRights answers what UploadFiles enforces', async () => {
    const sup = await loginAs(t.app, 'sup1001')
    const rights = (await sup.get('/File/File/GetFileRights', { categories: 'general,avatar' })).body.Data
    expect(rights.general).toEqual({ view: false, preview: false, download: false, upload: true, delete: false, purge: false })
    expect(rights.avatar.upload).toBe(false)
    expect((await upload(await login(t.app, 'sup1001'), 'a.txt', 'x', { category: 'general' })).status).toBe(200)
    expect((await sup.get('/File/File/GetFileRights', { categories: '合同' })).status).toBe(400)
  })
})

describe('avatars', () => {
  it('UploadFiles refuses the avatar category; the public endpoint serves only images', async () => {
    const token = await login(t.app, 'wh01')
    const pdf = await upload(token, '简历.pdf', '%PDF-1.4 fake', { category: 'avatar' })
    expect([pdf.status, pdf.body.Msg]).toEqual([400, '头像请在个人资料中上传'])
    const wh = (await admin.get('/User/User/GetUserByCode', { usercode: 'wh01' })).body.Data.userid
    // a non-image row left in the avatar category (e.g. from before) is never served
    const hash = await new DiskFileStore(join(dataDir, 'files')).put(new TextEncoder().encode('<html>x</html>'))
    await t.db.insert(uploadedFile).values({ fileName: 'x.html', fileSize: 14, contentType: 'text/html', hash, category: 'avatar', userid: wh })
    expect((await t.app.request(`/File/File/Avatar/${wh}`)).status).toBe(404)
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1])
    expect((await upload(token, '头像.png', png, {}, '/api/MySelf/UploadAvatar')).status).toBe(200)
    const res = await t.app.request(`/File/File/Avatar/${wh}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('shared content', () => {
  it('an upload whose bytes a concurrent delete removed stores them again before its row commits', async () => {
    const token = await login(t.app, 'buyer01')
    const buyer = await loginAs(t.app, 'buyer01')
    const root = join(dataDir, 'files')
    const content = new TextEncoder().encode('共享内容 G9')
    const first = (await upload(token, 'a.txt', content)).body.Data[0]
    // the second upload has checked and "stored" its bytes (already there) but not yet written its row…
    const hash = await new DiskFileStore(root).put(content)
    // …when the delete of the only row commits and removes the bytes
    expect((await buyer.post('/File/File/DelUploadFile', { id: first.id })).status).toBe(200)
    expect(existsSync(join(root, hash.slice(0, 2), hash))).toBe(false)
    // the upload's transaction: holds the content's lock, finds the bytes gone and writes them again
    const me = (await buyer.get('/User/User/GetCurrentUser')).body.Data[0].userid
    const [row] = await t.db.transaction(async (tx) => {
      const values = await holdBlobs(tx, new DiskFileStore(root), [{ fileName: 'b.txt', fileSize: content.byteLength, contentType: 'text/plain; charset=utf-8', hash, bytes: content }])
      return tx.insert(uploadedFile).values({ ...values[0]!, category: 'general', userid: me }).returning()
    })
    const got = await t.app.request(`/File/File/Download?id=${row!.id}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(got.status).toBe(200)
    expect(await got.text()).toBe('共享内容 G9')
    expect(sha256(content)).toBe(hash)
  })

  it('the delete keeps bytes another row still uses', async () => {
    const token = await login(t.app, 'buyer01')
    const buyer = await loginAs(t.app, 'buyer01')
    const [a, b] = [(await upload(token, 'x.txt', '同一内容')).body.Data[0], (await upload(token, 'y.txt', '同一内容')).body.Data[0]]
    await Promise.all([buyer.post('/File/File/DelUploadFile', { id: a.id }), upload(token, 'z.txt', '同一内容')])
    expect(existsSync(join(dataDir, 'files', b.hash.slice(0, 2), b.hash))).toBe(true)
  })
})
