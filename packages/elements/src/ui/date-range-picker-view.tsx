import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker'
import { useMemo } from 'react'
import { datePicker } from 'styled-system/recipes'
import { chineseCalendar, DateCalendar, fromDateText, toDateText } from './date-calendar'
import { DateInput } from './date-input'
import { CalendarIcon } from './icons'
import type { DateRange, DateRangePickerProps } from './date-range-picker'

/** Typed ends the wrong way round are swapped, as the calendar does for picked ones. */
const order = (a: string | null, b: string | null): DateRange => (a && b && a > b ? [b, a] : [a, b])

/** From-to dates (e.g. 单据日期 filters); both ends YYYY-MM-DD. */
export function DateRangePickerView({
  value,
  onValueChange,
  startPlaceholder = '开始日期',
  endPlaceholder = '结束日期',
  label,
  startLabel = '开始日期',
  endLabel = '结束日期',
  size = 'mini',
  disabled,
  onBlur,
}: DateRangePickerProps) {
  const cls = datePicker({ size })
  const [from, to] = value
  // stable date objects: a new one each render would make Ark reset the text being typed
  const dates = useMemo(() => {
    const start = fromDateText(from)
    const end = fromDateText(to)
    return start && end ? [start, end] : start ? [start] : []
  }, [from, to])
  return (
    <ArkDatePicker.Root
      {...chineseCalendar}
      className={cls.root}
      selectionMode="range"
      value={dates}
      disabled={disabled}
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      onValueChange={(d) => {
        const [a, b] = d.value
        onValueChange?.([a ? toDateText(a) : null, b ? toDateText(b) : null])
      }}
      onOpenChange={(d) => {
        if (!d.open) onBlur?.()
      }}
    >
      {label ? <ArkDatePicker.Label className={cls.label}>{label}</ArkDatePicker.Label> : null}
      <ArkDatePicker.Control className={cls.control}>
        <DateInput
          className={cls.input}
          value={from ?? null}
          onCommit={(v) => onValueChange?.(order(v, to))}
          placeholder={startPlaceholder}
          disabled={disabled}
          aria-label={startLabel}
        />
        <span aria-hidden="true">至</span>
        <DateInput
          className={cls.input}
          value={to ?? null}
          onCommit={(v) => onValueChange?.(order(from, v))}
          placeholder={endPlaceholder}
          disabled={disabled}
          fieldControl={false}
          aria-label={endLabel}
        />
        {dates.length ? <ArkDatePicker.ClearTrigger className={cls.clearTrigger}>×</ArkDatePicker.ClearTrigger> : null}
        <ArkDatePicker.Trigger className={cls.trigger}><CalendarIcon /></ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      <DateCalendar cls={cls} />
    </ArkDatePicker.Root>
  )
}
