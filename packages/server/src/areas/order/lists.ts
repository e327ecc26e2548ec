// Order header and line lists for every order screen, and their streamed exports.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { listOrder, type ListRequest } from '../../http/list'
import { pcSupply } from '../../identity/partner-schema'
import { purchaseOrder as O, purchaseOrderLine as L } from './schema'
import { pendingColumns, selectOrderLines } from './rows'
import { lineOut, selectOrders } from '../../business/purchase-rows'
import { plain } from '../../http/plain'
import { orderFilters, viewCondition, type OrderView } from './filters'
import { keysetBatches, xlsxResponse, type XlsxColumn } from '../../platform/xlsx'
import { Binds, inline, runPrepared, type Bind } from '../../db/statements'

const orderSortable = {
  order_date: O.orderDate,
  order_no: O.orderNo,
  amount: O.amount,
  status: O.status,
  supply_name: pcSupply.supplyName,
  published_at: O.publishedAt,
}
const lineSortable = { ...orderSortable, line_no: L.lineNo, required_date: L.requiredDate, mtr_code: L.mtrCode }

export function orderWhere(user: CurrentUser, view: OrderView, q: Pick<ListRequest, 'filters' | 'searchKey'>, lines = false, bind: Bind = inline): SQL | undefined {
  return and(viewCondition(view, user, bind), ...orderFilters(q.filters, q.searchKey, lines, bind))
}

export async function listOrders(db: Db, user: CurrentUser, view: OrderView, q: ListRequest) {
  const b = new Binds()
  const where = orderWhere(user, view, q, false, b.bind)
  const order = [...listOrder(q, orderSortable, [desc(O.orderDate)]), desc(O.id)]
  const [limit, offset] = [b.bind(q.rows), b.bind(q.offset)]
  // One round trip: the page carries the count as an uncorrelated scalar subquery (computed once;
  // inside it "purchase_order" is the subquery's own table). Only a page past the end needs a second.
  const rows = await runPrepared(db, `orders:${view}`, [where, ...order], b, () =>
    selectOrders(db, {
      ...(view === 'confirm' ? pendingColumns : {}),
      total_count: sql<number>`(select count(*) from ${O} where ${where ?? sql`true`})`.mapWith(Number),
    })
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  )
  const n = rows[0]?.total_count ?? (q.offset ? firstN(await runPrepared(db, 'orders:count', [where], b, () => db.select({ n: count().mapWith(Number) }).from(O).where(where))) : 0)
  return { rows: rows.map((row) => plain(row, 'total_count')), total: n }
}

const firstN = (rows: { n: number }[]) => rows[0]?.n ?? 0

export async function listOrderLines(db: Db, user: CurrentUser, view: OrderView, q: ListRequest) {
  const b = new Binds()
  const where = orderWhere(user, view, q, true, b.bind)
  const order = [...listOrder(q, lineSortable, [desc(O.orderDate)]), desc(O.id), asc(L.lineNo)]
  const [limit, offset] = [b.bind(q.rows), b.bind(q.offset)]
  const rows = await runPrepared(db, 'order-lines', [where, ...order], b, () => selectOrderLines(db).where(where).orderBy(...order).limit(limit).offset(offset))
  const n = firstN(await runPrepared(db, 'order-lines:count', [where], b, () =>
    db.select({ n: count().mapWith(Number) }).from(L).innerJoin(O, eq(O.id, L.orderId)).where(where),
  ))
  return { rows: rows.map(lineOut), total: n }
}

const BATCH = 1000

export const ORDER_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: '订单号', key: 'order_no', width: 18 },
  { header: '供应商', key: 'supply_name', width: 30 },
  { header: '采购员', key: 'buyer_name' },
  { header: '订单日期', key: 'order_date', width: 12 },
  { header: '状态', key: 'status' },
  { header: '行数', key: 'line_count', kind: 'qty' },
  { header: '订购数量', key: 'qty', kind: 'qty' },
  { header: '确认数量', key: 'confirmed_qty', kind: 'qty' },
  { header: '发货数量', key: 'shipped_qty', kind: 'qty' },
  { header: '收货数量', key: 'received_qty', kind: 'qty' },
  { header: '金额', key: 'amount', kind: 'money', width: 14 },
  { header: '币种', key: 'currency' },
  { header: '交货地址', key: 'delivery_address', width: 30 },
  { header: '发布时间', key: 'published_at', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
]

