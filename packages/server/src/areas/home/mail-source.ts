// Home widget "unread mail": the caller's unread received mail, the same count as the header's
// GET /Email/MSMailRecord/GetUnReadNum.
import { and, count, eq } from 'drizzle-orm'
import { mailReceiver, mailRecord } from '../mail/schema'
import { registerWidgetSource } from './sources'

export const UNREAD_MAIL_WIDGET = 'unreadMail'

registerWidgetSource(UNREAD_MAIL_WIDGET, async ({ db, user }) => {
  const [row] = await db
    .select({ unread: count().mapWith(Number) })
    .from(mailReceiver)
    .innerJoin(mailRecord, eq(mailRecord.id, mailReceiver.mailId))
    .where(
      and(
        eq(mailReceiver.userid, user.userid),
        eq(mailReceiver.isRead, false),
        eq(mailReceiver.deleted, false),
        eq(mailRecord.status, '已发送'),
      ),
    )
  return { count: row?.unread ?? 0, link: '/mail/inbox' }
})
