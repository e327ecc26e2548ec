// Send records list (GetEmailSendRecn) shape and query.
import { containsPattern } from '../../platform/like'
import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { listOrder, type ListRequest } from '../../http/list'
import { refuse } from '../../http/envelope'
import { pcSupply } from '../../identity/partner-schema'
import { orderMailRecord as R, purchaseOrder as O } from './schema'
import { plain } from '../../http/plain'
import { visibleOrders } from '../../business/purchase-orders'
import { addDays, isBlank, optionalDate, parseId } from '../../platform/input'
import { keysetBatches, type XlsxColumn } from '../../platform/xlsx'

export const sendRecordColumns = {
  id: R.id,
  order_id: R.orderId,
  order_no: O.orderNo,
  supplyid: R.supplyid,
  supply_name: pcSupply.supplyName,
  recipient: R.recipient,
  subject: R.subject,
  version: R.version,
  transport: R.transport,
  result: R.result,
  error: R.error,
  sent_at: R.sentAt,
  sent_by: R.sentByName,
  expires_at: R.expiresAt,
  resend_of: R.resendOf,
}

function selectRecords(db: Db) {
  return db.select(sendRecordColumns).from(R).innerJoin(O, eq(O.id, R.orderId)).innerJoin(pcSupply, eq(pcSupply.supplyid, R.supplyid))
}

export function sendRecordWhere(user: CurrentUser, f: Record<string, unknown>): SQL | undefined {
  // the record's order is joined: its visibility is the record's (supplier own, managed suppliers)
  const parts: (SQL | undefined)[] = [visibleOrders(user)]
  if (!isBlank(f.order_no)) parts.push(ilike(O.orderNo, containsPattern(String(f.order_no).trim())))
  if (!isBlank(f.order_id)) parts.push(eq(R.orderId, parseId(f.order_id, '订单')))
  if (!isBlank(f.supplyid)) parts.push(eq(R.supplyid, parseId(f.supplyid, '供应商')))
  if (!isBlank(f.recipient)) parts.push(ilike(R.recipient, containsPattern(String(f.recipient).trim())))
  if (!isBlank(f.result)) {
    const results = String(f.result).split(',').map((s) => s.trim())
    if (results.some((r) => !['已发送', '发送失败', '已存入发件箱'].includes(r))) refuse('发送结果不正确')
    parts.push(inArray(R.result, results))
  }
  const from = optionalDate(f.sent_from, '发送日期起')
  const to = optionalDate(f.sent_to, '发送日期止')
  if (from) parts.push(gte(R.sentAt, new Date(`${from}T00:00:00`)))
  if (to) parts.push(lt(R.sentAt, new Date(`${addDays(to, 1)}T00:00:00`)))
  return and(...parts)
}

export async function listSendRecords(db: Db, user: CurrentUser, q: ListRequest) {
  const where = sendRecordWhere(user, q.filters)
  const order = [...listOrder(q, { sent_at: R.sentAt, order_no: O.orderNo, recipient: R.recipient, result: R.result }, [desc(R.sentAt)]), desc(R.id)]
  const rows = await selectRecords(db).where(where).orderBy(...order).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(R).innerJoin(O, eq(O.id, R.orderId)).where(where)
  return { rows: rows.map((row) => plain(row)), total: n }
}

export async function sendRecordsByIds(db: Db, ids: number[]) {
  if (!ids.length) return []
  const rows = await selectRecords(db).where(inArray(R.id, ids)).orderBy(R.id)
  return rows.map((row) => plain(row))
}

export async function findSendRecord(db: Db, user: CurrentUser, id: number) {
  const [found] = await db.select({ record: R }).from(R).innerJoin(O, eq(O.id, R.orderId)).where(and(eq(R.id, id), visibleOrders(user)))
  return found?.record
}

export const SEND_RECORD_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: '订单号', key: 'order_no', width: 18 },
  { header: '供应商', key: 'supply_name', width: 30 },
  { header: '收件人', key: 'recipient', width: 26 },
  { header: '主题', key: 'subject', width: 36 },
  { header: '模板', key: 'template' },
  { header: '发送结果', key: 'result' },
  { header: '失败原因', key: 'error', width: 24 },
  { header: '发送时间', key: 'sent_at', width: 20 },
  { header: '发送人', key: 'sent_by' },
  { header: '链接有效期至', key: 'expires_at', width: 20 },
]

/** Every matching record, newest first, 1,000 at a time by id (no OFFSET, never all at once). */
export async function* sendRecordBatches(db: Db, user: CurrentUser, filters: Record<string, unknown>) {
  const where = sendRecordWhere(user, filters)
  type Row = { id: number } & Record<string, unknown>
  const batches = keysetBatches<Row>(
    async (after) => (await selectRecords(db).where(and(where, after ? lt(R.id, after.id) : undefined)).orderBy(desc(R.id)).limit(1000)) as Row[],
    1000,
  )
  for await (const rows of batches) yield rows.map((row) => ({ ...plain(row), template: row.version === 2 ? '明细版' : '摘要版' }) as Record<string, unknown>)
}
