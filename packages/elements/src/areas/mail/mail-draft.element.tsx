import { defineElement, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { MailList } from './mail-list'
import { MAIL_ROUTES } from './mail-types'

// /mail/draft 草稿箱 (see ./mail-list for the list, its filters and actions).

function MailDraftBox({ pageSize }: { pageSize?: number }) {
  const emit = useEmit()
  return (
    <MailList
      title="草稿箱"
      box="draft"
      pageSize={pageSize}
      toolbar={<Button onClick={() => emit('scm-navigate', { path: MAIL_ROUTES.write })}>写邮件</Button>}
    />
  )
}

defineElement('scm-mail-draft', MailDraftBox, {
  description: '草稿箱：保存的草稿，点击主题继续编辑，批量删除',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: {
    'scm-change': '删除后，detail 为 {entity:"mail", action:"delete", ids}',
    'scm-navigate': '继续编辑草稿，detail 为 {path:"/mail/write?id=…"}',
  },
})
