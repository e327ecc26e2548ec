// Shapes of the internal mail API (packages/server/src/areas/mail/API.md): the server answers them,
// the mail screens read them — one definition for both.
import type { MailReceiver } from '../../business/users'

/** How the caller holds a mail; `folder` lists received mail filed in one of his folders. */
export type MailBox = 'inbox' | 'outbox' | 'draft' | 'folder'

export type MailStatus = '草稿' | '已发送'

/** One row of GetDataList (and the head of GetEmailDetail). */
export interface MailRow {
  id: number
  subject: string
  status: MailStatus
  sender_id: number
  sender_name: string
  /** The to-receivers' names, '张三、李四'. */
  receivers: string
  /** The caller's copy (inbox/folder); true for outbox and drafts. */
  is_read: boolean
  folder_id: number | null
  attachment_count: number
  /** 'YYYY-MM-DD HH:mm:ss', '' for drafts. */
  sent_at: string
  created_at: string
}

export interface MailAttachment {
  file_id: number
  file_name: string
  file_size: number
  content_type: string
}

export interface MailDetail extends MailRow {
  /** Sanitised HTML. */
  body: string
  to: MailReceiver[]
  cc: MailReceiver[]
  attachments: MailAttachment[]
  box: Exclude<MailBox, 'folder'>
}

/** One of the caller's own folders (GetMSMailFolderByUerId). */
export interface MailFolder {
  id: number
  name: string
  sort: number
  total: number
  unread: number
}

export const MAIL_SUBJECT_MAX = 200
export const MAIL_BODY_MAX = 200_000

/**
 * The rules of Save that need no database, with the server's messages, keyed by field (subject,
 * to, body); empty when it may be sent. A draft may be untitled and have no receivers.
 */
export function checkMail(mail: { subject: string; body: string; to: readonly unknown[] }, send: boolean): Record<string, string> {
  const errors: Record<string, string> = {}
  const subject = mail.subject.trim()
  if (send && !subject) errors.subject = '请填写邮件主题'
  else if (subject.length > MAIL_SUBJECT_MAX) errors.subject = `邮件主题不能超过${MAIL_SUBJECT_MAX}个字符`
  if (send && mail.to.length === 0) errors.to = '请选择收件人'
  if (mail.body.length > MAIL_BODY_MAX) errors.body = '邮件内容过长'
  return errors
}
export * from './screens'
export * from './paths'
