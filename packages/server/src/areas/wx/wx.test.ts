// WeChat binding through HTTP on the demo data: the QR code of a signed, expiring binding link, the
// link's end with the platform adapter's test double standing in for WeChat, refusals (expired,
// forged, no code, a WeChat account bound elsewhere, WeChat not configured), unbinding, and that
// every call but the link's end needs a sign-in. Nothing here reaches WeChat.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import QRCode from 'qrcode'
import { api, createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { paramSecret, signToken } from '../../platform/signed-token'
import { oauthPlatform, unconfiguredPlatform, useWechatPlatform, WechatUnavailable, type WechatPlatform } from './platform'
import { WX_MESSAGES } from './routes'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-wx-'))
let t: TestApp
let cust: SignedInClient
let cust2: SignedInClient
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[cust, cust2, admin] = await Promise.all(['cust01', 'cust02', 'admin'].map((u) => loginAs(t.app, u)))
})
afterEach(() => useWechatPlatform(null))
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** WeChat's part, played by a double: each code stands for the openid it names ("code-<openid>"). */
const requested: string[] = []
const double: WechatPlatform = {
  bindingLink: unconfiguredPlatform.bindingLink,
  async openidOf(code) {
    requested.push(code)
    if (!code.startsWith('code-')) throw new WechatUnavailable('微信授权失败（40029），请重新扫码')
    return code.slice('code-'.length)
  },
}

/** Opens the binding link as WeChat's browser would after authorizing: the link plus ?code. */
async function scan(url: string, code?: string) {
  const link = new URL(url)
  if (code !== undefined) link.searchParams.set('code', code)
  const res = await t.app.request(link.pathname + link.search)
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' }
}

const wxUsers = async () => ((await admin.post('/User/User/GetUsers', { isOnlyWXUser: '1', rows: 50 })).body.Data.rows as { usercode: string }[]).map((u) => u.usercode)

