import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { trimText } from '@scm/core'
import type { ControlSize } from './button'
import { fieldControlProps, useField } from './field-context'

type NativeTextarea = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>

export interface TextareaProps extends NativeTextarea {
  value?: string
  onValueChange?: (value: string) => void
  size?: ControlSize
  trim?: boolean
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { value, onValueChange, size = 'mini', trim = true, className, onBlur, rows = 3, ...rest },
  ref,
) {
  const field = useField()
  return (
    <textarea
      {...fieldControlProps(field, 'textarea')}
      ref={ref}
      rows={rows}
      className={cx(input({ size, multiline: true }), className)}
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
