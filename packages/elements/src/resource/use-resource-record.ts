import { useEffect, useState } from 'react'
import { ApiError, emptyRecord, resourcePaths, validateRecord, type ResourceDef } from '@scm/core'
import { useApi, useEmit } from '../runtime'
import type { ResourceRow } from './columns'
import { formValuesOf, useRecordForm } from './use-record-form'

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
  const form = useRecordForm(def, () => emptyRecord(def))
  const { values, setValues, clear } = form
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    clear()
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
        setValues(formValuesOf(def, row))
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [api, def, id, paths.detail, clear, setValues])

  const save = async () => {
    form.checkAll()
    const verdict = validateRecord(def, values)
    if (Object.keys(verdict.errors).length) return null
    setSaving(true)
    try {
      const body = id === null ? verdict.value : { ...verdict.value, id }
      const saved = await api.post<ResourceRow>(paths.save, body, { successMessage: true })
      emit('scm-change', { entity: def.name, action: id === null ? 'create' : 'update', id: saved.id })
      return saved
    } catch (error) {
      form.setServerErrors(serverFieldErrors(error))
      return null
    } finally {
      setSaving(false)
    }
  }

  return { def, id, record, loading, values, setValue: form.setValue, touch: form.touch, errors: form.errors, saving, save }
}