describe('GET /api/wx/CreateQrcode and the binding link', () => {
  it('answers a real QR code of a signed, expiring link; binding it with WeChat\'s code binds the caller', async () => {
    useWechatPlatform(double)
    const answer = await cust.get('/api/wx/CreateQrcode')
    expect(answer.status).toBe(200)
    const data = answer.body.Data as { bound: boolean; url: string; qrcode: string; expires_at: string }
    expect(data.bound).toBe(false)
    expect(data.url).toMatch(/^http:\/\/localhost\/api\/wx\/Bind\?state=[\w-]+\.[\w-]+$/)
    expect(data.expires_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const minutes = (new Date(data.expires_at.replace(' ', 'T')).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9)
    expect(minutes).toBeLessThanOrEqual(10)
    // the picture is the QR code of exactly that link
    expect(data.qrcode).toBe(await QRCode.toDataURL(data.url, { margin: 1, errorCorrectionLevel: 'M', width: 240 }))

    const bound = await scan(data.url, 'code-oCust01')
    expect(bound.status).toBe(200)
    expect(bound.type).toContain('text/html')
    expect(bound.text).toContain(WX_MESSAGES.done)
    expect(await wxUsers()).toEqual(['cust01'])
    // now bound: no new code, says so
    const again = await cust.get('/api/wx/CreateQrcode')
    expect(again.body).toMatchObject({ Code: 1, Msg: WX_MESSAGES.bound, Data: { bound: true, qrcode: '' } })
    // the change is in the audit log
    const [log] = (await admin.post('/api/AuditLog/GetList', { area: 'myself' })).body.Data.rows as Record<string, unknown>[]
    expect(log).toMatchObject({ action: '绑定微信', target: expect.stringContaining('cust01') })

    // the same WeChat account cannot be bound to cust02 as well
    const other = (await cust2.get('/api/wx/CreateQrcode')).body.Data as { url: string }
    const taken = await scan(other.url, 'code-oCust01')
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(WX_MESSAGES.taken)
    expect(await wxUsers()).toEqual(['cust01'])

    // unbinding: once, then there is nothing to unbind
    const off = await cust.get('/api/wx/unsubscribe')
    expect(off.body).toMatchObject({ Code: 1, Msg: WX_MESSAGES.unbound, Data: { bound: false } })
    expect(await wxUsers()).toEqual([])
    const twice = await cust.get('/api/wx/unsubscribe')
    expect(twice.status).toBe(400)
    expect(twice.body.Msg).toBe(WX_MESSAGES.notBound)
    // cust02 may now bind that WeChat account with his own (still valid) link
    expect((await scan(other.url, 'code-oCust01')).status).toBe(200)
    expect(await wxUsers()).toEqual(['cust02'])
    expect((await cust2.get('/api/wx/unsubscribe')).body.Msg).toBe(WX_MESSAGES.unbound)
  })

  it('refuses an expired, a forged or a code-less link and binds nothing', async () => {
    useWechatPlatform(double)
    requested.length = 0
    const me = (await cust.get('/User/User/GetCurrentUser')).body.Data[0] as { userid: number }
    const secret = await paramSecret(t.db, 'wx_bind_secret', '')
    const expired = signToken(secret, { u: me.userid, e: Math.floor(Date.now() / 1000) - 1, n: 'x' })
    const old = await scan(`http://localhost/api/wx/Bind?state=${expired}`, 'code-oLate')
    expect(old.status).toBe(400)
    expect(old.text).toContain(WX_MESSAGES.expired)

    const { url } = (await cust.get('/api/wx/CreateQrcode')).body.Data as { url: string }
    const state = new URL(url).searchParams.get('state')!
    // another user's id in the claims, the signature left as it was
    const [payload, signature] = state.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
    const forged = `${Buffer.from(JSON.stringify({ ...claims, u: 1 })).toString('base64url')}.${signature}`
    const bad = await scan(`http://localhost/api/wx/Bind?state=${forged}`, 'code-oForged')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(WX_MESSAGES.invalid)
    expect((await scan('http://localhost/api/wx/Bind', 'code-oNone')).status).toBe(400)

    const noCode = await scan(url)
    expect(noCode.status).toBe(400)
    expect(noCode.text).toContain(WX_MESSAGES.noCode)
    // WeChat refusing the code
    const refused = await scan(url, 'bogus')
    expect(refused.status).toBe(503)
    expect(refused.text).toContain('微信授权失败（40029）')
    // WeChat was asked only for the link that was valid
    expect(requested).toEqual(['bogus'])
    expect(await wxUsers()).toEqual([])
  })

  it('without a configured official account: a QR code still, but the binding says why it cannot finish', async () => {
    const { url } = (await cust.get('/api/wx/CreateQrcode')).body.Data as { url: string }
    const answer = await scan(url, 'code-oAny')
    expect(answer.status).toBe(503)
    expect(answer.text).toContain('未配置微信公众号')
    expect(answer.text).not.toContain('绑定成功')
    expect(await wxUsers()).toEqual([])
  })

  it('needs a sign-in for the QR code and for unbinding', async () => {
    const anonymous = api(t.app)
    for (const path of ['/api/wx/CreateQrcode', '/api/wx/unsubscribe']) expect((await anonymous.get(path)).status, path).toBe(401)
  })
})

describe('the official account adapter (WeChat web OAuth), with a stand-in fetch', () => {
  it('links to WeChat\'s authorize page with our callback and exchanges a code for the openid', async () => {
    const asked: string[] = []
    const fetchDouble = (async (url: string) => {
      asked.push(url)
      const body = url.includes('code=good') ? { access_token: 'x', openid: 'oReal123' } : { errcode: 40163, errmsg: 'code been used' }
      return new Response(JSON.stringify(body))
    }) as unknown as typeof fetch
    const platform = oauthPlatform('wx1234567890', 's3cret', fetchDouble)
    const link = platform.bindingLink('https://scm.example.com/api/wx/Bind', 'a.b')
    expect(link).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1234567890&redirect_uri=https%3A%2F%2Fscm.example.com%2Fapi%2Fwx%2FBind&response_type=code&scope=snsapi_base&state=a.b#wechat_redirect',
    )
    await expect(platform.openidOf('good')).resolves.toBe('oReal123')
    await expect(platform.openidOf('used')).rejects.toThrow('微信授权失败（40163），请重新扫码')
    expect(asked[0]).toBe('https://api.weixin.qq.com/sns/oauth2/access_token?appid=wx1234567890&secret=s3cret&code=good&grant_type=authorization_code')
  })
})
