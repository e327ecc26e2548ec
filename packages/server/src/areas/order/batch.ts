// Delivery batches: the supplier ships confirmed lines; the note (with QR code) is public by key.
import { containsPattern } from '../../platform/like'
import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { listOrder, type ListRequest } from '../../http/list'
import { pcSupply } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { deliveryBatch as B, deliveryBatchLine as BL, purchaseOrder as O, purchaseOrderLine as L } from './schema'
import { batchColumns, batchLines, overdueSql, selectBatches } from '../../business/purchase-rows'
import { plain } from '../../http/plain'
import { purchaseActor, batchDoc, recordEvent } from '../../business/purchase'
import { lockOrder, refreshOrder, visibleOrders } from '../../business/purchase-orders'
import { BATCH_STATUSES, CONFIRMED_LINE, DELIVERABLE, deliveryBatchDocument } from '@scm/core/business'
import { documentHistory, writeEvent } from '../../document/records'
import { inLine, isBlank, optionalDate, parseDate, parseFlag, parseId, parseNumber, parseText, round2 } from '../../platform/input'
import { nextDocNo } from '../../platform/numbering'
import { z } from 'zod'
import { dateValue, idValue, numberValue } from '../../http/params'

export const BATCH_NOT_FOUND = '送货单不存在'

/** Ships lines of one order; returns the batch id. */
/** SupplyBatch/Save's body, for the contract (createBatch reads it field by field). */
export const batchSaveBody = z.object({
  order_id: idValue,
  ship_date: dateValue,
  planned_arrival: dateValue,
  logistics_no: z.string().max(50).nullish(),
  remark: z.string().max(200).nullish(),
  lines: z.array(z.object({ line_id: idValue, qty: numberValue.nullish() })).min(1),
})

export async function createBatch(db: Db, user: CurrentUser, body: Record<string, unknown>): Promise<number> {
  const orderId = parseId(body.order_id, '订单编号')
  const shipDate = parseDate(body.ship_date, '发货日期')
  const plannedArrival = parseDate(body.planned_arrival, '预计到货日期')
  if (plannedArrival < shipDate) refuse('预计到货日期不能早于发货日期')
  const logisticsNo = parseText(body.logistics_no, '物流单号', 50)
  const remark = parseText(body.remark, '备注', 200)
  if (!Array.isArray(body.lines)) refuse('请至少填写一行发货数量')
  const wanted = (body.lines as unknown[])
    .map((raw, i) =>
      inLine(i + 1, () => {
        const line = (raw ?? {}) as Record<string, unknown>
        return { lineId: parseId(line.line_id, '订单行'), qty: isBlank(line.qty) ? 0 : parseNumber(line.qty, '发货数量') }
      }),
    )
    .filter((l) => l.qty > 0)
  if (!wanted.length) refuse('请至少填写一行发货数量')
  if (new Set(wanted.map((w) => w.lineId)).size !== wanted.length) refuse('订单行重复')

  const order = await lockOrder(db, orderId, user)
  if (!DELIVERABLE.includes(order.status)) refuse('该订单状态不能发货')
  const lines = new Map(
    (await db.select().from(L).where(and(eq(L.orderId, orderId), inArray(L.id, wanted.map((w) => w.lineId))))).map((l) => [l.id, l]),
  )
  for (const w of wanted) {
    const line = lines.get(w.lineId)
    if (!line) refuse('订单行不存在')
    inLine(line.lineNo, () => {
      if (!CONFIRMED_LINE.includes(line.lineStatus)) refuse('未确认的订单行不能发货')
      const shippable = round2(line.confirmedQty - line.shippedQty)
      if (w.qty > shippable) refuse(`发货数量超过可发数量（可发 ${shippable}）`)
    })
  }
  const actor = purchaseActor(user, 'buyer')
  const [batch] = await db
    .insert(B)
    .values({
      batchNo: await nextDocNo(db, deliveryBatchDocument.numbering.prefix),
      orderId,
      supplyid: order.supplyid,
      shipDate,
      plannedArrival,
      logisticsNo,
      remark,
      publicKey: randomBytes(18).toString('base64url'),
      qty: round2(wanted.reduce((s, w) => s + w.qty, 0)),
      createdBy: user.userid,
      createdByName: user.UserName,
    })
    .returning({ id: B.id, batchNo: B.batchNo })
  await db.insert(BL).values(wanted.map((w) => ({ batchId: batch!.id, orderLineId: w.lineId, supplyid: order.supplyid, qty: w.qty })))
  for (const w of wanted) await db.update(L).set({ shippedQty: sql`${L.shippedQty} + ${w.qty}` }).where(eq(L.id, w.lineId))
  await refreshOrder(db, orderId)
  const detail = `${wanted.map((w) => `第${lines.get(w.lineId)!.lineNo}行 ${w.qty}`).join('，')}${logisticsNo ? `，物流单号 ${logisticsNo}` : ''}`
  await recordEvent(db, actor, { orderId, action: '发货', detail: `送货单 ${batch!.batchNo}：${detail}` })
  await writeEvent(db, batchDoc, batch!.id, { action: '发货', to: deliveryBatchDocument.status.values[0]!.value, detail, side: actor.side, user })
  return batch!.id
}

