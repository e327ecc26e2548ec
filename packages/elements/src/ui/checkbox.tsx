import { useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes'

export interface CheckboxProps {
  checked: boolean | 'indeterminate'
  onCheckedChange?: (checked: boolean) => void
  /** Visible label; when there is none, give `aria-label` (e.g. "选择第 3 行"). */
  label?: ReactNode
  'aria-label'?: string
  disabled?: boolean
  name?: string
  value?: string
}

// The real checkbox is a native input, visually hidden, that screen readers and forms see; the
// drawn box beside it mirrors its state.
export const visuallyHidden = css({ srOnly: true })

/** The state attributes the recipes style (the names Ark UI parts use). */
export const stateOf = (checked: boolean | 'indeterminate') =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked'

/** Keyboard focus (not a click) draws the focus ring on the drawn box, as :focus-visible would. */
export function useFocusVisible() {
  const [focusVisible, setFocusVisible] = useState(false)
  return {
    focusVisible,
    onFocus: (e: { currentTarget: HTMLElement }) => setFocusVisible(e.currentTarget.matches(':focus-visible')),
    onBlur: () => setFocusVisible(false),
  }
}

export function Checkbox({ checked, onCheckedChange, label, disabled, name, value, ...aria }: CheckboxProps) {
  const cls = checkbox()
  const input = useRef<HTMLInputElement>(null)
  const { focusVisible, onFocus, onBlur } = useFocusVisible()
  const state = stateOf(checked)
  // "indeterminate" exists only as a DOM property
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate'
  }, [checked])
  const parts = { 'data-state': state, 'data-disabled': disabled || undefined }
  return (
    <label className={cls.root} {...parts}>
      <input
        ref={input}
        type="checkbox"
        className={visuallyHidden}
        checked={checked === true}
        disabled={disabled}
        name={name}
        value={value}
        aria-label={aria['aria-label']}
        onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <span className={cls.control} data-scope="checkbox" data-part="control" aria-hidden="true" data-focus-visible={focusVisible || undefined} {...parts}>
        {state === 'checked' ? <span className={cls.indicator}>✓</span> : null}
        {state === 'indeterminate' ? <span className={cls.indicator}>−</span> : null}
      </span>
      {label ? <span className={cls.label}>{label}</span> : null}
    </label>
  )
}
