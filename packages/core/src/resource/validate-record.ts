import { maxLengthMessage, trimText, validateValue } from '../validate'
import { formFields } from './define'
import { isEmptyValue, kinds, parseFieldValue } from './kinds'
import type { FieldDef, ResourceDef } from './types'

export interface RecordVerdict {
  /** Parsed values of the writable fields (trimmed text, numbers, normalised dates); empty → null. */
  value: Record<string, unknown>
  /** field → first Chinese message; empty when the record is valid. */
  errors: Record<string, string>
}

/** The message a required field shows when left empty. */
export function requiredMessage(field: FieldDef): string {
  return `${kinds[field.kind].ask}${field.label}`
}

/**
 * Checks one field the same way on blur (form) and before saving (server): trims text, asks for a
 * required value, checks the length and the extra rules, then parses by kind.
 */
export function validateField(field: FieldDef, raw: unknown, record: Readonly<Record<string, unknown>> = {}): { value: unknown; error: string | null } {
  const input = field.kind === 'html' ? raw : trimText(raw)
  if (isEmptyValue(input)) {
    return { value: null, error: field.required ? requiredMessage(field) : null }
  }
  if (field.max !== undefined && typeof input === 'string' && [...input].length > field.max) {
    return { value: input, error: maxLengthMessage(field.max) }
  }
  const ruleError = field.rules?.length ? validateValue(field.rules, input, record) : null
  if (ruleError) return { value: input, error: ruleError }
  const parsed = parseFieldValue(field, input)
  if ('error' in parsed) return { value: input, error: parsed.error }
  return { value: parsed.value, error: null }
}

/**
 * Validates a whole record against its resource: only writable fields are read (unknown keys and
 * read-only fields are dropped, so a caller cannot set them), defaults fill absent values.
 */
export function validateRecord(def: ResourceDef, input: Record<string, unknown> | null | undefined): RecordVerdict {
  const value: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  const source = input && typeof input === 'object' ? input : {}
  for (const [name, field] of formFields(def)) {
    const raw = name in source ? source[name] : field.default
    const checked = validateField(field, raw, source)
    if (checked.error) errors[name] = checked.error
    else value[name] = checked.value
  }
  return { value, errors }
}

/** Values for a fresh create form: each field's default, else empty. */
export function emptyRecord(def: ResourceDef): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const [name, field] of formFields(def)) {
    record[name] = field.default ?? (field.kind === 'bool' ? false : '')
  }
  return record
}
