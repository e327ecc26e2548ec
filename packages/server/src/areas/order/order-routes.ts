// Order headers and lines: publish, receive, query, my-query lists, exports, detail and buyer actions.
import { z } from 'zod'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../http/context'
import { fail, ok } from '../../http/envelope'
import { can, requireFn, SUPPLIER_OWNED } from '../../http/grants'
import { readListQuery, listPage, listQuery } from '../../http/list'
import { readBody } from '../../http/body'
import { exportOrderLines, exportOrders, listOrderLines, listOrders } from './lists'
import type { OrderView } from './filters'
import { orderDetail } from './detail'
import { cancelOrder, deleteDraft, orderSaveBody, publishOrder, saveOrder } from './publish'
import { mailDeps, sendOrderMails, supplierContacts } from './mail'
import { sendRecordsByIds } from './send-records'
import { purchaseActor } from '../../business/purchase'
import { markRead } from './read-mark'
import { parseId } from '../../platform/input'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'
import { idValue, acceptsIds } from '../../http/params'

export const orderRoutes = new Hono<AppEnv>()
type Ctx = Context<AppEnv>

/** Every order screen: any of them lets the caller open an order it can see. */
export const ORDER_FNS = [
  'order_publish', 'order_publishv2', 'order_receive', 'order_receivev2', 'order_query', 'order_queryv2',
  'order_myquery', 'order_myqueryv2', 'order_querysummary', 'order_querysummaryv2', 'order_myquerysummary',
  'order_myquerysummaryv2', 'order_email', 'order_sendRecord', 'order_sendRecordv2', 'order_supplyConfirm',
  'order_supplySendRecord',
] as const

interface ListScreen {
  base: string
  list: string
  view: OrderView
  fn: string
  lines: boolean
  title: string
}

/** One row per list screen: its list path, export path, who may call it and what it shows. */
const screens: (ListScreen & { export: string })[] = [
  { base: '/Order/OrderPublish', list: 'GetList', export: 'Export', view: 'publish', fn: 'order_publish', lines: false, title: '订单发布' },
  { base: '/Order/OrderPublish', list: 'GetLineList', export: 'ExportLines', view: 'publish', fn: 'order_publishv2', lines: true, title: '订单发布明细' },
  { base: '/Order/OrderReceive', list: 'GetList', export: 'Export', view: 'receive', fn: 'order_receive', lines: false, title: '订单接收' },
  { base: '/Order/OrderReceive', list: 'GetLineList', export: 'ExportLines', view: 'receive', fn: 'order_receivev2', lines: true, title: '订单接收明细' },
  { base: '/Order/OrderQuery', list: 'GetList', export: 'Export', view: 'query', fn: 'order_query', lines: false, title: '订单查询' },
  { base: '/Order/OrderQuery', list: 'GetLineList', export: 'ExportLines', view: 'query', fn: 'order_queryv2', lines: true, title: '订单明细查询' },
  { base: '/Order/OrderQuery', list: 'GetMyList', export: 'ExportMy', view: 'my', fn: 'order_myquery', lines: false, title: '我的订单' },
  { base: '/Order/OrderQuery', list: 'GetMyLineList', export: 'ExportMyLines', view: 'my', fn: 'order_myqueryv2', lines: true, title: '我的订单明细' },
]

for (const s of screens) {
  orderRoutes.on(['GET', 'POST'], `${s.base}/${s.list}`, requireFn(s.fn, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
    const q = await readListQuery(c)
    const { rows, total } = s.lines ? await listOrderLines(c.get('db'), c.get('user'), s.view, q) : await listOrders(c.get('db'), c.get('user'), s.view, q)
    return ok(c, listPage<unknown>(rows, total, q.page))
  })
  orderRoutes.post(`${s.base}/${s.export}`, requireFn(s.fn, 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
    const q = await readListQuery(c)
    const title = `${s.title}${clock.today().replace(/-/g, '')}`
    return s.lines ? exportOrderLines(c.get('db'), c.get('user'), s.view, q, title) : exportOrders(c.get('db'), c.get('user'), s.view, q, title)
  })
}

