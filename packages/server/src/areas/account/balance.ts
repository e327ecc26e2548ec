import { BALANCE_MESSAGES as M, type BalanceRow } from '@scm/core/account'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import type { Db } from '../../db'
import { readBody, refuse, type AppEnv, type CurrentUser, type ListRequest } from '../../http'
import { isBlank, optionalId, parseId } from '../../platform/input'
import { managedSuppliers, ownerScope } from '../../platform/owner-scope'
import type { RecordKey } from '../../resource/records'
import { ResourceError } from '../../resource/records'
import { sysCompany } from '../../identity/org-schema'
import { pcSupply } from '../../identity/partner-schema'
import { accBalance as B, accPayment as P, accRunningBalance as R } from './schema'
import * as clock from '../../clock'
import { nowSql } from '../../clock/sql'

// 往来余额: per company × supplier × month, opening + confirmed statements − payments = closing. The
// running balances (acc_running_balance) are kept from the records by the database in the writing
// transaction: statements once confirmed (by their period's end date), payments and opening entries
// (SCM_SupplyAcc, by their date's month). A month's opening is every opening entry of it and before,
// plus every statement less every payment before it.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** A month as yyyy-MM, or the 400 the screens show. */
export function parseMonth(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (!MONTH.test(text)) refuse(M.period)
  return text
}

const optionalMonth = (raw: unknown) => (isBlank(raw) ? null : parseMonth(raw))

/** Who the caller may see: a supplier himself, staff the suppliers they manage. */
const visible = (user: CurrentUser, supplyid: AnyPgColumn) => and(ownerScope(user, { supplyid }), managedSuppliers(user, supplyid)) ?? sql`true`

/**
 * The month's balances of a company, one per supplier with any figure up to the month (the caller's
 * suppliers only, in the query): each supplier's latest running balance up to the month, one index
 * probe — the month's own row, or the closing of an earlier one carried into it.
 */
function balancesNow(user: CurrentUser, companyId: number, period: string, supplyid: number | null): SQL {
  const here = sql`latest.period = ${period}`
  return sql`
    select ${pcSupply.supplyid} as supplyid,
           case when ${here} then latest.opening_amount else latest.closing_amount end as opening,
           case when ${here} then latest.statement_amount else 0 end as statement,
           case when ${here} then latest.payment_amount else 0 end as payment,
           latest.closing_amount as closing
      from ${pcSupply}
      cross join lateral (
        select ${R.period} as period, ${R.openingAmount} as opening_amount, ${R.statementAmount} as statement_amount,
               ${R.paymentAmount} as payment_amount, ${R.closingAmount} as closing_amount
          from ${R}
         where ${R.companyId} = ${companyId} and ${R.supplyid} = ${pcSupply.supplyid} and ${R.period} <= ${period}
         order by ${R.period} desc limit 1) latest
     where ${and(visible(user, pcSupply.supplyid), supplyid === null ? undefined : eq(pcSupply.supplyid, supplyid))}`
}

/** The company asked for: by id, or by its code (SCM_CheckAcc: 01 the vehicle plant, SCM_CheckAcc_Fdj: 03 the engine plant). */
export async function companyOf(db: Db, f: Record<string, unknown>): Promise<number> {
  if (!isBlank(f.company_id)) return parseId(f.company_id, '公司')
  if (isBlank(f.company_code)) refuse(M.company)
  const [row] = await db.select({ id: sysCompany.id }).from(sysCompany).where(eq(sysCompany.coCode, String(f.company_code).trim().slice(0, 10)))
  if (!row) refuse('公司不存在')
  return row.id
}

