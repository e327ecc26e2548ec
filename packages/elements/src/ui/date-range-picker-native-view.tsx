import { datePicker } from 'styled-system/recipes'
import type { DateRangePickerProps } from './date-range-picker'

/**
 * DateRangePicker's view in the single-file (IIFE) widgets: two browser date boxes (YYYY-MM-DD),
 * each end open when empty, the end never before the start. See ./date-range-picker-view.
 */
export function DateRangePickerView({ value, onValueChange, label, startLabel = '开始日期', endLabel = '结束日期', size = 'mini', disabled, onBlur }: DateRangePickerProps) {
  const cls = datePicker({ size })
  const [start, end] = value
  return (
    <div className={cls.root} data-scope="date-picker" data-part="root">
      {label ? <span className={cls.label}>{label}</span> : null}
      <div className={cls.control}>
        <input type="date" className={cls.input} value={start ?? ''} max={end ?? undefined} disabled={disabled} aria-label={startLabel} onChange={(e) => onValueChange?.([e.currentTarget.value || null, end])} onBlur={() => onBlur?.()} />
        <span aria-hidden="true">至</span>
        <input type="date" className={cls.input} value={end ?? ''} min={start ?? undefined} disabled={disabled} aria-label={endLabel} onChange={(e) => onValueChange?.([start, e.currentTarget.value || null])} onBlur={() => onBlur?.()} />
      </div>
    </div>
  )
}
