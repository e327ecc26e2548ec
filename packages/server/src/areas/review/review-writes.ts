import { AUDIT_RESULTS, ORDER_TYPES, REVIEW_MESSAGES as M } from '@scm/core/review'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import * as clock from '../../clock'
import type { Db } from '../../db'
import { accepts, ok, parseBody, refuse, requireFn, type AppEnv, type CurrentUser } from '../../http'
import { pubMateriel } from '../../identity/partner-schema'
import { attachFiles, checkAttachable } from '../../platform/attachments'
import { audits, deptOf, ensureReview, getOrder, isReviewer, nowText, rowsOf, syncAudits, type OrderRow } from './review'
import { bomLevel, bomPrice, saveBomLevel } from './order-bom'
import { picturesOf, readinessProblems } from './readiness'
import { bad, EDIT_FNS, id, orderBody, REVIEW_FNS, staffOnly, text } from './review-calls'
import { ORDER_PICTURE_DOC, saOrderAuditrst, saOrderBom, saOrderPicture, saOrderReview } from './schema'

// The review's writes (/api/OrderAudit): the review's header, a department's audit, SetReady,
// discarding reviews, the priced BOM, one level of the order's own BOM, and its pictures.

export const reviewWriteRoutes = new Hono<AppEnv>()
const R = reviewWriteRoutes

/** A reviewer acts for his department (naming another is refused); others with the function may name one (dept_id). */
async function actingDept(db: Db, user: CurrentUser, given?: number): Promise<number | null> {
  if (!isReviewer(user) && given) return given
  const own = await deptOf(db, user)
  if (given && given !== own) refuse(M.ownDeptOnly, 403)
  return own
}

const notReady = (order: OrderRow) => {
  if (order.status === '已就绪') refuse(M.ready, 409)
}

const saveTabBody = z.object({ order_id: id(M.order), order_type: z.enum(ORDER_TYPES, bad(M.orderType)), remark: text(500, '备注最多500个字符').optional() })
/** POST SaveAllTab {order_id, order_type, remark}: the review's header; the type decides which departments review. */
R.post('/api/OrderAudit/SaveAllTab', requireFn(EDIT_FNS, 'edit'), accepts({ body: saveTabBody }), async (c) => {
  staffOnly(c.get('user'))
  const body = await parseBody(c, saveTabBody)
  await c.get('db').transaction(async (tx) => {
    const order = await getOrder(tx, body.order_id)
    notReady(order)
    await ensureReview(tx, order)
    await tx.update(saOrderReview).set({ orderType: body.order_type, remark: body.remark ?? '', updatedAt: nowText() }).where(eq(saOrderReview.orderId, order.id))
    await syncAudits(tx, order.id, body.order_type)
  })
  return ok(c, await getOrder(c.get('db'), body.order_id), '保存成功')
})

