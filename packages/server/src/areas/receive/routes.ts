// Receiving calls (/PcRcv screens and the delivery-note page's receive action). API.md "Receiving".
import { z } from 'zod'
import { Hono } from 'hono'
import { and, eq } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { fail, ok, refuse } from '../../http/envelope'
import { can, requireFn, SUPPLIER_OWNED, signedIn } from '../../http/grants'
import { readListQuery, listPage, listQuery } from '../../http/list'
import { parseQuery, readBody } from '../../http/body'
import { purchaseOrder as O, deliveryBatch as B } from '../../business/purchase-schema'
import { batchLines, orderLines, selectBatches, selectOrders } from '../../business/purchase-rows'
import { visibleOrders } from '../../business/purchase-orders'
import { plain } from '../../http/plain'
import { DELIVERABLE } from '@scm/core/business'
import { isBlank, parseId } from '../../platform/input'
import { xlsxResponse } from '../../platform/xlsx'
import { packQuantities } from '../../business/part-price'
import { qualifiersOf, saveReceipt, skipInspection } from '../../business/receiving'
import { inTotal, inTotalColumns, inTotalRows, listReceipts, receiptBatches, receiptDetail, receiptWhere, RECEIPT_EXPORT_COLUMNS } from './lists'
import { queryMaterialImages } from './images'
import { accepts } from '../../http/call-input'
import { dateValue, idValue, numberValue } from '../../http/params'

/** Save's body, for the contract: with an order (order_id, batch_id?) or without one (supplyid, mtr_id per line). */
export const receiptSaveBody = z.object({
  order_id: idValue.nullish(),
  batch_id: idValue.nullish(),
  supplyid: idValue.nullish(),
  rcv_date: dateValue.nullish(),
  warehouse: z.string().trim().min(1).max(50),
  remark: z.string().max(200).nullish(),
  lines: z
    .array(
      z.object({
        order_line_id: idValue.optional(),
        batch_line_id: idValue.nullish(),
        mtr_id: idValue.optional(),
        qty: numberValue,
        qualified_qty: numberValue.nullish(),
        remark: z.string().max(200).nullish(),
      }),
    )
    .min(1)
    .max(200),
})

export const receiveRoutes = new Hono<AppEnv>()
const r = receiveRoutes

const RECEIPT_LIST_FNS = ['PcRcv_PcRcvList', 'PcRcv_PcRcvListOfNoOrder', 'MyAccount_MyPcRcv_query']

/** Data: true when receipts skip incoming inspection (sys_param rcv_skip_check = 1). */
r.get('/api/Receive/GetAppConfig', signedIn, async (c) => ok(c, await skipInspection(c.get('db'))))

/** What may be received now on an order (by order_no / order_id) or a delivery batch (batch_id / key). */
r.get('/api/Receive/GetReceivable', requireFn('PcRcv_detail', SUPPLIER_OWNED), accepts({ query: z.object({ batch_id: idValue.optional(), key: z.string().max(40).optional(), order_no: z.string().max(50).optional(), order_id: idValue.optional() }) }), async (c) => {
  const db = c.get('db')
  const user = c.get('user')
  const query = c.req.query()
  let batch: Record<string, unknown> | null = null
  let orderWhere
  if (!isBlank(query.batch_id) || !isBlank(query.key)) {
    const where = !isBlank(query.batch_id) ? eq(B.id, parseId(query.batch_id, '送货单编号')) : eq(B.publicKey, String(query.key).trim())
    // one answer for a missing note and one the caller may not see: ids and keys confirm nothing
    const [found] = await selectBatches(db).where(and(where, visibleOrders(user)))
    if (!found) refuse('送货单不存在', 404)
    batch = plain(found)
    orderWhere = eq(O.id, found.order_id)
  } else if (!isBlank(query.order_no)) orderWhere = eq(O.orderNo, String(query.order_no).trim())
  else if (!isBlank(query.order_id)) orderWhere = eq(O.id, parseId(query.order_id, '订单编号'))
  else refuse('请输入订单号或扫描送货单')
  const [order] = await selectOrders(db).where(and(orderWhere, visibleOrders(user)))
  if (!order || !order.published_at) refuse('订单不存在', 404)
  if (!DELIVERABLE.includes(order.status)) refuse('该订单状态不能收货')
  const lines = await orderLines(db, order.id)
  const onBatch = batch ? await batchLines(db, batch.id as number) : []
  const qualifiers = await qualifiersOf(db, lines.map((l) => l.mtr_id))
  // the approved packaging's pack quantity (the platform's shared record the packaging area keeps)
  const packs = await packQuantities(db, order.supplyid, lines.map((l) => l.mtr_id))
  const receivable = (batch ? onBatch.map((bl) => ({ bl, line: lines.find((l) => l.id === bl.order_line_id)! })) : lines.map((line) => ({ bl: null, line })))
    .filter(({ line }) => ['已确认', '交货中', '已完成'].includes(line.line_status))
    .map(({ bl, line }) => ({
      order_line_id: line.id,
      batch_line_id: bl?.id ?? null,
      line_no: line.line_no,
      mtr_id: line.mtr_id,
      mtr_code: line.mtr_code,
      mtr_name: line.mtr_name,
      spec: line.spec,
      unit: line.unit,
      qty: bl ? bl.qty : line.qty,
      confirmed_qty: line.confirmed_qty,
      received_qty: bl ? bl.received_qty : line.received_qty,
      receivable_qty: bl ? Math.min(bl.receivable_qty, line.receivable_qty) : line.receivable_qty,
      qualified_by: qualifiers.get(line.mtr_id)!,
      pack_qty: packs.get(line.mtr_id) ?? null,
    }))
  return ok(c, { order: plain(order), batch, lines: receivable })
})

