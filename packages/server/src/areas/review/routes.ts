import {
  AUDIT_RESULTS,
  CHANGE_KINDS,
  ORDER_TYPES,
  PICTURE_ITEM_STATUSES,
  REVIEW_DEPTS,
  REVIEW_MESSAGES as M,
  REVIEW_OPEN,
  REVIEW_STATUSES,
  pictureItemResource,
  tcNoticeDocument,
  tdDealDocument,
  type ChangeKind,
  type OrderType,
} from '@scm/core'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import * as clock from '../../clock'
import type { Db } from '../../db'
import { documentArea } from '../../document/routes'
import { accepts, isStaff, ok, parseBody, parseQuery, refuse, requireFn, type AppEnv, type CurrentUser } from '../../http'
import { pubMateriel } from '../../identity/partner-schema'
import { containsPattern } from '../../platform/like'
import { attachFiles, checkAttachable, listFiles } from '../../platform/attachments'
import {
  audits,
  bomLevel,
  bomList,
  bomPrice,
  changesOfOrder,
  deptOf,
  ensureReview,
  getOrder,
  isReviewer,
  listOrders,
  nowText,
  orderByNo,
  rowsOf,
  saveBomLevel,
  syncAudits,
  type OrderRow,
} from './review'
import { CHANGE_TABLES, changeImpact, handleChange, handlings, tcHooks, tdHooks, unhandled } from './changes'
import { ORDER_PICTURE_DOC, saOrderAuditrst, saOrderBom, saOrderPicture, saOrderReview, saPictureItem } from './schema'

// /api/OrderAudit (the spec's calls, names as written), /api/SaPictureItem, and the changes'
// handling and impact (/api/SaChange). Suppliers and customers hold none of these functions.

const REVIEW_FNS = ['OrderAudit_orderList', 'OrderAudit_orderListQuery', 'OrderAudit_detail'] as const
const EDIT_FNS = ['OrderAudit_orderList', 'OrderAudit_detail'] as const
const PIC_FN = pictureItemResource.fn
const TODO_FNS = ['todo_todoTypeList', 'todo_tc', 'todo_td', 'todo_todoDetail'] as const

const bad = (message: string) => ({ error: message })
const id = (message: string) => z.coerce.number(bad(message)).int(message).positive(message).max(2147483647, message)
const orderQuery = z.object({ order_id: id(M.order) })
const orderBody = z.object({ order_id: id(M.order) })
const text = (max: number, message: string) => z.string(bad(message)).trim().max(max, message)
const page = {
  page: z.coerce.number(bad('页码必须是正整数')).int('页码必须是正整数').min(1, '页码必须是正整数').optional().default(1),
  rows: z.coerce.number(bad('每页条数必须在 1 到 500 之间')).int().min(1, '每页条数必须在 1 到 500 之间').max(500, '每页条数必须在 1 到 500 之间').optional().default(10),
  searchKey: text(100, '请输入100个字符以内的搜索关键字').optional().default(''),
}
const listBody = z.looseObject({
  ...page,
  status: z.enum(REVIEW_STATUSES, bad('评审状态不正确')).optional().or(z.literal('')),
  model: text(50, '车型不正确').optional(),
})
const kindQuery = z.object({ kind: z.enum(['tc', 'td'], bad('请选择变更类型（tc/td）')) })
const changeQuery = z.object({ kind: z.enum(['tc', 'td'], bad('请选择变更类型（tc/td）')), id: id('请选择变更') })

const staffOnly = (user: CurrentUser) => {
  if (!isStaff(user)) refuse('无权限', 403)
}