/** The confirmation list adds what each side still has to answer. */
const CONFIRM_EXPORT_COLUMNS: XlsxColumn[] = [
  ...ORDER_EXPORT_COLUMNS.slice(0, 5),
  { header: '待确认行', key: 'pending_lines', kind: 'qty' },
  { header: '待审变更', key: 'proposal_lines', kind: 'qty' },
  ...ORDER_EXPORT_COLUMNS.slice(5),
]

export const LINE_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: '订单号', key: 'order_no', width: 18 },
  { header: '行号', key: 'line_no', kind: 'qty' },
  { header: '供应商', key: 'supply_name', width: 30 },
  { header: '订单日期', key: 'order_date', width: 12 },
  { header: '订单状态', key: 'status' },
  { header: '物料编码', key: 'mtr_code', width: 16 },
  { header: '物料名称', key: 'mtr_name', width: 20 },
  { header: '规格', key: 'spec', width: 18 },
  { header: '单位', key: 'unit' },
  { header: '数量', key: 'qty', kind: 'qty' },
  { header: '单价', key: 'unit_price', kind: 'money' },
  { header: '金额', key: 'amount', kind: 'money', width: 14 },
  { header: '需求日期', key: 'required_date', width: 12 },
  { header: '确认数量', key: 'confirmed_qty', kind: 'qty' },
  { header: '承诺交期', key: 'promised_date', width: 12 },
  { header: '已发货', key: 'shipped_qty', kind: 'qty' },
  { header: '已收货', key: 'received_qty', kind: 'qty' },
  { header: '合格数量', key: 'qualified_qty', kind: 'qty' },
  { header: '行状态', key: 'line_status' },
]

/** Orders newest first, read 1,000 at a time by (order_date, id) — no OFFSET, no full result. */
export function exportOrders(db: Db, user: CurrentUser, view: OrderView, q: ListRequest, title: string): Promise<Response> {
  const where = orderWhere(user, view, q)
  type Row = { order_date: string; id: number }
  const confirm = view === 'confirm'
  const batches = keysetBatches<Row & Record<string, unknown>>(async (after) => {
    const cursor = after ? sql`(${O.orderDate}, ${O.id}) < (${after.order_date}::date, ${after.id})` : undefined
    return (await selectOrders(db, confirm ? pendingColumns : {})
      .where(and(where, cursor))
      .orderBy(desc(O.orderDate), desc(O.id))
      .limit(BATCH)) as (Row & Record<string, unknown>)[]
  }, BATCH)
  return xlsxResponse(title, confirm ? CONFIRM_EXPORT_COLUMNS : ORDER_EXPORT_COLUMNS, mapBatches(batches, plain))
}

export function exportOrderLines(db: Db, user: CurrentUser, view: OrderView, q: ListRequest, title: string): Promise<Response> {
  const where = orderWhere(user, view, q, true)
  type Row = { order_date: string; order_id: number; line_no: number }
  const batches = keysetBatches<Row & Record<string, unknown>>(async (after) => {
    const cursor = after
      ? sql`(${O.orderDate} < ${after.order_date}::date or (${O.orderDate} = ${after.order_date}::date and (${O.id} < ${after.order_id} or (${O.id} = ${after.order_id} and ${L.lineNo} > ${after.line_no}))))`
      : undefined
    return (await selectOrderLines(db)
      .where(and(where, cursor))
      .orderBy(desc(O.orderDate), desc(O.id), asc(L.lineNo))
      .limit(BATCH)) as (Row & Record<string, unknown>)[]
  }, BATCH)
  return xlsxResponse(title, LINE_EXPORT_COLUMNS, mapBatches(batches, (row) => lineOut(row as never) as Record<string, unknown>))
}

async function* mapBatches<T>(batches: AsyncIterable<T[]>, map: (row: T) => Record<string, unknown>) {
  for await (const rows of batches) yield rows.map(map)
}
