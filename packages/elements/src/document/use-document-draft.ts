import { useEffect, useMemo, useRef, useState } from 'react'
import {
  DOCUMENT_MESSAGES,
  emptyRecord,
  fieldEntries,
  formFields,
  sumColumn,
  validateField,
  validateRecord,
  type DocumentDef,
  type DocumentDetail,
} from '@scm/core'
import type { ResourceRecordController } from '../resource/use-resource-record'
import { today } from './dates'
import { hiddenScopeFields, ownScopeFields } from '../resource/owner-fields'
import { useCurrentUser } from '../session/current-user'
import { formValuesOf, useRecordForm } from '../resource/use-record-form'
import type { DocumentController } from './use-document'

/** One line of the grid being edited; `key` tells rows apart before they have an id. */
export interface DraftLine {
  key: string
  id?: number
  values: Record<string, unknown>
  /** A line the server makes itself (the definition's `lines.computed`): the stored line, shown read-only. */
  computed?: Record<string, unknown>
}

export interface DocumentDraft {
  /** The header form as the resource form fields read it (values, errors, setValue, touch). */
  header: ResourceRecordController
  lines: DraftLine[]
  setLine: (key: string, field: string, value: unknown) => void
  touchLine: (key: string, field: string) => void
  addLine: () => void
  removeLine: (key: string) => void
  copyLine: (key: string) => void
  /** Message under a line cell: its own check once left (or after 保存). */
  lineError: (key: string, field: string) => string | undefined
  /** Sum of each `sum` line field over the lines, as typed now. */
  totals: Record<string, number>
  /** What stops the save, or the server's refusal (`第2行：…`, 请至少添加一行明细). */
  problem: string
  saving: boolean
  /** Checks like the server, then saves; resolves the saved id or null. */
  save: () => Promise<number | null>
  /** The caller's own owner column (a customer's 客户): not drawn, filled with his id. */
  ownFields: ReadonlySet<string>
}

let nextKey = 0
const newKey = () => `new-${++nextKey}`

function lineFields(def: DocumentDef) {
  return def.lines ? fieldEntries(def.lines.def).filter(([, f]) => !f.readOnly) : []
}

function emptyLine(def: DocumentDef): DraftLine {
  const values: Record<string, unknown> = {}
  for (const [name, field] of lineFields(def)) values[name] = field.default ?? ''
  return { key: newKey(), values }
}

/** A new document's header: defaults, and today in a required date field (the document's date). */
function newHeader(def: DocumentDef, initial: Record<string, unknown> = {}): Record<string, unknown> {
  // the first lines, if given, are the draft's lines, not a header value
  const { lines: _lines, ...header } = initial
  const values = { ...emptyRecord(def), ...header }
  for (const [name, field] of formFields(def)) {
    if (field.kind === 'date' && field.required && field.default === undefined && !initial[name]) values[name] = today()
  }
  return values
}

function storedLines(def: DocumentDef, lines: DocumentDetail['lines']): DraftLine[] {
  const computed = def.lines?.computed
  return lines.map((line) => {
    const values: Record<string, unknown> = {}
    for (const [name] of lineFields(def)) values[name] = line[name] ?? ''
    const made = computed && computed.values.includes(String(line[computed.field] ?? ''))
    return { key: `line-${line.id}`, id: line.id, values, ...(made ? { computed: line } : {}) }
  })
}

/**
 * The editing state of one document (header form + line grid): starts from the stored document or
 * an empty one with one line, checks fields with the definition's rules once left and on save
 * (the server's own checks), keeps the live totals of summed line fields, and saves through the
 * document controller, showing the server's refusals at header fields or as `第N行：…`.
 * `initial`: a new document's header values given by what it is made from (the lot it handles), and
 * with `lines` its first lines (an invoice's lines from its statement), to be corrected by the user.
 */
