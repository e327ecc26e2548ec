// Signed, expiring links in order mails: base64url(JSON {o, s, e, n}) + '.' + base64url(HMAC-SHA256).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Db } from '../../db'
import { sysParam } from '../../platform/schema'

export const MAIL_LINK_DAYS = 7
const SECRET_KEY = 'order_mail_secret'

export interface MailTokenClaims {
  /** order id */
  o: number
  /** supplyid the mail went to */
  s: number
  /** expiry, epoch seconds */
  e: number
  /** nonce: every mail its own token */
  n: string
}

/**
 * The HMAC secret, kept in sys_param so every server process on the database signs alike;
 * created on first use (insert-if-absent, then read whichever insert won).
 */
export async function mailSecret(db: Db): Promise<string> {
  const [row] = await db.select({ value: sysParam.paramValue }).from(sysParam).where(eq(sysParam.paramKey, SECRET_KEY))
  if (row?.value) return row.value
  await db
    .insert(sysParam)
    .values({ paramKey: SECRET_KEY, paramValue: randomBytes(32).toString('hex'), paramGroup: 'secret', remark: '订单邮件链接签名密钥（自动生成，勿外传）' })
    .onConflictDoNothing()
  const [created] = await db.select({ value: sysParam.paramValue }).from(sysParam).where(eq(sysParam.paramKey, SECRET_KEY))
  return created!.value
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url')

function mac(secret: string, payload: string): string {
  return b64(createHmac('sha256', secret).update(payload).digest())
}

export function signMailToken(secret: string, orderId: number, supplyid: number, expires: Date): string {
  const claims: MailTokenClaims = { o: orderId, s: supplyid, e: Math.floor(expires.getTime() / 1000), n: randomBytes(6).toString('base64url') }
  const payload = b64(JSON.stringify(claims))
  return `${payload}.${mac(secret, payload)}`
}

export type TokenCheck = { ok: true; claims: MailTokenClaims } | { ok: false; reason: 'invalid' | 'expired' }

export function verifyMailToken(secret: string, token: string, now = new Date()): TokenCheck {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined || token.length > 1000) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(mac(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  let claims: MailTokenClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as MailTokenClaims
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!Number.isSafeInteger(claims.o) || !Number.isSafeInteger(claims.s) || typeof claims.e !== 'number') return { ok: false, reason: 'invalid' }
  if (claims.e * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

/** Where links point: SCM_PUBLIC_URL, else the calling page's origin, else this request's origin. */
export function publicOrigin(c: Context): string {
  const configured = process.env.SCM_PUBLIC_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  const origin = c.req.header('origin')
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin
  return new URL(c.req.url).origin
}