const packQuery = z.object({
  supplyid: z.coerce.number({ error: '请选择供应商' }).int('请选择供应商').positive('请选择供应商'),
  mtr_ids: z.string({ error: '请选择物料' }).regex(/^\d{1,9}(,\d{1,9}){0,199}$/, '物料不正确'),
})

/**
 * The approved pack quantity of a supplier's parts ({mtr_id: pack_qty}; none approved: absent), for
 * receiving without an order: it warns on part packs as receiving against an order does.
 */
r.get('/api/Receive/GetPackQuantities', requireFn('PcRcv_detailOfNoOrder'), accepts({ query: packQuery }), async (c) => {
  const { supplyid, mtr_ids } = parseQuery(c, packQuery)
  const packs = await packQuantities(c.get('db'), supplyid, mtr_ids.split(',').map(Number))
  return ok(c, Object.fromEntries(packs))
})

r.post('/api/Receive/Save', requireFn(['PcRcv_detail', 'PcRcv_detailOfNoOrder'], 'add', SUPPLIER_OWNED), accepts({ body: receiptSaveBody }), async (c) => {
  const body = await readBody(c)
  const withOrder = !isBlank(body.order_id)
  // Receiving against an order and without one are separate screens, granted separately.
  if (!(await can(c, withOrder ? 'PcRcv_detail' : 'PcRcv_detailOfNoOrder', 'add'))) return fail(c, '无权限', 403)
  const db = c.get('db')
  const id = await db.transaction((tx) => saveReceipt(tx, c.get('user'), body))
  return ok(c, await receiptDetail(db, c.get('user'), id), '收货成功')
})

r.on(['GET', 'POST'], '/api/Receive/GetList', requireFn(RECEIPT_LIST_FNS, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await listReceipts(c.get('db'), c.get('user'), q)
  return ok(c, listPage<unknown>(rows, total, q.page))
})

r.get('/api/Receive/GetDetail', requireFn([...RECEIPT_LIST_FNS, 'PcRcv_detail', 'PcRcv_detailOfNoOrder'], SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), async (c) => {
  return ok(c, await receiptDetail(c.get('db'), c.get('user'), parseId(c.req.query('id'), '收货单编号')))
})

r.post('/api/Receive/Export', requireFn(RECEIPT_LIST_FNS, 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const where = receiptWhere(c.get('user'), q.filters, q.searchKey)
  return xlsxResponse('收货单', RECEIPT_EXPORT_COLUMNS, receiptBatches(c.get('db'), where))
})

r.on(['GET', 'POST'], '/api/Receive/GetInTotal', requireFn('PcRcv_intotal', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  return ok(c, await inTotal(c.get('db'), c.get('user'), q))
})

r.post('/api/Receive/ExportInTotal', requireFn('PcRcv_intotal', 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  return xlsxResponse('入库统计', inTotalColumns(q), inTotalRows(c.get('db'), c.get('user'), q))
})

r.on(['GET', 'POST'], '/api/Receive/QueryProOfImgs', requireFn('PcRcv_QueryProOfImgs', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await queryMaterialImages(c.get('db'), c.get('user'), q)
  return ok(c, listPage(rows, total, q.page))
})
