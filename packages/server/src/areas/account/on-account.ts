import type { OnAccountRow } from '@scm/core/account'
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser, ListRequest } from '../../http'
import { managedSuppliers, ownerScope } from '../../platform/owner-scope'
import { optionalDate, optionalId } from '../../platform/input'
import { refuse } from '../../http'
import { accStatement as S } from './schema'

// 挂账查询 (MyAccount_query): per supplier and company, the amounts confirmed statements booked as
// owed and the amounts still being reconciled (published or disputed), over the statements whose
// period ends in the dates asked for. Summed in SQL numeric (exact); drafts are nobody's debt yet.

const LIVE = ['已发布', '有异议', '已确认']

function onAccountWhere(user: CurrentUser, f: Record<string, unknown>): SQL | undefined {
  const supplyid = optionalId(f.supplyid, '供应商')
  const companyId = optionalId(f.company_id, '公司')
  const from = optionalDate(f.period_to_from, '开始日期')
  const to = optionalDate(f.period_to_to, '结束日期')
  if (from && to && from > to) refuse('结束日期不能早于开始日期')
  return and(
    inArray(S.status, LIVE),
    ownerScope(user, { supplyid: S.supplyid }),
    managedSuppliers(user, S.supplyid),
    supplyid === null ? undefined : eq(S.supplyid, supplyid),
    companyId === null ? undefined : eq(S.company_id, companyId),
    from ? gte(S.period_to, from) : undefined,
    to ? lte(S.period_to, to) : undefined,
  )
}

/** A page of supplier × company groups, with the 合计 of every group (ListPage.summary). */
export async function onAccount(db: Db, user: CurrentUser, q: ListRequest) {
  const where = onAccountWhere(user, q.filters)
  const result = await db.execute(sql`
    with g as (
      select ${S.supplyid} as supplyid, ${S.company_id} as company_id,
             count(*) filter (where ${S.status} = '已确认')::int as confirmed_count,
             coalesce(sum(${S.total_amount}) filter (where ${S.status} = '已确认'), 0) as confirmed_amount,
             count(*) filter (where ${S.status} <> '已确认')::int as pending_count,
             coalesce(sum(${S.total_amount}) filter (where ${S.status} <> '已确认'), 0) as pending_amount,
             to_char(max(${S.confirmed_at}), 'YYYY-MM-DD HH24:MI:SS') as last_confirmed_at
        from ${S} where ${where}
       group by 1, 2)
    select (select count(*)::int from g) as total,
           (select json_build_object('confirmed_count', coalesce(sum(confirmed_count), 0), 'confirmed_amount', coalesce(sum(confirmed_amount), 0)::text,
                                     'pending_count', coalesce(sum(pending_count), 0), 'pending_amount', coalesce(sum(pending_amount), 0)::text) from g) as summary,
           (select coalesce(json_agg(p), '[]'::json) from (
              select g.supplyid, s.supply_name, g.company_id, c.co_desc, g.confirmed_count, g.confirmed_amount::text as confirmed_amount,
                     g.pending_count, g.pending_amount::text as pending_amount, g.last_confirmed_at
                from g join pc_supply s on s.supplyid = g.supplyid join sys_company c on c.id = g.company_id
               order by g.supplyid, c.co_code
               limit ${q.rows} offset ${(q.page - 1) * q.rows}) p) as rows`)
  const [answer] = (result as unknown as { rows: { total: number; summary: Record<string, unknown>; rows: OnAccountRow[] }[] }).rows
  return answer!
}
