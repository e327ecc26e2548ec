// GetList (browse the visible ones), GetMyList (the caller's own; admin: all), GetTypes.
import { Hono } from 'hono'
import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { BULLETIN_STATUSES, type BulletinStatus } from '@scm/core/bulletin'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { countWhere, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { addDays, isBlank, optionalDate, optionalId, parseFlag } from '../../platform/input'
import { ALL_FNS, browseFn, EXPIRED, myFn, PUBLISHED, managedWhere, visibleWhere } from './access'
import { bulletinRowOf, selectBulletins } from './rows'
import { bulletin, bulletinType } from './schema'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

export const listRoutes = new Hono<AppEnv>()

/** '', '0', '1': unread / read by the caller, or both. */
function readWhere(value: unknown, userid: number): SQL | undefined {
  const isRead = parseFlag(value, '已读状态不正确')
  if (isRead === undefined) return undefined
  const read = sql`exists (select 1 from bulletin_read r where r.bulletin_id = ${bulletin.id} and r.userid = ${userid})`
  return isRead ? read : sql`not ${read}`
}

/** Publish days are the server's (TZ) days, like every time the API shows. */
function publishDayWhere(f: Record<string, unknown>): SQL[] {
  const from = optionalDate(f.publish_at_from, '发布开始日期')
  const to = optionalDate(f.publish_at_to, '发布结束日期')
  const parts: SQL[] = []
  if (from) parts.push(sql`${bulletin.publishAt} >= ${new Date(`${from}T00:00:00`).toISOString()}::timestamptz`)
  if (to) parts.push(sql`${bulletin.publishAt} < ${new Date(`${addDays(to, 1)}T00:00:00`).toISOString()}::timestamptz`)
  return parts
}

/** The shown status (已发布 and 已过期 split on expire_at). */
function statusWhere(value: unknown, now: Date): SQL | undefined {
  if (isBlank(value)) return undefined
  const status = String(value).trim() as BulletinStatus
  if (!BULLETIN_STATUSES.includes(status)) refuse('公告状态不正确')
  if (status === PUBLISHED) return and(eq(bulletin.status, PUBLISHED), or(isNull(bulletin.expireAt), gt(bulletin.expireAt, now)))
  if (status === EXPIRED) return and(eq(bulletin.status, PUBLISHED), lte(bulletin.expireAt, now))
  return eq(bulletin.status, status)
}

/** Visible ones only, top first, then newest published. */
listRoutes.post('/api/Bulletin/GetList', browseFn, accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const me = c.get('user')
  const db = c.get('db')
  const now = clock.now()
  const typeId = optionalId(q.filters.type_id, '公告类型')
  const where = and(
    visibleWhere(me, now),
    searchAny(q.searchKey, [bulletin.title]),
    typeId ? eq(bulletin.typeId, typeId) : undefined,
    readWhere(q.filters.is_read, me.userid),
    ...publishDayWhere(q.filters),
  )
  const rows = await selectBulletins(db, me.userid)
    .where(where)
    .orderBy(desc(bulletin.isTop), desc(bulletin.publishAt), desc(bulletin.id))
    .limit(q.rows)
    .offset(q.offset)
  return ok(c, listPage(rows.map((r) => bulletinRowOf(r, now)), await countWhere(db, bulletin, where), q.page))
})

/** The caller's own bulletins in any status (an admin's: everyone's), newest first. */
listRoutes.post('/api/Bulletin/GetMyList', myFn, accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const me = c.get('user')
  const db = c.get('db')
  const now = clock.now()
  const typeId = optionalId(q.filters.type_id, '公告类型')
  const where = and(
    managedWhere(me),
    searchAny(q.searchKey, [bulletin.title]),
    typeId ? eq(bulletin.typeId, typeId) : undefined,
    statusWhere(q.filters.status, now),
  )
  const rows = await selectBulletins(db, me.userid)
    .where(where)
    .orderBy(desc(bulletin.createdAt), desc(bulletin.id))
    .limit(q.rows)
    .offset(q.offset)
  return ok(c, listPage(rows.map((r) => bulletinRowOf(r, now)), await countWhere(db, bulletin, where), q.page))
})

/** Enabled types by sort, for pickers and filters. */
listRoutes.get('/api/Bulletin/GetTypes', requireFn(ALL_FNS), async (c) => {
  const rows = await c
    .get('db')
    .select({ id: bulletinType.id, name: bulletinType.name })
    .from(bulletinType)
    .where(eq(bulletinType.enabled, true))
    .orderBy(asc(bulletinType.sort_no), asc(bulletinType.id))
  return ok(c, rows)
})
