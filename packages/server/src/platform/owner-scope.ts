import { eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CurrentUser } from '../http/context'
import { supplyAuthority } from './schema'
import { inline, type Bind } from '../db/statements'

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
export function ownerScope(user: CurrentUser, columns: OwnerColumns, bind: Bind = inline): SQL | undefined {
  if (user.supplyid != null) return columns.supplyid ? eq(columns.supplyid, bind(user.supplyid)) : sql`false`
  if (user.customerId != null) return columns.customer ? eq(columns.customer, bind(user.customerId)) : sql`false`
  return undefined
}

/** Internal staff: neither a supplier's nor a customer's user. */
export function isStaff(user: CurrentUser): boolean {
  return user.supplyid == null && user.customerId == null
}

/**
 * Supplier authorisation (supply_authority, /sysmanage/supply_authority): a staff user with rows
 * manages only those suppliers; a staff user without rows (warehouse, quality, admin) all of them.
 * Evaluated inside the query, so paging and counts stay right. Partner users: undefined (their
 * own scope is ownerScope).
 */
export function managedSuppliers(user: CurrentUser, supplyid: AnyPgColumn, bind: Bind = inline): SQL | undefined {
  if (!isStaff(user)) return undefined
  const SA = supplyAuthority
  const userid = bind(user.userid)
  return sql`(${supplyid} in (select ${SA.supplyid} from ${SA} where ${SA.userid} = ${userid})
    or not exists (select 1 from ${SA} where ${SA.userid} = ${userid}))`
}
