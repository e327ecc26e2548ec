import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { api, createTestApp, login, loginAs, requestToken, type TestApp } from './helpers'
import { sysUser } from '../src/identity/user-schema'
import { userSession } from '../src/identity/session-schema'
import { hashToken } from '../src/identity/sessions'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /token', () => {
  it('answers an OAuth2 bearer token for a form-encoded password grant', async () => {
    const res = await requestToken(t.app, 'buyer01', 'Scm@2026')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 28800 })
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(res.body).not.toHaveProperty('Code')
  })

  it('accepts JSON too', async () => {
    const res = await api(t.app).post('/token', { grant_type: 'password', username: 'wh01', password: 'Scm@2026' })
    expect(res.status).toBe(200)
    expect(res.body.access_token).toBeTruthy()
  })

  it('stores only a hash of the token', async () => {
    const token = await login(t.app, 'qe01')
    const rows = await t.db.select().from(userSession).where(eq(userSession.tokenHash, hashToken(token)))
    expect(rows).toHaveLength(1)
    const all = await t.db.select({ h: userSession.tokenHash }).from(userSession)
    expect(all.some((r) => r.h === token)).toBe(false)
  })

  it('answers the same invalid_grant for a wrong password and an unknown user', async () => {
    const wrong = await requestToken(t.app, 'svc01', 'nope-nope')
    const unknown = await requestToken(t.app, 'nobody', 'nope-nope')
    expect(wrong.status).toBe(400)
    expect(unknown.status).toBe(400)
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: '账号或密码错误' })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('refuses other grant types and missing fields', async () => {
    const other = await api(t.app).post('/token', { grant_type: 'client_credentials', username: 'admin', password: 'x' })
    expect(other.status).toBe(400)
    expect(other.body.error).toBe('unsupported_grant_type')
    const missing = await api(t.app).post('/token', { grant_type: 'password', username: 'admin' })
    expect(missing.status).toBe(400)
    expect(missing.body.error_description).toBe('请输入账号和密码')
    const broken = await api(t.app).post('/token', '{"grant_type":')
    expect(broken.status).toBe(400)
    expect(broken.body.error_description).toBe('请求数据格式错误')
  })

  it('refuses a user whose login is forbidden', async () => {
    await t.db.update(sysUser).set({ forbidLogin: true }).where(eq(sysUser.usercode, 'cust02'))
    const res = await requestToken(t.app, 'cust02', 'Scm@2026')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'invalid_grant', error_description: '账号已被禁止登录，请联系管理员' })
    await t.db.update(sysUser).set({ forbidLogin: false }).where(eq(sysUser.usercode, 'cust02'))
  })

  it('locks the account after five failures in 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 4; i++) expect((await requestToken(t.app, 'sup1003', 'wrong')).body.error_description).toBe('账号或密码错误')
    const fifth = await requestToken(t.app, 'sup1003', 'wrong')
    expect(fifth.body.error_description).toBe('账号已锁定，请15分钟后再试')
    const right = await requestToken(t.app, 'sup1003', 'Scm@2026')
    expect(right.status).toBe(400)
    expect(right.body.error_description).toBe('账号已锁定，请15分钟后再试')
    // 15 minutes later (moved back in the database) the right password works again
    await t.db.update(sysUser).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(sysUser.usercode, 'sup1003'))
    expect((await requestToken(t.app, 'sup1003', 'Scm@2026')).status).toBe(200)
  })

  it('counts failures only within 15 minutes', async () => {
    for (let i = 0; i < 4; i++) await requestToken(t.app, 'sup1002', 'wrong')
    await t.db.update(sysUser).set({ failedSince: new Date(Date.now() - 16 * 60_000) }).where(eq(sysUser.usercode, 'sup1002'))
    expect((await requestToken(t.app, 'sup1002', 'wrong')).body.error_description).toBe('账号或密码错误')
    expect((await requestToken(t.app, 'sup1002', 'Scm@2026')).status).toBe(200)
  })
})

