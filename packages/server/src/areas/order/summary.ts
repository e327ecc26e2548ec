// Order summaries by supplier, material or month, with the 合计 row (API.md "Summaries").
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import type { ListRequest } from '../../http/list'
import { pcSupply } from '../../identity/partner-schema'
import { purchaseOrder as O, purchaseOrderLine as L } from './schema'
import { orderWhere } from './lists'
import { activeOnly } from './filters'
import type { OrderView } from './filters'
import { isBlank } from '../../platform/input'
import type { XlsxColumn } from '../../platform/xlsx'

export type GroupBy = 'supplier' | 'material' | 'month'

const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number)

/** The numbers of every summary row and of the 合计 row. */
const measures = {
  order_count: sql<number>`count(distinct ${O.id})`.mapWith(Number),
  line_count: sql<number>`count(*)`.mapWith(Number),
  qty: num(sql`sum(${L.qty})`),
  amount: num(sql`sum(${L.amount})`),
  confirmed_qty: num(sql`sum(${L.confirmedQty})`),
  shipped_qty: num(sql`sum(${L.shippedQty})`),
  received_qty: num(sql`sum(${L.receivedQty})`),
  qualified_qty: num(sql`sum(${L.qualifiedQty})`),
}

const month = sql<string>`to_char(${O.orderDate}, 'YYYY-MM')`

function groupColumns(groupBy: GroupBy) {
  switch (groupBy) {
    case 'supplier':
      return { group_key: sql<string>`${O.supplyid}::text`, group_label: sql<string>`${pcSupply.supplyName}` }
    case 'material':
      return { group_key: sql<string>`${L.mtrId}::text`, group_label: sql<string>`${L.mtrCode} || ' ' || ${L.mtrName}` }
    case 'month':
      return { group_key: month, group_label: month }
  }
}

const materialColumns = { mtr_id: L.mtrId, mtr_code: L.mtrCode, mtr_name: L.mtrName, spec: L.spec, unit: L.unit }

export function readGroupBy(filters: Record<string, unknown>, fallback: GroupBy = 'supplier'): GroupBy {
  const value = isBlank(filters.group_by) ? fallback : String(filters.group_by).trim()
  if (value !== 'supplier' && value !== 'material' && value !== 'month') refuse('汇总方式只能是 supplier、material 或 month')
  return value
}

function summaryQuery(db: Db, user: CurrentUser, view: OrderView, q: ListRequest, byMaterial: boolean) {
  const groupBy = readGroupBy(q.filters)
  const groups = groupColumns(groupBy)
  const withMaterial = byMaterial && groupBy !== 'material'
  const dims = { ...groups, ...(withMaterial || byMaterial ? materialColumns : {}) }
  const where = and(orderWhere(user, view, q, true), activeOnly(q.filters))
  const groupExprs = Object.values(dims) as SQL[]
  const select = db
    .select({ ...dims, ...measures })
    .from(L)
    .innerJoin(O, eq(O.id, L.orderId))
    .innerJoin(pcSupply, eq(pcSupply.supplyid, O.supplyid))
    .where(where)
    .groupBy(...groupExprs)
  const sortable: Record<string, SQL> = { group_label: groups.group_label, ...measures }
  const sortBy = q.sidx ? sortable[q.sidx] : undefined
  const order = sortBy ? [q.sord === 'desc' ? desc(sortBy) : asc(sortBy)] : []
  return { select, where, order: [...order, asc(groups.group_label), ...(byMaterial ? [asc(L.mtrCode)] : [])] }
}

/** A page of groups, the number of groups, and 合计 over everything that matched. */
export async function summarize(db: Db, user: CurrentUser, view: OrderView, q: ListRequest, byMaterial: boolean) {
  const { select, where, order } = summaryQuery(db, user, view, q, byMaterial)
  const rows = await select.orderBy(...order).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(select.as('summary_groups'))
  const [total] = await db
    .select(measures)
    .from(L)
    .innerJoin(O, eq(O.id, L.orderId))
    .innerJoin(pcSupply, eq(pcSupply.supplyid, O.supplyid))
    .where(where)
  return { rows, total: n, page: q.page, sum: { group_label: '合计', ...total } }
}

/** Every group (a bounded number: suppliers, materials or months) for the Excel export. */
export async function* summaryBatches(db: Db, user: CurrentUser, view: OrderView, q: ListRequest, byMaterial: boolean) {
  const { select, order } = summaryQuery(db, user, view, q, byMaterial)
  const size = 2000
  for (let offset = 0; ; offset += size) {
    const rows = await select.orderBy(...order).limit(size).offset(offset)
    if (rows.length) yield rows as Record<string, unknown>[]
    if (rows.length < size) return
  }
}

export function summaryColumns(groupBy: GroupBy, byMaterial: boolean): XlsxColumn[] {
  const label = { supplier: '供应商', material: '物料', month: '月份' }[groupBy]
  return [
    { header: label, key: 'group_label', width: 30 },
    ...(byMaterial && groupBy !== 'material'
      ? [
          { header: '物料编码', key: 'mtr_code', width: 16 },
          { header: '物料名称', key: 'mtr_name', width: 20 },
          { header: '单位', key: 'unit' },
        ]
      : []),
    { header: '订单数', key: 'order_count', kind: 'qty' as const },
    { header: '行数', key: 'line_count', kind: 'qty' as const },
    { header: '订购数量', key: 'qty', kind: 'qty' as const },
    { header: '金额', key: 'amount', kind: 'money' as const, width: 16 },
    { header: '确认数量', key: 'confirmed_qty', kind: 'qty' as const },
    { header: '发货数量', key: 'shipped_qty', kind: 'qty' as const },
    { header: '收货数量', key: 'received_qty', kind: 'qty' as const },
    { header: '合格数量', key: 'qualified_qty', kind: 'qty' as const },
  ]
}
