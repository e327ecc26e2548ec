import { useState } from 'react'
import { input } from 'styled-system/recipes'
import { messages } from '@scm/core'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { fieldControlProps, useField } from '../../ui/field-context'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { RichEditor } from '../../ui/rich-editor'
import { Select, type Option } from '../../ui/select'
import { Upload } from '../../ui/upload'
import { AttachedFiles, uploadedFilesOf, withUploaded } from '../../document/attached-files'
import { buttonRow, danger, subheading } from '../../ui/layout'
import { choices, formGrid, inlineFields } from './bulletin-styles'
import { BULLETIN_AUDIENCES, BULLETIN_TITLE_MAX, checkDraft, type BulletinDraft } from './bulletin-types'

// The 发布公告 form without the server: type, title, audience, 置顶, times, body, attachments,
// 发布 / 存草稿. What the server would refuse is checked first (请选择公告类型, 请填写公告标题…),
// so nothing is sent that cannot be saved; the element (bulletin-create.element.tsx) wires
// loading and saving.

export interface BulletinFormProps {
  initial: BulletinDraft
  types: Option[]
  /** Saves (publish false) or publishes; resolves the bulletin's id, or null when the server refused. */
  onSubmit: (draft: BulletinDraft, publish: boolean) => Promise<number | null>
  /** Full URL and headers of POST /File/File/UploadFiles. */
  uploadUrl: string
  uploadHeaders?: Record<string, string>
  /** The caller may save (the 发布公告 grant); without it the buttons are not drawn. */
  canSave?: boolean
}

const NO_RULES: never[] = []

/** The browser's own date-time box (no calendar code in the bundle), wired to its FormField. */
function TimeBox({ name, value, onChange }: { name: string; value: string; onChange: (v: string) => void }) {
  const field = useField()
  return <input type="datetime-local" name={name} className={input({ size: 'mini' })} style={{ width: '200px' }} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...fieldControlProps(field)} />
}

export function BulletinForm({ initial, types, onSubmit, uploadUrl, uploadHeaders, canSave = true }: BulletinFormProps) {
  const [draft, setDraft] = useState<BulletinDraft>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<'publish' | 'save' | null>(null)
  const set = <K extends keyof BulletinDraft>(key: K, value: BulletinDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    // a fixed field loses its error at once (失效时间's is about 发布时间 too)
    setErrors((found) => {
      const gone = key === 'publish_at' ? [key, 'expire_at'] : [key]
      if (!gone.some((k) => found[k])) return found
      const rest = { ...found }
      for (const k of gone) delete rest[k]
      return rest
    })
  }

  const submit = async (publish: boolean) => {
    const found = checkDraft(draft, publish)
    setErrors(found)
    if (Object.keys(found).length) {
      messages.show(Object.values(found)[0]!, 'error')
      return
    }
    setBusy(publish ? 'publish' : 'save')
    try {
      const id = await onSubmit(draft, publish)
      // a saved draft keeps its id: the next 存草稿 or 发布 updates it instead of adding one
      if (id !== null) setDraft((d) => ({ ...d, id }))
    } finally {
      setBusy(null)
    }
  }

  return (
    <form className={formGrid} aria-label="发布公告" noValidate onSubmit={(e) => e.preventDefault()}>
      {canSave ? (
        <div className={buttonRow}>
          <Button variant="primary" loading={busy === 'publish'} disabled={busy !== null} onClick={() => void submit(true)}>
            发布
          </Button>
          <Button loading={busy === 'save'} disabled={busy !== null} onClick={() => void submit(false)}>
            存草稿
          </Button>
        </div>
      ) : null}
      <div className={inlineFields}>
        <FormField label="公告类型" required value={draft.type_id} error={errors.type_id ?? null} rules={NO_RULES}>
          <Select name="type_id" aria-label="公告类型" items={types} value={draft.type_id || null} placeholder="请选择公告类型" onValueChange={(v) => set('type_id', v ?? '')} />
        </FormField>
        <FormField label="公告对象" required error={errors.audience ?? null} rules={NO_RULES}>
          <span className={choices} role="radiogroup" aria-label="公告对象">
            {BULLETIN_AUDIENCES.map((a) => (
              <label key={a}>
                <input type="radio" name="audience" value={a} checked={draft.audience === a} onChange={() => set('audience', a)} />
                {a}
              </label>
            ))}
          </span>
        </FormField>
        <Checkbox name="is_top" label="置顶" checked={draft.is_top} onCheckedChange={(v) => set('is_top', v === true)} />
      </div>
      <FormField label="标题" required value={draft.title} error={errors.title ?? null} rules={NO_RULES}>
        <Input name="title" value={draft.title} maxLength={BULLETIN_TITLE_MAX} placeholder={`不超过${BULLETIN_TITLE_MAX}个字符`} onValueChange={(v) => set('title', v)} />
      </FormField>
      <div className={inlineFields}>
        <FormField label="发布时间" error={errors.publish_at ?? null} helperText="不填则发布时为当前时间" rules={NO_RULES}>
          <TimeBox name="publish_at" value={draft.publish_at} onChange={(v) => set('publish_at', v)} />
        </FormField>
        <FormField label="失效时间" error={errors.expire_at ?? null} helperText="不填则长期有效" rules={NO_RULES}>
          <TimeBox name="expire_at" value={draft.expire_at} onChange={(v) => set('expire_at', v)} />
        </FormField>
      </div>
      <div>
        <RichEditor initialHtml={initial.body} label="公告内容" invalid={!!errors.body} describedBy={errors.body ? 'bulletin-body-error' : undefined} onChange={(html) => set('body', html)} />
        {errors.body ? (
          <p id="bulletin-body-error" className={danger} role="alert">
            {errors.body}
          </p>
        ) : null}
      </div>
      <h3 className={subheading}>附件</h3>
      <AttachedFiles label="附件" files={draft.attachments} onRemove={(index) => set('attachments', draft.attachments.filter((_, i) => i !== index))} />
      {errors.attachments ? (
        <p className={danger} role="alert">
          {errors.attachments}
        </p>
      ) : null}
      <Upload
        url={uploadUrl}
        headers={uploadHeaders}
        data={{ category: 'bulletin' }}
        label="上传附件"
        maxFileSize={20 * 1024 * 1024}
        onUploaded={(data) => setDraft((d) => ({ ...d, attachments: withUploaded(d.attachments, uploadedFilesOf(data)) }))}
      />
    </form>
  )
}
