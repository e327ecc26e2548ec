// Receipt list, detail, export and the warehousing statistics (intotal).
import { containsPattern } from '../../platform/like'
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { ownerScope } from '../../platform/owner-scope'
import { listOrder, type ListRequest } from '../../http/list'
import { pcSupply } from '../../identity/partner-schema'
import { deliveryBatch, purchaseOrder } from '../../business/purchase-schema'

import { plain } from '../../http/plain'
import { isBlank, optionalDate, parseFlag, parseId, parseList } from '../../platform/input'
import { CHECK_STATUSES, receiptDocument, RECEIPT_STATUSES } from '@scm/core/business'
import { documentHistory } from '../../document/records'
import { keysetBatches, type XlsxColumn } from '../../platform/xlsx'
import { pcReceipt as R, pcReceiptLine as RL } from '../../business/receipt-schema'

const O = alias(purchaseOrder, 'rcv_order')
const B = alias(deliveryBatch, 'rcv_batch')

export const receiptColumns = {
  id: R.id,
  rcv_no: R.rcvNo,
  supplyid: R.supplyid,
  supply_name: pcSupply.supplyName,
  order_id: R.orderId,
  order_no: sql<string>`coalesce(${O.orderNo}, '')`,
  batch_id: R.batchId,
  batch_no: sql<string>`coalesce(${B.batchNo}, '')`,
  has_order: sql<boolean>`(${R.orderId} is not null)`,
  rcv_date: R.rcvDate,
  status: R.status,
  warehouse: R.warehouse,
  receiver_userid: R.receiverUserid,
  receiver_name: R.receiverName,
  qty: R.qty,
  qualified_qty: R.qualifiedQty,
  rejected_qty: R.rejectedQty,
  line_count: R.lineCount,
  remark: R.remark,
  created_at: R.createdAt,
}

export function selectReceipts(db: Db) {
  return db
    .select(receiptColumns)
    .from(R)
    .innerJoin(pcSupply, eq(pcSupply.supplyid, R.supplyid))
    .leftJoin(O, eq(O.id, R.orderId))
    .leftJoin(B, eq(B.id, R.batchId))
}

const lineMatches = (condition: SQL) => exists(sql`(select 1 from ${RL} where ${RL.receiptId} = ${R.id} and ${condition})`)

export function receiptWhere(user: CurrentUser, f: Record<string, unknown>, searchKey: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [ownerScope(user, { supplyid: R.supplyid })]
  const text = (key: string) => (isBlank(f[key]) ? null : containsPattern(String(f[key]).trim()))
  const rcvNo = text('rcv_no')
  if (rcvNo) parts.push(ilike(R.rcvNo, rcvNo))
  const orderNo = text('order_no')
  if (orderNo) parts.push(ilike(O.orderNo, orderNo))
  const batchNo = text('batch_no')
  if (batchNo) parts.push(ilike(B.batchNo, batchNo))
  if (!isBlank(f.order_id)) parts.push(eq(R.orderId, parseId(f.order_id, '订单编号')))
  if (!isBlank(f.supplyid)) parts.push(eq(R.supplyid, parseId(f.supplyid, '供应商')))
  const mtr = text('mtr')
  if (mtr) parts.push(lineMatches(sql`(${ilike(RL.mtrCode, mtr)} or ${ilike(RL.mtrName, mtr)})`))
  const hasOrder = parseFlag(f.has_order)
  if (hasOrder !== undefined) parts.push(hasOrder ? isNotNull(R.orderId) : isNull(R.orderId))
  if (!isBlank(f.status)) parts.push(inArray(R.status, parseList(f.status, RECEIPT_STATUSES, '收货单状态')!))
  if (!isBlank(f.check_status)) {
    const status = String(f.check_status).trim()
    if (!(CHECK_STATUSES as readonly string[]).includes(status)) refuse('检验状态不正确')
    parts.push(lineMatches(sql`${RL.checkStatus} = ${status}`))
  }
  const from = optionalDate(f.rcv_date_from, '收货日期起')
  const to = optionalDate(f.rcv_date_to, '收货日期止')
  if (from) parts.push(gte(R.rcvDate, from))
  if (to) parts.push(lte(R.rcvDate, to))
  if (searchKey) {
    const p = containsPattern(searchKey)
    parts.push(or(ilike(R.rcvNo, p), ilike(O.orderNo, p), ilike(B.batchNo, p), ilike(pcSupply.supplyName, p), ilike(R.remark, p)))
  }
  return and(...parts)
}

