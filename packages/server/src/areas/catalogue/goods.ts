import { GOODS_ACTIONS, GOODS_FNS, GOODS_MESSAGES as M, GOODS_PATHS, GOODS_STATUSES, type GoodsActionName, type GoodsImage, type GoodsRow } from '@scm/core/catalogue'
import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import * as clock from '../../clock'
import type { Db } from '../../db'
import { documentHistory, writeEvent } from '../../document/records'
import { accepts, can, dateTimeText, fail, listPage, listQuery, ok, parseBody, readListQuery, refuse, requireFn, signedRoutes, type AppEnv, type CurrentUser } from '../../http'
import { isStaff } from '../../platform/owner-scope'
import { pubMateriel as G } from '../../identity/partner-schema'
import { containsPattern } from '../../platform/like'
// the material's pictures: pub_materiel_image, the one picture table of a material (parts image query reads it too)
import { pubMaterielImage as I } from '../../identity/material-schema'

// 商品维护: goods are materials with a sale status. The spec's calls are signed (the `code` header,
// checked by signedRoutes after the grant). History is the kit's (doc_event, type Goods).

export const GOODS_DOC_TYPE = 'Goods'
const LISTED = '上架'
const STATUS_VALUES = GOODS_STATUSES.map((s) => s.value) as string[]
const fnOfStatus = (status: string) => GOODS_STATUSES.find((s) => s.value === status)?.fn

/**
 * Customers see listed goods only (any screen's call); staff see every good. Goods belong to no
 * customer: the routes are not owner-scoped, the state is the filter.
 */
function visibleGoods(user: CurrentUser): SQL | undefined {
  return isStaff(user) ? isNotNull(G.saleStatus) : eq(G.saleStatus, LISTED)
}

const rowColumns = {
  id: G.mtrId,
  mtr_code: G.mtrCode,
  mtr_name: G.mtrName,
  spec: G.spec,
  unit: G.unit,
  category: G.category,
  sale_price: G.salePrice,
  description: G.description,
  sale_status: G.saleStatus,
  // table-qualified: a bare column of the outer query would resolve to the subquery's own
  image_count: sql<number>`(select count(*) from ${I} i where i.mtr_id = ${G}.mtr_id)`.mapWith(Number),
  cover: sql<string | null>`(select i.url from ${I} i where i.mtr_id = ${G}.mtr_id order by i.sort, i.id limit 1)`,
  updated_at: G.updatedAt,
}

const plain = (r: Record<string, unknown>): GoodsRow =>
  ({ ...r, sale_price: r.sale_price === null ? null : Number(r.sale_price), updated_at: dateTimeText(r.updated_at as Date) }) as GoodsRow

async function goodOf(db: Db, id: number, user: CurrentUser): Promise<GoodsRow | null> {
  const [row] = await db.select(rowColumns).from(G).where(and(eq(G.mtrId, id), visibleGoods(user)))
  return row ? plain(row) : null
}

export async function goodsImages(db: Db, id: number): Promise<GoodsImage[]> {
  return db.select({ id: I.id, file_name: I.fileName, url: I.url, sort: I.sort }).from(I).where(eq(I.mtrId, id)).orderBy(asc(I.sort), asc(I.id))
}

/** Sales orders not yet fully delivered of the good's model (a sales order names the model it sells). */
export async function openSalesOrders(db: Db, good: { mtr_name: string; mtr_code: string }): Promise<string[]> {
  const result = await db.execute<{ order_no: string }>(sql`
    select order_no from sa_order
     where (model = ${good.mtr_name} or model = ${good.mtr_code})
       and coalesce(array_length(array_remove(string_to_array(coalesce(delivered_vins, ''), ','), ''), 1), 0) < qty
     order by order_no`)
  const rows = ((result as unknown as { rows?: { order_no: string }[] }).rows ?? (result as unknown as { order_no: string }[])) as { order_no: string }[]
  return rows.map((r) => r.order_no)
}

