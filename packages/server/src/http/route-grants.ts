import type { Hono } from 'hono'
import { routeGrant, type GrantDeclaration } from './grants'
import { isPublicPath } from './public-paths'
import { routeInput, type CallInput } from './call-input'
import { requireSignature } from './signature'
import { isSignedPath } from '@scm/core'

/** One endpoint of the route table and what it declares. */
export interface DeclaredRoute {
  method: string
  path: string
  /** Listed in public-paths.ts: answers without a login. */
  isPublic: boolean
  /** The requireFn/signedIn declaration among its handlers; undefined = declares nothing. */
  grant?: GrantDeclaration
  /** What it reads (an `accepts` declaration among its handlers), for the OpenAPI contract. */
  input?: CallInput
  /** The `code` header must sign it (requireSignature, or a prefix core's client always signs). */
  signed?: boolean
}

/**
 * The route table with each endpoint's declared grant (and input): every handler Hono registered for a
 * method and path (middleware included), grouped per endpoint. Global middleware (`ALL`) is left
 * out. Used by the route-table tests and by the menu (a screen's calls must be granted).
 */
export function declaredRoutes(app: Pick<Hono<any>, 'routes'>): DeclaredRoute[] {
  const byKey = new Map<string, DeclaredRoute>()
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL') continue
    const key = `${method} ${path}`
    const route = byKey.get(key) ?? { method, path, isPublic: isPublicPath(path), ...(isSignedPath(path) ? { signed: true } : {}) }
    if (handler === requireSignature) route.signed = true
    const grant = routeGrant(handler)
    if (grant && !route.grant) route.grant = grant
    const input = routeInput(handler)
    if (input && !route.input) route.input = input
    byKey.set(key, route)
  }
  return [...byKey.values()]
}

/** `'POST /Order/OrderPublish/GetList'` → that route of the app, from its current route table. */
export type RouteLookup = (call: string) => DeclaredRoute | undefined

/** Looks calls up in the app's route table, re-read when routes were added since the last call. */
export function routeLookup(app: Pick<Hono<any>, 'routes'>): RouteLookup {
  let seen = -1
  let byCall = new Map<string, DeclaredRoute>()
  return (call) => {
    if (app.routes.length !== seen) {
      byCall = new Map(declaredRoutes(app).map((r) => [`${r.method} ${r.path}`, r]))
      seen = app.routes.length
    }
    return byCall.get(call.trim().replace(/\s+/, ' '))
  }
}
