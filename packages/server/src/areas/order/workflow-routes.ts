// Summaries, supplier confirmation and delivery batches.
import { z } from 'zod'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { fail, ok } from '../../http/envelope'
import { requireFn, SUPPLIER_OWNED } from '../../http/grants'
import { readListQuery, listPage, listQuery } from '../../http/list'
import { readBody } from '../../http/body'
import { exportOrders, listOrders } from './lists'
import { orderDetail } from './detail'
import { openForSupplier, ORDER_FNS } from './order-routes'
import { confirmAll, confirmLine, confirmLineBody, reviewProposal, reviewProposalBody } from './confirm'
import { batchByIdFor, batchByKey, batchDetail, batchSaveBody, batchWhere, createBatch, listBatches } from './batch'
import { selectBatches } from '../../business/purchase-rows'
import { plain } from '../../http/plain'
import { readGroupBy, summarize, summaryBatches, summaryColumns } from './summary'
import { publicOrigin } from '../../http/public-origin'
import { keysetBatches, xlsxResponse } from '../../platform/xlsx'
import { parseFlag, parseId, today } from '../../platform/input'
import { and, desc, lt } from 'drizzle-orm'
import { deliveryBatch as B } from './schema'
import type { OrderView } from './filters'
import { accepts } from '../../http/call-input'
import { idValue } from '../../http/params'

export const orderWorkflowRoutes = new Hono<AppEnv>()
const r = orderWorkflowRoutes

// ---- Summaries: v1 per group, v2 per group and material; "My" = the caller's orders.
const summaries: { path: string; exportPath: string; fn: string; view: OrderView; byMaterial: boolean; title: string }[] = [
  { path: 'GetList', exportPath: 'Export', fn: 'order_querysummary', view: 'query', byMaterial: false, title: '订单汇总' },
  { path: 'GetLineList', exportPath: 'ExportLines', fn: 'order_querysummaryv2', view: 'query', byMaterial: true, title: '订单明细汇总' },
  { path: 'GetMyList', exportPath: 'ExportMy', fn: 'order_myquerysummary', view: 'my', byMaterial: false, title: '我的订单汇总' },
  { path: 'GetMyLineList', exportPath: 'ExportMyLines', fn: 'order_myquerysummaryv2', view: 'my', byMaterial: true, title: '我的订单明细汇总' },
]
for (const s of summaries) {
  r.on(['GET', 'POST'], `/Order/OrderSummary/${s.path}`, requireFn(s.fn, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
    const q = await readListQuery(c)
    return ok(c, await summarize(c.get('db'), c.get('user'), s.view, q, s.byMaterial))
  })
  r.post(`/Order/OrderSummary/${s.exportPath}`, requireFn(s.fn, 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
    const q = await readListQuery(c)
    const columns = summaryColumns(readGroupBy(q.filters), s.byMaterial)
    return xlsxResponse(s.title, columns, summaryBatches(c.get('db'), c.get('user'), s.view, q, s.byMaterial))
  })
}

// ---- Supplier confirmation.
const CONFIRM_FNS = ['order_supplyConfirm', 'order_publish']

r.on(['GET', 'POST'], '/Order/SupplyConfirm/GetList', requireFn(CONFIRM_FNS, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await listOrders(c.get('db'), c.get('user'), 'confirm', q)
  return ok(c, listPage<unknown>(rows, total, q.page))
})

r.post('/Order/SupplyConfirm/Export', requireFn(CONFIRM_FNS, 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  return exportOrders(c.get('db'), c.get('user'), 'confirm', q, `供应商确认${today().replace(/-/g, '')}`)
})

r.get('/Order/SupplyConfirm/GetDetail', requireFn(CONFIRM_FNS, SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), (c) => openForSupplier(c, '供应商确认'))

r.get('/Order/SupplyConfirm/GetHistory', requireFn(ORDER_FNS, SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), async (c) => {
  const order = await orderDetail(c.get('db'), parseId(c.req.query('id'), '订单编号'), c.get('user'))
  return ok(c, order.history)
})

r.post('/Order/SupplyConfirm/ConfirmLine', requireFn('order_supplyConfirm', 'edit', SUPPLIER_OWNED), accepts({ body: confirmLineBody }), async (c) => {
  const body = await readBody(c)
  const id = await c.get('db').transaction((tx) => confirmLine(tx, c.get('user'), body))
  return ok(c, await orderDetail(c.get('db'), id, c.get('user')), '确认成功')
})

