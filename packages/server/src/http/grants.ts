import type { Context, MiddlewareHandler } from 'hono'
import { inArray } from 'drizzle-orm'
import type { AppEnv, Grants } from './context'
import { fail } from './envelope'
import { UNAUTHORIZED_MSG } from './auth'
import { grantsOf, hasGrant } from '../identity/grant-set'
import { sysRoleFunction } from '../identity/role-schema'

export { ADMIN_ROLE, BUTTONS, grantsOf, hasGrant, type Button } from '../identity/grant-set'

/**
 * The caller's grants. `authenticate` reads them from the database with the session, in the same
 * query, on every request (so an admin's change applies to the next call, in every process); the
 * query here only serves a context whose user was set some other way.
 */
export async function loadGrants(c: Context<AppEnv>): Promise<Grants> {
  const cached = c.get('grants')
  if (cached) return cached
  const user = c.get('user')
  let grants: Grants = new Map()
  if (user) {
    const rows = user.roles.length
      ? await c
          .get('db')
          .select({ fn: sysRoleFunction.functionId, buttons: sysRoleFunction.buttons })
          .from(sysRoleFunction)
          .where(inArray(sysRoleFunction.role, user.roles))
      : []
    grants = grantsOf(user.roles, rows.map((r) => [r.fn, r.buttons] as const))
  }
  c.set('grants', grants)
  return grants
}

/** In-handler check, e.g. whether to include audit actions. */
export async function can(c: Context<AppEnv>, fnId: string | readonly string[], button?: string): Promise<boolean> {
  const grants = await loadGrants(c)
  return [fnId].flat().some((id) => hasGrant(grants, id, button))
}

/** Whose rows a route reads or changes: it applies ownerScope for that kind of owner. */
export type OwnerKind = 'supplier' | 'customer'

/** What a route declares with requireFn: readable from the route table (routeGrant). */
export interface GrantDeclaration {
  /** Function ids (any of them), or '*' = any signed-in user. */
  fns: readonly string[] | '*'
  button?: string
  /** The route is owner-scoped: a supplier/customer user reaches only his own rows. */
  owner?: readonly OwnerKind[]
}

export interface RequireOptions {
  /** Declares the route owner-scoped (documentation + the route-table tests); the handler still calls ownerScope. */
  owner?: OwnerKind | readonly OwnerKind[]
}

/** The usual declarations: rows owned by a supplier (supplyid) / by a customer. */
export const SUPPLIER_OWNED: RequireOptions = { owner: 'supplier' }
export const CUSTOMER_OWNED: RequireOptions = { owner: 'customer' }

/** The answer (403) to a caller whose roles lack the function or its button. */
export const FORBIDDEN_MSG = '无权限'

const declarations = new WeakMap<object, GrantDeclaration>()

/** The grant a route handler (a requireFn middleware) declares, if it is one. */
export function routeGrant(handler: unknown): GrantDeclaration | undefined {
  return typeof handler === 'function' ? declarations.get(handler) : undefined
}

/**
 * Every endpoint names the menu function it serves (core routeTree id, e.g. 'sysmanage_basecode'),
 * and optionally the button: `app.post('/x', requireFn('order_publish', 'add'), handler)`.
 * Several ids = any of them (a call shared by screens). '*' = any signed-in user.
 * Owner-scoped calls say so: `requireFn(ORDER_FNS, SUPPLIER_OWNED)`, `requireFn(fns, 'export', SUPPLIER_OWNED)`.
 * Refusal: HTTP 403 {Code:0, Msg:'无权限'}. The declaration stays readable from the route table
 * (routeGrant(handler), see route-grants.ts), so a test walking app.routes knows what every route needs.
 */
export function requireFn(fnId: string | readonly string[], options?: RequireOptions): MiddlewareHandler<AppEnv>
export function requireFn(fnId: string | readonly string[], button?: string, options?: RequireOptions): MiddlewareHandler<AppEnv>
export function requireFn(
  fnId: string | readonly string[],
  buttonOrOptions?: string | RequireOptions,
  options: RequireOptions = {},
): MiddlewareHandler<AppEnv> {
  const button = typeof buttonOrOptions === 'string' ? buttonOrOptions : undefined
  if (typeof buttonOrOptions === 'object') options = buttonOrOptions
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('user')) return fail(c, UNAUTHORIZED_MSG, 401)
    if (fnId === '*') return next()
    if (!(await can(c, fnId, button))) return fail(c, FORBIDDEN_MSG, 403)
    return next()
  }
  const owner = options.owner === undefined ? undefined : [options.owner].flat()
  declarations.set(guard, {
    fns: fnId === '*' ? '*' : [fnId].flat(),
    ...(button ? { button } : {}),
    ...(owner ? { owner } : {}),
  })
  return guard
}

/** Whether grants admit a route's declaration (any of its functions, with its button). */
export function admits(grants: Grants, declaration: GrantDeclaration): boolean {
  const { fns, button } = declaration
  return fns === '*' || fns.some((fn) => hasGrant(grants, fn, button))
}

/** Any signed-in user (mail count, current user, own password…). */
export const signedIn: MiddlewareHandler<AppEnv> = requireFn('*')
