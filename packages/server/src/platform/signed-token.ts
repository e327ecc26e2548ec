// Signed, expiring tokens for links that travel outside a session (order mail links, WeChat binding
// QR codes): base64url(JSON claims with `e`, expiry in epoch seconds) + '.' + base64url(HMAC-SHA256).
// Each kind keeps its own secret in sys_param, so every server process on the database signs alike.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { sysParam } from './schema'
import * as clock from '../clock'

/** The HMAC secret kept under `key`; created on first use (insert-if-absent, then read whichever insert won). */
export async function paramSecret(db: Db, key: string, remark: string): Promise<string> {
  const [row] = await db.select({ value: sysParam.paramValue }).from(sysParam).where(eq(sysParam.paramKey, key))
  if (row?.value) return row.value
  await db.insert(sysParam).values({ paramKey: key, paramValue: randomBytes(32).toString('hex'), paramGroup: 'secret', remark }).onConflictDoNothing()
  const [created] = await db.select({ value: sysParam.paramValue }).from(sysParam).where(eq(sysParam.paramKey, key))
  return created!.value
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url')
const mac = (secret: string, payload: string) => b64(createHmac('sha256', secret).update(payload).digest())

/** A short random nonce, so every token is its own. */
export const nonce = () => randomBytes(6).toString('base64url')

/** Signs `claims` (which carry their expiry `e`, epoch seconds). */
export function signToken<C extends { e: number }>(secret: string, claims: C): string {
  const payload = b64(JSON.stringify(claims))
  return `${payload}.${mac(secret, payload)}`
}

export type TokenCheck<C> = { ok: true; claims: C } | { ok: false; reason: 'invalid' | 'expired' }

/** The claims of a token this secret signed, if their shape is `valid` and they have not expired. */
export function verifyToken<C extends { e: number }>(secret: string, token: string, valid: (claims: Record<string, unknown>) => boolean, now = clock.now()): TokenCheck<C> {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined || token.length > 1000) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(mac(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  let claims: Record<string, unknown>
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!claims || typeof claims !== 'object' || typeof claims.e !== 'number' || !valid(claims)) return { ok: false, reason: 'invalid' }
  if (claims.e * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, claims: claims as C }
}
