// Home widget "unread mail": the caller's unread received mail, the same count as the header's
// GET /Email/MSMailRecord/GetUnReadNum.
import { unreadCount } from '../mail/access'
import { registerWidgetSource } from './sources'

export const UNREAD_MAIL_WIDGET = 'unreadMail'

registerWidgetSource(UNREAD_MAIL_WIDGET, async ({ db, user }) => ({ count: await unreadCount(db, user.userid), link: '/mail/inbox' }))
