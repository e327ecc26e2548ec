import { HtmlBody } from '../../ui/html-body'
import { AttachedFiles } from '../../document/attached-files'
import { subheading } from '../../ui/layout'
import { mailHeader } from './mail-styles'
import { type MailAttachment, type MailDetail, type Receiver } from './mail-types'

// One mail as it is read: header facts, the body (sanitised again where it is drawn, ../../ui/html-body)
// and the attachments.

const names = (list: Receiver[]) => list.map((r) => r.UserName).join('、')

export function MailBody({ html }: { html: string }) {
  return <HtmlBody html={html} label="邮件正文" />
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
          <AttachedFiles label="附件" files={mail.attachments} onDownload={onDownload} />
        </>
      ) : null}
    </article>
  )
}
