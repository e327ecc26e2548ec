import { Field } from '@ark-ui/react/field'
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { field } from 'styled-system/recipes'
import { validateValue, type Rule } from '@scm/core'

export interface FormFieldProps {
  label: ReactNode
  /** Shows the red star and marks the control required. */
  required?: boolean
  /** Core rules (textRule, codeRule…) checked when focus leaves the field; `required` alone adds 请输入<label>. */
  rules?: readonly Rule[] | Rule
  /** The control's current value, what the rules check. */
  value?: unknown
  /** A message from outside (form submit, server refusal); shown instead of the field's own. */
  error?: string | null
  /** Told of each verdict of the field's own check (null = valid). */
  onValidate?: (message: string | null) => void
  helperText?: ReactNode
  layout?: 'vertical' | 'horizontal'
  disabled?: boolean
  readOnly?: boolean
  children: ReactNode
}

// Focus moving into the field's own floating list (select options, calendar) is not leaving it.
const leavesField = (e: FocusEvent<HTMLElement>) => {
  const next = e.relatedTarget as HTMLElement | null
  if (!next) return true
  if (e.currentTarget.contains(next)) return false
  return !next.closest('[data-part="content"], [data-part="positioner"]')
}

/**
 * Label, required star, control and the error under it. The control (Input, Select, NumberInput…)
 * gets id, aria-invalid and aria-describedby from Ark's Field context. Validates on blur (spec §5);
 * once an error shows, each change re-checks so the message goes as soon as the value is fixed.
 */
export function FormField({
  label,
  required,
  rules,
  value,
  error,
  onValidate,
  helperText,
  layout = 'vertical',
  disabled,
  readOnly,
  children,
}: FormFieldProps) {
  const [ownError, setOwnError] = useState<string | null>(null)
  const touched = useRef(false)
  // `required` alone still checks presence, with core's wording 请输入<label>.
  const checks: readonly Rule[] | Rule | undefined =
    rules ?? (required ? { trigger: 'blur', required: true, message: `请输入${typeof label === 'string' ? label : '内容'}` } : undefined)
  const check = (v: unknown) => {
    const message = validateValue(checks, v)
    setOwnError(message)
    onValidate?.(message)
  }
  useEffect(() => {
    if (touched.current && ownError) check(value)
    // only a value change re-checks; rules rarely change and are checked on the next blur
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value])

  const shown = error ?? ownError
  const cls = field({ layout })
  return (
    <Field.Root
      className={cls.root}
      invalid={!!shown}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      onBlur={(e: FocusEvent<HTMLDivElement>) => {
        if (!checks || !leavesField(e)) return
        touched.current = true
        check(value)
      }}
    >
      <Field.Label className={cls.label}>
        {required ? (
          <Field.RequiredIndicator className={cls.requiredIndicator}>*</Field.RequiredIndicator>
        ) : null}
        {label}
      </Field.Label>
      {children}
      {helperText && !shown ? <Field.HelperText className={cls.helperText}>{helperText}</Field.HelperText> : null}
      <Field.ErrorText className={cls.errorText}>{shown}</Field.ErrorText>
    </Field.Root>
  )
}
