// GetDetail (records a viewer's read), DownloadAttachment, GetReadRecords. A bulletin the caller may
// not open answers like a missing one.
import { Hono, type Context } from 'hono'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { BulletinDetail, BulletinReadRecord } from '@scm/core/bulletin'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { dateTimeText } from '../../http/dates'
import { attachmentList, visibleAttachedFile } from '../../platform/attachments'
import { fileResponse } from '../../platform/file-store'
import { idParam, acceptsIds } from '../../http/params'
import { receiversByIds } from '../../business/user-rows'
import { BULLETIN_DOC, manages, managedWhere, myFn, NOT_FOUND, openableWhere, openFn, visibleWhere } from './access'
import { bulletinRowOf, selectBulletins } from './rows'
import { bulletin, bulletinRead } from './schema'
import * as clock from '../../clock'

export const detailRoutes = new Hono<AppEnv>()

function attachmentsOf(db: Db, bulletinId: number) {
  return attachmentList(db, BULLETIN_DOC, bulletinId)
}

/** Visible to the caller, or his to manage (the publisher previews drafts); only a viewer's read counts. */
detailRoutes.get('/api/Bulletin/GetDetail', openFn, acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择公告')
  const me = c.get('user')
  const now = clock.now()
  const detail = await c.get('db').transaction(async (tx) => {
    const visible = sql<boolean>`(${visibleWhere(me, now)})`.mapWith(Boolean)
    const [row] = await selectBulletins(tx, me.userid, { visible, body: bulletin.body }).where(and(eq(bulletin.id, id), openableWhere(me, now)))
    if (!row) return null
    if (row.visible && !row.isRead) {
      const added = await tx.insert(bulletinRead).values({ bulletinId: id, userid: me.userid, readAt: now }).onConflictDoNothing().returning({ id: bulletinRead.id })
      row.isRead = true
      row.readCount += added.length
    }
    const out: BulletinDetail = {
      ...bulletinRowOf(row, now),
      body: row.body,
      attachments: await attachmentsOf(tx, id),
      can_edit: manages(me, row.publisherId),
    }
    return out
  })
  if (!detail) refuse(NOT_FOUND, 404)
  return ok(c, detail)
})

async function attachmentFile(c: Context<AppEnv>) {
  const bulletinId = await idParam(c, 'bulletin_id', '请选择公告')
  const fileId = await idParam(c, 'file_id', '请选择文件')
  return visibleAttachedFile(c.get('db'), BULLETIN_DOC, { id: bulletin.id, visible: openableWhere(c.get('user')) }, bulletinId, fileId)
}

/** Whoever may open the bulletin gets the file, whatever the category rights say. */
detailRoutes.get('/api/Bulletin/DownloadAttachment', openFn, acceptsIds('bulletin_id', 'file_id'), async (c) => {
  const file = await attachmentFile(c)
  if (!file) refuse('文件不存在', 404)
  return fileResponse(c, file)
})

/** Who read it and when (first read), for its publisher or an admin. */
detailRoutes.get('/api/Bulletin/GetReadRecords', myFn, acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择公告')
  const db = c.get('db')
  const [own] = await db
    .select({ id: bulletin.id })
    .from(bulletin)
    .where(and(eq(bulletin.id, id), managedWhere(c.get('user'))))
  if (!own) refuse(NOT_FOUND, 404)
  const reads = await db
    .select({ userid: bulletinRead.userid, readAt: bulletinRead.readAt })
    .from(bulletinRead)
    .where(eq(bulletinRead.bulletinId, id))
    .orderBy(asc(bulletinRead.readAt), asc(bulletinRead.id))
  const readers = await receiversByIds(db, reads.map((r) => r.userid))
  const records: BulletinReadRecord[] = reads.map((r) => ({ userid: r.userid, UserName: readers.get(r.userid)?.UserName ?? '', org_name: readers.get(r.userid)?.org_name ?? '', read_at: dateTimeText(r.readAt) }))
  return ok(c, records)
})