r.post('/Order/SupplyConfirm/ConfirmAll', requireFn('order_supplyConfirm', 'edit', SUPPLIER_OWNED), accepts({ body: z.object({ id: idValue }) }), async (c) => {
  const body = await readBody(c)
  const orderId = parseId(body.id, '订单编号')
  await c.get('db').transaction((tx) => confirmAll(tx, c.get('user'), orderId))
  return ok(c, await orderDetail(c.get('db'), orderId, c.get('user')), '已全部确认')
})

r.post('/Order/SupplyConfirm/ReviewProposal', requireFn(CONFIRM_FNS, 'audit', SUPPLIER_OWNED), accepts({ body: reviewProposalBody }), async (c) => {
  const body = await readBody(c)
  const id = await c.get('db').transaction((tx) => reviewProposal(tx, c.get('user'), body))
  return ok(c, await orderDetail(c.get('db'), id, c.get('user')), '审核完成')
})

// ---- Delivery batches.
const BATCH_FNS = ['order_supplySendRecord', 'order_supplyConfirm', 'order_receive', 'PcRcv_detail', 'PcRcv_PcRcvList']

r.post('/Order/SupplyBatch/Save', requireFn(['order_supplyConfirm', 'order_receive'], 'add', SUPPLIER_OWNED), accepts({ body: batchSaveBody }), async (c) => {
  const body = await readBody(c)
  const id = await c.get('db').transaction((tx) => createBatch(tx, c.get('user'), body))
  return ok(c, await batchDetail(c.get('db'), batchByIdFor(c.get('user'), id), publicOrigin(c)), '发货成功')
})

r.on(['GET', 'POST'], '/Order/SupplyBatch/GetList', requireFn(BATCH_FNS, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await listBatches(c.get('db'), c.get('user'), q, false)
  return ok(c, listPage<unknown>(rows, total, q.page))
})

r.on(['GET', 'POST'], '/Order/SupplyBatch/GetOverdueList', requireFn('order_supplySendRecord', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await listBatches(c.get('db'), c.get('user'), q, true)
  return ok(c, listPage<unknown>(rows, total, q.page))
})

r.get('/Order/SupplyBatch/GetDetail', requireFn(BATCH_FNS, SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), async (c) => {
  const id = parseId(c.req.query('id'), '送货单编号')
  return ok(c, await batchDetail(c.get('db'), batchByIdFor(c.get('user'), id), publicOrigin(c)))
})

r.post('/Order/SupplyBatch/Export', requireFn('order_supplySendRecord', 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const overdueOnly = parseFlag(q.filters.overdue) !== false
  const where = batchWhere(c.get('user'), { ...q.filters, overdue: undefined }, q.searchKey, overdueOnly)
  const db = c.get('db')
  type Row = { id: number } & Record<string, unknown>
  const batches = keysetBatches<Row>(
    async (after) => (await selectBatches(db).where(and(where, after ? lt(B.id, after.id) : undefined)).orderBy(desc(B.id)).limit(1000)) as Row[],
    1000,
  )
  const columns = [
    { header: '送货单号', key: 'batch_no', width: 18 },
    { header: '订单号', key: 'order_no', width: 18 },
    { header: '供应商', key: 'supply_name', width: 30 },
    { header: '发货日期', key: 'ship_date', width: 12 },
    { header: '预计到货', key: 'planned_arrival', width: 12 },
    { header: '超期天数', key: 'overdue_days', kind: 'qty' as const },
    { header: '物流单号', key: 'logistics_no', width: 18 },
    { header: '发货数量', key: 'qty', kind: 'qty' as const },
    { header: '已收数量', key: 'received_qty', kind: 'qty' as const },
    { header: '状态', key: 'status' },
  ]
  return xlsxResponse(overdueOnly ? '超期未交货批次' : '送货批次', columns, mapPlain(batches))
})

async function* mapPlain(batches: AsyncIterable<Record<string, unknown>[]>) {
  for await (const rows of batches) yield rows.map((row) => plain(row) as Record<string, unknown>)
}

/** Public: the delivery note page /receive/<key>. */
r.get('/api/Receive/GetDeliveryNote', accepts({ query: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/) }) }), async (c) => {
  const key = (c.req.query('key') ?? '').trim()
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(key)) return fail(c, '送货单不存在', 404)
  return ok(c, await batchDetail(c.get('db'), batchByKey(key), publicOrigin(c)))
})