/** A page of a month's balances of a company, computed now, with their publication (GetCheckAcc). */
export async function balanceList(db: Db, user: CurrentUser, q: ListRequest) {
  const companyId = await companyOf(db, q.filters)
  // no month chosen (a cleared filter): this month
  const period = isBlank(q.filters.period) ? clock.today().slice(0, 7) : parseMonth(q.filters.period)
  const supplyid = optionalId(q.filters.supplyid, '供应商')
  // count and 合计 over every supplier in one pass; names and publications joined for the page only
  const result = await db.execute(sql`
    with n as (${balancesNow(user, companyId, period, supplyid)})
    select t.total, t.summary,
           (select coalesce(json_agg(p order by p.supplyid), '[]'::json) from (
              select b.id, ${companyId}::int as company_id, c.co_desc, n.supplyid, s.supply_name, ${period}::text as period,
                     n.opening::text as opening_amount, n.statement::text as statement_amount, n.payment::text as payment_amount, n.closing::text as closing_amount,
                     coalesce(b.status, '未发布') as status, b.id is not null and b.closing_amount <> n.closing as changed,
                     to_char(b.published_at, 'YYYY-MM-DD HH24:MI:SS') as published_at,
                     to_char(b.answered_at, 'YYYY-MM-DD HH24:MI:SS') as confirmed_at, coalesce(b.dispute_reason, '') as dispute_reason
                from (select * from n order by supplyid limit ${q.rows} offset ${q.offset}) n
                left join pc_supply s on s.supplyid = n.supplyid join sys_company c on c.id = ${companyId}
                left join ${B} b on b.company_id = ${companyId} and b.supplyid = n.supplyid and b.period = ${period}) p) as rows
      from (select count(*)::int as total,
                   json_build_object('opening_amount', coalesce(sum(opening), 0)::text, 'statement_amount', coalesce(sum(statement), 0)::text,
                                     'payment_amount', coalesce(sum(payment), 0)::text, 'closing_amount', coalesce(sum(closing), 0)::text) as summary
              from n) t`)
  const [answer] = (result as unknown as { rows: { total: number; summary: Record<string, string>; rows: BalanceRow[] }[] }).rows
  return answer!
}

/**
 * PublishBalance: the month's balances of a company (all the caller's suppliers, or those named) as
 * they are now become published rows the suppliers answer; a confirmed one is never published again.
 */
export async function publishBalances(tx: Db, user: CurrentUser, input: { companyId: number; period: string; supplyids: number[] | null }) {
  if (input.supplyids?.length) {
    const [locked] = await tx
      .select({ id: B.id })
      .from(B)
      .where(and(eq(B.companyId, input.companyId), eq(B.period, input.period), inArray(B.supplyid, input.supplyids), eq(B.status, '已确认')))
      .limit(1)
    if (locked) throw new ResourceError(M.confirmed, 409)
  }
  const result = await tx.execute(sql`
    with n as (${balancesNow(user, input.companyId, input.period, null)})
    insert into ${B} (company_id, supplyid, period, opening_amount, statement_amount, payment_amount, closing_amount, status, published_by, published_at)
    select ${input.companyId}, n.supplyid, ${input.period}, n.opening, n.statement, n.payment, n.closing, '已发布', ${user.UserName}, ${nowSql()}
      from n where ${input.supplyids?.length ? sql`n.supplyid in (${sql.join(input.supplyids.map((id) => sql`${id}`), sql`, `)})` : sql`true`}
    on conflict (company_id, supplyid, period) do update set
      opening_amount = excluded.opening_amount, statement_amount = excluded.statement_amount, payment_amount = excluded.payment_amount,
      closing_amount = excluded.closing_amount, status = '已发布', version = ${B}.version + 1, dispute_reason = '',
      published_by = excluded.published_by, published_at = excluded.published_at, answered_by = '', answered_at = null
      where ${B}.status <> '已确认'
    returning id`)
  const published = (result as unknown as { rows: unknown[] }).rows.length
  if (!published) throw new ResourceError(M.nothing, 400)
  return { published }
}

