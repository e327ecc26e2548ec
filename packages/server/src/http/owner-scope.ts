import { eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CurrentUser } from './context'

export interface OwnerColumns {
  /** The column holding the supplier's supplyid. */
  supplyid?: AnyPgColumn
  /** The column holding the customer id. */
  customer?: AnyPgColumn
}

/**
 * THE owner filter: AND it into the WHERE of every query on supplier- or customer-owned rows.
 * Supplier user → `supplyid = <own>`; customer user → `customer = <own>`; a supplier or customer
 * user on a table without their column sees nothing; staff → undefined (no filter).
 *   db.select().from(order).where(and(eq(order.id, id), ownerScope(user, { supplyid: order.supplyid })))
 */
export function ownerScope(user: CurrentUser, columns: OwnerColumns): SQL | undefined {
  if (user.supplyid != null) return columns.supplyid ? eq(columns.supplyid, user.supplyid) : sql`false`
  if (user.customerId != null) return columns.customer ? eq(columns.customer, user.customerId) : sql`false`
  return undefined
}

/** Internal staff: neither a supplier's nor a customer's user. */
export function isStaff(user: CurrentUser): boolean {
  return user.supplyid == null && user.customerId == null
}
