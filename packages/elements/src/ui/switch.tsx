import type { ReactNode } from 'react'
import { switchControl } from 'styled-system/recipes'
import { stateOf, useFocusVisible, visuallyHidden } from './checkbox'

export interface SwitchProps {
  checked: boolean
  onCheckedChange?: (checked: boolean) => void
  label?: ReactNode
  'aria-label'?: string
  disabled?: boolean
  name?: string
}

/** On/off switch: a native checkbox with role="switch" for screen readers, drawn as a track and thumb. */
export function Switch({ checked, onCheckedChange, label, disabled, name, ...aria }: SwitchProps) {
  const cls = switchControl()
  const { focusVisible, onFocus, onBlur } = useFocusVisible()
  const parts = { 'data-state': stateOf(checked), 'data-disabled': disabled || undefined }
  return (
    <label className={cls.root} {...parts}>
      <input
        type="checkbox"
        role="switch"
        className={visuallyHidden}
        checked={checked}
        disabled={disabled}
        name={name}
        aria-label={aria['aria-label']}
        onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <span className={cls.control} data-scope="switch" data-part="control" aria-hidden="true" data-focus-visible={focusVisible || undefined} {...parts}>
        <span className={cls.thumb} {...parts} />
      </span>
      {label ? <span className={cls.label}>{label}</span> : null}
    </label>
  )
}
