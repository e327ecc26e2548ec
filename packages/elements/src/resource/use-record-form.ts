import { useCallback, useMemo, useState } from 'react'
import { formFields, validateField, type ResourceDef } from '@scm/core'

/** The form values of a stored record: the writable fields only. */
export function formValuesOf(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, field] of formFields(def)) values[name] = row[name] ?? (field.kind === 'bool' ? false : '')
  return values
}

/**
 * THE form state on core's rules (a resource's form, a document's header): the values, which
 * fields were left (from then on their rules show), every rule at once after a save attempt, and
 * the server's per-field refusals until the field changes. Other keys may be touched too (a
 * document's line cells).
 */
export function useRecordForm(def: ResourceDef, initial: () => Record<string, unknown>) {
  const [values, setValues] = useState<Record<string, unknown>>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [checkingAll, setCheckingAll] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  const errors = useMemo(() => {
    const shown: Record<string, string> = {}
    for (const [name, field] of formFields(def)) {
      const own = checkingAll || touched.has(name) ? validateField(field, values[name], values).error : null
      const message = own ?? serverErrors[name]
      if (message) shown[name] = message
    }
    return shown
  }, [def, values, touched, checkingAll, serverErrors])

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }))
    setServerErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _gone, ...rest } = current
      return rest
    })
  }, [])
  const touch = useCallback((name: string) => setTouched((current) => (current.has(name) ? current : new Set([...current, name]))), [])
  /** Forgets what was left, checked and refused (a new record, a saved one). */
  const clear = useCallback(() => {
    setTouched(new Set())
    setCheckingAll(false)
    setServerErrors({})
  }, [])

  return {
    values,
    setValues,
    errors,
    setValue,
    touch,
    isTouched: (name: string) => checkingAll || touched.has(name),
    /** Every rule shows from now on (a save attempt). */
    checkAll: () => setCheckingAll(true),
    checkingAll,
    setServerErrors,
    clear,
  }
}
