import { defineElement, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { MailList } from './mail-list'
import { MAIL_ROUTES } from './mail-types'

// /mail/outbox 发件箱 (see ./mail-list for the list, its filters and actions).

function MailOutbox({ pageSize }: { pageSize?: number }) {
  const emit = useEmit()
  return (
    <MailList
      title="发件箱"
      box="outbox"
      pageSize={pageSize}
      toolbar={<Button onClick={() => emit('scm-navigate', { path: MAIL_ROUTES.write })}>写邮件</Button>}
    />
  )
}

defineElement('scm-mail-outbox', MailOutbox, {
  description: '发件箱：已发送的邮件（收件人、主题、附件数、发送时间），按日期、关键字筛选，批量删除，点击主题查看邮件',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: {
    'scm-change': '删除后，detail 为 {entity:"mail", action:"delete", ids}',
    'scm-navigate': '打开邮件详情，detail 为 {path:"/mail/detail?id=…"}',
  },
})
