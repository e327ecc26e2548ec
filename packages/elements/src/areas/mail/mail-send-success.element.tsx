import { css } from 'styled-system/css'
import { defineElement, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { buttonRow, heading, muted, screen } from '../../ui/layout'
import { MAIL_ROUTES } from './mail-types'

// /mail/sendsuccess 发送成功: where 写邮件 goes after sending.

const done = css({ fontSize: '16px', color: 'var(--scm-color-success, #2e7d32)', m: '16px 0 4px' })

function MailSendSuccess({ recordId }: { recordId?: string }) {
  const emit = useEmit()
  const go = (path: string) => emit('scm-navigate', { path })
  return (
    <section className={screen} aria-label="发送成功">
      <h2 className={heading}>发送成功</h2>
      <p className={done} role="status">
        ✓ 邮件已发送成功
      </p>
      {recordId ? <p className={muted}>收件人可在收件箱中查看该邮件。</p> : null}
      <nav className={buttonRow} aria-label="接下来">
        <Button variant="primary" onClick={() => go(MAIL_ROUTES.inbox)}>
          返回收件箱
        </Button>
        <Button onClick={() => go(MAIL_ROUTES.write)}>继续写邮件</Button>
        <Button onClick={() => go(recordId ? `${MAIL_ROUTES.detail}?id=${recordId}` : MAIL_ROUTES.outbox)}>查看已发送</Button>
      </nav>
    </section>
  )
}

defineElement('scm-mail-send-success', MailSendSuccess, {
  description: '发送成功：提示邮件已发送，可返回收件箱、继续写邮件或查看已发送的邮件',
  attributes: { recordId: { type: 'string', description: '刚发送的邮件 id（门户中为 ?id=），查看已发送时打开它' } },
  events: { 'scm-navigate': '返回收件箱、继续写邮件或查看已发送，detail 为 {path}' },
})
