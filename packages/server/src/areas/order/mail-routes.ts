// Order mail calls: send records, resend, template preview and the public mail link.
import { z } from 'zod'
import { Hono, type Context } from 'hono'
import type { AppEnv, CurrentUser } from '../../http/context'
import type { Db } from '../../db'
import { and, desc, isNotNull } from 'drizzle-orm'
import { purchaseOrder } from './schema'
import { visibleOrders } from '../../business/purchase-orders'
import { fail, ok, refuse } from '../../http/envelope'
import { requireFn, SUPPLIER_OWNED } from '../../http/grants'
import { readListQuery, listPage, listQuery } from '../../http/list'
import { readBody } from '../../http/body'
import { findOrderDetail, orderDetail } from './detail'
import { composeOrderMail, mailDeps, sendOrderMails, supplierContacts } from './mail'
import { findSendRecord, listSendRecords, SEND_RECORD_EXPORT_COLUMNS, sendRecordBatches, sendRecordsByIds, sendRecordWhere } from './send-records'
import { xlsxResponse } from '../../platform/xlsx'
import { mailSecret, verifyMailToken } from './mail-token'
import { publicOrigin } from '../../http/public-origin'
import { purchaseActor } from '../../business/purchase'
import { markRead } from './read-mark'
import { isBlank, parseId } from '../../platform/input'
import { accepts } from '../../http/call-input'
import { idValue } from '../../http/params'

export const orderMailRoutes = new Hono<AppEnv>()

const SEND_RECORD_FNS = ['order_email', 'order_sendRecord', 'order_sendRecordv2', 'order_publish']
const PREVIEW_FNS = [...SEND_RECORD_FNS, 'mail_OrderPublishEmail', 'mail_OrderPublishEmailV2']

function versionOf(value: unknown, fallback: 1 | 2): 1 | 2 {
  if (isBlank(value)) return fallback
  if (String(value) === '1' || String(value) === '2') return Number(value) as 1 | 2
  refuse('邮件模板版本只能是 1 或 2')
}

orderMailRoutes.get('/Order/OrderPublish/GetEmailSendRecn', requireFn(SEND_RECORD_FNS, SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await listSendRecords(c.get('db'), c.get('user'), q)
  return ok(c, listPage(rows, total, q.page))
})

/** Same filters and scope as the list; errors in the filters answer before streaming. */
orderMailRoutes.post('/Order/OrderPublish/ExportEmailSendRecn', requireFn(SEND_RECORD_FNS, 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const user = c.get('user')
  sendRecordWhere(user, q.filters)
  return xlsxResponse('邮件发送记录', SEND_RECORD_EXPORT_COLUMNS, sendRecordBatches(c.get('db'), user, q.filters))
})

/** Resend one record (to the same address) or the whole order (to its current contacts). */
orderMailRoutes.post('/Order/OrderPublish/ResendEmail', requireFn(SEND_RECORD_FNS, 'edit', SUPPLIER_OWNED), accepts({ body: z.object({ id: idValue.optional(), order_id: idValue.optional(), v: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]).optional() }) }), async (c) => {
  const body = await readBody(c)
  const db = c.get('db')
  const user = c.get('user')
  const actor = purchaseActor(user)
  if (!isBlank(body.id)) {
    const record = await findSendRecord(db, user, parseId(body.id ?? c.req.query('id'), '发送记录'))
    if (!record) return fail(c, '发送记录不存在', 404)
    await requirePublished(c, record.orderId)
    const ids = await sendOrderMails(mailDeps(c), record.orderId, [record.recipient], versionOf(body.v, record.version as 1 | 2), actor, record.id)
    const [sent] = await sendRecordsByIds(db, ids)
    return ok(c, sent, sent?.result === '发送失败' ? '邮件发送失败' : '邮件已重新发送')
  }
  if (isBlank(body.order_id)) refuse('请选择要重发的发送记录或订单')
  const orderId = parseId(body.order_id, '订单编号')
  const order = await requirePublished(c, orderId)
  const recipients = await supplierContacts(db, order.supplyid)
  if (!recipients.length) refuse('供应商未设置邮箱')
  const ids = await sendOrderMails(mailDeps(c), orderId, recipients, versionOf(body.v, 1), actor)
  return ok(c, await sendRecordsByIds(db, ids), '邮件已重新发送')
})

async function requirePublished(c: Context<AppEnv>, orderId: number) {
  const order = await orderDetail(c.get('db'), orderId, c.get('user'))
  if (order.status === '草稿' || order.status === '已作废') refuse('订单未发布，不能发送邮件')
  return order
}

/** Exactly what the supplier receives (link with a real token), for the template previews. */
orderMailRoutes.get('/Order/OrderPublish/GetEmailPreview', requireFn(PREVIEW_FNS, SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue.optional(), v: z.enum(['1', '2']).optional() }) }), async (c) => {
  const db = c.get('db')
  const user = c.get('user')
  // Without an id the template screens preview the latest published order the caller may see.
  const given = c.req.query('id')
  const id = isBlank(given) ? await latestPublishedOrder(db, user) : parseId(given, '订单编号')
  if (id === null) return fail(c, '暂无已发布的订单可预览', 404)
  const order = await orderDetail(db, id, user)
  const version = versionOf(c.req.query('v'), 1)
  const mail = await composeOrderMail(db, publicOrigin(c), order, version)
  return ok(c, { subject: mail.subject, html: mail.html, recipients: await supplierContacts(db, order.supplyid), version })
})

async function latestPublishedOrder(db: Db, user: CurrentUser): Promise<number | null> {
  const [row] = await db
    .select({ id: purchaseOrder.id })
    .from(purchaseOrder)
    .where(and(visibleOrders(user), isNotNull(purchaseOrder.publishedAt)))
    .orderBy(desc(purchaseOrder.publishedAt), desc(purchaseOrder.id))
    .limit(1)
  return row?.id ?? null
}

/** Public: the mail link. A valid token shows the order to the supplier and marks it read. */
orderMailRoutes.get('/api/Order/AuthEmail', accepts({ query: z.object({ token: z.string().trim().min(1).max(2000) }) }), async (c) => {
  const db = c.get('db')
  const token = (c.req.query('token') ?? '').trim()
  if (!token) return fail(c, '链接无效', 400)
  const check = verifyMailToken(await mailSecret(db), token)
  if (!check.ok) return fail(c, check.reason === 'expired' ? '链接已过期，请登录系统查看订单' : '链接无效', 400)
  const { o: orderId, s: supplyid } = check.claims
  const order = await findOrderDetail(db, orderId, null)
  if (!order || order.supplyid !== supplyid || !order.published_at) return fail(c, '订单不存在', 404)
  await db.transaction((tx) => markRead(tx, orderId, { userid: null, name: order.supply_name, side: 'supplier' }, '邮件链接'))
  return ok(c, await findOrderDetail(db, orderId, null))
})
