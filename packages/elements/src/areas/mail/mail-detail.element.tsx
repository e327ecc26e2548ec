import { useEffect } from 'react'
import { useLoad } from '../../list/use-load'
import { defineElement, useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { ConfirmHost } from '../../ui/confirm'
import { saveBlob } from '../../resource/save-blob'
import { buttonRow, heading, muted, screen } from '../../ui/layout'
import { MAIL_PATHS, MAIL_ROUTES, type MailAttachment, type MailDetail } from './mail-types'
import { MailView } from './mail-view'
import { useMailActions } from './use-mail-actions'

// /mail/detail?id= 邮件详情: a received or sent mail (the server marks a received one read on
// opening, so the host is told to refresh its unread count), with 回复 回复全部 转发 删除 返回.

function backPath(mail: MailDetail | null): string {
  if (!mail) return MAIL_ROUTES.inbox
  if (mail.box === 'outbox') return MAIL_ROUTES.outbox
  if (mail.box === 'draft') return MAIL_ROUTES.draft
  return mail.folder_id ? `${MAIL_ROUTES.folders}?folder=${mail.folder_id}` : MAIL_ROUTES.inbox
}

function MailDetailScreen({ recordId }: { recordId?: string }) {
  const api = useApi()
  const emit = useEmit()
  const actions = useMailActions()
  const loaded = useLoad((api) => api.get<MailDetail>(MAIL_PATHS.detail, { query: { id: recordId }, timestamp: true }), recordId ?? null)
  const mail = loaded.current ?? null
  const failed = loaded.failed

  useEffect(() => {
    if (!mail) return
    emit('scm-title', { title: mail.subject })
    if (mail.box === 'inbox') emit('scm-change', { entity: 'mail', action: 'read', id: mail.id })
  }, [mail, emit])

  const go = (path: string) => emit('scm-navigate', { path })
  const download = async (file: MailAttachment) => {
    if (!mail) return
    try {
      saveBlob(await api.download(MAIL_PATHS.download, undefined, { query: { mail_id: mail.id, file_id: file.file_id } }), file.file_name)
    } catch {
      // the client showed why
    }
  }
  const remove = async () => {
    if (mail && (await actions.remove([mail.id]))) go(backPath(mail))
  }

  return (
    <section className={screen} aria-label="邮件详情">
      <h2 className={heading}>邮件详情</h2>
      <div className={buttonRow}>
        {mail?.box === 'inbox' ? (
          <>
            <Button variant="primary" onClick={() => go(`${MAIL_ROUTES.write}?reply=${mail.id}`)}>
              回复
            </Button>
            <Button onClick={() => go(`${MAIL_ROUTES.write}?replyAll=${mail.id}`)}>回复全部</Button>
          </>
        ) : null}
        {mail ? (
          <>
            <Button onClick={() => go(`${MAIL_ROUTES.write}?forward=${mail.id}`)}>转发</Button>
            <Button variant="danger" onClick={() => void remove()}>
              删除
            </Button>
          </>
        ) : null}
        <Button onClick={() => go(backPath(mail))}>返回</Button>
      </div>
      {mail ? (
        <MailView mail={mail} onDownload={(file) => void download(file)} />
      ) : (
        <p className={muted} role="status">
          {!recordId ? '请从收件箱或发件箱选择邮件' : failed ? '邮件不存在或无权查看' : '加载中…'}
        </p>
      )}
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-mail-detail', MailDetailScreen, {
  description: '邮件详情：主题、发件人、收件人、抄送、时间、正文（已净化的 HTML）与附件下载；回复、回复全部、转发、删除、返回',
  attributes: { recordId: { type: 'string', description: '邮件 id（门户中为 ?id=）' } },
  events: {
    'scm-change': '打开收到的邮件（标为已读）或删除后，detail 为 {entity:"mail", action:"read"|"delete", id|ids}',
    'scm-navigate': '回复、转发、删除或返回时，detail 为 {path}',
    'scm-title': '邮件加载后，detail 为 {title: 主题}',
  },
})
