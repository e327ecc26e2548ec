import type { ReactNode } from 'react'
import type { Rule } from '@scm/core'
import { FormField } from '../../../ui/form-field'
import type { FormState } from './form-dialog'

export interface AdminFieldProps<V extends Record<string, unknown>> {
  form: FormState<V>
  name: keyof V & string
  label: string
  required?: boolean
  rules?: readonly Rule[] | Rule
  helperText?: ReactNode
  className?: string
  children: ReactNode
}

/**
 * A FormField bound to a form's value and error by name: the rules run when the field is left
 * and on submit, and the message under the field is the one both agree on.
 */
export function AdminField<V extends Record<string, unknown>>({ form, name, label, required, rules, helperText, className, children }: AdminFieldProps<V>) {
  return (
    <div className={className}>
      <FormField
        label={label}
        required={required}
        rules={rules}
        value={form.values[name]}
        error={form.errors[name] ?? null}
        onValidate={(message) => form.setError(name, message)}
        helperText={helperText}
      >
        {children}
      </FormField>
    </div>
  )
}