const auditBody = z.object({
  order_id: id(M.order),
  result: z.enum(AUDIT_RESULTS, bad(M.result)),
  opinion: text(500, '评审意见最多500个字符').optional().default(''),
  dept_id: id('部门不正确').optional(),
})
/** POST SaveSaOrderAuditrst: the caller's department agrees or disagrees (with the reason: the order goes back). */
R.post('/api/OrderAudit/SaveSaOrderAuditrst', requireFn(EDIT_FNS, 'edit'), accepts({ body: auditBody }), async (c) => {
  const user = c.get('user')
  staffOnly(user)
  const body = await parseBody(c, auditBody)
  if (body.result === '不同意' && !body.opinion) refuse(M.opinion)
  await c.get('db').transaction(async (tx) => {
    const dept = await actingDept(tx, user, body.dept_id)
    const order = await getOrder(tx, body.order_id)
    notReady(order)
    await ensureReview(tx, order)
    const [row] = await tx
      .update(saOrderAuditrst)
      .set({ result: body.result, opinion: body.opinion, userid: user.userid, userName: user.UserName, auditedAt: nowText() })
      .where(and(eq(saOrderAuditrst.orderId, order.id), eq(saOrderAuditrst.deptId, dept ?? 0)))
      .returning({ id: saOrderAuditrst.id })
    if (!row) refuse(M.noDept, 403)
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${saOrderAuditrst} where order_id = ${order.id} and result = '不同意'`)
    await tx
      .update(saOrderReview)
      .set(body.result === '不同意' ? { status: '已退回', reason: body.opinion, updatedAt: nowText() } : n === 0 ? { status: '评审中', reason: '', updatedAt: nowText() } : { updatedAt: nowText() })
      .where(eq(saOrderReview.orderId, order.id))
  })
  return ok(c, await audits(c.get('db'), body.order_id), '保存成功')
})

/** POST SetReady {order_id}: refused naming every department, picture and change still missing. */
R.post('/api/OrderAudit/SetReady', requireFn(EDIT_FNS, 'audit'), accepts({ body: orderBody }), async (c) => {
  const user = c.get('user')
  staffOnly(user)
  const { order_id } = await parseBody(c, orderBody)
  await c.get('db').transaction(async (tx) => {
    await tx.execute(sql`select 1 from sa_order where id = ${order_id} for update`)
    const order = await getOrder(tx, order_id)
    if (order.status === '已就绪') refuse(M.ready, 409)
    await ensureReview(tx, order)
    const reasons = await readinessProblems(tx, order)
    if (reasons.length) refuse(M.notReady(reasons), 409)
    await tx.update(saOrderReview).set({ status: '已就绪', reason: '', readyAt: nowText(), readyBy: user.UserName, updatedAt: nowText() }).where(eq(saOrderReview.orderId, order_id))
  })
  return ok(c, await getOrder(c.get('db'), order_id), '订单已就绪')
})

const delBody = z.object({ ids: z.array(id('请选择订单'), bad('请选择订单')).min(1, '请选择订单').max(500, '一次最多500条') })
/** POST DelBatch {ids}: the reviews of orders not yet ready are discarded (they go back to 待评审, their BOM to the standard). */
R.post('/api/OrderAudit/DelBatch', requireFn(EDIT_FNS, 'delete'), accepts({ body: delBody }), async (c) => {
  staffOnly(c.get('user'))
  const { ids } = await parseBody(c, delBody)
  const n = await c.get('db').transaction(async (tx) => {
    const ready = await rowsOf<{ order_no: string }>(tx, sql`select o.order_no from ${saOrderReview} r join sa_order o on o.id = r.order_id where r.status = '已就绪' and r.order_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`)
    if (ready.length) refuse(M.delReady(ready[0]!.order_no), 409)
    await tx.delete(saOrderAuditrst).where(inArray(saOrderAuditrst.orderId, ids))
    await tx.delete(saOrderBom).where(inArray(saOrderBom.orderId, ids))
    return (await tx.delete(saOrderReview).where(inArray(saOrderReview.orderId, ids)).returning()).length
  })
  return ok(c, { deleted: n }, '删除成功')
})

const priceBody = z.object({ order_id: id(M.order), on: z.string(bad('日期格式错误')).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式错误').optional() })
/** POST GetBomPrice {order_id, on?}: the order BOM priced from the approved prices in force (today by default). */
R.post('/api/OrderAudit/GetBomPrice', requireFn(REVIEW_FNS), accepts({ body: priceBody }), async (c) => {
  staffOnly(c.get('user'))
  const body = await parseBody(c, priceBody)
  const db = c.get('db')
  return ok(c, await bomPrice(db, await getOrder(db, body.order_id), body.on ?? clock.today()))
})

const bomBody = z.object({
  order_id: id(M.order),
  parent_mtr_id: z.coerce.number(bad('上级物料不正确')).int('上级物料不正确').min(0, '上级物料不正确').max(2147483647, '上级物料不正确').optional().default(0),
  // a line names its part by id, or by code as typed in the review's BOM editor
  lines: z
    .array(
      z.object({
        mtr_id: id(M.material).optional(),
        mtr_code: text(30, M.material).optional(),
        qty: z.coerce.number(bad('数量须大于0')).positive('数量须大于0').max(99999, '数量不能超过99999'),
      }),
      bad('请提交BOM行'),
    )
    .max(2000, '一级最多2000行'),
})

/** The lines' parts by id (a code looked up in pub_materiel; an unknown one refused by name). */
async function partIds(db: Db, lines: z.output<typeof bomBody>['lines']): Promise<{ mtr_id: number; qty: number }[]> {
  const codes = [...new Set(lines.filter((l) => !l.mtr_id).map((l) => l.mtr_code ?? ''))]
  const found = codes.length ? await db.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode }).from(pubMateriel).where(inArray(pubMateriel.mtrCode, codes)) : []
  const byCode = new Map(found.map((p) => [p.code, p.id]))
  return lines.map((l) => {
    const mtr = l.mtr_id ?? byCode.get(l.mtr_code ?? '')
    if (!mtr) refuse(l.mtr_code ? `物料${l.mtr_code}不存在` : M.material)
    return { mtr_id: mtr, qty: l.qty }
  })
}
/** POST SaveBom {order_id, parent_mtr_id, lines}: one level of the order's own BOM replaced (its review starts if not yet). */
R.post('/api/OrderAudit/SaveBom', requireFn(EDIT_FNS, 'edit'), accepts({ body: bomBody }), async (c) => {
  staffOnly(c.get('user'))
  const body = await parseBody(c, bomBody)
  await c.get('db').transaction(async (tx) => {
    const order = await getOrder(tx, body.order_id)
    notReady(order)
    await ensureReview(tx, order)
    await saveBomLevel(tx, order.id, body.parent_mtr_id, await partIds(tx, body.lines))
  })
  const db = c.get('db')
  return ok(c, await bomLevel(db, await getOrder(db, body.order_id), body.parent_mtr_id), '保存成功')
})

const pictureBody = z.object({ order_id: id(M.order), item_id: id(M.itemMissing), file_ids: z.array(id('附件不存在'), bad('附件不存在')).min(1, '请上传图片').max(20, '一次最多20张') })
/** POST SavePicture {order_id, item_id, file_ids}: photos of a picture item attached to the order (the kit's attachments). */
R.post('/api/OrderAudit/SavePicture', requireFn(EDIT_FNS, 'edit'), accepts({ body: pictureBody }), async (c) => {
  const user = c.get('user')
  staffOnly(user)
  const body = await parseBody(c, pictureBody)
  await c.get('db').transaction(async (tx) => {
    const order = await getOrder(tx, body.order_id)
    const items = await picturesOf(tx, order)
    if (!items.some((i) => i.item_id === body.item_id)) refuse(M.notRequired)
    const [existing] = await tx.select({ id: saOrderPicture.id }).from(saOrderPicture).where(and(eq(saOrderPicture.orderId, order.id), eq(saOrderPicture.itemId, body.item_id)))
    const pictureId = existing?.id ?? (await tx.insert(saOrderPicture).values({ orderId: order.id, itemId: body.item_id }).returning({ id: saOrderPicture.id }))[0]!.id
    await checkAttachable(tx, user.userid, body.file_ids, ORDER_PICTURE_DOC, pictureId)
    await attachFiles(tx, ORDER_PICTURE_DOC, pictureId, body.file_ids, user)
  })
  const db = c.get('db')
  return ok(c, await picturesOf(db, await getOrder(db, body.order_id)), '上传成功')
})
