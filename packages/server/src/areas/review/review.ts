import { CHANGE_KINDS, diffBom, NO_PRICE, REVIEW_DEPTS, REVIEW_IMPACTED, REVIEW_MESSAGES as M, type BomLineIn, type BomMark, type OrderType } from '@scm/core/review'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import * as clock from '../../clock'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { refuse } from '../../http/envelope'
import type { CurrentUser } from '../../http/context'
import { orgDept } from '../../identity/org-schema'
import { saleCustomer, pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { pcPartPrice } from '../../business/catalogue-schema'
import { inForceOn } from '../../business/part-price'
import { saOrder } from '../../business/vehicle-schema'
import { pdBom, saChangeHandling, saOrderAuditrst, saOrderBom, saOrderReview } from './schema'

// The review of one sales order: its departments' audits, its own BOM (copied from the standard),
// prices rolled up from the approved prices in force, the changes that touch it and SetReady.

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

// ---- BOM ----

interface BomRow extends BomLineIn {
  mtr_code?: string
  mtr_name?: string
  spec?: string
  unit?: string
  has_children?: boolean
}

const toLine = (r: Row): BomRow => ({
  ...r,
  parent_mtr_id: Number(r.parent_mtr_id) || null,
  mtr_id: Number(r.mtr_id),
  qty: Number(r.qty),
})

/** Whether the order has a BOM of its own (else the standard is shown). */
async function hasOwnBom(db: Db, orderId: number): Promise<boolean> {
  const [row] = await rowsOf(db, sql`select 1 from ${saOrderBom} where order_id = ${orderId} limit 1`)
  return !!row
}

/**
 * One level of the order's BOM (parent 0 = top), marked against the standard (新增/删除/变更), each
 * line saying whether it has children — ONE statement: the order's own lines of that parent (or the
 * standard's while it has none) fully joined with the standard's, each an index range
 * (sa_order_bom_order_parent_mtr_uq, pd_bom_model_parent_mtr_uq), whatever the BOM's size.
 */
export async function bomLevel(db: Db, order: OrderRow, parent: number) {
  const rows = await rowsOf<Row>(
    db,
    sql`with own_any as (select exists (select 1 from ${saOrderBom} where order_id = ${order.id}) as v),
      std as (select b.mtr_id, b.qty,
          exists (select 1 from ${pdBom} k where k.model = b.model and k.configuration = b.configuration and k.parent_mtr_id = b.mtr_id) as has_children
        from ${pdBom} b where b.model = ${order.model} and b.configuration = ${order.configuration} and b.parent_mtr_id = ${parent}),
      own as (select b.mtr_id, b.qty,
          exists (select 1 from ${saOrderBom} k where k.order_id = b.order_id and k.parent_mtr_id = b.mtr_id) as has_children
        from ${saOrderBom} b where b.order_id = ${order.id} and b.parent_mtr_id = ${parent} and (select v from own_any)),
      mine as (select * from own union all select * from std where not (select v from own_any))
      select coalesce(m.mtr_id, s.mtr_id) as mtr_id, coalesce(m.qty, 0)::float8 as qty, s.qty::float8 as std_qty,
        coalesce(m.has_children, false) as has_children,
        case when m.mtr_id is null then '删除' when s.mtr_id is null then '新增' when m.qty <> s.qty then '变更' else '' end as mark,
        p.mtr_code, p.mtr_name, p.spec, p.unit
      from mine m full join std s on s.mtr_id = m.mtr_id
      join ${pubMateriel} p on p.mtr_id = coalesce(m.mtr_id, s.mtr_id)
      order by (m.mtr_id is null), p.mtr_code`,
  )
  return rows.map((r) => ({
    parent_mtr_id: parent || null,
    mtr_id: Number(r.mtr_id),
    qty: Number(r.qty),
    std_qty: r.std_qty === null ? null : Number(r.std_qty),
    mark: String(r.mark) as BomMark,
    has_children: Boolean(r.has_children),
    mtr_code: String(r.mtr_code),
    mtr_name: String(r.mtr_name),
    spec: String(r.spec ?? ''),
    unit: String(r.unit ?? ''),
  }))
}

/** The whole order BOM (flat, every level) against the standard. */
export async function bomList(db: Db, order: OrderRow) {
  const std = (await rowsOf(db, sql`select parent_mtr_id, mtr_id, qty from ${pdBom} where model = ${order.model} and configuration = ${order.configuration}`)).map(toLine)
  const own = await hasOwnBom(db, order.id)
  const mine = own ? (await rowsOf(db, sql`select parent_mtr_id, mtr_id, qty from ${saOrderBom} where order_id = ${order.id}`)).map(toLine) : std
  return withParts(db, diffBom(std, mine))
}

async function withParts<T extends BomLineIn>(db: Db, lines: T[]) {
  const ids = [...new Set(lines.flatMap((l) => [l.mtr_id, l.parent_mtr_id ?? 0]).filter(Boolean))]
  const parts = ids.length
    ? await db.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode, name: pubMateriel.mtrName, spec: pubMateriel.spec, unit: pubMateriel.unit }).from(pubMateriel).where(inArray(pubMateriel.mtrId, ids))
    : []
  const byId = new Map(parts.map((p) => [p.id, p]))
  return lines.map((l) => ({
    ...l,
    has_children: Boolean((l as Row).has_children),
    mtr_code: byId.get(l.mtr_id)?.code ?? '',
    mtr_name: byId.get(l.mtr_id)?.name ?? '',
    spec: byId.get(l.mtr_id)?.spec ?? '',
    unit: byId.get(l.mtr_id)?.unit ?? '',
    parent_code: l.parent_mtr_id ? (byId.get(l.parent_mtr_id)?.code ?? '') : '',
  }))
}

