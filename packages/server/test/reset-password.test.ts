import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { api, createTestApp, login, loginAs, requestToken, type TestApp } from './helpers'
import { mailOutbox } from '../src/mail/schema'
import { resetPwdCode } from '../src/identity/session-schema'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function mailsTo(address: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(desc(mailOutbox.id))
}

async function latestCode(address: string): Promise<string> {
  const [mail] = await mailsTo(address)
  const code = /<b>(\d{6})<\/b>/.exec(mail?.html ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${address}`)
  return code
}

describe('POST /api/User/getPwdSecurtyLevel (public)', () => {
  it('rates a password 0..3 with 弱/中/强 and the policy minimum', async () => {
    const level = async (password: string) => (await api(t.app).post('/api/User/getPwdSecurtyLevel', { password })).body.Data
    expect(await level('abc')).toEqual({ level: 0, text: '弱', minLevel: 2 })
    expect(await level('abcdefgh')).toMatchObject({ level: 1, text: '弱' })
    expect(await level('abc12345')).toMatchObject({ level: 2, text: '中' })
    expect(await level('Scm@2026')).toMatchObject({ level: 3, text: '强' })
    expect((await api(t.app).post('/api/User/getPwdSecurtyLevel', {})).body).toMatchObject({ Code: 0, Msg: '密码不能为空' })
  })
})

describe('reset-password flow', () => {
  it('mails a code, verifies it, sets the password, ends sessions and logs every attempt', async () => {
    const before = await loginAs(t.app, 'qe01')
    const sent = await api(t.app).get('/api/User/validateCode', { username: 'qe01' })
    expect(sent.body).toEqual({ Code: 1, Msg: '验证码已发送至账号绑定的邮箱', Data: null })
    const [mail] = await mailsTo('chenxiaowen@wjauto.example')
    expect(mail).toMatchObject({ subject: '找回密码验证码', transport: 'outbox', result: '已存入发件箱' })
    const code = await latestCode('chenxiaowen@wjauto.example')
    // the code is stored hashed only
    const rows = await t.db.select().from(resetPwdCode)
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false)

    const wrong = await api(t.app).post('/api/User/findPwd', { username: 'qe01', code: code === '000000' ? '111111' : '000000', newPassword: 'Reset#2027x' })
    expect(wrong).toMatchObject({ status: 400, body: { Code: 0, Msg: '验证码错误' } })
    const weak = await api(t.app).post('/api/User/findPwd', { username: 'qe01', code, newPassword: '123' })
    expect(weak.body.Msg).toMatch(/^新密码强度不足/)

    const done = await api(t.app).post('/api/User/findPwd', { username: 'qe01', code, newPassword: 'Reset#2027x' })
    expect(done.body).toMatchObject({ Code: 1, Msg: '密码重置成功，请使用新密码登录' })
    expect((await before.get('/User/User/GetCurrentUser')).status).toBe(401)
    expect((await requestToken(t.app, 'qe01', 'Scm@2026')).status).toBe(400)
    expect((await requestToken(t.app, 'qe01', 'Reset#2027x')).status).toBe(200)
    // a used code does not work twice
    const again = await api(t.app).post('/api/User/findPwd', { username: 'qe01', code, newPassword: 'Other#2027x' })
    expect(again.body.Msg).toBe('验证码无效或已过期')

    const log = await (await loginAs(t.app, 'admin')).post('/api/ResetPwdLog/GetLogList', { page: 1, rows: 10, searchKey: 'qe01' })
    expect(log.body.Code).toBe(1)
    expect(log.body.Data.total).toBe(4)
    expect(log.body.Data.page).toBe(1)
    expect(log.body.Data.rows.map((r: { result: string }) => r.result)).toEqual(['验证码无效或已过期', '成功', '新密码强度不足', '验证码错误'])
    expect(log.body.Data.rows[1]).toMatchObject({ usercode: 'qe01', UserName: '陈晓雯' })
    expect(log.body.Data.rows[1].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = (await t.db.select().from(mailOutbox)).length
    const res = await api(t.app).get('/api/User/validateCode', { username: 'ghost' })
    expect(res.body).toEqual({ Code: 1, Msg: '验证码已发送至账号绑定的邮箱', Data: null })
    expect((await t.db.select().from(mailOutbox)).length).toBe(before)
    const find = await api(t.app).post('/api/User/findPwd', { username: 'ghost', code: '123456', newPassword: 'Reset#2027x' })
    expect(find.body.Msg).toBe('验证码无效或已过期')
  })

  it('allows at most 5 tries per code', async () => {
    await api(t.app).get('/api/User/validateCode', { username: 'wh01' })
    const code = await latestCode('zhanghaifeng@wjauto.example')
    const bad = code === '999999' ? '888888' : '999999'
    for (let i = 0; i < 5; i++) await api(t.app).post('/api/User/findPwd', { username: 'wh01', code: bad, newPassword: 'Reset#2027x' })
    const sixth = await api(t.app).post('/api/User/findPwd', { username: 'wh01', code, newPassword: 'Reset#2027x' })
    expect(sixth.body.Msg).toBe('验证码错误次数过多，请重新获取验证码')
    expect((await requestToken(t.app, 'wh01', 'Scm@2026')).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    await api(t.app).get('/api/User/validateCode', { username: 'svc01' })
    const code = await latestCode('liuzhiqiang@wjauto.example')
    await t.db.update(resetPwdCode).set({ expiresAt: new Date(Date.now() - 1000) })
    const res = await api(t.app).post('/api/User/findPwd', { username: 'svc01', code, newPassword: 'Reset#2027x' })
    expect(res.body.Msg).toBe('验证码无效或已过期')
  })

  it('mails at most one code a minute per account', async () => {
    await api(t.app).get('/api/User/validateCode', { username: 'buyer01' })
    await api(t.app).get('/api/User/validateCode', { username: 'buyer01' })
    expect(await mailsTo('liwentao@wjauto.example')).toHaveLength(1)
  })

  it('keeps the reset log for admins only', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    expect(await buyer.post('/api/ResetPwdLog/GetLogList', {})).toMatchObject({ status: 403, body: { Msg: '无权限' } })
    expect((await api(t.app).post('/api/ResetPwdLog/GetLogList', {})).status).toBe(401)
    const page2 = await api(t.app, await login(t.app, 'admin')).post('/api/ResetPwdLog/GetLogList', { page: 2, rows: 2 })
    expect(page2.body.Data.page).toBe(2)
    expect(page2.body.Data.rows.length).toBeLessThanOrEqual(2)
    expect(page2.body.Data.total).toBeGreaterThanOrEqual(8)
  })
})
