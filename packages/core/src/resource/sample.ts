import { codeRule } from '../validate'
import { formFields } from './define'
import type { FieldDef, ResourceDef } from './types'

// Generic test data for any resource definition, so one conformance suite covers every
// registered resource without per-entity fixtures.

let counter = 0
/** Digits unique within a test run (codes must be unique, and digits only). */
export function uniqueDigits(max: number): string {
  counter += 1
  const text = `${Date.now() % 100000}${String(counter).padStart(3, '0')}`
  return text.slice(-Math.min(max, text.length))
}

function inUniqueSet(def: ResourceDef, name: string): boolean {
  return def.key === name || def.unique.some((set) => set.includes(name))
}

/** A valid value of one field (`refs`: the first option of each ref field). */
export function sampleValue(def: ResourceDef, name: string, field: FieldDef, refs: Record<string, unknown>): unknown {
  const unique = inUniqueSet(def, name)
  switch (field.kind) {
    case 'text':
    case 'file': {
      if (field.rules?.includes(codeRule)) return uniqueDigits(field.max ?? 10)
      const base = typeof field.example === 'string' ? field.example : field.kind === 'file' ? 'files/测试.pdf' : `测试${field.label}`
      const text = unique ? `${base}${uniqueDigits(6)}` : base
      return field.max ? [...text].slice(-field.max).join('') : text
    }
    case 'html':
      return '<p>测试内容</p>'
    case 'number':
      return field.example ?? (field.scale === 0 || field.scale === undefined ? 7 : 1.5)
    case 'money':
      return field.example ?? 123.45
    case 'date':
      return field.example ?? '2026-11-22'
    case 'datetime':
      return field.example ?? '2026-11-22 08:30:00'
    case 'enum':
      return field.options![0]!.value
    case 'ref':
      return refs[name] ?? null
    case 'bool':
      return true
  }
}

/** A complete valid record: every writable field filled. */
export function sampleRecord(def: ResourceDef, refs: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const [name, field] of formFields(def)) record[name] = sampleValue(def, name, field, refs)
  return record
}

/** A text field a user would edit (not part of a key or unique set, no special rule). */
export function editableText(def: ResourceDef): [string, FieldDef] | undefined {
  return formFields(def).find(([name, f]) => f.kind === 'text' && !f.rules?.length && !inUniqueSet(def, name))
}

/** Whether a stored value equals what was sent (numbers by value, texts trimmed). */
export function sameValue(sent: unknown, stored: unknown): boolean {
  if (sent === null || sent === undefined || sent === '') return stored === null || stored === undefined || stored === ''
  if (typeof sent === 'number') return Number(stored) === sent
  return String(stored) === String(sent).trim()
}
