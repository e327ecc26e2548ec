// Home widget "unread mail": the caller's unread received mail, the same count as the header's
// GET /Email/MSMailRecord/GetUnReadNum.
import { unreadCount } from './access'
import { registerWidgetSource } from '../../platform/widgets'

export const UNREAD_MAIL_WIDGET = 'unreadMail'

registerWidgetSource(UNREAD_MAIL_WIDGET, async ({ db, user }) => ({ count: await unreadCount(db, user.userid), link: '/mail/inbox' }))