/** Any order screen: the order (no read mark: staff screens and previews use it). */
orderRoutes.get('/Order/OrderPublish/GetDetail', requireFn(ORDER_FNS, SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), async (c) => {
  return ok(c, await orderDetail(c.get('db'), parseId(c.req.query('id'), '订单编号'), c.get('user')))
})

/** The supplier's inbox opening an order marks it read. Drafts are never shown here. */
export async function openForSupplier(c: Ctx, how: string) {
  const id = parseId(c.req.query('id'), '订单编号')
  const db = c.get('db')
  const user = c.get('user')
  await db.transaction(async (tx) => {
    const order = await orderDetail(tx, id, user)
    if (!order.published_at) return
    await markRead(tx, id, purchaseActor(user), how)
  })
  const order = await orderDetail(db, id, user)
  if (!order.published_at) return fail(c, '订单不存在', 404)
  return ok(c, order)
}

orderRoutes.get('/Order/OrderReceive/GetDetail', requireFn(['order_receive', 'order_receivev2', 'order_supplyConfirm'], SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), (c) => openForSupplier(c, '订单接收'))

orderRoutes.post('/Order/OrderPublish/Save', requireFn(['order_publish', 'order_publishv2'], SUPPLIER_OWNED), accepts({ body: orderSaveBody }), async (c) => {
  const body = await readBody(c)
  const creating = body.id === undefined || body.id === null || body.id === ''
  // The button follows what the call does: add for a new order, edit for a draft.
  const allowed = await canButton(c, creating ? 'add' : 'edit')
  if (!allowed) return fail(c, '无权限', 403)
  const db = c.get('db')
  const id = await db.transaction((tx) => saveOrder(tx, c.get('user'), body))
  return ok(c, await orderDetail(db, id, c.get('user')), '保存成功')
})

const canButton = (c: Ctx, button: string) => can(c, ['order_publish', 'order_publishv2'], button)

orderRoutes.post('/Order/OrderPublish/Publish', requireFn(['order_publish', 'order_publishv2'], 'edit', SUPPLIER_OWNED), accepts({ body: z.object({ id: idValue, v: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]).optional() }) }), async (c) => {
  const body = await readBody(c)
  const id = parseId(body.id, '订单编号')
  const version = body.v === 2 || body.v === '2' ? 2 : 1
  const db = c.get('db')
  const user = c.get('user')
  const order = await db.transaction((tx) => publishOrder(tx, user, id))
  const recipients = await supplierContacts(db, order.supplyid)
  const ids = await sendOrderMails(mailDeps(c), id, recipients, version, purchaseActor(user))
  const data = { order: await orderDetail(db, id, user), sends: await sendRecordsByIds(db, ids) }
  return ok(c, data, recipients.length ? '订单已发布，邮件已发送' : '订单已发布，但供应商未设置邮箱')
})

orderRoutes.post('/Order/OrderPublish/Cancel', requireFn(['order_publish', 'order_publishv2'], 'edit', SUPPLIER_OWNED), accepts({ body: z.object({ id: idValue, reason: z.string().max(500).optional() }) }), async (c) => {
  const body = await readBody(c)
  const id = parseId(body.id, '订单编号')
  await c.get('db').transaction((tx) => cancelOrder(tx, c.get('user'), id, body.reason))
  return ok(c, await orderDetail(c.get('db'), id, c.get('user')), '订单已作废')
})

orderRoutes.post('/Order/OrderPublish/Del', requireFn(['order_publish', 'order_publishv2'], 'delete', SUPPLIER_OWNED), acceptsIds('id'), async (c) => {
  const body = await readBody(c)
  const id = parseId(body.id ?? c.req.query('id'), '订单编号')
  await c.get('db').transaction((tx) => deleteDraft(tx, c.get('user'), id))
  return ok(c, null, '删除成功')
})
