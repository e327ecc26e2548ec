import type { ResourceDef } from '@scm/core'
import type { CurrentUser } from '../session/current-user'

/**
 * The fields of a definition's owner scope (`scope: { supplyid: 'supplyid' }`) that name the
 * caller himself: a supplier's user on a supplier-scoped list (his supplyid), a customer's user on
 * a customer-scoped one (his customerId). He only ever sees his own rows, so a filter or a column
 * on such a field tells him nothing. Staff: none.
 */
export function ownScopeFields(def: ResourceDef, user: CurrentUser | null): string[] {
  const scope = def.scope
  if (!scope || !user) return []
  return [
    ...(scope.supplyid && user.supplyid != null ? [scope.supplyid] : []),
    ...(scope.customer && user.customerId != null ? [scope.customer] : []),
  ]
}

/**
 * The owner-scope fields a list leaves out: the caller's own (ownScopeFields), and while the
 * caller is still loading all of them, so a supplier never sees the 供应商 filter (nor asks for
 * its options, which he may not) before the list knows who he is.
 */
export function hiddenScopeFields(def: ResourceDef, user: CurrentUser | null | undefined): ReadonlySet<string> {
  if (user !== undefined) return new Set(ownScopeFields(def, user))
  return new Set([def.scope?.supplyid, def.scope?.customer].filter((f): f is string => !!f))
}
