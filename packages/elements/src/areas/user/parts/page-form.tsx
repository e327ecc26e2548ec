import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../ui/button'
import { danger, formActions } from '../../../ui/layout'

// The caller's own forms on /MySelf/personal (基本资料, 修改密码) send the same way: rules first,
// then the call; the server's refusal stays under the filled form, above the one button.

export interface PageFormProps {
  /** The form's accessible name. */
  label: string
  submitText: string
  /** Checked before sending; false keeps the form (field errors are already shown). */
  validate: () => boolean
  /** Sends the form; a rejection shows the server's message. */
  onSubmit: () => Promise<void>
  children: ReactNode
}

export function PageForm({ label, submitText, validate, onSubmit, children }: PageFormProps) {
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setRefusal(null)
    if (!validate()) return
    setSaving(true)
    try {
      await onSubmit()
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '操作失败')
    } finally {
      setSaving(false)
    }
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
      {children}
      {refusal ? (
        <p className={danger} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={formActions}>
        <Button variant="primary" type="submit" loading={saving}>
          {submitText}
        </Button>
      </div>
    </form>
  )
}
