// A labelled text input of the public pages. Text is trimmed on blur (spec §5); passwords keep
// their spaces.
import { useId, type InputHTMLAttributes } from 'react'
import { pub } from './public-styles'

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size'>

export interface TextFieldProps extends NativeInput {
  label: string
  value: string
  onValueChange: (value: string) => void
  trim?: boolean
  hint?: string
}

export function TextField({ label, value, onValueChange, trim = true, hint, id, onBlur, ...rest }: TextFieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const hintId = hint ? `${inputId}-hint` : undefined
  return (
    <div className={pub.field}>
      <label htmlFor={inputId} className={pub.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={pub.input}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onBlur={(event) => {
          if (trim && event.currentTarget.value.trim() !== event.currentTarget.value) onValueChange(event.currentTarget.value.trim())
          onBlur?.(event)
        }}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={pub.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
