import { createContext, useContext } from 'react'

// What a FormField tells the control inside it: the ids that tie label, control and messages
// together, and the field's state. Native controls (Input, Textarea) spread fieldControlProps();
// the Ark-based controls pass the same ids and state to their Ark machine.

export interface FieldState {
  ids: { control: string; label: string; errorText: string; helperText: string }
  /** Ids of the error or helper text shown under the control. */
  describedBy: string | undefined
  invalid: boolean
  required: boolean
  disabled: boolean
  readOnly: boolean
}

export const FieldContext = createContext<FieldState | null>(null)

/** The enclosing FormField, or null outside one. */
export const useField = () => useContext(FieldContext)

/** Attributes of a native control inside a FormField (what Ark's Field.Input gave it). */
export function fieldControlProps(field: FieldState | null, part: 'input' | 'textarea' = 'input') {
  if (!field) return {}
  return {
    'data-scope': 'field',
    'data-part': part,
    id: field.ids.control,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'data-invalid': field.invalid ? '' : undefined,
    required: field.required,
    disabled: field.disabled,
    readOnly: field.readOnly,
  }
}
