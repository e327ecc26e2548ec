import type { FieldDef, ResourceDef } from '@scm/core'
import { useApi } from '../runtime'
// the kit fetches the calendar (Ark DatePicker + @internationalized/date) itself, when drawn
import { DatePicker } from '../ui/date-picker'
import { Input } from '../ui/input'
import { NumberInput } from '../ui/number-input'
import { Select } from '../ui/select'
import { Switch } from '../ui/switch'
import { Textarea } from '../ui/textarea'
import { useEffect } from 'react'
import { useRefChoices, type RefNarrowing } from './use-ref-options'

export interface FieldInputProps {
  def: ResourceDef
  name: string
  field: FieldDef
  value: unknown
  onChange: (value: unknown) => void
  /** The field was left: its rules are checked from now on. */
  onBlur: () => void
  disabled?: boolean
  /** The record being edited: a ref narrowed by its other fields (`ref.within`) reads them here. */
  values?: Readonly<Record<string, unknown>>
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value))
// <input type="datetime-local"> speaks YYYY-MM-DDTHH:mm:ss; the API speaks YYYY-MM-DD HH:mm:ss.
const toLocalInput = (value: unknown) => text(value).replace(' ', 'T')

/** The values of the fields a ref is narrowed by, those that hold one. */
function narrowingOf(field: FieldDef, values: FieldInputProps['values']): RefNarrowing {
  const within = Object.entries(field.ref?.within ?? {})
  return Object.fromEntries(within.map(([, own]) => [own, text(values?.[own])]).filter(([, value]) => value !== ''))
}

function RefSelect({ def, name, field, value, onChange, onBlur, disabled, values }: FieldInputProps) {
  const narrow = narrowingOf(field, values)
  const { options, ready } = useRefChoices(useApi(), def, name, narrow)
  // the fields it depends on changed (another customer): a choice no longer offered is let go
  const chosen = text(value)
  useEffect(() => {
    if (field.ref?.within && ready && chosen !== '' && !options.some((o) => o.value === chosen)) onChange(null)
    // onChange is a new function each render; the check is about the options and the value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, ready, chosen])
  return (
    <Select
      items={options}
      value={value === null || value === undefined || value === '' ? null : String(value)}
      onValueChange={(v) => onChange(v === null ? null : Number(v))}
      onBlur={onBlur}
      clearable={!field.required}
      aria-label={field.label}
      placeholder={`请选择${field.label}`}
      disabled={disabled}
      name={name}
    />
  )
}

/** The input of one field, chosen by its kind (one registry for every generated form). */
export function FieldInput(props: FieldInputProps) {
  const { name, field, value, onChange, onBlur, disabled } = props
  switch (field.kind) {
    case 'number':
    case 'money':
      return (
        <NumberInput
          name={name}
          value={numberOrNull(value)}
          precision={field.kind === 'money' ? 2 : field.scale}
          onValueChange={onChange}
          onBlur={onBlur}
          aria-label={field.label}
          disabled={disabled}
        />
      )
    case 'enum':
      return (
        <Select
          name={name}
          items={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          value={text(value) || null}
          onValueChange={(v) => onChange(v)}
          onBlur={onBlur}
          clearable={!field.required}
          aria-label={field.label}
          placeholder={`请选择${field.label}`}
          disabled={disabled}
        />
      )
    case 'ref':
      return <RefSelect {...props} />
    case 'bool':
      return <Switch name={name} checked={value === true} onCheckedChange={(on) => onChange(on)} aria-label={field.label} disabled={disabled} />
    case 'date':
      return (
        <DatePicker name={name} value={text(value) || null} onValueChange={onChange} onBlur={onBlur} aria-label={field.label} disabled={disabled} />
      )
    case 'datetime':
      return (
        <Input
          name={name}
          type="datetime-local"
          step={1}
          value={toLocalInput(value)}
          onValueChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
        />
      )
    case 'html':
      return <Textarea name={name} value={text(value)} onValueChange={onChange} onBlur={onBlur} rows={6} trim={false} disabled={disabled} />
    case 'text':
    case 'file':
      return (field.max ?? 0) > 100 ? (
        <Textarea name={name} value={text(value)} onValueChange={onChange} onBlur={onBlur} disabled={disabled} />
      ) : (
        <Input name={name} value={text(value)} onValueChange={onChange} onBlur={onBlur} disabled={disabled} />
      )
  }
}
