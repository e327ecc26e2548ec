import type { Grants } from '../http/context'

/** The role that may do everything, including functions added after the database was seeded. */
export const ADMIN_ROLE = 'admin'
/** Buttons a grant can carry. */
export const BUTTONS = ['add', 'edit', 'delete', 'export', 'audit'] as const
export type Button = (typeof BUTTONS)[number]

/** Grants from the caller's roles and the grant rows of those roles (two roles may grant one function). */
export function grantsOf(roles: readonly string[], rows: Iterable<readonly [fn: string, buttons: readonly string[]]>): Grants {
  if (roles.includes(ADMIN_ROLE)) return 'all'
  const grants = new Map<string, Set<string>>()
  for (const [fn, buttons] of rows) {
    const set = grants.get(fn) ?? new Set<string>()
    for (const b of buttons) set.add(b)
    grants.set(fn, set)
  }
  return grants
}

export function hasGrant(grants: Grants, fnId: string, button?: string): boolean {
  if (grants === 'all') return true
  const buttons = grants.get(fnId)
  return !!buttons && (!button || buttons.has(button))
}
