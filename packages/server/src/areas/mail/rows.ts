// MailRow (API.md "Shapes"): the columns every list row and the detail carry.
import { sql } from 'drizzle-orm'
import type { MailRow } from '@scm/core/mail'
import { dateTimeText } from '../../http/dates'
import { sysUser } from '../../identity/user-schema'
import { fileCount } from '../../platform/attachments'
import { MAIL_DOC } from './access'
import { mailReceiver, mailRecord } from './schema'

export type { MailRow }

/** Sent time, or the creation time of a draft: what lists sort and filter by. */
export const mailTime = sql`coalesce(${mailRecord.sentAt}, ${mailRecord.createdAt})`

/** Columns over mail_record joined with the sender (sys_user); received boxes add their copy's columns. */
export const mailColumns = {
  id: mailRecord.id,
  subject: mailRecord.subject,
  status: mailRecord.status,
  senderId: mailRecord.senderId,
  senderName: sysUser.userName,
  // to-receivers' names in the order they were written
  receivers: sql<string>`(select coalesce(string_agg(ru.user_name, '、' order by rr.id), '') from mail_receiver rr join sys_user ru on ru.userid = rr.userid where rr.mail_id = mail_record.id and rr.kind = 'to')`,
  attachmentCount: fileCount(MAIL_DOC, mailRecord.id),
  sentAt: mailRecord.sentAt,
  createdAt: mailRecord.createdAt,
}

/** The received copy's own columns (inbox/folder). */
export const receivedColumns = { isRead: mailReceiver.isRead, folderId: mailReceiver.folderId }

type Selected = {
  id: number
  subject: string
  status: string
  senderId: number
  senderName: string | null
  receivers: string
  attachmentCount: number
  sentAt: Date | null
  createdAt: Date
  isRead?: boolean
  folderId?: number | null
}

/** A sender's copy reads as read and outside folders. */
export function mailRowOf(r: Selected): MailRow {
  return {
    id: r.id,
    subject: r.subject,
    status: r.status as MailRow['status'],
    sender_id: r.senderId,
    sender_name: r.senderName ?? '',
    receivers: r.receivers ?? '',
    is_read: r.isRead ?? true,
    folder_id: r.folderId ?? null,
    attachment_count: r.attachmentCount,
    sent_at: dateTimeText(r.sentAt),
    created_at: dateTimeText(r.createdAt),
  }
}
