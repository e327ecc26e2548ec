import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTestApp, login, loginAs, type TestApp } from '../../../test/helpers'

let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scm-myself-test-'))
  t = await createTestApp({ dataDir })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82])

async function uploadAvatar(token: string, name: string, content: Uint8Array) {
  const form = new FormData()
  form.append('file', new File([content as BlobPart], name))
  const res = await t.app.request('/api/MySelf/UploadAvatar', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  return { status: res.status, body: await res.json() }
}

describe('/MySelf', () => {
  it('updates one’s own profile', async () => {
    const sup = await loginAs(t.app, 'sup1001')
    const res = await sup.post('/api/MySelf/SaveProfile', { UserName: '周立明', phone: '13700000001', email: 'zlm@hfjinggong.example' })
    expect(res.body.Data).toMatchObject({ usercode: 'sup1001', phone: '13700000001', email: 'zlm@hfjinggong.example', supplyid: 1001 })
    expect((await sup.get('/User/User/GetCurrentUser')).body.Data[0].phone).toBe('13700000001')
    expect((await sup.post('/api/MySelf/SaveProfile', { UserName: '' })).body.Msg).toBe('请输入姓名')
    expect((await sup.post('/api/MySelf/SaveProfile', { UserName: '周立明', email: 'bad' })).body.Msg).toBe('邮箱格式不正确')
  })

  it('uploads an avatar, served publicly only as the user’s current avatar', async () => {
    const token = await login(t.app, 'buyer01')
    const res = await uploadAvatar(token, 'me.png', PNG)
    expect(res.status).toBe(200)
    const images = res.body.Data.Images as string
    expect(images).toMatch(/^\/File\/File\/Avatar\/\d+\?v=[0-9a-f]{8}$/)
    expect((await api(t.app, token).get('/User/User/GetCurrentUser')).body.Data[0].Images).toBe(images)
    const img = await t.app.request(images) // no token: an <img> source
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG)
    // a new avatar replaces the old one
    const second = new Uint8Array([...PNG, 1])
    const next = (await uploadAvatar(token, 'me2.png', second)).body.Data.Images as string
    expect(next).not.toBe(images)
    expect(new Uint8Array(await (await t.app.request(next)).arrayBuffer())).toEqual(second)
    const files = (await api(t.app, token).get('/File/File/getFilelist', { category: 'avatar' })).body.Data
    expect(files.total).toBe(1)
    expect((await uploadAvatar(token, 'me.pdf', PNG)).body.Msg).toBe('头像只能是 PNG、JPG、GIF 或 WEBP 图片')
    expect((await uploadAvatar(token, 'big.png', new Uint8Array(2 * 1024 * 1024 + 1))).body.Msg).toBe('头像不能超过2MB')
    expect((await t.app.request('/File/File/Avatar/999999')).status).toBe(404)
    expect((await t.app.request('/File/File/Avatar/abc')).status).toBe(404)
  })

  it('the password policy is the admin’s (PasswordSet) and applies to new passwords', async () => {
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.get('/api/MySelf/GetPasswordPolicy')).body.Data.minLevel).toBe(2)
    expect((await admin.post('/api/MySelf/SavePasswordPolicy', { minLevel: 3 })).body.Data).toEqual({ minLevel: 3 })
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/User/User/UpdatePassword', { oldPassword: 'Scm@2026', newPassword: 'abc12345' })).body.Msg).toMatch(/新密码强度不足/)
    expect((await admin.post('/api/MySelf/SavePasswordPolicy', { minLevel: 7 })).body.Msg).toBe('密码强度只能是 0 到 3')
    expect((await buyer.get('/api/MySelf/GetPasswordPolicy')).status).toBe(403)
    expect((await buyer.post('/api/MySelf/SavePasswordPolicy', { minLevel: 0 })).status).toBe(403)
    await admin.post('/api/MySelf/SavePasswordPolicy', { minLevel: 2 })
  })
})