function orderWhere(q: z.output<typeof listBody>, statuses: readonly string[] | null): SQL {
  const parts: SQL[] = []
  if (q.status) parts.push(sql`coalesce(r.status, '待评审') = ${q.status}`)
  else if (statuses) parts.push(sql`coalesce(r.status, '待评审') in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`)
  if (q.model) parts.push(sql`o.model ilike ${containsPattern(q.model)}`)
  if (q.searchKey) {
    const p = containsPattern(q.searchKey)
    parts.push(sql`(o.order_no ilike ${p} or o.model ilike ${p} or c.cust_name ilike ${p} or o.configuration ilike ${p})`)
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`
}

/** A reviewer acts for his department; others with the function may name one (dept_id). */
async function actingDept(db: Db, user: CurrentUser, given?: number): Promise<number | null> {
  if (!isReviewer(user) && given) return given
  return deptOf(db, user)
}

/** Whose audits a caller sees: a reviewer his department's only. */
async function visibleDept(db: Db, user: CurrentUser): Promise<number | null | undefined> {
  return isReviewer(user) ? deptOf(db, user) : undefined
}

const notReady = (order: OrderRow) => {
  if (order.status === '已就绪') refuse(M.ready, 409)
}

/** The picture items an order needs (its model's, its options', every order's) and its photos of each. */
export async function picturesOf(db: Db, order: OrderRow) {
  const items = await rowsOf<{ id: number; item_name: string; model: string | null; option_kw: string | null; remark: string | null; picture_id: number | null }>(
    db,
    sql`select i.id, i.item_name, i.model, i.option_kw, i.remark, p.id as picture_id from ${saPictureItem} i
      left join ${saOrderPicture} p on p.item_id = i.id and p.order_id = ${order.id}
      where coalesce(i.status, '启用') = '启用' and (coalesce(i.model, '') = '' or i.model = ${order.model})
        and (coalesce(i.option_kw, '') = '' or position(i.option_kw in ${order.configuration}) > 0)
      order by i.id`,
  )
  const out = []
  for (const item of items) {
    const files = item.picture_id ? await listFiles(db, ORDER_PICTURE_DOC, item.picture_id) : []
    out.push({
      item_id: item.id,
      item_name: item.item_name,
      model: item.model ?? '',
      option_kw: item.option_kw ?? '',
      remark: item.remark ?? '',
      present: files.length > 0,
      files: files.map((f) => ({ file_id: f.fileId, file_name: f.fileName, user_name: f.userName, created_at: f.createdAt })),
    })
  }
  return out
}

/** Why an order cannot be set ready (empty: it can): departments, pictures, unhandled changes. */
export async function readinessProblems(db: Db, order: OrderRow): Promise<string[]> {
  const reasons: string[] = []
  const rows = await audits(db, order.id)
  for (const a of rows) if (a.result !== '同意') reasons.push(M.deptNotAgreed(a.dept_name))
  if (!rows.length) for (const d of REVIEW_DEPTS[order.order_type as OrderType] ?? []) reasons.push(M.deptNotAgreed(d))
  for (const p of await picturesOf(db, order)) if (!p.present) reasons.push(M.pictureMissing(p.item_name))
  for (const kind of ['tc', 'td'] as const) {
    const t = CHANGE_TABLES[kind]
    for (const ch of await changesOfOrder(db, order.id, kind, sql`${t.header}`, sql`${t.lines}`)) if (ch.unhandled && ch.status === '已发布') reasons.push(M.changeUnhandled(ch.change_no, ch.unhandled))
  }
  return reasons
}

export const reviewRoutes = new Hono<AppEnv>()
const R = reviewRoutes

// ---- reads ----

R.post('/api/OrderAudit/GetOrderList', requireFn(REVIEW_FNS), accepts({ body: listBody }), async (c) => {
  staffOnly(c.get('user'))
  const q = await parseBody(c, listBody)
  return ok(c, await listOrders(c.get('db'), orderWhere(q, REVIEW_OPEN), q.page, q.rows))
})

R.post('/api/OrderAudit/GetOrderListQuery', requireFn(REVIEW_FNS), accepts({ body: listBody }), async (c) => {
  staffOnly(c.get('user'))
  const q = await parseBody(c, listBody)
  return ok(c, await listOrders(c.get('db'), orderWhere(q, null), q.page, q.rows))
})

R.get('/api/OrderAudit/GetOrderHeader', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  const order = await getOrder(db, order_id)
  const all = await audits(db, order_id)
  return ok(c, { ...order, agreed: all.filter((a) => a.result === '同意').length, audits: all.length, depts: all.map((a) => `${a.dept_name}:${a.result ?? '待评审'}`).join('，') })
})

R.get('/api/OrderAudit/GetOrderDetail', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  const order = await getOrder(db, order_id)
  const mine = await visibleDept(db, c.get('user'))
  return ok(c, { order, audits: await audits(db, order_id, mine), problems: order.status === '已就绪' ? [] : await readinessProblems(db, order) })
})

const pictureQuery = z.object({ order_no: text(30, M.order).min(1, M.order) })
R.get('/api/OrderAudit/GetPictureByOrderNo', requireFn(REVIEW_FNS), accepts({ query: pictureQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_no } = parseQuery(c, pictureQuery)
  const db = c.get('db')
  return ok(c, await picturesOf(db, await orderByNo(db, order_no)))
})

R.get('/api/OrderAudit/GetOrderBomList', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  return ok(c, await bomList(db, await getOrder(db, order_id)))
})

const treeQuery = z.object({ order_id: id(M.order), parent_mtr_id: z.coerce.number(bad('上级物料不正确')).int('上级物料不正确').min(0, '上级物料不正确').max(2147483647, '上级物料不正确').optional().default(0) })
R.get('/api/OrderAudit/GetBomOfTree', requireFn(REVIEW_FNS), accepts({ query: treeQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id, parent_mtr_id } = parseQuery(c, treeQuery)
  const db = c.get('db')
  return ok(c, await bomLevel(db, await getOrder(db, order_id), parent_mtr_id))
})

for (const [path, kind] of [
  ['GetSaOrderTcnoticeList', 'tc'],
  ['GetSaOrderTdealList', 'td'],
] as const) {
  R.get(`/api/OrderAudit/${path}`, requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
    staffOnly(c.get('user'))
    const { order_id } = parseQuery(c, orderQuery)
    const db = c.get('db')
    await getOrder(db, order_id)
    const t = CHANGE_TABLES[kind]
    return ok(c, await changesOfOrder(db, order_id, kind, sql`${t.header}`, sql`${t.lines}`))
  })
}

R.get('/api/OrderAudit/GetSaOrderAuditrst', requireFn(REVIEW_FNS), accepts({ query: orderQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { order_id } = parseQuery(c, orderQuery)
  const db = c.get('db')
  await getOrder(db, order_id)
  return ok(c, await audits(db, order_id, await visibleDept(db, c.get('user'))))
})

/** GET GetUnHandNotince?kind=tc|td: the changes the caller's department has not handled (all departments' for others), with age. */
R.get('/api/OrderAudit/GetUnHandNotince', requireFn(TODO_FNS), accepts({ query: kindQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { kind } = parseQuery(c, kindQuery)
  const db = c.get('db')
  return ok(c, await unhandled(db, kind, await visibleDept(db, c.get('user'))))
})

/** GET GetUnHandOrderAduit: the orders in review whose audit by the caller's department (a reviewer's; all for others) is still open. */
R.get('/api/OrderAudit/GetUnHandOrderAduit', requireFn([...TODO_FNS, ...REVIEW_FNS]), async (c) => {
  staffOnly(c.get('user'))
  const db = c.get('db')
  const dept = await visibleDept(db, c.get('user'))
  const rows = await rowsOf(
    db,
    sql`select o.id, o.order_no, o.model, coalesce(o.configuration, '') as configuration, o.delivery_date::text as delivery_date, r.status, d.dept_name,
        to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS') as since
      from ${saOrderAuditrst} a join ${saOrderReview} r on r.order_id = a.order_id join sa_order o on o.id = a.order_id join org_dept d on d.id = a.dept_id
      where r.status in ('评审中', '已退回') and a.result is distinct from '同意' ${dept === undefined ? sql`` : sql`and a.dept_id = ${dept ?? 0}`}
      order by o.delivery_date, o.id`,
  )
  return ok(c, rows)
})

// ---- writes ----

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
    const order = await getOrder(tx, body.order_id)
    notReady(order)
    await ensureReview(tx, order)
    const dept = await actingDept(tx, user, body.dept_id)
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

// ---- picture items ----

const itemsBody = z.looseObject({ ...page, status: z.enum(PICTURE_ITEM_STATUSES, bad('状态不正确')).optional().or(z.literal('')) })
R.post('/api/SaPictureItem/GetSaPictureItems', requireFn([PIC_FN, ...REVIEW_FNS]), accepts({ body: itemsBody }), async (c) => {
  staffOnly(c.get('user'))
  const q = await parseBody(c, itemsBody)
  const I = saPictureItem
  const p = q.searchKey ? containsPattern(q.searchKey) : null
  const where = and(
    q.status ? sql`coalesce(${I.status}, '启用') = ${q.status}` : undefined,
    p ? sql`(${I.item_name} ilike ${p} or ${I.model} ilike ${p} or ${I.option_kw} ilike ${p})` : undefined,
  )
  const db = c.get('db')
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(I).where(where)
  const rows = await db.select().from(I).where(where).orderBy(I.id).limit(q.rows).offset((q.page - 1) * q.rows)
  return ok(c, { rows: rows.map((r) => ({ ...r, status: r.status ?? '启用' })), total: Number(n), page: q.page })
})

const itemBody = z.object({
  id: id(M.itemMissing).optional(),
  item_name: text(50, '图片项目最多50个字符').min(1, M.item),
  model: text(50, '适用车型最多50个字符').optional().default(''),
  option_kw: text(50, '适用配置最多50个字符').optional().default(''),
  remark: text(200, '拍摄要求最多200个字符').optional().default(''),
})
R.post('/api/SaPictureItem/SaveItem', requireFn(PIC_FN, 'edit'), accepts({ body: itemBody }), async (c) => {
  const user = c.get('user')
  staffOnly(user)
  const body = await parseBody(c, itemBody)
  const db = c.get('db')
  const I = saPictureItem
  const values = { item_name: body.item_name, model: body.model || null, option_kw: body.option_kw || null, remark: body.remark }
  const dup = await db
    .select({ id: I.id })
    .from(I)
    .where(and(eq(I.item_name, body.item_name), sql`coalesce(${I.model}, '') = ${body.model}`, sql`coalesce(${I.option_kw}, '') = ${body.option_kw}`, body.id ? sql`${I.id} <> ${body.id}` : undefined))
  if (dup.length) refuse('该图片项目已存在', 409)
  if (body.id) {
    const [row] = await db.update(I).set({ ...values, updated_at: nowText(), updated_by: user.userid }).where(eq(I.id, body.id)).returning({ id: I.id })
    if (!row) refuse(M.itemMissing, 404)
    return ok(c, { id: row.id }, '保存成功')
  }
  const [row] = await db.insert(I).values({ ...values, status: '启用', created_by: user.userid }).returning({ id: I.id })
  return ok(c, { id: row!.id }, '保存成功')
})

const switchBody = z.object({ id: id(M.itemMissing) })
/** POST SwitchCancel {id}: an item is retired (作废), or taken back into use. */
R.post('/api/SaPictureItem/SwitchCancel', requireFn(PIC_FN, 'edit'), accepts({ body: switchBody }), async (c) => {
  staffOnly(c.get('user'))
  const { id: itemId } = await parseBody(c, switchBody)
  const I = saPictureItem
  const [row] = await c
    .get('db')
    .update(I)
    .set({ status: sql`case when coalesce(${I.status}, '启用') = '启用' then '作废' else '启用' end`, updated_at: nowText() })
    .where(eq(I.id, itemId))
    .returning({ id: I.id, status: I.status })
  if (!row) refuse(M.itemMissing, 404)
  return ok(c, row, row.status === '作废' ? '已作废' : '已启用')
})

// ---- changes: handling and impact ----

const handleBody = z.object({ kind: z.enum(['tc', 'td'], bad('请选择变更类型（tc/td）')), id: id('请选择变更'), opinion: text(500, '处理意见最多500个字符').optional().default('') })
/** POST /api/SaChange/Handle {kind, id, opinion}: the caller's department has handled the change (it leaves his to-do). */
R.post('/api/SaChange/Handle', requireFn(TODO_FNS, 'edit'), accepts({ body: handleBody }), async (c) => {
  const user = c.get('user')
  staffOnly(user)
  const body = await parseBody(c, handleBody)
  await c.get('db').transaction(async (tx) => handleChange(tx, body.kind as ChangeKind, body.id, await deptOf(tx, user), user, body.opinion))
  return ok(c, await handlings(c.get('db'), body.kind, body.id), '处理成功')
})

/** GET /api/SaChange/GetImpact?kind&id: the open orders and purchase order lines the change touches, and its handlings. */
R.get('/api/SaChange/GetImpact', requireFn([...TODO_FNS, ...REVIEW_FNS]), accepts({ query: changeQuery }), async (c) => {
  staffOnly(c.get('user'))
  const { kind, id: changeId } = parseQuery(c, changeQuery)
  const db = c.get('db')
  return ok(c, { ...(await changeImpact(db, kind, changeId)), handlings: await handlings(db, kind, changeId), title: CHANGE_KINDS[kind].title })
})

/** /api/SaTcnotice and /api/SaTdeal: the changes, documents of the kit. */
export const changeDocumentRoutes = [documentArea(tcNoticeDocument, CHANGE_TABLES.tc, tcHooks), documentArea(tdDealDocument, CHANGE_TABLES.td, tdHooks)]
