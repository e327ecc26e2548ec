import { forwardRef, type InputHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { trimText } from '@scm/core'
import type { ControlSize } from './button'
import { fieldControlProps, useField } from './field-context'

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'onChange'>

export interface InputProps extends NativeInput {
  value?: string
  onValueChange?: (value: string) => void
  size?: ControlSize
  /** Spec §5: text inputs are trimmed of surrounding spaces (on blur). Default true. */
  trim?: boolean
}

/** Text input. Inside a FormField it picks up the field's id, label, aria-invalid and error text. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { value, onValueChange, size = 'mini', trim = true, className, onBlur, type = 'text', ...rest },
  ref,
) {
  const field = useField()
  return (
    <input
      {...fieldControlProps(field)}
      ref={ref}
      type={type}
      className={cx(input({ size }), className)}
      value={value ?? ''}
      onChange={(e) => onValueChange?.(e.currentTarget.value)}
      onBlur={(e) => {
        const trimmed = trimText(e.currentTarget.value)
        if (trim && trimmed !== e.currentTarget.value) onValueChange?.(trimmed)
        onBlur?.(e)
      }}
      {...rest}
    />
  )
})
