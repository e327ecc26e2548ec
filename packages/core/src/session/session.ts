import { browserStore, readItem, writeItem } from './storage'

/** sessionStorage keys, shared with pages written before this package. */
export const TOKEN_KEY = 'token'
export const USER_KEY = 'userInfo'

export function getToken(): string | null {
  return readItem('sessionStorage', TOKEN_KEY) || null
}

export function setToken(token: string): void {
  writeItem('sessionStorage', TOKEN_KEY, token)
}

/** Forgets only the token (a 401 answer); the rest of the session goes with clearSession(). */
export function removeToken(): void {
  writeItem('sessionStorage', TOKEN_KEY, null)
}

/** Logout and failed menu load: everything in sessionStorage goes, as the spec says. */
export function clearSession(): void {
  try {
    browserStore('sessionStorage')?.clear()
  } catch {
    // nothing to clear
  }
}

/** The current user as every screen reads it, whatever casing the server used. */
export interface CurrentUser {
  userid: string
  /** The supplier the user belongs to; null for staff and customers. */
  supplyid: string | null
  UserName: string
  /** Avatar path. */
  Images: string
  [field: string]: unknown
}

const USER_ID_KEYS = ['userid', 'UserID', 'user_id', 'userId'] as const
const SUPPLY_ID_KEYS = ['supplyid', 'SupplyID', 'SupplyId'] as const

function firstPresent(raw: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = raw[key]
    if (value !== undefined && value !== null && value !== '') return value
  }
  return undefined
}

/**
 * Accepts the GetCurrentUser payload (a list whose first entry is the user) or one user record,
 * and returns one shape: ids as strings, alias keys folded into `userid` / `supplyid`.
 */
export function normalizeUser(raw: unknown): CurrentUser | null {
  const record = Array.isArray(raw) ? raw[0] : raw
  if (!record || typeof record !== 'object') return null
  const source = record as Record<string, unknown>
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(source)) {
    if (!(USER_ID_KEYS as readonly string[]).includes(key) && !(SUPPLY_ID_KEYS as readonly string[]).includes(key)) {
      rest[key] = value
    }
  }
  const userid = firstPresent(source, USER_ID_KEYS)
  const supplyid = firstPresent(source, SUPPLY_ID_KEYS)
  return {
    ...rest,
    userid: userid === undefined ? '' : String(userid),
    supplyid: supplyid === undefined ? null : String(supplyid),
    UserName: typeof source.UserName === 'string' ? source.UserName : '',
    Images: typeof source.Images === 'string' ? source.Images : '',
  }
}

export function setCurrentUser(raw: unknown): CurrentUser | null {
  const user = normalizeUser(raw)
  writeItem('sessionStorage', USER_KEY, user ? JSON.stringify(user) : null)
  return user
}

export function getCurrentUser(): CurrentUser | null {
  const text = readItem('sessionStorage', USER_KEY)
  if (!text) return null
  try {
    return normalizeUser(JSON.parse(text))
  } catch {
    return null
  }
}
