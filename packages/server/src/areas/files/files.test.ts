import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, loginAs, type TestApp } from '../../../test/helpers'
import { MAX_FILE_BYTES, sha256 } from '../../platform/file-store'

let t: TestApp
let dataDir: string
let adminToken: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scm-files-test-'))
  t = await createTestApp({ dataDir })
  adminToken = await login(t.app, 'admin')
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function upload(token: string, files: { name: string; content: string | Uint8Array; type?: string }[], fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const f of files) form.append('file', new File([f.content as BlobPart], f.name, { type: f.type ?? 'application/octet-stream' }))
  const res = await t.app.request('/File/File/UploadFiles', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  return { status: res.status, body: await res.json() }
}

const download = (token: string, path: string) => t.app.request(path, { headers: { Authorization: `Bearer ${token}` } })

describe('files', () => {
  it('uploads by content hash under <SCM_DATA_DIR>/files and downloads through the checked endpoint', async () => {
    const buyer = await login(t.app, 'buyer01')
    const text = '采购合同 HT-2026-001 附件：技术协议'
    const res = await upload(buyer, [{ name: '技术协议.txt', content: text }], { category: 'contract' })
    expect(res.status).toBe(200)
    const [file] = res.body.Data
    const hash = sha256(new TextEncoder().encode(text))
    expect(file).toMatchObject({ file_name: '技术协议.txt', category: 'contract', hash, UserName: '李文涛', file_path: `/File/File/Download?id=${file.id}` })
    expect(existsSync(join(dataDir, 'files', hash.slice(0, 2), hash))).toBe(true)

    const got = await download(buyer, file.file_path)
    expect(got.status).toBe(200)
    expect(await got.text()).toBe(text)
    expect(got.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('技术协议.txt')}`)
    // the same bytes again: a second row, one stored copy
    const again = await upload(buyer, [{ name: '技术协议-副本.txt', content: text }], { category: 'contract' })
    expect(again.body.Data[0].hash).toBe(hash)
    expect(readdirSync(join(dataDir, 'files', hash.slice(0, 2)))).toEqual([hash])

    // a supplier may not read the buyer's file; another staff member may (download right)
    const sup = await login(t.app, 'sup1001')
    expect((await download(sup, file.file_path)).status).toBe(404)
    expect((await download(await login(t.app, 'qe01'), file.file_path)).status).toBe(200)
    expect((await t.app.request(file.file_path)).status).toBe(401)
  })

  it('refuses wrong types, empty and oversized files, and a missing file', async () => {
    const buyer = await login(t.app, 'buyer01')
    expect((await upload(buyer, [{ name: 'setup.exe', content: 'MZ' }])).body.Msg).toBe('文件“setup.exe”的类型不允许上传')
    expect((await upload(buyer, [{ name: '空.pdf', content: '' }])).body.Msg).toBe('文件“空.pdf”为空')
    const big = await upload(buyer, [{ name: '图纸.pdf', content: new Uint8Array(MAX_FILE_BYTES + 1) }])
    expect(big.status).toBe(400)
    expect(big.body.Msg).toBe('文件“图纸.pdf”超过20MB')
    expect((await upload(buyer, [])).body.Msg).toBe('请选择要上传的文件')
    expect((await upload(buyer, [{ name: 'a.txt', content: 'a' }], { category: '合同' })).body.Msg).toMatch(/文件分类只能包含/)
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, content: `第${i}份` }))
    expect((await upload(buyer, many)).body.Msg).toBe('一次最多上传10个文件')
    expect((await download(buyer, '/File/File/Download?id=999999')).status).toBe(404)
  })

  it('lists all files for the admin screen and only one’s own for others', async () => {
    // the two uploaded above (the demo contracts' PDFs are contract files too)
    const adminList = await (await loginAs(t.app, 'admin')).get('/File/File/getFilelist', { page: 1, rows: 10, category: 'contract', searchKey: '.txt' })
    expect(adminList.body.Data.total).toBe(2)
    const sup = await login(t.app, 'sup1001')
    await upload(sup, [{ name: '包装照片.png', content: new Uint8Array([137, 80, 78, 71, 1, 2, 3]) }], { category: 'package' })
    const mine = await (await loginAs(t.app, 'sup1001')).get('/File/File/getFilelist')
    // newest first; his demo packaging photos follow it
    expect(mine.body.Data.rows.map((f: { file_name: string }) => f.file_name)[0]).toBe('包装照片.png')
    const others = await (await loginAs(t.app, 'sup1002')).get('/File/File/getFilelist')
    expect(others.body.Data.rows.map((f: { file_name: string }) => f.file_name)).not.toContain('包装照片.png')
    const searched = await (await loginAs(t.app, 'admin')).get('/File/File/getFilelist', { searchKey: '副本' })
    expect(searched.body.Data.rows.map((f: { file_name: string }) => f.file_name)).toEqual(['技术协议-副本.txt'])
  })

  it('deletes: the uploader or the admin; others are refused; bytes go with the last row', async () => {
    const admin = await loginAs(t.app, 'admin')
    const rows = (await admin.get('/File/File/getFilelist', { category: 'contract', searchKey: '.txt' })).body.Data.rows
    const qe = await loginAs(t.app, 'qe01')
    const refused = await qe.post('/File/File/DelUploadFile', { id: rows[0].id })
    expect(refused.status).toBe(403)
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/File/File/DelUploadFile', { id: rows[0].id })).body.Msg).toBe('删除成功')
    const path = join(dataDir, 'files', rows[1].hash.slice(0, 2), rows[1].hash)
    expect(existsSync(path)).toBe(true) // still used by the other row
    expect((await admin.post(`/File/File/DelUploadFile?id=${rows[1].id}`)).body.Msg).toBe('删除成功')
    expect(existsSync(path)).toBe(false)
    expect((await download(adminToken, rows[1].file_path)).status).toBe(404)
    expect((await admin.post('/File/File/DelUploadFile', { id: rows[1].id })).status).toBe(404)
    const log = (await admin.post('/api/AuditLog/GetList', { area: 'file' })).body.Data.rows
    expect(log.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['上传', '删除']))
  })

  it('file operation rights decide uploads per category', async () => {
    const admin = await loginAs(t.app, 'admin')
    const [supplierRight] = (await admin.post('/api/OperationAuthority/GetList', { role: 'supplier' })).body.Data.rows
    expect((await admin.post('/api/OperationAuthority/Save', { ...supplierRight, can_upload: 0 })).status).toBe(200)
    const sup = await login(t.app, 'sup1001')
    const refused = await upload(sup, [{ name: 'a.txt', content: 'x' }])
    expect(refused.status).toBe(403)
    const supId = (await admin.get('/User/User/GetUserByCode', { usercode: 'sup1001' })).body.Data.userid
    await admin.post('/api/OperationAuthority/Save', { subject_type: 'user', userid: supId, category: 'package', can_upload: 1 })
    expect((await upload(sup, [{ name: 'b.txt', content: 'y' }], { category: 'package' })).status).toBe(200)
    expect((await upload(sup, [{ name: 'c.txt', content: 'z' }], { category: 'general' })).status).toBe(403)
  })
})