describe('sessions', () => {
  it('answers 401 without a token, with a bad token and after logout', async () => {
    const none = await api(t.app).get('/User/User/GetCurrentUser')
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ Code: 0, Msg: '登录失效，请登录', Data: null })
    expect((await api(t.app, 'forged-token').get('/User/User/GetCurrentUser')).status).toBe(401)

    const token = await login(t.app, 'buyer01')
    const me = api(t.app, token)
    expect((await me.get('/User/User/GetCurrentUser')).status).toBe(200)
    const out = await me.post('/User/User/Logout')
    expect(out.body).toMatchObject({ Code: 1 })
    expect((await me.get('/User/User/GetCurrentUser')).status).toBe(401)
  })

  it('answers 401 once the session expired', async () => {
    const token = await login(t.app, 'wh01')
    await t.db.update(userSession).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userSession.tokenHash, hashToken(token)))
    expect((await api(t.app, token).get('/User/User/GetCurrentUser')).status).toBe(401)
  })

  it('ends live sessions of a user whose login gets forbidden', async () => {
    const me = await loginAs(t.app, 'cust01')
    await t.db.update(sysUser).set({ forbidLogin: true }).where(eq(sysUser.usercode, 'cust01'))
    expect((await me.get('/User/User/GetCurrentUser')).status).toBe(401)
    await t.db.update(sysUser).set({ forbidLogin: false }).where(eq(sysUser.usercode, 'cust01'))
  })
})

describe('GET /User/User/GetCurrentUser', () => {
  it('answers a list whose first entry is the caller', async () => {
    const res = await (await loginAs(t.app, 'buyer01')).get('/User/User/GetCurrentUser')
    expect(res.body.Code).toBe(1)
    expect(res.body.Data).toHaveLength(1)
    expect(res.body.Data[0]).toMatchObject({ usercode: 'buyer01', UserName: '李文涛', supplyid: null, customerId: null, deptName: '采购部', roles: ['buyer'], Images: '' })
    expect(res.body.Data[0].userid).toBeTypeOf('number')
    expect(res.body.Data[0]).not.toHaveProperty('passwordHash')
  })

  it('carries supplyid for a supplier user and customerId for a customer user', async () => {
    const sup = await (await loginAs(t.app, 'sup1001')).get('/User/User/GetCurrentUser')
    expect(sup.body.Data[0]).toMatchObject({ supplyid: 1001, customerId: null, roles: ['supplier'] })
    const cust = await (await loginAs(t.app, 'cust01')).get('/User/User/GetCurrentUser')
    expect(cust.body.Data[0].customerId).toBeTypeOf('number')
    expect(cust.body.Data[0].supplyid).toBeNull()
  })
})

describe('POST /User/User/UpdatePassword', () => {
  it('checks the old password and the strength, then ends the other sessions', async () => {
    const other = api(t.app, await login(t.app, 'svc01'))
    const me = await loginAs(t.app, 'svc01')

    const wrongOld = await me.post('/User/User/UpdatePassword', { oldPassword: 'bad', newPassword: 'Better#2027' })
    expect(wrongOld).toMatchObject({ status: 400, body: { Code: 0, Msg: '原密码错误' } })
    const weak = await me.post('/User/User/UpdatePassword', { oldPassword: 'Scm@2026', newPassword: 'abcdef' })
    expect(weak.status).toBe(400)
    expect(weak.body.Msg).toMatch(/^新密码强度不足/)
    const missing = await me.post('/User/User/UpdatePassword', { oldPassword: 'Scm@2026' })
    expect(missing.body.Msg).toBe('新密码不能为空')

    const done = await me.post('/User/User/UpdatePassword', { oldPassword: 'Scm@2026', newPassword: 'Better#2027' })
    expect(done.body).toMatchObject({ Code: 1, Msg: '密码修改成功' })
    expect((await me.get('/User/User/GetCurrentUser')).status).toBe(200)
    expect((await other.get('/User/User/GetCurrentUser')).status).toBe(401)
    expect((await requestToken(t.app, 'svc01', 'Scm@2026')).status).toBe(400)
    expect((await requestToken(t.app, 'svc01', 'Better#2027')).status).toBe(200)
  })
})