const sortable = { rcv_date: R.rcvDate, status: R.status, rcv_no: R.rcvNo, supply_name: pcSupply.supplyName, qty: R.qty, warehouse: R.warehouse }

export async function listReceipts(db: Db, user: CurrentUser, q: ListRequest) {
  const where = receiptWhere(user, q.filters, q.searchKey)
  const rows = await selectReceipts(db).where(where).orderBy(...listOrder(q, sortable, [desc(R.rcvDate)]), desc(R.id)).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await db
    .select({ n: count().mapWith(Number) })
    .from(R)
    .innerJoin(pcSupply, eq(pcSupply.supplyid, R.supplyid))
    .leftJoin(O, eq(O.id, R.orderId))
    .leftJoin(B, eq(B.id, R.batchId))
    .where(where)
  return { rows: rows.map((row) => plain(row)), total: n }
}

/** Receipts newest first, 1,000 at a time by id. */
export async function* receiptBatches(db: Db, where: SQL | undefined) {
  const batches = keysetBatches((after: { id: number } | undefined) => selectReceipts(db).where(and(where, after ? lt(R.id, after.id) : undefined)).orderBy(desc(R.id)).limit(1000), 1000)
  for await (const rows of batches) yield rows.map((r) => plain(r) as Record<string, unknown>)
}

export const RECEIPT_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: '收货单号', key: 'rcv_no', width: 18 },
  { header: '收货日期', key: 'rcv_date', width: 12 },
  { header: '供应商', key: 'supply_name', width: 30 },
  { header: '订单号', key: 'order_no', width: 18 },
  { header: '送货单号', key: 'batch_no', width: 18 },
  { header: '状态', key: 'status' },
  { header: '仓库', key: 'warehouse' },
  { header: '收货人', key: 'receiver_name' },
  { header: '收货数量', key: 'qty', kind: 'qty' },
  { header: '合格数量', key: 'qualified_qty', kind: 'qty' },
  { header: '不合格数量', key: 'rejected_qty', kind: 'qty' },
  { header: '备注', key: 'remark', width: 30 },
]

export async function receiptDetail(db: Db, user: CurrentUser | null, id: number) {
  const [row] = await selectReceipts(db).where(and(eq(R.id, id), user ? ownerScope(user, { supplyid: R.supplyid }) : undefined))
  if (!row) refuse('收货单不存在', 404)
  const lines = await db
    .select({
      id: RL.id,
      receipt_id: RL.receiptId,
      line_no: RL.lineNo,
      order_line_id: RL.orderLineId,
      batch_line_id: RL.batchLineId,
      mtr_id: RL.mtrId,
      mtr_code: RL.mtrCode,
      mtr_name: RL.mtrName,
      spec: RL.spec,
      unit: RL.unit,
      qty: RL.qty,
      qualified_qty: RL.qualifiedQty,
      rejected_qty: RL.rejectedQty,
      returned_qty: RL.returnedQty,
      check_status: RL.checkStatus,
      remark: RL.remark,
    })
    .from(RL)
    .where(eq(RL.receiptId, id))
    .orderBy(asc(RL.lineNo))
  return { ...plain(row), lines, history: await documentHistory(db, receiptDocument.docType, id) }
}

// ---- Warehousing statistics: qualified quantities put into stock, by material, supplier or month.
type InTotalGroup = 'material' | 'supplier' | 'month'
const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number)
const inTotalMeasures = {
  receipt_count: sql<number>`count(distinct ${R.id})`.mapWith(Number),
  qty: num(sql`sum(${RL.qty})`),
  qualified_qty: num(sql`sum(${RL.qualifiedQty})`),
  rejected_qty: num(sql`sum(${RL.rejectedQty})`),
}
const rcvMonth = sql<string>`to_char(${R.rcvDate}, 'YYYY-MM')`

