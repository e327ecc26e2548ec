import { REVIEW_DEPTS, REVIEW_MESSAGES as M, type OrderType } from '@scm/core/review'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { listFiles } from '../../platform/attachments'
import { audits, changesOfOrder, rowsOf, type OrderRow } from './review'
import { CHANGE_TABLES } from './changes'
import { ORDER_PICTURE_DOC, saOrderPicture, saPictureItem } from './schema'

// What an order needs before it is ready: its picture items (with its photos of each), and every
// reason it cannot be set ready yet.

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
