import type { ScreenEntry } from '../../routes/types'

// Internal mail screens (站内邮件, group /mail); the order mail previews of /mail are in ./order.
export const mailScreens: ScreenEntry[] = [
  { path: '/mail/write', tag: 'scm-mail-write' },
  { path: '/mail/inbox', tag: 'scm-mail-inbox' },
  { path: '/mail/outbox', tag: 'scm-mail-outbox' },
  { path: '/mail/draft', tag: 'scm-mail-draft' },
  { path: '/mail/foldManage', tag: 'scm-mail-fold-manage' },
  { path: '/mail/detail', tag: 'scm-mail-detail' },
  { path: '/mail/sendsuccess', tag: 'scm-mail-send-success' },
]