// ---- input shapes (the OpenAPI contract shows them) ----
const id = (what = '商品') => z.coerce.number({ error: `请选择${what}` }).int(`请选择${what}`).positive(`请选择${what}`).max(2147483647, `请选择${what}`)
const idBody = z.object({ id: id() })
const IMAGE_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/
const imageInput = z.object({
  id: id('图片').optional(),
  file_name: z.string().trim().max(200, '图片名称过长').optional(),
  url: z.string().max(2_800_000, M.imageSize).optional(),
})
const saveBody = z.object({
  id: id().optional(),
  mtr_code: z.string({ error: M.code }).trim().min(1, M.code).max(30, '商品编码不能超过30个字符'),
  mtr_name: z.string({ error: M.name }).trim().min(1, M.name).max(100, '商品名称不能超过100个字符'),
  spec: z.string().trim().max(100, '规格不能超过100个字符').optional(),
  unit: z.string().trim().max(10, '单位不能超过10个字符').optional(),
  category: z.string().trim().max(30, '分类不能超过30个字符').optional(),
  sale_price: z.coerce.number({ error: '售价格式不正确' }).min(0, M.price).max(999999999999, '售价超出范围').nullable().optional(),
  description: z.string().max(5000, '描述不能超过5000个字符').optional(),
  /** the good's images in order: kept ones by id, new ones as image data URLs */
  images: z.array(imageInput).max(20, M.tooManyImages).optional(),
})
const deleteImagesBody = z.object({ id: id(), image_ids: z.array(id('图片')).min(1, '请选择要删除的图片').max(20, M.tooManyImages) })
const copyBody = z.object({ id: id(), from_id: id('复制来源商品') })
const actionBody = z.object({ id: id(), reason: z.string().trim().max(500, '原因不能超过500个字符').optional() })

/** Writes the good's images in the given order: kept ones re-sorted, new ones added, missing ones removed. */
async function saveImages(tx: Db, goodId: number, images: z.output<typeof imageInput>[]): Promise<void> {
  const existing = new Set((await tx.select({ id: I.id }).from(I).where(eq(I.mtrId, goodId))).map((r) => r.id))
  const kept = images.filter((i) => i.id !== undefined).map((i) => i.id!)
  for (const k of kept) if (!existing.has(k)) refuse('图片不存在')
  const removed = [...existing].filter((e) => !kept.includes(e))
  if (removed.length) await tx.delete(I).where(and(eq(I.mtrId, goodId), inArray(I.id, removed)))
  for (const [sort, image] of images.entries()) {
    if (image.id !== undefined) {
      await tx.update(I).set({ sort }).where(eq(I.id, image.id))
      continue
    }
    if (!image.url || !IMAGE_URL.test(image.url)) refuse(M.image)
    if (image.url.length > 2_800_000) refuse(M.imageSize)
    await tx.insert(I).values({ mtrId: goodId, fileName: image.file_name || `图片${sort + 1}`, url: image.url, sort })
  }
}

const staffOnly = (c: Context<AppEnv>) => {
  if (!isStaff(c.get('user'))) refuse('无权限', 403)
}

export const goodsRoutes = new Hono<AppEnv>()
const g = goodsRoutes
// the signature, after the grant, on every call of the family (the kit's order: 401, 403, 400 请求签名无效)
g.use('/AppMateriel/*', signedRoutes)
g.use('/api/ScmToCrmMateriel/*', signedRoutes)

/** The goods of one state (`sale_status`, default 上架), as the screen of that state lists them; customers: listed only. */
g.post(GOODS_PATHS.list, requireFn(GOODS_FNS), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const user = c.get('user')
  const status = q.filters.sale_status === undefined || q.filters.sale_status === '' ? LISTED : String(q.filters.sale_status)
  if (!STATUS_VALUES.includes(status)) refuse('商品状态不正确')
  // each state is its own screen: the caller holds that screen's function (customers: listed only)
  if (!(await can(c, fnOfStatus(status)!))) return fail(c, '无权限', 403)
  const parts: (SQL | undefined)[] = [visibleGoods(user), eq(G.saleStatus, status)]
  if (q.searchKey) parts.push(or(ilike(G.mtrCode, containsPattern(q.searchKey)), ilike(G.mtrName, containsPattern(q.searchKey))))
  if (typeof q.filters.category === 'string' && q.filters.category.trim()) parts.push(eq(G.category, q.filters.category.trim()))
  const where = and(...parts)
  const db = c.get('db')
  const rows = await db.select(rowColumns).from(G).where(where).orderBy(asc(G.mtrCode)).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(G).where(where)
  return ok(c, listPage(rows.map(plain), n, q.page))
})

