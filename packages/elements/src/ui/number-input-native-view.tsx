import { useEffect, useRef, useState } from 'react'
import { numberInput } from 'styled-system/recipes'
import { fieldControlProps, useField } from './field-context'
import type { NumberInputProps } from './number-input'

const sameNumber = (text: string, value: number | null) => (text.trim() === '' ? value === null : Number(text) === value)

/**
 * NumberInput's view in the single-file (IIFE) widgets: a text box with the decimal keyboard and
 * − / + buttons, without Ark's number machine and the Intl number parser. As ./number-input-view
 * the typed text is kept locally ("1." stays while typing); the parent sees a number or null.
 */
export function NumberInputView({ value, onValueChange, min, max, step = 1, precision, size = 'mini', disabled, readOnly, name, placeholder, onBlur, ...aria }: NumberInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value))
  // the latest text, for two clicks on a stepper before React renders again
  const latest = useRef(text)
  latest.current = text
  useEffect(() => {
    setText((current) => (sameNumber(current, value) ? current : value === null ? '' : String(value)))
  }, [value])
  const cls = numberInput({ size })
  const field = useField()
  const off = (disabled ?? field?.disabled) || (readOnly ?? field?.readOnly)
  const commit = (next: string) => {
    latest.current = next
    setText(next)
    const number = next.trim() === '' ? NaN : Number(next)
    onValueChange?.(Number.isNaN(number) ? null : number)
  }
  const stepBy = (direction: 1 | -1) => {
    let next = (Number(latest.current) || 0) + direction * step
    if (min !== undefined) next = Math.max(min, next)
    if (max !== undefined) next = Math.min(max, next)
    commit(String(precision === undefined ? next : Number(next.toFixed(precision))))
  }
  return (
    <div className={cls.root} data-scope="number-input" data-part="root">
      <div className={cls.control}>
        <button type="button" className={cls.decrementTrigger} aria-label="减少" disabled={off || (min !== undefined && Number(text) <= min)} onClick={() => stepBy(-1)}>
          −
        </button>
        <input
          {...fieldControlProps(field)}
          className={cls.input}
          name={name}
          inputMode={precision === 0 ? 'numeric' : 'decimal'}
          value={text}
          placeholder={placeholder}
          aria-label={aria['aria-label']}
          aria-valuemin={min}
          aria-valuemax={max}
          disabled={disabled ?? field?.disabled}
          readOnly={readOnly ?? field?.readOnly}
          onChange={(e) => {
            const next = e.currentTarget.value
            if (/^-?\d*\.?\d*$/.test(next.trim())) commit(next)
          }}
          onBlur={() => onBlur?.()}
        />
        <button type="button" className={cls.incrementTrigger} aria-label="增加" disabled={off || (max !== undefined && Number(text) >= max)} onClick={() => stepBy(1)}>
          +
        </button>
      </div>
    </div>
  )
}
