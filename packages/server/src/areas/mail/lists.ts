// GetDataList: the inbox, a folder, the outbox and the drafts of the caller.
import { Hono } from 'hono'
import { and, asc, count, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { listOrder, listPage, readListQuery, searchAny, type ListRequest, listQuery } from '../../http/list'
import { sysUser } from '../../identity/user-schema'
import { addDays, isBlank, optionalDate, parseFlag, parseId } from '../../platform/input'
import { DRAFT, heldReceived, heldSent, mailFn, SENT } from './access'
import { mailColumns, mailRowOf, mailTime, receivedColumns } from './rows'
import { mailFolder, mailReceiver, mailRecord } from './schema'
import { accepts } from '../../http/call-input'

export const listRoutes = new Hono<AppEnv>()

const BOXES = ['inbox', 'outbox', 'draft', 'folder'] as const
type ListBox = (typeof BOXES)[number]

function boxOf(value: unknown): ListBox {
  if (isBlank(value)) return 'inbox'
  const box = String(value).trim() as ListBox
  if (!BOXES.includes(box)) refuse('邮箱类型不正确')
  return box
}

/** '', '0', '1' (and JSON booleans): unread / read copies, or both. */
const readFilter = (value: unknown) => parseFlag(value, '已读状态不正确')

const searchReceiver = alias(mailReceiver, 'search_receiver')
const searchUser = alias(sysUser, 'search_user')

/** Subject, sender name, or the name of any receiver (to or cc). */
function searchWhere(db: Db, key: string): SQL | undefined {
  if (!key) return undefined
  const byReceiver = db
    .select({ one: sql`1` })
    .from(searchReceiver)
    .innerJoin(searchUser, eq(searchUser.userid, searchReceiver.userid))
    .where(and(eq(searchReceiver.mailId, mailRecord.id), searchAny(key, [searchUser.userName])))
  return sql`(${searchAny(key, [mailRecord.subject, sysUser.userName])} or ${exists(byReceiver)})`
}

/** Days are the server's (TZ) days, like every date the API shows. */
function dateWhere(f: Record<string, unknown>): SQL[] {
  const from = optionalDate(f.date_from, '开始日期')
  const to = optionalDate(f.date_to, '结束日期')
  const parts: SQL[] = []
  if (from) parts.push(sql`${mailTime} >= ${new Date(`${from}T00:00:00`).toISOString()}::timestamptz`)
  if (to) parts.push(sql`${mailTime} < ${new Date(`${addDays(to, 1)}T00:00:00`).toISOString()}::timestamptz`)
  return parts
}

async function listMail(db: Db, userid: number, q: ListRequest) {
  const f = q.filters
  const box = boxOf(f.box)
  const common = [searchWhere(db, q.searchKey), ...dateWhere(f)]
  const order = [...listOrder(q, { sent_at: mailTime, subject: mailRecord.subject }, [desc(mailTime)]), desc(mailRecord.id)]
  if (box === 'outbox' || box === 'draft') {
    const where = and(heldSent(userid), eq(mailRecord.status, box === 'draft' ? DRAFT : SENT), ...common)
    const rows = await db
      .select(mailColumns)
      .from(mailRecord)
      .leftJoin(sysUser, eq(sysUser.userid, mailRecord.senderId))
      .where(where)
      .orderBy(...order)
      .limit(q.rows)
      .offset(q.offset)
    const [n] = await db.select({ n: count().mapWith(Number) }).from(mailRecord).leftJoin(sysUser, eq(sysUser.userid, mailRecord.senderId)).where(where)
    return { rows: rows.map(mailRowOf), total: n?.n ?? 0 }
  }
  let folder: SQL = isNull(mailReceiver.folderId)
  if (box === 'folder') {
    if (isBlank(f.folder_id)) refuse('请选择文件夹')
    const folderId = parseId(f.folder_id, '文件夹')
    const [own] = await db.select({ id: mailFolder.id }).from(mailFolder).where(and(eq(mailFolder.id, folderId), eq(mailFolder.userid, userid)))
    if (!own) refuse('文件夹不存在', 404)
    folder = eq(mailReceiver.folderId, folderId)
  }
  const isRead = readFilter(f.is_read)
  const where = and(heldReceived(userid), folder, isRead === undefined ? undefined : eq(mailReceiver.isRead, isRead), ...common)
  const rows = await db
    .select({ ...mailColumns, ...receivedColumns })
    .from(mailReceiver)
    .innerJoin(mailRecord, eq(mailRecord.id, mailReceiver.mailId))
    .leftJoin(sysUser, eq(sysUser.userid, mailRecord.senderId))
    .where(where)
    .orderBy(...order, asc(mailReceiver.id))
    .limit(q.rows)
    .offset(q.offset)
  const [n] = await db
    .select({ n: count().mapWith(Number) })
    .from(mailReceiver)
    .innerJoin(mailRecord, eq(mailRecord.id, mailReceiver.mailId))
    .leftJoin(sysUser, eq(sysUser.userid, mailRecord.senderId))
    .where(where)
  return { rows: rows.map(mailRowOf), total: n?.n ?? 0 }
}

/** Newest first unless sidx (sent_at, subject) says otherwise. */
listRoutes.post('/Email/MSMailRecord/GetDataList', mailFn, accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const { rows, total } = await listMail(c.get('db'), c.get('user').userid, q)
  return ok(c, listPage(rows, total, q.page))
})
