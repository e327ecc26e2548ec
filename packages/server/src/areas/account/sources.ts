import type { SupplierToReconcile } from '@scm/core/account'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http'
import { managedSuppliers } from '../../platform/owner-scope'
import { pcSupply } from '../../identity/partner-schema'
import { ResourceError } from '../../resource/records'
import { claimSources, receiptSources, type StatementScope } from './statement'

/** One line a statement of the scope would take now (GetSale_Check_Acc_Prod). */
export interface StatementSource {
  source: '收货' | '索赔'
  source_no: string
  rcv_date: string
  mtr_code: string
  mtr_name: string
  qty: number | null
  price: number | null
  amount: number
}

/**
 * What a statement of a supplier and period would take now: his accepted receipt lines at their
 * agreed prices and his settled claims that are on no live statement, with their exact total
 * (summed in SQL). Staff see only the suppliers they manage.
 */
export async function sourcesOf(db: Db, user: CurrentUser, scope: StatementScope & { supplyid: number }) {
  const [managed] = await db
    .select({ supplyid: pcSupply.supplyid })
    .from(pcSupply)
    .where(and(eq(pcSupply.supplyid, scope.supplyid), managedSuppliers(user, pcSupply.supplyid)))
  if (!managed) throw new ResourceError('供应商不存在', 404)
  const result = await db.execute(sql`
    with s as (
      select '收货' as source, source_no, rcv_date::text as rcv_date, mtr_code, mtr_name, qty, price, amount from (${receiptSources(scope)}) r
      union all
      select '索赔', source_no, rcv_date::text, '', mtr_name, null, null, amount from (${claimSources(scope)}) c)
    select (select coalesce(sum(amount), 0)::text from s) as total,
           (select coalesce(json_agg(s order by source desc, rcv_date, source_no), '[]'::json) from s) as rows`)
  const [answer] = (result as unknown as { rows: { total: string; rows: StatementSource[] }[] }).rows
  return { rows: answer!.rows, total_amount: answer!.total }
}

/**
 * The suppliers a buyer has still to reconcile for a period — those he manages with accepted
 * receipt lines or settled claims on no live statement — with their exact amounts, by supplier.
 */
export async function suppliersToReconcile(db: Db, user: CurrentUser, period: { periodFrom: string; periodTo: string }) {
  const scope: StatementScope = { supplyid: null, ...period }
  const result = await db.execute(sql`
    with s as (
      select supplyid, 1 as receipt, amount, 0 as claim from (${receiptSources(scope)}) r
      union all
      select supplyid, 0, 0, amount from (${claimSources(scope)}) c)
    select coalesce(json_agg(g order by g.supplyid), '[]'::json) as rows from (
      select s.supplyid, ${pcSupply.supplyName} as supply_name, sum(receipt)::int as receipt_lines,
             sum(s.amount)::text as receipt_amount, sum(s.claim)::text as claim_amount, (sum(s.amount) + sum(s.claim))::text as total_amount
        from s join ${pcSupply} on ${pcSupply.supplyid} = s.supplyid
       where ${managedSuppliers(user, pcSupply.supplyid) ?? sql`true`}
       group by s.supplyid, ${pcSupply.supplyName}) g`)
  return (result as unknown as { rows: { rows: SupplierToReconcile[] }[] }).rows[0]!.rows
}
