import type { RouteNode } from './types'

export const HOME_PATH = '/home'
export const LOGIN_PATH = '/login'
export const NOT_FOUND_PATH = '/404'

/** Home, inside the shared layout; `/` redirects here. */
export const homeRoute: RouteNode = Object.freeze({ id: 'home', path: HOME_PATH, title: '首页' })

/** Pages outside the layout (spec §2 "Public routes"). */
export const publicRoutes: readonly RouteNode[] = Object.freeze([
  { id: 'login', path: LOGIN_PATH, title: '登录' },
  { id: 'resetPwd', path: '/resetPwd', title: '找回密码' },
  { id: 'notFound', path: NOT_FOUND_PATH, title: '页面不存在' },
  { id: 'receive', path: '/receive/:id', title: '送货单收货' },
  { id: 'authEmail', path: '/order/authEmail', title: '邮件认证' },
  { id: 'getKey', path: '/getKey', title: '生成配置文件' },
])

/** Without a token only paths containing one of these are open (spec §2 "Navigation guard"). */
export const OPEN_PATH_PARTS: readonly string[] = Object.freeze(['/login', '/resetPwd', '/order/authEmail', '/receive/'])

/**
 * Where the navigation guard sends a visit, or null to let it through: with a token /login goes
 * to /; without one everything not containing an open part goes to /login.
 */
export function guardRedirect(path: string, hasToken: boolean): string | null {
  if (hasToken) return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) ? '/' : null
  return OPEN_PATH_PARTS.some((part) => path.includes(part)) ? null : LOGIN_PATH
}