/** A page of published balances (Account_confirm_kc, the balance widget), newest month first. */
export async function publishedBalances(db: Db, user: CurrentUser, q: ListRequest) {
  const f = q.filters
  const companyId = optionalId(f.company_id, '公司')
  const from = optionalMonth(f.period_from)
  const to = optionalMonth(f.period_to)
  const supplyid = optionalId(f.supplyid, '供应商')
  const status = isBlank(f.status) ? null : String(f.status).trim()
  const where = and(
    visible(user, B.supplyid),
    companyId === null ? undefined : eq(B.companyId, companyId),
    supplyid === null ? undefined : eq(B.supplyid, supplyid),
    status === null ? undefined : eq(B.status, status),
    from ? sql`${B.period} >= ${from}` : undefined,
    to ? sql`${B.period} <= ${to}` : undefined,
  )
  const result = await db.execute(sql`
    with r as (
      select ${B.id} as id, ${B.companyId} as company_id, c.co_desc, ${B.supplyid} as supplyid, s.supply_name, ${B.period} as period,
             ${B.openingAmount}::text as opening_amount, ${B.statementAmount}::text as statement_amount, ${B.paymentAmount}::text as payment_amount,
             ${B.closingAmount}::text as closing_amount, ${B.status} as status, ${B.version} as version,
             to_char(${B.publishedAt}, 'YYYY-MM-DD HH24:MI:SS') as published_at, to_char(${B.answeredAt}, 'YYYY-MM-DD HH24:MI:SS') as confirmed_at,
             ${B.disputeReason} as dispute_reason, c.co_code
        from ${B} join pc_supply s on s.supplyid = ${B.supplyid} join sys_company c on c.id = ${B.companyId}
       where ${where})
    select (select count(*)::int from r) as total,
           (select coalesce(json_agg(p), '[]'::json) from (select * from r order by period desc, co_code, supplyid limit ${q.rows} offset ${q.offset}) p) as rows`)
  const [answer] = (result as unknown as { rows: { total: number; rows: BalanceRow[] }[] }).rows
  return answer!
}

/** ConfirmBalance / DisputeBalance: the owning supplier answers a published balance (one conditional UPDATE). */
export async function answerBalance(db: Db, user: CurrentUser, input: { id: number; confirm: boolean; reason: string }) {
  const [moved] = await db
    .update(B)
    .set({ status: input.confirm ? '已确认' : '有异议', disputeReason: input.confirm ? '' : input.reason, answeredBy: user.UserName, answeredAt: nowSql() })
    .where(and(eq(B.id, input.id), eq(B.status, '已发布'), visible(user, B.supplyid)))
    .returning({ id: B.id, status: B.status })
  if (moved) return moved
  const [seen] = await db.select({ id: B.id }).from(B).where(and(eq(B.id, input.id), visible(user, B.supplyid)))
  throw new ResourceError(seen ? M.notAnswerable : M.notFound, seen ? 409 : 404)
}

/**
 * SCM_SupplyAcc's guard: a payment or opening entry counts in its month's balance, so neither the
 * entry saved nor one changed or deleted may fall in a month whose balance the supplier confirmed.
 */
export async function guardConfirmedMonth(c: Context<AppEnv>, ids: RecordKey[]): Promise<void> {
  const db = c.get('db')
  const months: { companyId: unknown; supplyid: unknown; date: unknown }[] = []
  if (c.req.path.endsWith('/Save')) {
    const body = await readBody(c)
    months.push({ companyId: body.company_id, supplyid: body.supplyid, date: body.entry_date })
  }
  if (ids.length) {
    const rows = await db.select({ companyId: P.company_id, supplyid: P.supplyid, date: P.entry_date }).from(P).where(inArray(P.id, ids.map(Number)))
    months.push(...rows)
  }
  for (const m of months) {
    const company = Number(m.companyId)
    const supply = Number(m.supplyid)
    const period = typeof m.date === 'string' ? m.date.slice(0, 7) : ''
    if (!Number.isSafeInteger(company) || !Number.isSafeInteger(supply) || !MONTH.test(period)) continue
    const [locked] = await db
      .select({ id: B.id })
      .from(B)
      .where(and(eq(B.companyId, company), eq(B.supplyid, supply), eq(B.period, period), eq(B.status, '已确认')))
      .limit(1)
    if (locked) refuse(`${period} 的余额已确认，不能修改该月的付款或期初余额`, 409)
  }
}
