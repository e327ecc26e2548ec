import { datePicker } from 'styled-system/recipes'
import type { ControlSize } from './button'
import { CalendarIcon } from './icons'
import { lazyPart } from './lazy-part'

export interface DatePickerProps {
  /** YYYY-MM-DD, or '' / null when empty. */
  value: string | null
  onValueChange?: (value: string | null) => void
  placeholder?: string
  label?: string
  'aria-label'?: string
  min?: string
  max?: string
  size?: ControlSize
  disabled?: boolean
  name?: string
  onBlur?: () => void
}

/**
 * Single date in Chinese; typed or picked, the value is always YYYY-MM-DD. The calendar (Ark
 * DatePicker, ./date-picker-view) is fetched after the first paint; until then the box shows the date.
 */
export const DatePicker = lazyPart<DatePickerProps>(
  'DatePicker',
  () => import('./date-picker-view').then((m) => m.DatePickerView),
  ({ value, placeholder = '选择日期', label, size = 'mini' }) => {
    const cls = datePicker({ size })
    return (
      <div className={cls.root} aria-busy="true">
        {label ? <span className={cls.label}>{label}</span> : null}
        <div className={cls.control}>
          <span className={cls.input}>{value || placeholder}</span>
          <span className={cls.trigger} aria-hidden="true">
            <CalendarIcon />
          </span>
        </div>
      </div>
    )
  },
)
