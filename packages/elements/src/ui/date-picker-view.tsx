import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker'
import { useMemo } from 'react'
import { datePicker } from 'styled-system/recipes'
import { chineseCalendar, DateCalendar, fromDateText, toDateText } from './date-calendar'
import { DateInput } from './date-input'
import { CalendarIcon } from './icons'
import type { DatePickerProps } from './date-picker'

/** Single date in Chinese; typed or picked, the value is always YYYY-MM-DD. */
export function DatePickerView({
  value,
  onValueChange,
  placeholder = '选择日期',
  label,
  min,
  max,
  size = 'mini',
  disabled,
  name,
  onBlur,
  ...aria
}: DatePickerProps) {
  const cls = datePicker({ size })
  // stable date objects: a new one each render would make Ark reset the text being typed
  const dates = useMemo(() => {
    const date = fromDateText(value)
    return date ? [date] : []
  }, [value])
  const minDate = useMemo(() => fromDateText(min), [min])
  const maxDate = useMemo(() => fromDateText(max), [max])
  return (
    <ArkDatePicker.Root
      {...chineseCalendar}
      className={cls.root}
      value={dates}
      min={minDate}
      max={maxDate}
      disabled={disabled}
      name={name}
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      onValueChange={(d) => onValueChange?.(d.value[0] ? toDateText(d.value[0]) : null)}
      onOpenChange={(d) => {
        if (!d.open) onBlur?.()
      }}
    >
      {label ? <ArkDatePicker.Label className={cls.label}>{label}</ArkDatePicker.Label> : null}
      <ArkDatePicker.Control className={cls.control}>
        <DateInput
          className={cls.input}
          value={dates.length ? value : null}
          onCommit={(v) => onValueChange?.(v)}
          placeholder={placeholder}
          disabled={disabled}
          aria-label={aria['aria-label']}
        />
        {dates.length ? <ArkDatePicker.ClearTrigger className={cls.clearTrigger}>×</ArkDatePicker.ClearTrigger> : null}
        <ArkDatePicker.Trigger className={cls.trigger}><CalendarIcon /></ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      <DateCalendar cls={cls} />
    </ArkDatePicker.Root>
  )
}
