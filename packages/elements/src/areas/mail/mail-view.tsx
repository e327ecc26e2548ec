import { formatFileSize } from '@scm/core'
import { useMemo } from 'react'
import { cx } from 'styled-system/css'
import { Button } from '../../ui/button'
import { sanitizeMail } from '../../ui/sanitize-mail'
import { smallTable, subheading } from '../order/shared/styles'
import { bodyFrame, mailContent, mailHeader } from './mail-styles'
import { type MailAttachment, type MailDetail, type Receiver } from './mail-types'

// One mail as it is read: header facts, the body (sanitised again here, where it is drawn, though
// the server stores it sanitised) and the attachments.

const names = (list: Receiver[]) => list.map((r) => r.UserName).join('、')

export function MailBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeMail(html), [html])
  return <div className={cx(bodyFrame, mailContent)} role="document" aria-label="邮件正文" dangerouslySetInnerHTML={{ __html: clean }} />
}

export function MailView({ mail, onDownload }: { mail: MailDetail; onDownload: (file: MailAttachment) => void }) {
  return (
    <article aria-label={`邮件 ${mail.subject}`}>
      <h3 className={subheading} data-field="subject">
        {mail.subject}
      </h3>
      <dl className={mailHeader}>
        <dt>发件人</dt>
        <dd data-field="sender">{mail.sender_name}</dd>
        <dt>收件人</dt>
        <dd data-field="to">{names(mail.to)}</dd>
        {mail.cc.length ? (
          <>
            <dt>抄送</dt>
            <dd data-field="cc">{names(mail.cc)}</dd>
          </>
        ) : null}
        <dt>时间</dt>
        <dd data-field="time">{mail.sent_at || mail.created_at}</dd>
      </dl>
      <MailBody html={mail.body} />
      {mail.attachments.length ? (
        <>
          <h3 className={subheading}>附件（{mail.attachments.length}）</h3>
          <table className={smallTable} aria-label="附件">
            <tbody>
              {mail.attachments.map((file) => (
                <tr key={file.file_id}>
                  <td>{file.file_name}</td>
                  <td>{formatFileSize(file.file_size)}</td>
                  <td>
                    <Button variant="text" aria-label={`下载附件 ${file.file_name}`} onClick={() => onDownload(file)}>
                      下载
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </article>
  )
}