/**
 * Replaces the children of one parent of the order's BOM (one level, as the tree edits it). Parts
 * must exist, quantities be positive, no part twice, no part under itself.
 */
export async function saveBomLevel(tx: Db, orderId: number, parent: number, lines: { mtr_id: number; qty: number }[]): Promise<void> {
  const ids = lines.map((l) => l.mtr_id)
  const parts = ids.length ? await tx.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode }).from(pubMateriel).where(inArray(pubMateriel.mtrId, ids)) : []
  const code = new Map(parts.map((p) => [p.id, p.code]))
  const seen = new Set<number>()
  for (const l of lines) {
    if (!code.has(l.mtr_id)) refuse(M.material)
    const name = code.get(l.mtr_id)!
    if (!(l.qty > 0)) refuse(M.qty(name))
    if (seen.has(l.mtr_id)) refuse(M.duplicate(name))
    seen.add(l.mtr_id)
  }
  if (parent) {
    // a child may not be the parent itself or one of its ancestors (a cycle)
    const ancestors = await rowsOf<{ id: number }>(
      tx,
      sql`with recursive up(id) as (select ${parent}::int union select b.parent_mtr_id from ${saOrderBom} b join up on b.mtr_id = up.id where b.order_id = ${orderId} and b.parent_mtr_id <> 0) select id from up`,
    )
    const bad = lines.find((l) => ancestors.some((a) => Number(a.id) === l.mtr_id))
    if (bad) refuse(M.cycle(code.get(bad.mtr_id)!))
  }
  await tx.delete(saOrderBom).where(and(eq(saOrderBom.orderId, orderId), eq(saOrderBom.parentMtrId, parent)))
  if (lines.length) await tx.insert(saOrderBom).values(lines.map((l) => ({ orderId, parentMtrId: parent, mtrId: l.mtr_id, qty: l.qty })))
}

/**
 * The order BOM's price roll-up in ONE query: the tree walked recursively with quantities multiplied
 * down the levels, each bought part (a line without children) priced by the approved price in force
 * (platform part-price: the main supplier's, else the lowest), grouped per part; lines without a
 * price in force are flagged (无有效价格).
 */
export async function bomPrice(db: Db, order: OrderRow, on: string) {
  const own = await hasOwnBom(db, order.id)
  const edges = own
    ? sql`select parent_mtr_id, mtr_id, qty from ${saOrderBom} where order_id = ${order.id}`
    : sql`select parent_mtr_id, mtr_id, qty from ${pdBom} where model = ${order.model} and configuration = ${order.configuration}`
  const lines = await rowsOf<Row>(
    db,
    sql`with recursive e as materialized (${edges}),
      t(mtr_id, qty, lvl) as (
        select e.mtr_id, e.qty::numeric, 1 from e where e.parent_mtr_id = 0
        union all
        select e.mtr_id, t.qty * e.qty, t.lvl + 1 from t join e on e.parent_mtr_id = t.mtr_id where t.lvl < 20
      ),
      leaf as (select t.mtr_id, sum(t.qty) as qty from t where t.mtr_id not in (select e.parent_mtr_id from e) group by t.mtr_id)
      select leaf.mtr_id, m.mtr_code, m.mtr_name, m.unit, (leaf.qty * ${order.qty})::float8 as qty, p.price::float8 as price, coalesce(p.quote_no, '') as quote_no,
        s.supply_name, (leaf.qty * ${order.qty} * p.price)::float8 as amount
      from leaf join ${pubMateriel} m on m.mtr_id = leaf.mtr_id
      left join lateral (
        select pp.price, pp.quote_no, pp.supplyid from ${pcPartPrice} pp
        where pp.mtr_id = leaf.mtr_id and ${inForceOn(on, 'pp')}
        order by (pp.supplyid = m.supplyid) desc, pp.price limit 1
      ) p on true
      left join pc_supply s on s.supplyid = p.supplyid
      order by m.mtr_code`,
  )
  const out = lines.map((l) => ({
    ...l,
    mtr_id: Number(l.mtr_id),
    qty: Number(l.qty),
    price: l.price === null ? null : Number(l.price),
    amount: l.amount === null ? null : Math.round(Number(l.amount) * 100) / 100,
    source: l.price === null ? NO_PRICE : `价格审核 ${String(l.quote_no)}`,
    flagged: l.price === null,
  }))
  const total = Math.round(out.reduce((s, l) => s + (l.amount ?? 0), 0) * 100) / 100
  return { on, lines: out, total, unpriced: out.filter((l) => l.flagged).length, unit_total: order.qty ? Math.round((total / order.qty) * 100) / 100 : total }
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
