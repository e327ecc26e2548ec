import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { field } from 'styled-system/recipes'
import { validateValue, type Rule } from '@scm/core'
import { FieldContext, type FieldState } from './field-context'

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

// The anatomy attributes Ark's Field parts carried (screens' tests find a field by them).
const part = (name: string) => ({ 'data-scope': 'field', 'data-part': name })

// Focus moving into the field's own floating list (select options, calendar) is not leaving it.
const leavesField = (e: FocusEvent<HTMLElement>) => {
  const next = e.relatedTarget as HTMLElement | null
  if (!next) return true
  if (e.currentTarget.contains(next)) return false
  return !next.closest('[data-part="content"], [data-part="positioner"]')
}

/**
 * Label, required star, control and the error under it. The control (Input, Select, NumberInput…)
 * gets id, aria-invalid and aria-describedby from the field's context (./field-context). Validates
 * on blur (spec §5); once an error shows, each change re-checks so the message goes as soon as the
 * value is fixed.
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
  const id = useId()
  const showHelper = !!helperText && !shown
  const state = useMemo<FieldState>(() => {
    const ids = { control: `${id}control`, label: `${id}label`, errorText: `${id}error`, helperText: `${id}helper` }
    return {
      ids,
      describedBy: shown ? ids.errorText : showHelper ? ids.helperText : undefined,
      invalid: !!shown,
      required: !!required,
      disabled: !!disabled,
      readOnly: !!readOnly,
    }
  }, [id, shown, showHelper, required, disabled, readOnly])
  const marks = { 'data-invalid': shown ? '' : undefined, 'data-disabled': disabled ? '' : undefined, 'data-readonly': readOnly ? '' : undefined }
  return (
    <FieldContext.Provider value={state}>
      <div
        role="group"
        {...part('root')}
        className={cls.root}
        {...marks}
        onBlur={(e: FocusEvent<HTMLDivElement>) => {
          if (!checks || !leavesField(e)) return
          touched.current = true
          check(value)
        }}
      >
        <label {...part('label')} className={cls.label} id={state.ids.label} htmlFor={state.ids.control} data-required={required ? '' : undefined} {...marks}>
          {required ? (
            <span {...part('required-indicator')} className={cls.requiredIndicator} aria-hidden="true">
              *
            </span>
          ) : null}
          {label}
        </label>
        {children}
        {showHelper ? (
          <span {...part('helper-text')} className={cls.helperText} id={state.ids.helperText}>
            {helperText}
          </span>
        ) : null}
        {shown ? (
          <span {...part('error-text')} className={cls.errorText} id={state.ids.errorText} aria-live="polite">
            {shown}
          </span>
        ) : null}
      </div>
    </FieldContext.Provider>
  )
}

// What every filter of a list's search area does alike, whether a resource's definition declares it
// (resource/filter-fields) or a hand-written list names it (list/filter-bar): label and input on
// one line, no rules of its own, typed text applied on Enter, and a draft that follows the
// applied filters until the user edits it.

const NO_RULES: never[] = []

/** One filter: its label and input on one line. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FormField label={label} layout="horizontal" rules={NO_RULES}>
      {children}
    </FormField>
  )
}

/** Enter (not the one that ends an input method's composition) applies. */
export const onEnter = (apply: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' && !e.nativeEvent.isComposing) apply()
}

/** The filters being edited: the applied ones until the user changes one, and again after each apply. */
export function useFilterDraft<F>(applied: F) {
  const [draft, setDraft] = useState<F>(applied)
  useEffect(() => setDraft(applied), [applied])
  return [draft, setDraft] as const
}