export function useDocumentDraft(doc: DocumentController, initial?: Record<string, unknown>): DocumentDraft {
  const { def } = doc
  // a supplier's / customer's own owner column: not asked, filled with his id
  const user = useCurrentUser()
  const ownFields = useMemo(() => hiddenScopeFields(def, user), [def, user])
  const own = useMemo(() => Object.fromEntries(ownScopeFields(def, user ?? null).map((f) => [f, f === def.scope?.supplyid ? user?.supplyid : user?.customerId])), [def, user])
  // the header is the one form state on core's rules; line cells are touched as `<line>.<field>`
  const form = useRecordForm(def, () => (doc.detail ? formValuesOf(def, doc.detail.header) : newHeader(def, initial)))
  const { values, setValues, setValue, touch } = form
  const submitted = form.checkingAll
  // a new document starts with one line to type when it needs lines, unless the server makes its lines (lines.computed)
  const [lines, setLines] = useState<DraftLine[]>(() =>
    doc.detail
      ? storedLines(def, doc.detail.lines)
      : Array.isArray(initial?.lines)
        ? (initial.lines as Record<string, unknown>[]).map((values) => ({ ...emptyLine(def), values: { ...emptyLine(def).values, ...values } }))
        : def.lines && def.lines.min > 0 && !def.lines.computed
          ? [emptyLine(def)]
          : [],
  )
  const [serverProblem, setServerProblem] = useState('')

  // An existing document loaded after the editor opened: start from it (once).
  const seeded = useRef(doc.detail !== null)
  useEffect(() => {
    if (seeded.current || !doc.detail) return
    seeded.current = true
    setValues(formValuesOf(def, doc.detail.header))
    setLines(storedLines(def, doc.detail.lines))
  }, [def, doc.detail, setValues])

  const fields = useMemo(() => lineFields(def), [def])
  const lineError = (key: string, name: string) => {
    if (!form.isTouched(`${key}.${name}`)) return undefined
    const line = lines.find((l) => l.key === key)
    const field = def.lines?.def.fields[name]
    return line && field ? (validateField(field, line.values[name], line.values).error ?? undefined) : undefined
  }

  /** The first thing wrong with the lines, as the server words it. */
  const linesProblem = (): string => {
    if (!def.lines || def.lines.viaActions) return ''
    if (lines.length < def.lines.min) return DOCUMENT_MESSAGES.noLines
    if (lines.length > def.lines.max) return DOCUMENT_MESSAGES.tooManyLines
    for (const [i, line] of lines.entries()) {
      const first = Object.values(validateRecord(def.lines.def, line.values).errors)[0]
      if (first) return `第${i + 1}行：${first}`
    }
    return ''
  }

  const totals = useMemo(() => {
    const sums: Record<string, number> = {}
    for (const [name, field] of fields) if (field.sum) sums[name] = sumColumn(lines.map((l) => l.values), name)
    return sums
  }, [fields, lines])

  const changed = () => setServerProblem('')
  const setLine = (key: string, name: string, value: unknown) => {
    changed()
    setLines((current) => current.map((l) => (l.key === key ? { ...l, values: { ...l.values, [name]: value } } : l)))
  }
  const addLine = () => {
    changed()
    setLines((current) => [...current, emptyLine(def)])
  }
  const removeLine = (key: string) => {
    changed()
    setLines((current) => current.filter((l) => l.key !== key))
  }
  const copyLine = (key: string) => {
    changed()
    setLines((current) => {
      const at = current.findIndex((l) => l.key === key)
      if (at < 0) return current
      const copy: DraftLine = { key: newKey(), values: { ...current[at]!.values } }
      return [...current.slice(0, at + 1), copy, ...current.slice(at + 1)]
    })
  }

  const save = async (): Promise<number | null> => {
    form.checkAll()
    setServerProblem('')
    // the owner's own column is his whatever the form holds (the server forces it too)
    const verdict = validateRecord(def, { ...values, ...own })
    if (Object.keys(verdict.errors).length || linesProblem()) return null
    const body = lines.map((l) => ({ ...(l.id !== undefined ? { id: l.id } : {}), ...validateRecord(def.lines!.def, l.values).value }))
    const answer = await doc.save(verdict.value, def.lines ? body : [])
    if ('saved' in answer) {
      // the stored lines now have ids: keep them so the next save updates instead of adding
      form.clear()
      seeded.current = false
      return answer.saved.id
    }
    form.setServerErrors(answer.refused.errors)
    setServerProblem(Object.keys(answer.refused.errors).length ? '' : answer.refused.message)
    return null
  }

  const header: ResourceRecordController = {
    def,
    id: doc.id,
    record: doc.detail?.header ?? null,
    loading: doc.loading && !doc.detail,
    values,
    setValue,
    touch,
    errors: form.errors,
    saving: doc.busy === 'save',
    save: async () => ((await save()) === null ? null : (doc.detail?.header ?? null)),
  }
  const problem = serverProblem || (submitted ? linesProblem() : '')
  return {
    header,
    lines,
    setLine,
    touchLine: (key, name) => touch(`${key}.${name}`),
    addLine,
    removeLine,
    copyLine,
    lineError,
    totals,
    problem,
    saving: doc.busy === 'save',
    save,
    ownFields,
  }
}
