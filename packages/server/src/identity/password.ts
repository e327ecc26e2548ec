import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt with a per-user salt; the parameters travel with the hash so they can be raised later.
const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 64

function derive(password: string, salt: string, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex')
  const key = await derive(password, salt, N, R, P)
  return { hash: `scrypt:${N}:${R}:${P}:${key.toString('hex')}`, salt }
}

export async function verifyPassword(password: string, hash: string, salt: string): Promise<boolean> {
  const [kind, n, r, p, hex] = hash.split(':')
  if (kind !== 'scrypt' || !hex) return false
  const expected = Buffer.from(hex, 'hex')
  const actual = await derive(password, salt, Number(n), Number(r), Number(p))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Spends the same time as a real check, so an unknown account cannot be told by timing. */
export async function burnPasswordTime(password: string): Promise<void> {
  await derive(password, 'no-such-user', N, R, P)
}

export type PasswordLevel = 0 | 1 | 2 | 3
export const LEVEL_TEXT: Record<PasswordLevel, '弱' | '中' | '强'> = { 0: '弱', 1: '弱', 2: '中', 3: '强' }
/** Default minimum strength of a new password (sys_param pwd_min_level overrides it). */
export const DEFAULT_MIN_LEVEL: PasswordLevel = 2

/**
 * Strength: 0 shorter than 6; 1 one kind of character; 2 two kinds (or three but short);
 * 3 three or more kinds (lower, upper, digit, symbol) and at least 8 long.
 */
export function passwordLevel(password: string): PasswordLevel {
  if (password.length < 6) return 0
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  if (kinds >= 3 && password.length >= 8) return 3
  if (kinds >= 2) return 2
  return 1
}

export const MAX_PASSWORD_LENGTH = 64
