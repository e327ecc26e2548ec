import { datePicker } from 'styled-system/recipes'
import type { ControlSize } from './button'
import { CalendarIcon } from './icons'
import { lazyPart } from './lazy-part'

/** [start, end] as YYYY-MM-DD; null for an open end. */
export type DateRange = [string | null, string | null]

export interface DateRangePickerProps {
  value: DateRange
  onValueChange?: (value: DateRange) => void
  startPlaceholder?: string
  endPlaceholder?: string
  label?: string
  /** Screen-reader names of the two inputs. */
  startLabel?: string
  endLabel?: string
  size?: ControlSize
  disabled?: boolean
  onBlur?: () => void
}

/**
 * From-to dates (e.g. 单据日期 filters); both ends YYYY-MM-DD. The calendar (Ark DatePicker,
 * ./date-range-picker-view) is fetched after the first paint; until then the box shows the dates.
 */
export const DateRangePicker = lazyPart<DateRangePickerProps>(
  'DateRangePicker',
  () => import('./date-range-picker-view').then((m) => m.DateRangePickerView),
  ({ value, startPlaceholder = '开始日期', endPlaceholder = '结束日期', label, size = 'mini' }) => {
    const cls = datePicker({ size })
    return (
      <div className={cls.root} aria-busy="true">
        {label ? <span className={cls.label}>{label}</span> : null}
        <div className={cls.control}>
          <span className={cls.input}>{value[0] || startPlaceholder}</span>
          <span aria-hidden="true">至</span>
          <span className={cls.input}>{value[1] || endPlaceholder}</span>
          <span className={cls.trigger} aria-hidden="true">
            <CalendarIcon />
          </span>
        </div>
      </div>
    )
  },
)
