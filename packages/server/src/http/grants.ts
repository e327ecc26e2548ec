import type { Context, MiddlewareHandler } from 'hono'
import { inArray } from 'drizzle-orm'
import type { AppEnv, Grants } from './context'
import { fail } from './envelope'
import { UNAUTHORIZED_MSG } from './auth'
import { sysRoleFunction } from '../areas/menu/schema'

/** The role that may do everything, including functions added after the database was seeded. */
export const ADMIN_ROLE = 'admin'
/** Buttons a grant can carry. */
export const BUTTONS = ['add', 'edit', 'delete', 'export', 'audit'] as const
export type Button = (typeof BUTTONS)[number]

/** The caller's grants, read once per request (so an admin's change applies to the next call). */
export async function loadGrants(c: Context<AppEnv>): Promise<Grants> {
  const cached = c.get('grants')
  if (cached) return cached
  const user = c.get('user')
  let grants: Grants
  if (!user) grants = new Map()
  else if (user.roles.includes(ADMIN_ROLE)) grants = 'all'
  else {
    const rows = user.roles.length
      ? await c
          .get('db')
          .select({ fn: sysRoleFunction.functionId, buttons: sysRoleFunction.buttons })
          .from(sysRoleFunction)
          .where(inArray(sysRoleFunction.role, user.roles))
      : []
    grants = new Map()
    for (const row of rows) {
      const set = grants.get(row.fn) ?? new Set<string>()
      for (const b of row.buttons) set.add(b)
      grants.set(row.fn, set)
    }
  }
  c.set('grants', grants)
  return grants
}

export function hasGrant(grants: Grants, fnId: string, button?: string): boolean {
  if (grants === 'all') return true
  const buttons = grants.get(fnId)
  return !!buttons && (!button || buttons.has(button))
}

/** In-handler check, e.g. whether to include audit actions. */
export async function can(c: Context<AppEnv>, fnId: string | readonly string[], button?: string): Promise<boolean> {
  const grants = await loadGrants(c)
  return [fnId].flat().some((id) => hasGrant(grants, id, button))
}

/**
 * Every endpoint names the menu function it serves (core routeTree id, e.g. 'sysmanage_basecode'),
 * and optionally the button: `app.post('/x', requireFn('order_publish', 'add'), handler)`.
 * Several ids = any of them (a call shared by screens). '*' = any signed-in user.
 * Refusal: HTTP 403 {Code:0, Msg:'无权限'}.
 */
export function requireFn(fnId: string | readonly string[], button?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('user')) return fail(c, UNAUTHORIZED_MSG, 401)
    if (fnId === '*') return next()
    if (!(await can(c, fnId, button))) return fail(c, '无权限', 403)
    return next()
  }
}

/** Any signed-in user (mail count, current user, own password…). */
export const signedIn: MiddlewareHandler<AppEnv> = requireFn('*')
