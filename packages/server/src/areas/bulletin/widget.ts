// Home widget 最新公告 (latestBulletins): the caller's visible bulletins, count = unread visible ones.
import { and, desc, sql } from 'drizzle-orm'
import { dateTimeText } from '../../http/dates'
import { registerWidgetSource } from '../../platform/widgets'
import { visibleWhere } from './access'
import { bulletin } from './schema'

export const LATEST_BULLETINS_WIDGET = 'latestBulletins'

registerWidgetSource(LATEST_BULLETINS_WIDGET, async ({ db, user }) => {
  const visible = visibleWhere(user)
  const unread = sql`not exists (select 1 from bulletin_read r where r.bulletin_id = ${bulletin.id} and r.userid = ${user.userid})`
  // the unread count rides on the rows (no visible row, no unread one); inside it "bulletin" is its own table
  const rows = await db
    .select({ id: bulletin.id, title: bulletin.title, publishAt: bulletin.publishAt, n: sql<number>`(select count(*) from ${bulletin} where ${and(visible, unread)})`.mapWith(Number) })
    .from(bulletin)
    .where(visible)
    .orderBy(desc(bulletin.isTop), desc(bulletin.publishAt), desc(bulletin.id))
    .limit(5)
  return {
    count: rows[0]?.n ?? 0,
    link: '/bulletin/index',
    items: rows.map((r) => ({ label: r.title, time: dateTimeText(r.publishAt), link: `/bulletin/detail?id=${r.id}` })),
  }
})