/** One good with its images and history. */
g.post(GOODS_PATHS.detail, requireFn(GOODS_FNS), accepts({ body: idBody }), async (c) => {
  const { id: goodId } = await parseBody(c, idBody)
  const db = c.get('db')
  const good = await goodOf(db, goodId, c.get('user'))
  if (!good) return fail(c, M.notFound, 404)
  const history = isStaff(c.get('user')) ? await documentHistory(db, GOODS_DOC_TYPE, goodId) : []
  return ok(c, { ...good, images: await goodsImages(db, goodId), history })
})

/** A good's images in order. */
g.post(GOODS_PATHS.images, requireFn(GOODS_FNS), accepts({ body: idBody }), async (c) => {
  const { id: goodId } = await parseBody(c, idBody)
  const db = c.get('db')
  if (!(await goodOf(db, goodId, c.get('user')))) return fail(c, M.notFound, 404)
  return ok(c, await goodsImages(db, goodId))
})

/** New good (not listed) or changed facts and images; staff holding add / edit. */
g.post(GOODS_PATHS.save, requireFn(GOODS_FNS, 'edit'), accepts({ body: saveBody }), async (c) => {
  staffOnly(c)
  const body = await parseBody(c, saveBody)
  const user = c.get('user')
  const db = c.get('db')
  const values = {
    mtrCode: body.mtr_code,
    mtrName: body.mtr_name,
    ...(body.spec === undefined ? {} : { spec: body.spec }),
    ...(body.unit === undefined ? {} : { unit: body.unit || '件' }),
    ...(body.category === undefined ? {} : { category: body.category }),
    ...(body.sale_price === undefined ? {} : { salePrice: body.sale_price === null ? null : body.sale_price.toFixed(2) }),
    ...(body.description === undefined ? {} : { description: body.description }),
  }
  const saved = await db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: G.mtrId }).from(G).where(and(eq(G.mtrCode, body.mtr_code), body.id === undefined ? undefined : ne(G.mtrId, body.id)))
    if (clash) refuse('编码已存在', 409)
    let goodId = body.id
    if (goodId === undefined) {
      const [row] = await tx.insert(G).values({ ...values, saleStatus: '下架' }).returning({ id: G.mtrId })
      goodId = row!.id
      await writeEvent(tx, GOODS_DOC_TYPE, goodId, { action: '新建', from: '', to: '下架', user })
    } else {
      const [row] = await tx.update(G).set({ ...values, updatedAt: clock.now() }).where(and(eq(G.mtrId, goodId), isNotNull(G.saleStatus))).returning({ id: G.mtrId })
      if (!row) refuse(M.notFound, 404)
      await writeEvent(tx, GOODS_DOC_TYPE, goodId, { action: '修改', detail: '修改商品资料', user })
    }
    if (body.images) await saveImages(tx, goodId, body.images)
    return goodOf(tx, goodId, user)
  })
  return ok(c, saved, '保存成功')
})

/** Removes images of a good. */
g.post(GOODS_PATHS.deleteImages, requireFn(GOODS_FNS, 'edit'), accepts({ body: deleteImagesBody }), async (c) => {
  staffOnly(c)
  const { id: goodId, image_ids } = await parseBody(c, deleteImagesBody)
  const db = c.get('db')
  if (!(await goodOf(db, goodId, c.get('user')))) return fail(c, M.notFound, 404)
  const removed = await db.delete(I).where(and(eq(I.mtrId, goodId), inArray(I.id, image_ids))).returning({ id: I.id })
  if (removed.length !== new Set(image_ids).size) return fail(c, '图片不存在', 404)
  return ok(c, await goodsImages(db, goodId), '删除成功')
})

