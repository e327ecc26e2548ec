import { datePicker } from 'styled-system/recipes'
import { fieldControlProps, useField } from './field-context'
import type { DatePickerProps } from './date-picker'

/**
 * DatePicker's view in the single-file (IIFE) widgets: the browser's <input type="date"> (its own
 * calendar, in the page's language) instead of Ark's date machine and @internationalized/date. The
 * value is YYYY-MM-DD as in ./date-picker-view, null when emptied.
 */
export function DatePickerView({ value, onValueChange, label, min, max, size = 'mini', disabled, name, onBlur, ...aria }: DatePickerProps) {
  const cls = datePicker({ size })
  const field = useField()
  return (
    <div className={cls.root} data-scope="date-picker" data-part="root">
      {label ? <span className={cls.label}>{label}</span> : null}
      <div className={cls.control}>
        <input
          {...fieldControlProps(field)}
          type="date"
          className={cls.input}
          name={name}
          value={value ?? ''}
          min={min}
          max={max}
          disabled={disabled ?? field?.disabled}
          aria-label={aria['aria-label'] ?? label}
          onChange={(e) => onValueChange?.(e.currentTarget.value || null)}
          onBlur={() => onBlur?.()}
        />
      </div>
    </div>
  )
}
