import { useEffect, useMemo, useState } from 'react'
import {
  ApiError,
  emptyRecord,
  formFields,
  resourcePaths,
  validateField,
  validateRecord,
  type ResourceDef,
} from '@scm/core'
import { useApi, useEmit } from '../runtime'
import type { ResourceRow } from './columns'

export interface ResourceRecordController {
  def: ResourceDef
  /** null for a new record */
  id: number | null
  /** The stored record (after GetDetail), null while loading or for a new one. */
  record: ResourceRow | null
  loading: boolean
  values: Record<string, unknown>
  setValue: (name: string, value: unknown) => void
  /** Marks a field as left (blur): from then on its rules are checked. */
  touch: (name: string) => void
  /** Message shown at each field: its own check once touched, or the server's refusal. */
  errors: Record<string, string>
  saving: boolean
  /** Validates everything like the server, then saves; resolves the saved record or null. */
  save: () => Promise<ResourceRow | null>
}

/** Values of the form from a stored record: the writable fields only. */
function valuesOf(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, field] of formFields(def)) values[name] = row[name] ?? (field.kind === 'bool' ? false : '')
  return values
}

/** Field errors a 400 from Save carries in `Data.errors`. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const envelope = error.data as { Data?: { errors?: unknown } } | undefined
  const errors = envelope?.Data?.errors
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {}
}

/**
 * Headless create/edit controller of one record: loads GetDetail for an id, keeps the form
 * values, checks a field with core's validateField once it was left (the same rules the server
 * runs), and on save shows the server's per-field refusals at their fields.
 */
export function useResourceRecord(def: ResourceDef, id: number | null): ResourceRecordController {
  const api = useApi()
  const emit = useEmit()
  const paths = resourcePaths(def)
  const [record, setRecord] = useState<ResourceRow | null>(null)
  const [loading, setLoading] = useState(id !== null)
  const [values, setValues] = useState<Record<string, unknown>>(() => emptyRecord(def))
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    setTouched(new Set())
    setServerErrors({})
    if (id === null) {
      setRecord(null)
      setValues(emptyRecord(def))
      setLoading(false)
      return
    }
    let live = true
    setLoading(true)
    api
      .get<ResourceRow>(paths.detail, { query: { id }, timestamp: true })
      .then((row) => {
        if (!live) return
        setRecord(row)
        setValues(valuesOf(def, row))
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [api, def, id, paths.detail])

  const errors = useMemo(() => {
    const shown: Record<string, string> = {}
    for (const [name, field] of formFields(def)) {
      const own = touched.has(name) ? validateField(field, values[name]).error : null
      const message = own ?? serverErrors[name]
      if (message) shown[name] = message
    }
    return shown
  }, [def, values, touched, serverErrors])

  const setValue = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }))
    setServerErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _gone, ...rest } = current
      return rest
    })
  }
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set([...current, name])))

  const save = async () => {
    setTouched(new Set(formFields(def).map(([name]) => name)))
    const verdict = validateRecord(def, values)
    if (Object.keys(verdict.errors).length) return null
    setSaving(true)
    try {
      const body = id === null ? verdict.value : { ...verdict.value, id }
      const saved = await api.post<ResourceRow>(paths.save, body, { successMessage: true })
      emit('scm-change', { entity: def.name, action: id === null ? 'create' : 'update', id: saved.id })
      return saved
    } catch (error) {
      setServerErrors(serverFieldErrors(error))
      return null
    } finally {
      setSaving(false)
    }
  }

  return { def, id, record, loading, values, setValue, touch, errors, saving, save }
}
