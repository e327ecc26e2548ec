import { CHANGE_KINDS, REVIEW_DEPTS, REVIEW_IMPACTED, REVIEW_MESSAGES as M, type OrderType } from '@scm/core/review'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import * as clock from '../../clock'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { refuse } from '../../http/envelope'
import type { CurrentUser } from '../../http/context'
import { orgDept } from '../../identity/org-schema'
import { saleCustomer, pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { saOrder } from '../../business/vehicle-schema'
import { pdBom, saChangeHandling, saOrderAuditrst, saOrderBom, saOrderReview } from './schema'

// The review of one sales order: its departments' audits and the changes that touch it (its own BOM
// and its prices are order-bom.ts, SetReady readiness.ts).

export type Row = Record<string, unknown>

export async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The caller's department (sys_user.dept_id), null without one. */
export async function deptOf(db: Db, user: CurrentUser): Promise<number | null> {
  const [row] = await db.select({ dept: sysUser.deptId }).from(sysUser).where(eq(sysUser.userid, user.userid))
  return row?.dept ?? null
}

/** A reviewer is limited to his department's audits and to-do; other staff with the function see all. */
export const isReviewer = (user: CurrentUser) => user.roles.includes('reviewer') && !user.roles.includes('admin')

/** Department ids by name (the names REVIEW_DEPTS and a change's 处理部门 give). */
export async function deptIds(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map()
  const rows = await db.select({ id: orgDept.id, name: orgDept.deptName }).from(orgDept).where(inArray(orgDept.deptName, [...names]))
  return new Map(rows.map((r) => [r.name, r.id]))
}

export interface OrderRow {
  id: number
  order_no: string
  customer_id: number
  cust_name: string
  model: string
  configuration: string
  qty: number
  order_date: string | null
  delivery_date: string
  status: string
  order_type: string
  reason: string
  remark: string
  ready_at: string | null
  ready_by: string
}

const orderColumns = sql`o.id, o.order_no, o.customer_id, c.cust_name, o.model, coalesce(o.configuration, '') as configuration, o.qty,
  o.order_date::text as order_date, o.delivery_date::text as delivery_date, coalesce(r.status, '待评审') as status,
  coalesce(r.order_type, '标准订单') as order_type, coalesce(r.reason, '') as reason, coalesce(r.remark, '') as remark,
  to_char(r.ready_at, 'YYYY-MM-DD HH24:MI:SS') as ready_at, coalesce(r.ready_by, '') as ready_by`
export const orderFrom = sql`${saOrder} o left join ${saOrderReview} r on r.order_id = o.id left join ${saleCustomer} c on c.customer_id = o.customer_id`

export async function getOrder(db: Db, id: number): Promise<OrderRow> {
  const [row] = await rowsOf<OrderRow>(db, sql`select ${orderColumns} from ${orderFrom} where o.id = ${id}`)
  if (!row) refuse(M.noOrder, 404)
  return row
}

export async function orderByNo(db: Db, no: string): Promise<OrderRow> {
  const [row] = await rowsOf<OrderRow>(db, sql`select ${orderColumns} from ${orderFrom} where o.order_no = ${no}`)
  if (!row) refuse(M.noOrder, 404)
  return row
}

export async function listOrders(db: Db, where: SQL, page: number, rows: number) {
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${orderFrom} where ${where}`)
  const list = await rowsOf<OrderRow & { agreed: number; audits: number }>(
    db,
    sql`select ${orderColumns},
      (select count(*)::int from ${saOrderAuditrst} a where a.order_id = o.id and a.result = '同意') as agreed,
      (select count(*)::int from ${saOrderAuditrst} a where a.order_id = o.id) as audits
      from ${orderFrom} where ${where} order by o.delivery_date, o.id limit ${rows} offset ${(page - 1) * rows}`,
  )
  return { rows: list, total: count?.n ?? 0, page }
}

/**
 * The order's review, started if it has none (first review): the review row, one audit per
 * department its type requires, and its own BOM copied from the standard of its model and
 * configuration. In the caller's transaction.
 */
export async function ensureReview(tx: Db, order: OrderRow): Promise<void> {
  if (order.status !== '待评审') return
  const [made] = await tx.insert(saOrderReview).values({ orderId: order.id, status: '评审中' }).onConflictDoNothing().returning({ id: saOrderReview.orderId })
  if (!made) return
  await syncAudits(tx, order.id, '标准订单')
  await tx.execute(sql`insert into ${saOrderBom} (order_id, parent_mtr_id, mtr_id, qty)
    select ${order.id}, b.parent_mtr_id, b.mtr_id, b.qty from ${pdBom} b where b.model = ${order.model} and b.configuration = ${order.configuration}`)
  order.status = '评审中'
}

/** One audit row per department the type requires (others removed, kept ones keep their result). */
export async function syncAudits(tx: Db, orderId: number, type: OrderType): Promise<void> {
  const ids = await deptIds(tx, REVIEW_DEPTS[type])
  const wanted = [...ids.values()]
  await tx.delete(saOrderAuditrst).where(and(eq(saOrderAuditrst.orderId, orderId), wanted.length ? sql`${saOrderAuditrst.deptId} not in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})` : undefined))
  if (wanted.length) await tx.insert(saOrderAuditrst).values(wanted.map((deptId) => ({ orderId, deptId }))).onConflictDoNothing()
}

export interface AuditRow {
  id: number
  dept_id: number
  dept_name: string
  result: string | null
  opinion: string
  user_name: string
  audited_at: string | null
}

export async function audits(db: Db, orderId: number, deptId?: number | null): Promise<AuditRow[]> {
  return rowsOf<AuditRow>(
    db,
    sql`select a.id, a.dept_id, d.dept_name, a.result, a.opinion, a.user_name, to_char(a.audited_at, 'YYYY-MM-DD HH24:MI:SS') as audited_at
      from ${saOrderAuditrst} a join ${orgDept} d on d.id = a.dept_id
      where a.order_id = ${orderId} ${deptId === undefined ? sql`` : sql`and a.dept_id = ${deptId ?? 0}`} order by d.sort, d.id`,
  )
}

// ---- changes that touch an order ----

export interface ChangeOfOrder {
  id: number
  change_no: string
  title: string
  status: string
  effective_date: string
  issued_at: string | null
  parts: string
  unhandled: string
}

/** The issued changes of a kind whose parts are in the order's BOM, with the departments still to handle them. */
export async function changesOfOrder(db: Db, orderId: number, kind: keyof typeof CHANGE_KINDS, header: SQL, lines: SQL): Promise<ChangeOfOrder[]> {
  const doc = CHANGE_KINDS[kind].doc
  return rowsOf<ChangeOfOrder>(
    db,
    sql`select h.id, h.change_no, h.title, h.status, h.effective_date::text as effective_date, to_char(h.issued_at, 'YYYY-MM-DD HH24:MI:SS') as issued_at,
        (select string_agg(distinct m.mtr_code, ',') from ${lines} l join ${pubMateriel} m on m.mtr_id = l.mtr_id
          where l.doc_id = h.id and l.mtr_id in (select b.mtr_id from ${saOrderBom} b where b.order_id = ${orderId})) as parts,
        coalesce((select string_agg(d.dept_name, ',' order by d.sort) from ${saChangeHandling} x join ${orgDept} d on d.id = x.dept_id
          where x.doc_type = ${doc} and x.doc_id = h.id and x.handled_at is null), '') as unhandled
      from ${header} h
      where h.status <> '草稿' and exists (select 1 from ${lines} l join ${saOrderBom} b on b.mtr_id = l.mtr_id and b.order_id = ${orderId} where l.doc_id = h.id)
      order by h.id desc`,
  )
}

/**
 * Open sales orders (评审中/已退回/已就绪) whose BOM holds one of the parts: where-used from the
 * parts' index straight to the orders (sa_order_bom_mtr_idx).
 */
export async function ordersUsing(db: Db, mtrIds: number[], statuses: readonly string[] = REVIEW_IMPACTED) {
  if (!mtrIds.length) return []
  return rowsOf<{ id: number; order_no: string; model: string; configuration: string; status: string; delivery_date: string; cust_name: string; parts: string }>(
    db,
    sql`select o.id, o.order_no, o.model, coalesce(o.configuration, '') as configuration, r.status, o.delivery_date::text as delivery_date, c.cust_name, u.parts
      from (select b.order_id, string_agg(distinct m.mtr_code, ',') as parts from ${saOrderBom} b join ${pubMateriel} m on m.mtr_id = b.mtr_id
            where b.mtr_id in (${sql.join(mtrIds.map((id) => sql`${id}`), sql`, `)}) group by b.order_id) u
      join ${saOrderReview} r on r.order_id = u.order_id and r.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})
      join ${saOrder} o on o.id = u.order_id left join ${saleCustomer} c on c.customer_id = o.customer_id
      order by o.delivery_date, o.id`,
  )
}

export const nowText = () => dateTimeText(clock.now())
