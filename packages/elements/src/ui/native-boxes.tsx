import type { KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { nativeSelect } from './layout'

const choiceLabel = css({ display: 'inline-flex', alignItems: 'center', gap: '6px', fontSize: '12px' })

// Native inputs styled like the kit's: the browser's own date picker and number box cost nothing
// in the bundle (the kit's DatePicker alone would exceed an element's size budget), and inside
// tables each carries its own accessible name.

export function DateBox({ label, value, onChange, onEnter, width = '136px' }: { label: string; value: string; onChange: (v: string) => void; onEnter?: (e: KeyboardEvent) => void; width?: string }) {
  return <input type="date" className={input({ size: 'mini' })} style={{ width }} aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} onKeyDown={onEnter} />
}

export function NumberBox({ label, value, onChange, min = 0, max, width = '90px' }: { label: string; value: string; onChange: (v: string) => void; min?: number; max?: number; width?: string }) {
  return (
    <input
      type="number"
      className={input({ size: 'mini' })}
      style={{ width }}
      min={min}
      max={max}
      step="any"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}

export function TextBox({ label, value, onChange, maxLength = 200, width = '110px' }: { label: string; value: string; onChange: (v: string) => void; maxLength?: number; width?: string }) {
  return <input className={input({ size: 'mini' })} style={{ width }} aria-label={label} value={value} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} onBlur={(e) => e.currentTarget.value !== e.currentTarget.value.trim() && onChange(e.currentTarget.value.trim())} />
}

/** A plain choice list (a page picker, not a form field): the browser's own select. */
export function ChoiceBox({ label, value, options, placeholder, onChange }: { label: string; value: string; options: { value: string; label: string }[]; placeholder: string; onChange: (v: string) => void }) {
  return (
    <label className={choiceLabel}>
      {label}
      <select className={nativeSelect} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{placeholder}</option>
        {/* a value given from outside (e.g. ?id=) stays chosen even when not among the latest */}
        {value && !options.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
