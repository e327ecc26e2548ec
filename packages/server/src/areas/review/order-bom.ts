import { diffBom, NO_PRICE, REVIEW_MESSAGES as M, type BomLineIn, type BomMark } from '@scm/core/review'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { refuse } from '../../http/envelope'
import { pubMateriel } from '../../identity/partner-schema'
import { pcPartPrice } from '../../business/catalogue-schema'
import { inForceOn } from '../../business/part-price'
import { pdBom, saOrderBom } from './schema'
import { rowsOf, type OrderRow, type Row } from './review'

// An order's own BOM: copied from the standard on its first edit, read one level at a time with
// the standard's differences marked, saved level by level, and priced from the approved prices in
// force on a day.

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
