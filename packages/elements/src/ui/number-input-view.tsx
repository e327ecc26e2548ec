import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input'
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { numberInput } from 'styled-system/recipes'
import { useField } from './field-context'
import type { NumberInputProps } from './number-input'

const sameNumber = (text: string, value: number | null) =>
  text.trim() === '' ? value === null : Number(text) === value

/**
 * Number input with − / + steppers. The typed text is kept locally so "1." is not rewritten to
 * "1" while the user is still typing; the parent sees a number, or null when empty.
 */
export function NumberInputView({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  precision,
  size = 'mini',
  disabled,
  readOnly,
  name,
  placeholder,
  onBlur,
  ...aria
}: NumberInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value))
  useEffect(() => {
    setText((current) => (sameNumber(current, value) ? current : value === null ? '' : String(value)))
  }, [value])
  const cls = numberInput({ size })
  const field = useField()
  return (
    <ArkNumberInput.Root
      className={cls.root}
      value={text}
      min={min}
      max={max}
      step={step}
      ids={field ? { label: field.ids.label, input: field.ids.control } : undefined}
      disabled={disabled ?? field?.disabled}
      readOnly={readOnly ?? field?.readOnly}
      invalid={field?.invalid}
      required={field?.required}
      name={name}
      locale="zh-CN"
      formatOptions={{ useGrouping: false, maximumFractionDigits: precision ?? 20, minimumFractionDigits: 0 }}
      translations={{ incrementLabel: '增加', decrementLabel: '减少' }}
      onValueChange={(d) => {
        // committed at once, as the combobox's typed text: a late render would put back "2" over "2." and lose the next key
        flushSync(() => setText(d.value))
        onValueChange?.(d.value.trim() === '' || Number.isNaN(d.valueAsNumber) ? null : d.valueAsNumber)
      }}
      onFocusChange={(d) => {
        if (!d.focused) onBlur?.()
      }}
    >
      <ArkNumberInput.Control className={cls.control}>
        <ArkNumberInput.DecrementTrigger className={cls.decrementTrigger}>−</ArkNumberInput.DecrementTrigger>
        <ArkNumberInput.Input className={cls.input} placeholder={placeholder} aria-label={aria['aria-label']} aria-describedby={field?.describedBy} />
        <ArkNumberInput.IncrementTrigger className={cls.incrementTrigger}>+</ArkNumberInput.IncrementTrigger>
      </ArkNumberInput.Control>
    </ArkNumberInput.Root>
  )
}
