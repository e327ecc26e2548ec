// BulletinRow (API.md "Shapes"): the columns every list row and the detail carry.
import { eq, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { BulletinAudience, BulletinRow, BulletinStatus } from '@scm/core/bulletin'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { sysUser } from '../../identity/user-schema'
import { fileCount } from '../../platform/attachments'
import { BULLETIN_DOC, EXPIRED, PUBLISHED } from './access'
import { bulletin, bulletinType } from './schema'
import * as clock from '../../clock'

/** Columns over bulletin joined with its type and publisher (see selectRows); is_read is the caller's. */
export function rowColumns(userid: number) {
  return {
    id: bulletin.id,
    title: bulletin.title,
    typeId: bulletin.typeId,
    // resource tables are typed loosely: name the type here
    typeName: sql<string | null>`${bulletinType.name}`,
    audience: bulletin.audience,
    isTop: bulletin.isTop,
    status: bulletin.status,
    publisherId: bulletin.publisherId,
    publisherName: sysUser.userName,
    publishAt: bulletin.publishAt,
    expireAt: bulletin.expireAt,
    isRead: sql<boolean>`exists (select 1 from bulletin_read r where r.bulletin_id = ${bulletin.id} and r.userid = ${userid})`.mapWith(Boolean),
    readCount: sql<number>`(select count(*) from bulletin_read r where r.bulletin_id = ${bulletin.id})`.mapWith(Number),
    attachmentCount: fileCount(BULLETIN_DOC, bulletin.id),
  }
}

/** The rows (with the caller's is_read, plus `extra` columns) over bulletin joined with its type and publisher. */
export function selectBulletins<E extends SelectedFields>(db: Db, userid: number, extra: E = {} as E) {
  return db
    .select({ ...rowColumns(userid), ...extra })
    .from(bulletin)
    .leftJoin(bulletinType, eq(bulletinType.id, bulletin.typeId))
    .leftJoin(sysUser, eq(sysUser.userid, bulletin.publisherId))
}

type Selected = {
  id: number
  title: string
  typeId: number
  typeName: string | null
  audience: string
  isTop: boolean
  status: string
  publisherId: number
  publisherName: string | null
  publishAt: Date | null
  expireAt: Date | null
  isRead: boolean
  readCount: number
  attachmentCount: number
}

/** A published bulletin whose expire_at passed reads as 已过期. */
export function bulletinRowOf(r: Selected, now = clock.now()): BulletinRow {
  const expired = r.status === PUBLISHED && r.expireAt !== null && r.expireAt.getTime() <= now.getTime()
  return {
    id: r.id,
    title: r.title,
    type_id: r.typeId,
    type_name: r.typeName ?? '',
    audience: r.audience as BulletinAudience,
    is_top: r.isTop,
    status: (expired ? EXPIRED : r.status) as BulletinStatus,
    publisher_id: r.publisherId,
    publisher_name: r.publisherName ?? '',
    publish_at: dateTimeText(r.publishAt),
    expire_at: dateTimeText(r.expireAt),
    is_read: r.isRead,
    read_count: r.readCount,
    attachment_count: r.attachmentCount,
  }
}
