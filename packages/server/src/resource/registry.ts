import type { ResourceDef } from '@scm/core'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { OwnerColumns } from '../platform/owner-scope'
import { findColumn } from './binding'

/**
 * Where a ref field's target lives: every mounted resource registers itself, and an area may
 * register other tables (suppliers, customers…) so resources can point at them by name.
 */
export interface RefSource {
  table: PgTable
  /** the column a ref value holds */
  id: AnyPgColumn
  /** the owner columns of a scoped resource: its options are only the rows the caller may see */
  owner?: OwnerColumns
}

const sources = new Map<string, RefSource>()

export function registerRefSource(name: string, table: PgTable, idColumn = 'id', owner?: OwnerColumns): void {
  const id = findColumn(table, idColumn)
  if (!id) throw new Error(`ref source ${name} has no column ${idColumn}`)
  sources.set(name, { table, id: id.column, ...(owner ? { owner } : {}) })
}

export function refSource(name: string): RefSource | undefined {
  return sources.get(name)
}

/** The target table and label column of a ref field, when its source is registered. */
export function refTargetOf(def: ResourceDef, field: string): { source: RefSource; label: AnyPgColumn } | undefined {
  const ref = def.fields[field]?.ref
  const source = ref && sources.get(ref.resource)
  const label = ref && source && findColumn(source.table, ref.labelField)
  return source && label ? { source, label: label.column } : undefined
}
