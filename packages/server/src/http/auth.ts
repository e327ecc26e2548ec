import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from './context'
import { fail } from './envelope'
import { isPublicPath } from './public-paths'
import { embedAdmits, EMBED_REFUSED_MSG } from '../identity/embed'
import { embedRefusal, findSession, hashToken } from '../identity/sessions'
import { routeGrant } from './grants'

export const UNAUTHORIZED_MSG = '登录失效，请登录'

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match?.[1]
}

/**
 * Global: puts the caller on `c.get('user')` (and his grants on `c.get('grants')`) from
 * `Authorization: Bearer <token>` — one database statement per request (findSession).
 * Non-public endpoints answer HTTP 401 {Code:0, Msg:'登录失效，请登录'} without a live session.
 * Paths no route answers skip it, so they get the 404 envelope instead.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!matchedRoutes(c).some((route) => route.method !== 'ALL')) return next()
  const isPublic = isPublicPath(c.req.path)
  const token = bearerToken(c)
  if (token) {
    const tokenHash = hashToken(token)
    const caller = await findSession(c.get('db'), tokenHash)
    if (caller?.embed && !isPublic && !embedAdmits(...embeddedCall(c), caller.embed)) return fail(c, EMBED_REFUSED_MSG, 403)
    if (caller) {
      c.set('user', caller.user)
      c.set('grants', caller.grants)
      c.set('sessionHash', tokenHash)
      return next()
    }
  }
  if (isPublic) return next()
  const embedMessage = token ? await embedRefusal(c.get('db'), hashToken(token)) : null
  return fail(c, embedMessage ?? UNAUTHORIZED_MSG, 401)
}

/** The called route ('POST /x/y', as the route table names it) and the grant it declares. */
function embeddedCall(c: Context<AppEnv>): [string, ReturnType<typeof routeGrant>] {
  const routes = matchedRoutes(c).filter((route) => route.method !== 'ALL')
  const declared = routes.map((route) => routeGrant(route.handler)).find(Boolean)
  const last = routes[routes.length - 1]
  return [`${c.req.method} ${last?.path ?? c.req.path}`, declared]
}

/** The caller on a public endpoint, when a valid token came along. */
export function optionalUser(c: Context<AppEnv>) {
  return c.get('user') as AppEnv['Variables']['user'] | undefined
}
