import type { MiddlewareHandler } from 'hono'
import { createHash, timingSafeEqual } from 'node:crypto'
import { SIGN_HEADER, signRequest, type Md5Hex } from '@scm/core'
import type { AppEnv } from './context'
import { bodyText } from './body'
import { fail } from './envelope'
import { matchedRoutes } from 'hono/route'
import { admits, loadGrants, routeGrant } from './grants'

/** core's digest in native code. */
export const nativeMd5: Md5Hex = (text) => createHash('md5').update(text, 'utf8').digest('hex')

/**
 * Material and account calls: the `code` header must equal core's signRequest of the configured
 * public API base (SCM_API_BASE) + the request path + the raw body text; else 400 请求签名无效.
 * Put it after requireFn: `app.post('/AppMateriel/Save', requireFn(fn, 'edit'), requireSignature, h)`.
 */
export const requireSignature: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = (c.req.header(SIGN_HEADER) ?? '').trim().toUpperCase()
  const raw = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await bodyText(c)
  const expected = signRequest(c.get('config').apiBase, c.req.path, raw, nativeMd5)
  const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  if (!valid) return fail(c, '请求签名无效', 400)
  return next()
}

/**
 * requireSignature for every route under a prefix, routes an area does not write itself (the
 * document kit's) included: `app.use('/SaleCheck/*', signedRoutes)`. It checks in the order a
 * caller is told things: not signed in → the route's 401; not granted the route's function and
 * button → the route's 403; then the signature (400 请求签名无效); then the route.
 */
export const signedRoutes: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) return next()
  const declared = matchedRoutes(c)
    .map((r) => routeGrant(r.handler))
    .find((d) => d !== undefined)
  if (declared && !admits(await loadGrants(c), declared)) return next()
  return requireSignature(c, next)
}
