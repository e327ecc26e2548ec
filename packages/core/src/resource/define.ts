import { kinds, isListed } from './kinds'
import type { FieldDef, FieldMap, ResourceButton, ResourceCall, ResourceDef, ResourceInput, TypedResourceDef } from './types'

/**
 * Declares an entity once: its fields (label, length, rule, list/filter/sort flags), who owns a
 * row and which menu function grants it. Server validation, query builder, endpoints, Excel
 * export and the generated list/form/detail all read this one object.
 *
 * Mistakes in a definition (an operator the kind cannot take, a sort on an unknown field) throw
 * here, at import time, so they never reach a user.
 */
// a definition is plain data: a bundle keeps only the definitions it uses
/* @__NO_SIDE_EFFECTS__ */
export function defineResource<const F extends FieldMap>(input: ResourceInput<F>): TypedResourceDef<F> {
  const where = `resource ${input.name}`
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(input.name)) throw new Error(`${where}: invalid name`)
  for (const [name, field] of Object.entries(input.fields)) {
    if (name === 'id' || !/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`${where}: invalid field name ${name}`)
    const allowed = kinds[field.kind].operators
    for (const op of field.filter ?? []) {
      if (!allowed.includes(op)) throw new Error(`${where}: field ${name} (${field.kind}) cannot filter by ${op}`)
    }
    if (field.kind === 'enum' && !field.options?.length) throw new Error(`${where}: enum ${name} needs options`)
    if (field.kind === 'ref' && !field.ref) throw new Error(`${where}: ref ${name} needs a target`)
    for (const own of Object.values(field.ref?.within ?? {})) if (!(own in input.fields)) throw new Error(`${where}: ref ${name} is narrowed by ${own}, not a field`)
    if (field.sum && field.kind !== 'number' && field.kind !== 'money') throw new Error(`${where}: only numbers sum (${name})`)
  }
  const sortField = input.defaultSort.field
  if (sortField !== 'id' && !input.fields[sortField]) throw new Error(`${where}: unknown sort field ${sortField}`)
  for (const name of input.searchKeyFields) {
    const field = input.fields[name]
    if (!field || (field.kind !== 'text' && field.kind !== 'html')) throw new Error(`${where}: searchKey field ${name} must be text`)
  }
  for (const owner of Object.values(input.scope ?? {})) {
    if (owner && !input.fields[owner]) throw new Error(`${where}: scope column ${owner} is not a field`)
  }
  const unique = input.unique ?? []
  for (const set of unique) for (const name of set) if (!input.fields[name]) throw new Error(`${where}: unique field ${name}`)
  const key = input.key ?? 'id'
  if (key !== 'id') {
    const field = input.fields[key]
    if (!field || field.kind !== 'text' || !field.required) throw new Error(`${where}: key ${key} must be a required text field`)
  }
  return { ...input, unique, key, basePath: input.basePath ?? `/api/${input.name}` }
}

export type FieldEntry = [name: string, field: FieldDef]

export function fieldEntries(def: ResourceDef): FieldEntry[] {
  return Object.entries(def.fields)
}

/** Columns of the generated list, in definition order. */
export function listFields(def: ResourceDef): FieldEntry[] {
  return fieldEntries(def).filter(([, f]) => isListed(f))
}

/** Fields of the generated filter bar. */
export function filterFields(def: ResourceDef): FieldEntry[] {
  return fieldEntries(def).filter(([, f]) => f.filter?.length)
}

/** Fields a user types into the create/edit form (owner columns are set by the server for owners). */
export function formFields(def: ResourceDef): FieldEntry[] {
  return fieldEntries(def).filter(([, f]) => !f.readOnly)
}

/** Whether records carry a natural key the user types (fixed once the record exists). */
export function hasNaturalKey(def: ResourceDef): boolean {
  return def.key !== 'id'
}

/** The key of a record as the API spells it (`id`), parsed: a positive integer or a key text. */
export function parseRecordKey(def: ResourceDef, raw: unknown): number | string | null {
  if (raw === undefined || raw === null) return null
  const text = String(raw).trim()
  if (!text) return null
  if (def.key === 'id') return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null
  const max = def.fields[def.key]?.max ?? 200
  return [...text].length <= max ? text : null
}

/** Whether a list may be sorted by this column (declared sorts plus id and the default). */
export function isSortable(def: ResourceDef, name: string): boolean {
  return name === 'id' || name === def.defaultSort.field || def.fields[name]?.sort === true
}

/** Key under which a list row carries the label of a ref field's target. */
export function refLabelKey(field: string): string {
  return `${field}_label`
}

/** The five generic endpoints of a resource. */
export function resourcePaths(def: ResourceDef) {
  const base = def.basePath
  const named = (call: ResourceCall, name: string) => `${base}/${def.calls?.[call] ?? name}`
  return {
    list: named('list', 'GetList'),
    detail: named('detail', 'GetDetail'),
    save: named('save', 'Save'),
    del: named('del', 'Del'),
    export: named('export', 'Export'),
    refOptions: named('refOptions', 'RefOptions'),
  }
}

export const resourceButtons: readonly ResourceButton[] = ['add', 'edit', 'delete', 'export']

/** Chinese names of the buttons a grant lists. */
export const buttonLabels: Record<ResourceButton, string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出Excel',
}