/** Copies another good's images after this one's, in their order. */
g.post(GOODS_PATHS.copyImages, requireFn(GOODS_FNS, 'edit'), accepts({ body: copyBody }), async (c) => {
  staffOnly(c)
  const { id: goodId, from_id } = await parseBody(c, copyBody)
  if (goodId === from_id) return fail(c, M.copySelf, 400)
  const user = c.get('user')
  const images = await c.get('db').transaction(async (tx) => {
    const [target, source] = [await goodOf(tx, goodId, user), await goodOf(tx, from_id, user)]
    if (!target || !source) refuse(M.notFound, 404)
    const from = await goodsImages(tx, from_id)
    if (!from.length) refuse('来源商品没有图片')
    const have = await goodsImages(tx, goodId)
    if (have.length + from.length > 20) refuse(M.tooManyImages)
    const start = have.length ? Math.max(...have.map((i) => i.sort)) + 1 : 0
    await tx.insert(I).values(from.map((i, n) => ({ mtrId: goodId, fileName: i.file_name, url: i.url, sort: start + n })))
    await writeEvent(tx, GOODS_DOC_TYPE, goodId, { action: '复制图片', detail: `从 ${source.mtr_code} ${source.mtr_name} 复制 ${from.length} 张图片`, user })
    return goodsImages(tx, goodId)
  })
  return ok(c, images, '复制成功')
})

/** Deletes a good that is not listed: it stays a material, no longer sold (sale status, price and images cleared). */
g.post(GOODS_PATHS.del, requireFn(GOODS_FNS, 'delete'), accepts({ body: idBody }), async (c) => {
  staffOnly(c)
  const { id: goodId } = await parseBody(c, idBody)
  const user = c.get('user')
  await c.get('db').transaction(async (tx) => {
    const good = await goodOf(tx, goodId, user)
    if (!good) refuse(M.notFound, 404)
    if (good.sale_status === LISTED) refuse(M.deleteListed, 409)
    await tx.delete(I).where(eq(I.mtrId, goodId))
    await tx.update(G).set({ saleStatus: null, salePrice: null }).where(eq(G.mtrId, goodId))
    await writeEvent(tx, GOODS_DOC_TYPE, goodId, { action: '删除', from: good.sale_status, to: '', user })
  })
  return ok(c, { id: goodId }, '删除成功')
})

/**
 * 上架 / 下架 / 停售 / 恢复: one conditional UPDATE (status in `from`: of two people acting at once one
 * wins), who, when and why in the history. 停售 is refused while an open sales order holds the good,
 * naming the orders. In the caller's transaction; answers the new status.
 */
export async function moveGood(tx: Db, goodId: number, name: GoodsActionName, reason: string, user: CurrentUser, mayAct: (fromStatus: string) => Promise<boolean> = async () => true): Promise<string> {
  const action = GOODS_ACTIONS[name]
  if (action.reason === 'required' && !reason) refuse(M.reason)
  const good = await goodOf(tx, goodId, user)
  if (!good) refuse(M.notFound, 404)
  // the good is moved from the screen of its state: that screen's function
  if (!(await mayAct(good.sale_status))) refuse('无权限', 403)
  if (name === 'SetStop') {
    const orders = await openSalesOrders(tx, good)
    if (orders.length) refuse(M.heldBy(orders), 409)
  }
  const [moved] = await tx
    .update(G)
    .set({ saleStatus: action.to, updatedAt: clock.now() })
    .where(and(eq(G.mtrId, goodId), inArray(G.saleStatus, [...(action.from as readonly string[])])))
    .returning({ id: G.mtrId })
  if (!moved) refuse(M.stale, 409)
  await writeEvent(tx, GOODS_DOC_TYPE, goodId, { action: action.label, from: good.sale_status, to: action.to, reason, user })
  return action.to
}

for (const [name, action] of Object.entries(GOODS_ACTIONS) as [GoodsActionName, (typeof GOODS_ACTIONS)[GoodsActionName]][]) {
  g.post(GOODS_PATHS.action(name), requireFn(GOODS_FNS, 'edit'), accepts({ body: actionBody }), async (c) => {
    staffOnly(c)
    const { id: goodId, reason = '' } = await parseBody(c, actionBody)
    const user = c.get('user')
    const status = await c.get('db').transaction((tx) => moveGood(tx, goodId, name, reason, user, (from) => can(c, fnOfStatus(from)!, 'edit')))
    return ok(c, { id: goodId, sale_status: status }, `${action.label}成功`)
  })
}
