import { describe, expect, it } from 'vitest'
import { login } from '../../../test/helpers'
import { sha256 } from '../../platform/file-store'
import { fileSystemApp } from './file-system-testing'

// Resumable (tus) uploads into the file system: created, stopped, resumed, and refused.
const { t, admin, qe, folderId, raw } = await fileSystemApp()

describe('resumable upload (tus)', () => {
  const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0', ...extra })
  const meta = (o: Record<string, string>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',')

  it('creates, stops half way, resumes from the offset and lands as a file of the folder', async () => {
    const token = await login(t.app, 'qe01')
    const chassis = await folderId('底盘')
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251)
    const created = await t.app.request('/api/FileSystem/Tus', {
      method: 'POST',
      headers: tusHeaders(token, { 'Upload-Length': String(bytes.length), 'Upload-Metadata': meta({ filename: '车架总成.pdf', file_type: '01', folder_id: String(chassis) }) }),
    })
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    expect(location).toMatch(/^Tus\//)
    const url = `/api/FileSystem/${location}`
    const half = 1024 * 1024 + 17
    const first = await t.app.request(url, { method: 'PATCH', headers: tusHeaders(token, { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }), body: bytes.slice(0, half) })
    expect(first.status).toBe(204)
    // another user may not continue it
    const other = await t.app.request(url, { method: 'HEAD', headers: tusHeaders(await login(t.app, 'admin')) })
    expect(other.status).toBe(404)
    const head = await t.app.request(url, { method: 'HEAD', headers: tusHeaders(token) })
    expect(head.headers.get('upload-offset')).toBe(String(half))
    const rest = await t.app.request(url, { method: 'PATCH', headers: tusHeaders(token, { 'Upload-Offset': String(half), 'Content-Type': 'application/offset+octet-stream' }), body: bytes.slice(half) })
    expect(rest.status).toBe(204)
    const id = Number(rest.headers.get('upload-file-id'))
    const [row] = (await qe.post('/api/FileSystem/GetFiles', { folder_id: chassis, searchKey: '车架', page: 1, rows: 5 })).body.Data.rows
    expect(row).toMatchObject({ id, file_size: bytes.length, hash: sha256(bytes), version: 1 })
    const got = new Uint8Array(await (await raw('qe01', `/api/FileSystem/Download?id=${id}`)).arrayBuffer())
    expect(sha256(got)).toBe(sha256(bytes))
  })

  it('refuses without the upload right, over the size limit, and without a login', async () => {
    const chassis = await folderId('底盘')
    const create = async (token: string | null, length: number, name = 'a.pdf') =>
      t.app.request('/api/FileSystem/Tus', {
        method: 'POST',
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': meta({ filename: name, file_type: '01', folder_id: String(chassis) }) },
      })
    const refused = await create(await login(t.app, 'tech01'), 10)
    expect(refused.status).toBe(403)
    expect((await refused.json()).Msg).toBe('无权限')
    expect((await create(null, 10)).status).toBe(401)
    expect((await (await create(await login(t.app, 'qe01'), 10, 'x.exe')).json()).Msg).toBe('文件“x.exe”的类型不允许上传')
    expect((await admin.post('/api/SysPara/Save', { id: 'fs_max_upload_mb', param_key: 'fs_max_upload_mb', param_value: '1', param_group: 'system' })).status).toBe(200)
    const big = await create(await login(t.app, 'qe01'), 2 * 1024 * 1024)
    expect(big.status).toBe(413)
    expect((await big.json()).Msg).toBe('文件超过上传上限')
  })
})
