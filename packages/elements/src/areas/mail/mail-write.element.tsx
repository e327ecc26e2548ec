import { useState } from 'react'
import { defineElement, useApi, useApiTarget, useEmit } from '../../runtime'
import { heading, muted, screen } from '../../ui/layout'
import { ComposeForm } from './compose-form'
import { emptyDraft, MAIL_PATHS, MAIL_ROUTES, type MailDraft } from './mail-types'
import { useReceiverSearch } from './receivers-picker'
import { useComposeSource, type ComposeStart } from './use-compose-source'

// /mail/write 写邮件: a new mail, an own draft (?id=), or an answer / forward of a mail
// (?reply= ?replyAll= ?forward=). 发送 goes on to /mail/sendsuccess; 存草稿 stays, editing the
// saved draft from then on.

function MailWrite(start: ComposeStart) {
  const api = useApi()
  const emit = useEmit()
  const search = useReceiverSearch()
  const source = useComposeSource(start)
  // the tab stays open after 发送: coming back to it starts a new, empty mail (not the sent one again)
  const [sent, setSent] = useState<{ key: string; n: number; draft: MailDraft } | null>(null)
  const afterSend = sent?.key === source.key
  const upload = useApiTarget()

  const submit = async (draft: MailDraft, send: boolean) => {
    const id = draft.id
    try {
      const saved = await api.post<{ id: number; status: string }>(
        MAIL_PATHS.save,
        {
          ...(id ? { id } : {}),
          subject: draft.subject.trim(),
          body: draft.body,
          to: draft.to.map((p) => p.userid),
          cc: draft.cc.map((p) => p.userid),
          file_ids: draft.attachments.map((a) => a.file_id),
          send,
        },
        { successMessage: !send },
      )
      emit('scm-change', { entity: 'mail', action: send ? 'send' : 'draft', id: saved.id, status: saved.status })
      if (send) {
        setSent((last) => ({ key: source.key, n: (last?.n ?? 0) + 1, draft: emptyDraft() }))
        emit('scm-navigate', { path: `${MAIL_ROUTES.sent}?id=${saved.id}` })
      }
      return saved.id
    } catch {
      return null // the client showed the server's message
    }
  }

  return (
    <section className={screen} aria-label="写邮件">
      <h2 className={heading}>写邮件</h2>
      {source.notice && !afterSend ? (
        <p className={muted} role="status">
          {source.notice}
        </p>
      ) : null}
      {source.draft ? (
        <ComposeForm
          key={afterSend ? `${source.key}#${sent.n}` : source.key}
          initial={afterSend ? sent.draft : source.draft}
          search={search}
          onSubmit={submit}
          uploadUrl={`${upload.apiBase}${MAIL_PATHS.upload}`}
          uploadHeaders={upload.headers}
        />
      ) : (
        <p role="status">加载中…</p>
      )}
    </section>
  )
}

defineElement('scm-mail-write', MailWrite, {
  description: '写邮件：选择收件人与抄送、填写主题与正文（富文本）、上传附件，发送或存草稿；可编辑草稿、回复、回复全部、转发',
  attributes: {
    recordId: { type: 'string', description: '要继续编辑的草稿 id（门户中为 ?id=）' },
    reply: { type: 'string', description: '回复该邮件（邮件 id）' },
    replyAll: { type: 'string', description: '回复全部（邮件 id）' },
    forward: { type: 'string', description: '转发该邮件及其附件（邮件 id）' },
  },
  events: {
    'scm-change': '发送或保存草稿后，detail 为 {entity:"mail", action:"send"|"draft", id, status}',
    'scm-navigate': '发送成功后转到发送成功页，detail 为 {path:"/mail/sendsuccess?id=…"}',
  },
})
