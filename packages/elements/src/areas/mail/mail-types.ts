// Shapes and calls of the internal mail API (packages/server/src/areas/mail/API.md), and the
// pure helpers of the screens: reply/forward drafts, compose validation, sizes.

import type { MailAttachment, MailDetail } from '@scm/core/mail'
import type { MailReceiver as Receiver } from '@scm/core/business'

export type { MailAttachment, MailBox, MailDetail, MailFolder as Folder, MailRow } from '@scm/core/mail'
export { MAIL_PATHS } from '@scm/core/mail'
export type { MailReceiver as Receiver } from '@scm/core/business'

/** Route paths of the mail screens (navigation goes through scm-navigate). */
export const MAIL_ROUTES = {
  write: '/mail/write',
  inbox: '/mail/inbox',
  outbox: '/mail/outbox',
  draft: '/mail/draft',
  folders: '/mail/foldManage',
  detail: '/mail/detail',
  sent: '/mail/sendsuccess',
} as const

/** What a chip of the receiver pickers needs (a reply only knows the sender's id and name). */
export interface Person {
  userid: number
  UserName: string
  /** 部门 / 单位, shown in the chip's title. */
  org?: string
}

export interface MailDraft {
  id?: number
  subject: string
  body: string
  to: Person[]
  cc: Person[]
  attachments: MailAttachment[]
}

export const emptyDraft = (): MailDraft => ({ subject: '', body: '', to: [], cc: [], attachments: [] })

export const personOf = (r: Receiver): Person => ({ userid: r.userid, UserName: r.UserName, org: [r.org_name, r.dept_name].filter(Boolean).join(' ') })

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

const prefixed = (prefix: string, subject: string) => (subject.startsWith(prefix) ? subject : `${prefix}${subject}`)

/** The original under a separator, as mail clients quote it. */
export function quoteOriginal(mail: MailDetail): string {
  const names = (list: Receiver[]) => escapeHtml(list.map((r) => r.UserName).join('、'))
  const lines = [
    `<p><strong>发件人：</strong>${escapeHtml(mail.sender_name)}</p>`,
    `<p><strong>发送时间：</strong>${escapeHtml(mail.sent_at || mail.created_at)}</p>`,
    `<p><strong>收件人：</strong>${names(mail.to)}</p>`,
    mail.cc.length ? `<p><strong>抄送：</strong>${names(mail.cc)}</p>` : '',
    `<p><strong>主题：</strong>${escapeHtml(mail.subject)}</p>`,
  ]
  return `<p></p><p>------------------ 原始邮件 ------------------</p><blockquote>${lines.join('')}${mail.body}</blockquote>`
}

export type ReplyKind = 'reply' | 'replyAll' | 'forward'

/** A new draft answering or passing on `mail`; `me` is left out of 回复全部's receivers. */
export function draftFrom(kind: ReplyKind, mail: MailDetail, me: number | null): MailDraft {
  const body = quoteOriginal(mail)
  if (kind === 'forward') return { subject: prefixed('转发：', mail.subject), body, to: [], cc: [], attachments: mail.attachments }
  const sender: Person = { userid: mail.sender_id, UserName: mail.sender_name }
  const to: Person[] = [sender]
  let cc: Person[] = []
  if (kind === 'replyAll') {
    const seen = new Set([mail.sender_id, ...(me === null ? [] : [me])])
    for (const r of mail.to) if (!seen.has(r.userid)) (seen.add(r.userid), to.push(personOf(r)))
    cc = mail.cc.filter((r) => !seen.has(r.userid)).map(personOf)
  }
  return { subject: prefixed('回复：', mail.subject), body, to, cc, attachments: [] }
}

/** A draft being edited again (?id=). */
export const draftOfDetail = (mail: MailDetail): MailDraft => ({
  id: mail.id,
  subject: mail.subject === '（无主题）' ? '' : mail.subject,
  body: mail.body,
  to: mail.to.map(personOf),
  cc: mail.cc.map(personOf),
  attachments: mail.attachments,
})

