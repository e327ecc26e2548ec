import type { ResourceDef } from '@scm/core'
import { getTableColumns } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'

/**
 * A resource definition tied to its Drizzle table. Fields find their column by JS key or by SQL
 * column name, so a table written by another area (sys_param's `paramKey` ↔ `param_key`) serves
 * a definition whose fields are named after the SQL columns.
 */
export interface ResourceBinding {
  def: ResourceDef
  table: PgTable
  /** the column identifying a record (`id`, or the definition's natural key) */
  key: AnyPgColumn
  /** field name → column */
  columns: Record<string, AnyPgColumn>
  /** field name → JS key of the column (for insert/update objects) */
  props: Record<string, string>
  /** who/when columns the table has (set by Save, shown in the detail) */
  audit: Partial<Record<'created_at' | 'created_by' | 'updated_at' | 'updated_by', { column: AnyPgColumn; prop: string }>>
}

/** Column of `name` (JS key first, then SQL name) with its JS key. */
export function findColumn(table: PgTable, name: string): { column: AnyPgColumn; prop: string } | undefined {
  const all = getTableColumns(table) as Record<string, AnyPgColumn>
  if (Object.hasOwn(all, name)) return { column: all[name]!, prop: name }
  for (const [prop, column] of Object.entries(all)) if (column.name === name) return { column, prop }
  // `id` of a table keyed otherwise (sale_customer.customer_id): its one primary-key column
  if (name === 'id') {
    const keys = Object.entries(all).filter(([, column]) => column.primary)
    if (keys.length === 1) return { column: keys[0]![1], prop: keys[0]![0] }
  }
  return undefined
}

export function bindResource(def: ResourceDef, table: PgTable): ResourceBinding {
  const columns: Record<string, AnyPgColumn> = {}
  const props: Record<string, string> = {}
  for (const name of [...Object.keys(def.fields), def.key]) {
    const found = findColumn(table, name)
    if (!found) throw new Error(`resource ${def.name}: table ${def.table} has no column ${name}`)
    columns[name] = found.column
    props[name] = found.prop
  }
  const audit: ResourceBinding['audit'] = {}
  for (const name of ['created_at', 'created_by', 'updated_at', 'updated_by'] as const) {
    const found = findColumn(table, name)
    if (found) audit[name] = found
  }
  return { def, table, key: columns[def.key]!, columns, props, audit }
}

/** The column a field or audit name refers to. */
export function columnOf(binding: ResourceBinding, name: string): AnyPgColumn {
  const column = binding.columns[name] ?? binding.audit[name as keyof ResourceBinding['audit']]?.column
  if (!column) throw new Error(`resource ${binding.def.name} has no column ${name}`)
  return column
}
