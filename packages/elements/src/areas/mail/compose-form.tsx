import { useRef, useState } from 'react'
import { checkMail, MAIL_SUBJECT_MAX } from '@scm/core/mail'
import { messages } from '@scm/core'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Upload } from '../../ui/upload'
import { AttachedFiles, uploadedFilesOf, withUploaded } from '../../document/attached-files'
import { buttonRow, danger, subheading } from '../../ui/layout'
import { composeGrid } from './mail-styles'
import { type MailAttachment, type MailDraft } from './mail-types'
import { ReceiversPicker, type ReceiverSearch } from './receivers-picker'
import { RichEditor } from '../../ui/rich-editor'

// The compose form without the server: receivers, subject, body, attachments, 发送 / 存草稿.
// What the server would refuse is checked first (请填写邮件主题, 请选择收件人…), so nothing is
// sent that cannot be saved; the element (mail-write.element.tsx) wires loading and saving.

export interface ComposeFormProps {
  initial: MailDraft
  search: ReceiverSearch
  /** Saves (send false) or sends; resolves the mail's id, or null when the server refused. */
  onSubmit: (draft: MailDraft, send: boolean) => Promise<number | null>
  /** Full URL and headers of POST /File/File/UploadFiles. */
  uploadUrl: string
  uploadHeaders?: Record<string, string>
}

export function ComposeForm({ initial, search, onSubmit, uploadUrl, uploadHeaders }: ComposeFormProps) {
  const [draft, setDraftState] = useState<MailDraft>(initial)
  // the newest draft, ahead of the render: the editor reports keystrokes outside React's events,
  // and a 发送 clicked before their render must still send the last letters typed
  const latest = useRef(draft)
  const setDraft = (next: (d: MailDraft) => MailDraft) => {
    latest.current = next(latest.current)
    setDraftState(latest.current)
  }
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<'send' | 'save' | null>(null)
  const set = <K extends keyof MailDraft>(key: K, value: MailDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    // a fixed field loses its error at once
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  const submit = async (send: boolean) => {
    const draft = latest.current
    const found = checkMail(draft, send)
    setErrors(found)
    if (Object.keys(found).length) {
      messages.show(Object.values(found)[0]!, 'error')
      return
    }
    setBusy(send ? 'send' : 'save')
    try {
      const id = await onSubmit(draft, send)
      // a saved draft keeps its id: the next 存草稿 or 发送 updates it instead of adding one
      if (id !== null) setDraft((d) => ({ ...d, id }))
    } finally {
      setBusy(null)
    }
  }
  const removeFile = (file: MailAttachment) => set('attachments', draft.attachments.filter((a) => a.file_id !== file.file_id))

  return (
    <form className={composeGrid} aria-label="写邮件" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className={buttonRow}>
        <Button variant="primary" loading={busy === 'send'} disabled={busy !== null} onClick={() => void submit(true)}>
          发送
        </Button>
        <Button loading={busy === 'save'} disabled={busy !== null} onClick={() => void submit(false)}>
          存草稿
        </Button>
      </div>
      <FormField label="收件人" required error={errors.to ?? null} rules={[]}>
        <ReceiversPicker label="收件人" value={draft.to} exclude={draft.cc} search={search} onChange={(to) => set('to', to)} />
      </FormField>
      <FormField label="抄送" rules={[]}>
        <ReceiversPicker label="抄送" value={draft.cc} exclude={draft.to} search={search} onChange={(cc) => set('cc', cc)} />
      </FormField>
      <FormField label="主题" required value={draft.subject} error={errors.subject ?? null} rules={[]}>
        <Input name="subject" value={draft.subject} maxLength={MAIL_SUBJECT_MAX} onValueChange={(v) => set('subject', v)} />
      </FormField>
      <div>
        <RichEditor initialHtml={initial.body} label="邮件正文" invalid={!!errors.body} describedBy={errors.body ? 'mail-body-error' : undefined} onChange={(html) => set('body', html)} />
        {errors.body ? (
          <p id="mail-body-error" className={danger} role="alert">
            {errors.body}
          </p>
        ) : null}
      </div>
      <h3 className={subheading}>附件</h3>
      <AttachedFiles label="附件" files={draft.attachments} onRemove={(index) => removeFile(draft.attachments[index]!)} />
      <Upload
        url={uploadUrl}
        headers={uploadHeaders}
        data={{ category: 'mail' }}
        label="上传附件"
        maxFileSize={20 * 1024 * 1024}
        onUploaded={(data) => setDraft((d) => ({ ...d, attachments: withUploaded(d.attachments, uploadedFilesOf(data)) }))}
      />
    </form>
  )
}