export function batchWhere(user: CurrentUser, f: Record<string, unknown>, searchKey: string, overdueOnly: boolean): SQL | undefined {
  // the batch's order is joined: its visibility is the batch's (supplier own, managed suppliers)
  const parts: (SQL | undefined)[] = [visibleOrders(user)]
  if (!isBlank(f.batch_no)) parts.push(ilike(B.batchNo, containsPattern(String(f.batch_no).trim())))
  if (!isBlank(f.order_no)) parts.push(ilike(O.orderNo, containsPattern(String(f.order_no).trim())))
  if (!isBlank(f.order_id)) parts.push(eq(B.orderId, parseId(f.order_id, '订单编号')))
  if (!isBlank(f.supplyid)) parts.push(eq(B.supplyid, parseId(f.supplyid, '供应商')))
  if (!isBlank(f.status)) {
    const statuses = String(f.status).split(',').map((s) => s.trim())
    if (statuses.some((s) => !(BATCH_STATUSES as readonly string[]).includes(s))) refuse('批次状态不正确')
    parts.push(inArray(B.status, statuses))
  }
  const from = optionalDate(f.ship_date_from, '发货日期起')
  const to = optionalDate(f.ship_date_to, '发货日期止')
  if (from) parts.push(gte(B.shipDate, from))
  if (to) parts.push(lte(B.shipDate, to))
  if (overdueOnly || parseFlag(f.overdue)) parts.push(overdueSql)
  if (searchKey) {
    const p = containsPattern(searchKey)
    parts.push(or(ilike(B.batchNo, p), ilike(O.orderNo, p), ilike(B.logisticsNo, p), ilike(pcSupply.supplyName, p)))
  }
  return and(...parts)
}

const batchSortable = { batch_no: B.batchNo, ship_date: B.shipDate, planned_arrival: B.plannedArrival, status: B.status, order_no: O.orderNo, supply_name: pcSupply.supplyName }

export async function listBatches(db: Db, user: CurrentUser, q: ListRequest, overdueOnly: boolean) {
  const where = batchWhere(user, q.filters, q.searchKey, overdueOnly)
  const fallback = overdueOnly ? [asc(B.plannedArrival)] : [desc(B.shipDate)]
  const rows = await selectBatches(db).where(where).orderBy(...listOrder(q, batchSortable, fallback), desc(B.id)).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await db
    .select({ n: count().mapWith(Number) })
    .from(B)
    .innerJoin(O, eq(O.id, B.orderId))
    .innerJoin(pcSupply, eq(pcSupply.supplyid, B.supplyid))
    .where(where)
  return { rows: rows.map((row) => plain(row)), total: n }
}

/** The delivery note: batch, lines, addresses and the QR code of its public page. */
export async function batchDetail(db: Db, where: SQL, origin: string) {
  const [row] = await selectBatches(db).where(where)
  if (!row) refuse(BATCH_NOT_FOUND, 404)
  const [extra] = await db
    .select({ delivery_address: O.deliveryAddress, buyer_name: sysUser.userName })
    .from(O)
    .innerJoin(sysUser, eq(sysUser.userid, O.buyerUserid))
    .where(eq(O.id, row.order_id))
  const [supply] = await db
    .select({ supplyid: pcSupply.supplyid, supply_name: pcSupply.supplyName, contact: pcSupply.contact, phone: pcSupply.phone, address: pcSupply.address })
    .from(pcSupply)
    .where(eq(pcSupply.supplyid, row.supplyid))
  const noteUrl = `${origin}/receive/${row.public_key}`
  return {
    ...plain(row),
    lines: await batchLines(db, row.id),
    history: await documentHistory(db, deliveryBatchDocument.docType, row.id),
    note_url: noteUrl,
    qr_svg: await QRCode.toString(noteUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    qr_data_url: await QRCode.toDataURL(noteUrl, { margin: 1, errorCorrectionLevel: 'M', width: 200 }),
    supply: supply ?? null,
    delivery_address: extra?.delivery_address ?? '',
    buyer_name: extra?.buyer_name ?? '',
  }
}

/** For selectBatches (the order joined). */
export function batchByIdFor(user: CurrentUser, id: number): SQL {
  return and(eq(B.id, id), visibleOrders(user))!
}

export const batchByKey = (key: string): SQL => eq(B.publicKey, key)
export { batchColumns }