function inTotalGroup(f: Record<string, unknown>): InTotalGroup {
  const value = isBlank(f.group_by) ? 'material' : String(f.group_by).trim()
  if (value !== 'material' && value !== 'supplier' && value !== 'month') refuse('汇总方式只能是 material、supplier 或 month')
  return value
}

function inTotalQuery(db: Db, user: CurrentUser, q: ListRequest) {
  const groupBy = inTotalGroup(q.filters)
  const dims: { group_key: SQL<string>; group_label: SQL<string>; mtr_code?: SQL<string>; unit?: SQL<string> } =
    groupBy === 'material'
      ? { group_key: sql<string>`${RL.mtrId}::text`, group_label: sql<string>`${RL.mtrCode} || ' ' || ${RL.mtrName}`, mtr_code: sql<string>`${RL.mtrCode}`, unit: sql<string>`${RL.unit}` }
      : groupBy === 'supplier'
        ? { group_key: sql<string>`${R.supplyid}::text`, group_label: sql<string>`${pcSupply.supplyName}` }
        : { group_key: rcvMonth, group_label: rcvMonth }
  const f = q.filters
  const where = and(
    ownerScope(user, { supplyid: R.supplyid }),
    isBlank(f.supplyid) ? undefined : eq(R.supplyid, parseId(f.supplyid, '供应商')),
    isBlank(f.mtr) ? undefined : or(ilike(RL.mtrCode, containsPattern(String(f.mtr).trim())), ilike(RL.mtrName, containsPattern(String(f.mtr).trim()))),
    ...[optionalDate(f.rcv_date_from, '收货日期起')].filter(Boolean).map((d) => gte(R.rcvDate, d!)),
    ...[optionalDate(f.rcv_date_to, '收货日期止')].filter(Boolean).map((d) => lte(R.rcvDate, d!)),
  )
  const select = db
    .select({ ...(dims as Record<string, SQL>), ...inTotalMeasures })
    .from(RL)
    .innerJoin(R, eq(R.id, RL.receiptId))
    .innerJoin(pcSupply, eq(pcSupply.supplyid, R.supplyid))
    .where(where)
    .groupBy(...(Object.values(dims) as SQL[]))
  const sortBy = q.sidx ? ({ group_label: dims.group_label, ...inTotalMeasures } as Record<string, SQL>)[q.sidx] : undefined
  const order = [...(sortBy ? [q.sord === 'desc' ? desc(sortBy) : asc(sortBy)] : []), asc(dims.group_label)]
  return { select, where, order, groupBy }
}

export async function inTotal(db: Db, user: CurrentUser, q: ListRequest) {
  const { select, where, order } = inTotalQuery(db, user, q)
  const rows = await select.orderBy(...order).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(select.as('intotal_groups'))
  const [sum] = await db
    .select(inTotalMeasures)
    .from(RL)
    .innerJoin(R, eq(R.id, RL.receiptId))
    .innerJoin(pcSupply, eq(pcSupply.supplyid, R.supplyid))
    .where(where)
  return { rows, total: n, page: q.page, sum: { group_label: '合计', ...sum } }
}

export async function* inTotalRows(db: Db, user: CurrentUser, q: ListRequest) {
  const { select, order } = inTotalQuery(db, user, q)
  for (let offset = 0; ; offset += 2000) {
    const rows = await select.orderBy(...order).limit(2000).offset(offset)
    if (rows.length) yield rows as Record<string, unknown>[]
    if (rows.length < 2000) return
  }
}

export function inTotalColumns(q: ListRequest): XlsxColumn[] {
  const groupBy = inTotalGroup(q.filters)
  return [
    { header: { material: '物料', supplier: '供应商', month: '月份' }[groupBy], key: 'group_label', width: 30 },
    ...(groupBy === 'material' ? [{ header: '单位', key: 'unit' }] : []),
    { header: '收货单数', key: 'receipt_count', kind: 'qty' },
    { header: '收货数量', key: 'qty', kind: 'qty' },
    { header: '合格入库数量', key: 'qualified_qty', kind: 'qty' },
    { header: '不合格数量', key: 'rejected_qty', kind: 'qty' },
  ]
}
