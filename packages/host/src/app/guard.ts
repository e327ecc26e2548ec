// The navigation guard of spec §2, as a pure function so it is tested apart from the router.

/** Path fragments open without a session token (spec: "paths containing …"). */
export const OPEN_PATH_PARTS = ['/login', '/resetPwd', '/order/authEmail', '/receive/'] as const

export const LOGIN_PATH = '/login'
export const HOME_PATH = '/home'
export const NOT_FOUND_PATH = '/404'

/**
 * Where the guard sends a visit to `pathname`, or null to let it through.
 * With a token /login goes to /; without one only the open paths pass, all else goes to /login.
 */
export function guardRedirect(pathname: string, hasToken: boolean): string | null {
  if (hasToken) return pathname === LOGIN_PATH ? '/' : null
  return OPEN_PATH_PARTS.some((part) => pathname.includes(part)) ? null : LOGIN_PATH
}
