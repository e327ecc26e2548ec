// Who may use mail and which copies of a mail the caller holds.
import { and, count, eq, inArray, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { Binds, runPrepared } from '../../db/statements'
import { requireFn } from '../../http/grants'
import { mailReceiver, mailRecord } from './schema'

/**
 * The mail group and its mailbox screens: requireFn matches ids exactly, so a role granted only
 * some mailbox screens (not the group row) still reaches the calls those screens make.
 */
export const MAIL_FNS = ['mail', 'mail_write', 'mail_inbox', 'mail_outbox', 'mail_draft', 'mail_foldManage', 'mail_detail', 'mail_sendsuccess'] as const
export const mailFn = requireFn(MAIL_FNS)

/** doc_type of a mail's attachments in doc_file (platform/attachments). */
export const MAIL_DOC = 'Mail'

export const SENT = '已发送'
export const DRAFT = '草稿'
export const NOT_FOUND = '邮件不存在'

/** How the caller holds a mail: a received copy (inbox or one of his folders), his sent mail, his draft. */
export type Box = 'inbox' | 'outbox' | 'draft'
/** The `box` hint of detail/delete; folder means the received copy like inbox. */
export const BOX_HINTS = ['inbox', 'folder', 'outbox', 'draft'] as const
export type BoxHint = (typeof BOX_HINTS)[number]

/** A received copy the caller still holds: the mail was sent and he did not delete it. */
export const heldReceived = (userid: number | Placeholder): SQL => and(eq(mailReceiver.userid, userid), eq(mailReceiver.deleted, false), eq(mailRecord.status, SENT))!

/** Sent mails the user received, holds and has not read: the header badge and the home widget (every page load). */
export async function unreadCount(db: Db, userid: number): Promise<number> {
  const b = new Binds()
  const user = b.bind(userid)
  const [row] = await runPrepared(db, 'mail:unread', [], b, () =>
    db
      .select({ n: count().mapWith(Number) })
      .from(mailReceiver)
      .innerJoin(mailRecord, eq(mailRecord.id, mailReceiver.mailId))
      .where(and(heldReceived(user), eq(mailReceiver.isRead, false))),
  )
  return row?.n ?? 0
}

/** The caller's own sent mail or draft he did not delete. */
export const heldSent = (userid: number): SQL => and(eq(mailRecord.senderId, userid), eq(mailRecord.senderDeleted, false))!

export interface Copies {
  id: number
  status: string
  /** sender's copy (outbox or draft) */
  sender: boolean
  /** the caller's received copy */
  received: { isRead: boolean; folderId: number | null } | null
}

/** The copies the caller holds of each id (ids he holds nothing of are absent). */
export async function heldCopies(db: Db, userid: number, ids: number[]): Promise<Map<number, Copies>> {
  const out = new Map<number, Copies>()
  if (!ids.length) return out
  const sent = await db
    .select({ id: mailRecord.id, status: mailRecord.status })
    .from(mailRecord)
    .where(and(inArray(mailRecord.id, ids), heldSent(userid)))
  for (const m of sent) out.set(m.id, { id: m.id, status: m.status, sender: true, received: null })
  const received = await db
    .select({ id: mailRecord.id, status: mailRecord.status, isRead: mailReceiver.isRead, folderId: mailReceiver.folderId })
    .from(mailReceiver)
    .innerJoin(mailRecord, eq(mailRecord.id, mailReceiver.mailId))
    .where(and(inArray(mailRecord.id, ids), heldReceived(userid)))
  for (const r of received) {
    const copy = out.get(r.id) ?? { id: r.id, status: r.status, sender: false, received: null }
    copy.received = { isRead: r.isRead, folderId: r.folderId }
    out.set(r.id, copy)
  }
  return out
}

/** The copy a hint names, or by default the received one (a mail sent to oneself opens as received). */
export function pickBox(copy: Copies, hint?: BoxHint): Box | null {
  const own: Box | null = copy.sender ? (copy.status === DRAFT ? 'draft' : 'outbox') : null
  if (hint === 'inbox' || hint === 'folder') return copy.received ? 'inbox' : null
  if (hint === 'outbox' || hint === 'draft') return own === hint ? own : null
  return copy.received ? 'inbox' : own
}
