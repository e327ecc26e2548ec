// Signed, expiring links in order mails: base64url(JSON {o, s, e, n}) + '.' + base64url(HMAC-SHA256).
import type { Db } from '../../db'
import { nonce, paramSecret, signToken, verifyToken, type TokenCheck } from '../../platform/signed-token'
import * as clock from '../../clock'

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

/** The secret of order mail links (sys_param, created on first use). */
export const mailSecret = (db: Db) => paramSecret(db, SECRET_KEY, '订单邮件链接签名密钥（自动生成，勿外传）')

export function signMailToken(secret: string, orderId: number, supplyid: number, expires: Date): string {
  const claims: MailTokenClaims = { o: orderId, s: supplyid, e: Math.floor(expires.getTime() / 1000), n: nonce() }
  return signToken(secret, claims)
}

export type { TokenCheck }

export function verifyMailToken(secret: string, token: string, now = clock.now()): TokenCheck<MailTokenClaims> {
  return verifyToken<MailTokenClaims>(secret, token, (c) => Number.isSafeInteger(c.o) && Number.isSafeInteger(c.s), now)
}
