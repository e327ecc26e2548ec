import { PICTURE_ITEM_STATUSES, REVIEW_MESSAGES as M } from '@scm/core/review'
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { accepts, ok, parseBody, refuse, requireFn, type AppEnv } from '../../http'
import { containsPattern } from '../../platform/like'
import { nowText } from './review'
import { bad, id, page, PIC_FN, REVIEW_FNS, staffOnly, text } from './review-calls'
import { saPictureItem } from './schema'

// The picture items (/api/SaPictureItem): the photos an order needs, listed, saved, retired or
// taken back.

export const pictureItemRoutes = new Hono<AppEnv>()
const R = pictureItemRoutes

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
