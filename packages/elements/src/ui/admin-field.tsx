import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react'
import { validateValue, type Rule } from '@scm/core'
import { FormField } from './form-field'
import type { FormState } from './form-dialog'

// FormField checks nothing itself; this field does (see below)
const NO_RULES: Rule[] = []

export interface AdminFieldProps<V extends Record<string, unknown>> {
  form: FormState<V>
  name: keyof V & string
  label: string
  required?: boolean
  rules?: readonly Rule[] | Rule
  helperText?: ReactNode
  className?: string
  children: ReactNode
}

/** Focus moving into the field's own floating list (select options, calendar) is not leaving it. */
function leaves(e: FocusEvent<HTMLElement>): boolean {
  const next = e.relatedTarget as HTMLElement | null
  if (!next || e.currentTarget.contains(next)) return !next
  return !next.closest('[data-scope="select"], [data-scope="combobox"], [data-scope="date-picker"]')
}

/**
 * A FormField bound to a form's value and error by name: the rules run when focus leaves the
 * field and on submit, and once a message shows, each change re-checks so it goes as soon as the
 * value is right. (Checked here rather than by FormField's own blur check, which treats any
 * move inside a dialog as staying in the field.)
 */
export function AdminField<V extends Record<string, unknown>>({ form, name, label, required, rules, helperText, className, children }: AdminFieldProps<V>) {
  const value = form.values[name]
  const touched = useRef(false)
  const check = () => form.setError(name, validateValue(rules, value))
  useEffect(() => {
    if (touched.current && form.errors[name]) check()
    // only a value change re-checks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value])
  return (
    <div
      className={className}
      onBlur={(e) => {
        if (!rules || !leaves(e)) return
        touched.current = true
        check()
      }}
    >
      <FormField label={label} required={required} rules={NO_RULES} error={form.errors[name] ?? null} helperText={helperText}>
        {children}
      </FormField>
    </div>
  )
}
