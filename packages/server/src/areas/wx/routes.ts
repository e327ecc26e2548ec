import { Hono, type Context } from 'hono'
import { and, eq, ne } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { AppEnv } from '../../http/context'
import { dateTimeText } from '../../http/dates'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { accepts } from '../../http/call-input'
import { z } from 'zod'
import { clientIp } from '../../http/body'
import { sysUser } from '../../identity/user-schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { nonce, paramSecret, signToken, verifyToken } from '../../platform/signed-token'
import { publicOrigin } from '../../http/public-origin'
import { WechatUnavailable, wechatPlatform } from './platform'
import * as clock from '../../clock'

/**
 * WeChat binding of the signed-in user (spec §7 user and auth calls):
 *   GET /api/wx/CreateQrcode   a QR code of the binding link (signed state naming the caller, valid
 *                              WX_STATE_MINUTES); when he is bound already, says so and gives none
 *   GET /api/wx/unsubscribe    unbinds him
 *   GET /api/wx/Bind?state&code  where the link ends (public: WeChat's browser opens it): checks the
 *                              state, asks WeChat (the platform adapter) whose code it is, binds
 */
export const wxRoutes = new Hono<AppEnv>()

export const WX_BIND_PATH = '/api/wx/Bind'
export const WX_STATE_MINUTES = 10
const SECRET_KEY = 'wx_bind_secret'
/** Binding is part of the personal settings: the same grant. */
const PERSONAL = 'MySelf1_personal'

export const WX_MESSAGES = {
  bound: '当前账号已绑定微信',
  notBound: '当前账号未绑定微信',
  unbound: '解绑成功',
  expired: '二维码已过期，请在个人设置中重新生成二维码',
  invalid: '绑定链接无效，请在个人设置中重新生成二维码',
  noCode: '缺少微信授权码，请用微信扫一扫打开绑定链接',
  taken: '该微信已绑定其他账号，请先在该账号中解绑',
  noUser: '要绑定的账号不存在或已被禁止登录',
  done: '微信绑定成功，以后可通过微信接收提醒，可关闭本页面',
} as const

interface BindClaims {
  /** the user binding */
  u: number
  /** expiry, epoch seconds */
  e: number
  n: string
}

const bindSecret = (db: AppEnv['Variables']['db']) => paramSecret(db, SECRET_KEY, '微信绑定二维码签名密钥（自动生成，勿外传）')

async function openidOf(db: AppEnv['Variables']['db'], userid: number): Promise<string | null> {
  const [row] = await db.select({ wx: sysUser.wxOpenid }).from(sysUser).where(eq(sysUser.userid, userid))
  return row?.wx ?? null
}

wxRoutes.get('/api/wx/CreateQrcode', requireFn(PERSONAL), async (c) => {
  const me = c.get('user')
  const db = c.get('db')
  if (await openidOf(db, me.userid)) return ok(c, { bound: true, url: '', qrcode: '', expires_at: '' }, WX_MESSAGES.bound)
  const expires = new Date(clock.nowMs() + WX_STATE_MINUTES * 60_000)
  const state = signToken(await bindSecret(db), { u: me.userid, e: Math.floor(expires.getTime() / 1000), n: nonce() } satisfies BindClaims)
  const url = wechatPlatform().bindingLink(`${publicOrigin(c)}${WX_BIND_PATH}`, state)
  const qrcode = await QRCode.toDataURL(url, { margin: 1, errorCorrectionLevel: 'M', width: 240 })
  return ok(c, { bound: false, url, qrcode, expires_at: dateTimeText(expires) })
})

wxRoutes.get('/api/wx/unsubscribe', requireFn(PERSONAL), async (c) => {
  const me = c.get('user')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [row] = await tx.select({ wx: sysUser.wxOpenid }).from(sysUser).where(eq(sysUser.userid, me.userid))
    if (!row?.wx) refuse(WX_MESSAGES.notBound, 400)
    await tx.update(sysUser).set({ wxOpenid: null, updatedAt: clock.now() }).where(eq(sysUser.userid, me.userid))
    await writeAudit(tx, actor, { area: 'myself', action: '解绑微信', target: `用户 ${me.usercode} ${me.UserName}`, targetId: me.userid, before: { wx_openid: row.wx }, after: { wx_openid: null } })
  })
  return ok(c, { bound: false }, WX_MESSAGES.unbound)
})

/** The page WeChat's browser shows at the end of the link. */
function answerPage(c: Context<AppEnv>, status: 200 | 400 | 404 | 409 | 503, message: string) {
  const safe = message.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)
  return c.html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      // no style attributes: the page policy allows no inline style (http/security-headers.ts)
      `<title>微信绑定</title></head><body>` +
      `<h1>${status === 200 ? '绑定成功' : '绑定未完成'}</h1><p data-result="${status === 200 ? 'ok' : 'failed'}">${safe}</p></body></html>`,
    status,
  )
}

wxRoutes.get(WX_BIND_PATH, accepts({ query: z.object({ state: z.string().max(2000), code: z.string().max(200) }) }), async (c) => {
  const db = c.get('db')
  const check = verifyToken<BindClaims>(await bindSecret(db), c.req.query('state') ?? '', (x) => Number.isSafeInteger(x.u) && Number(x.u) > 0)
  if (!check.ok) return answerPage(c, 400, check.reason === 'expired' ? WX_MESSAGES.expired : WX_MESSAGES.invalid)
  const code = (c.req.query('code') ?? '').trim()
  if (!code || code.length > 200) return answerPage(c, 400, WX_MESSAGES.noCode)
  let openid: string
  try {
    openid = await wechatPlatform().openidOf(code)
  } catch (error) {
    if (error instanceof WechatUnavailable) return answerPage(c, 503, error.message)
    throw error
  }
  const userid = check.claims.u
  const answer = await db.transaction(async (tx) => {
    const [user] = await tx.select({ usercode: sysUser.usercode, UserName: sysUser.userName, forbidden: sysUser.forbidLogin, wx: sysUser.wxOpenid }).from(sysUser).where(eq(sysUser.userid, userid))
    if (!user || user.forbidden) return 404 as const
    const [other] = await tx.select({ userid: sysUser.userid }).from(sysUser).where(and(eq(sysUser.wxOpenid, openid), ne(sysUser.userid, userid)))
    if (other) return 409 as const
    await tx.update(sysUser).set({ wxOpenid: openid, updatedAt: clock.now() }).where(eq(sysUser.userid, userid))
    const actor = { userid, usercode: user.usercode, UserName: user.UserName, ip: clientIp(c) }
    await writeAudit(tx, actor, { area: 'myself', action: '绑定微信', target: `用户 ${user.usercode} ${user.UserName}`, targetId: userid, before: { wx_openid: user.wx }, after: { wx_openid: openid } })
    return 200 as const
  })
  if (answer === 404) return answerPage(c, 404, WX_MESSAGES.noUser)
  if (answer === 409) return answerPage(c, 409, WX_MESSAGES.taken)
  return answerPage(c, 200, WX_MESSAGES.done)
})

