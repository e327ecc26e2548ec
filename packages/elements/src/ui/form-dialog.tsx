import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { ApiError, validateForm, type Rule } from '@scm/core'
import { Button } from './button'
import { Dialog } from './dialog'
import { danger } from './layout'

// The state and dialog of a hand-written form checked with core's rules (the administration,
// menu, widget and personal forms), with ./admin-field binding a field to it. A form derived from
// a resource's definition uses resource/use-record-form instead.

export type FieldRules = Record<string, readonly Rule[] | Rule | undefined>

export interface FormState<V extends Record<string, unknown>> {
  values: V
  errors: Record<string, string>
  set: <K extends keyof V & string>(name: K, value: V[K]) => void
  /** Puts new values (opening the form for another record); clears the errors. */
  reset: (values: V) => void
  /** The field's rule verdict, kept so the message shows under it. */
  setError: (name: string, message: string | null) => void
  /** Checks every rule; true when the form may be sent. */
  validate: () => boolean
}

/**
 * Values and field errors of a hand-written form, checked with core's rules (spec §5). `rules`
 * may depend on the values (a password only for a new user).
 */
export function useFormState<V extends Record<string, unknown>>(initial: V, rules: FieldRules | ((values: V) => FieldRules)): FormState<V> {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const setError = (name: string, message: string | null) =>
    setErrors((e) => {
      if ((e[name] ?? null) === message) return e
      const next = { ...e }
      if (message) next[name] = message
      else delete next[name]
      return next
    })
  return {
    values,
    errors,
    set: (name, value) => setValues((v) => ({ ...v, [name]: value })),
    reset: (next) => {
      setValues(next)
      setErrors({})
    },
    setError,
    validate: () => {
      const verdict = validateForm({ rules: typeof rules === 'function' ? rules(values) : rules, values })
      setErrors(verdict.errors)
      return verdict.valid
    },
  }
}

export interface FormDialogProps {
  open: boolean
  title: string
  onClose: () => void
  /** Sends the form; a rejection keeps the dialog open and shows the server's message in it. */
  onSubmit: () => Promise<void>
  /** Checked before sending; false keeps the dialog open (field errors are already shown). */
  validate?: () => boolean
  submitText?: string
  size?: 'small' | 'medium' | 'large'
  children: ReactNode
}

/**
 * A create/edit dialog (spec: it does not close on a backdrop click): a `<form noValidate>`,
 * 取消 / 保存, the server's refusal shown above the buttons while the form stays filled.
 */
export function FormDialog({ open, title, onClose, onSubmit, validate, submitText = '保存', size = 'large', children }: FormDialogProps) {
  const formId = useId()
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    setRefusal(null)
    if (validate && !validate()) return
    setSaving(true)
    try {
      await onSubmit()
    } catch (error) {
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : '操作失败')
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={() => {
        setRefusal(null)
        onClose()
      }}
      title={title}
      size={size}
      footer={
        <>
          {refusal ? (
            <span className={danger} role="alert">
              {refusal}
            </span>
          ) : null}
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {submitText}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
        {children}
      </form>
    </Dialog>
  )
}
