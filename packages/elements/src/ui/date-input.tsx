import { useDatePickerContext } from '@ark-ui/react/date-picker'
import { useEffect, useState } from 'react'
import { fromDateText, toDateText } from './date-calendar'
import { fieldControlProps, useField } from './field-context'

export interface DateInputProps {
  /** YYYY-MM-DD or null. */
  value: string | null
  /** A typed date, once complete (Enter or leaving the box); null when emptied. */
  onCommit: (value: string | null) => void
  className?: string
  placeholder?: string
  'aria-label'?: string
  disabled?: boolean
  /** Takes the enclosing FormField's control id (its label points here); the end box of a range does not. */
  fieldControl?: boolean
}

/**
 * The typed half of a date picker. Ark's own input keeps only digits and the locale's separator,
 * and zh-CN's is '/', so '2024-03-05' could not be typed; this box takes any text and reads
 * YYYY-MM-DD (or YYYY/M/D) when the user presses Enter or leaves it. A text that is not a date
 * goes back to the last good value. ArrowDown opens the calendar.
 */
export function DateInput({ value, onCommit, className, placeholder = 'YYYY-MM-DD', disabled, fieldControl = true, ...aria }: DateInputProps) {
  const picker = useDatePickerContext()
  const field = useField()
  const { id, ...fieldProps } = fieldControlProps(field)
  const [text, setText] = useState(value ?? '')
  useEffect(() => setText(value ?? ''), [value])

  const commit = () => {
    const typed = text.trim()
    if (typed === '') {
      if (value) onCommit(null)
      return
    }
    const date = fromDateText(typed.replace(/\//g, '-'))
    if (!date) return setText(value ?? '')
    const normal = toDateText(date)
    setText(normal)
    if (normal !== value) onCommit(normal)
  }

  return (
    <input
      {...fieldProps}
      id={fieldControl ? id : undefined}
      type="text"
      className={className}
      value={text}
      placeholder={placeholder}
      disabled={disabled ?? field?.disabled}
      autoComplete="off"
      aria-label={aria['aria-label']}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
          e.preventDefault()
          commit()
        } else if (e.key === 'ArrowDown') {
          e.preventDefault()
          picker.setOpen(true)
        }
      }}
    />
  )
}
