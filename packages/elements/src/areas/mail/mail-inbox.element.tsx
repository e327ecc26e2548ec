import { defineElement, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { MailList } from './mail-list'
import { MAIL_ROUTES } from './mail-types'

// /mail/inbox 收件箱 (see ./mail-list for the list, its filters and actions).

function MailInbox({ pageSize }: { pageSize?: number }) {
  const emit = useEmit()
  return (
    <MailList
      title="收件箱"
      box="inbox"
      pageSize={pageSize}
      toolbar={<Button onClick={() => emit('scm-navigate', { path: MAIL_ROUTES.write })}>写邮件</Button>}
    />
  )
}

defineElement('scm-mail-inbox', MailInbox, {
  description: '收件箱：收到的邮件，未读加粗并标记；按已读/未读、日期、关键字筛选；批量删除、标为已读/未读、移动到文件夹；点击主题查看邮件',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: {
    'scm-change': '删除、标为已读/未读、移动后，detail 为 {entity:"mail", action, ids}',
    'scm-navigate': '打开邮件详情或写邮件，detail 为 {path:"/mail/detail?id=…"}',
  },
})
