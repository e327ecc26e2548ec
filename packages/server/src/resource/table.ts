import type { FieldDef, ResourceDef } from '@scm/core'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core'
import { getTableName } from 'drizzle-orm'
import { findColumn } from './binding'

/** Length of an enum column: option values are short codes. */
const ENUM_LENGTH = 30

/** The id column of a ref target (resolved lazily: tables may refer to each other). */
function idOf(table: PgTable): AnyPgColumn {
  const id = findColumn(table, 'id')?.column
  if (!id) throw new Error(`ref target ${getTableName(table)} has no id column`)
  return id
}

export interface ResourceTableOptions {
  /** Tables of the ref fields (field → target), so the column gets a foreign key. */
  refs?: Record<string, () => PgTable>
  /** Field sets looked up by other records (a document's source, an owner with a date), each an index. */
  indexes?: readonly (readonly string[])[]
}

/** PostgreSQL cuts names at 63 bytes: an index of many columns is named by its first two and `cover`. */
function indexName(table: string, columns: readonly string[]): string {
  const full = `${table}_${columns.join('_')}_idx`
  return full.length <= 63 ? full : `${table}_${columns.slice(0, 2).join('_')}_cover_idx`
}

export function columnFor(name: string, field: FieldDef, refs: ResourceTableOptions['refs']): PgColumnBuilderBase {
  switch (field.kind) {
    case 'text': {
      const col = field.max ? varchar(name, { length: field.max }) : text(name)
      return field.required ? col.notNull() : col
    }
    case 'html':
    case 'file':
      return field.required ? text(name).notNull() : text(name)
    case 'enum': {
      const col = varchar(name, { length: field.max ?? ENUM_LENGTH })
      return field.required ? col.notNull() : col
    }
    case 'number': {
      const col =
        field.scale === 0 ? integer(name) : numeric(name, { precision: 18, scale: field.scale ?? 4, mode: 'number' })
      const withDefault = typeof field.default === 'number' ? col.default(field.default) : col
      return field.required ? withDefault.notNull() : withDefault
    }
    case 'money': {
      const col = numeric(name, { precision: 14, scale: 2, mode: 'number' })
      return field.required ? col.notNull() : col
    }
    case 'date': {
      const col = date(name, { mode: 'string' })
      return field.required ? col.notNull() : col
    }
    case 'datetime': {
      const col = timestamp(name, { mode: 'string', precision: 0 })
      return field.required ? col.notNull() : col
    }
    case 'bool': {
      const col = boolean(name).default(field.default === true)
      return field.required ? col.notNull() : col
    }
    case 'ref': {
      const target = refs?.[name]
      // restrict: a referenced base record cannot be deleted (answered as 数据已被引用).
      const col = target ? integer(name).references(() => idOf(target()), { onDelete: 'restrict' }) : integer(name)
      return field.required ? col.notNull() : col
    }
  }
}

/**
 * The Drizzle table of a resource, derived from its definition so a field's length and type are
 * written once (in core). Every resource table also has `id` and who/when audit columns; each
 * `unique` set of the definition becomes a unique index (a race past the pre-check still ends in
 * 编码已存在). Column names are the field names.
 */
export function resourceTable(def: ResourceDef, options: ResourceTableOptions = {}) {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
  }
  for (const [name, field] of Object.entries(def.fields)) columns[name] = columnFor(name, field, options.refs)
  columns.created_at = timestamp('created_at', { mode: 'string', precision: 0 }).notNull().defaultNow()
  columns.created_by = integer('created_by')
  columns.updated_at = timestamp('updated_at', { mode: 'string', precision: 0 })
  columns.updated_by = integer('updated_by')
  return pgTable(def.table, columns, (t) => [
    ...def.unique.map((set) => {
      const [first, ...rest] = set.map((name) => t[name]!)
      return uniqueIndex(`${def.table}_${set.join('_')}_uq`).on(first!, ...rest)
    }),
    ...(options.indexes ?? []).map((set) => {
      const [first, ...rest] = set.map((name) => t[name]!)
      return index(indexName(def.table, set)).on(first!, ...rest)
    }),
  ])
}

export type ResourceTable = ReturnType<typeof resourceTable>
