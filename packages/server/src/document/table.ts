import type { DocumentDef } from '@scm/core'
import { index, integer, pgTable, serial, type AnyPgColumn, type IndexBuilder, type PgColumnBuilderBase } from 'drizzle-orm/pg-core'
import { columnFor, resourceTable, type ResourceTableOptions } from '../resource/table'

export interface DocumentTableOptions extends ResourceTableOptions {
  /** Tables of the lines' ref fields. */
  lineRefs?: ResourceTableOptions['refs']
  /**
   * More indexes of the line table, e.g. a partial unique index that keeps a receipt line on one
   * live statement (the rule then holds in the database, whatever the code does).
   */
  lineIndexes?: (t: Record<string, AnyPgColumn>) => IndexBuilder[]
}

/**
 * The header and line tables of a document, derived from its definition: the header is the
 * resource table (id, fields, who/when), with a unique number; each line has `doc_id` (deleted
 * with its document), `line_no` and the line fields.
 */
export function documentTables(def: DocumentDef, options: DocumentTableOptions = {}) {
  // number and status are set by the server, never empty
  const fields = { ...def.fields }
  for (const name of [def.numbering.field, def.status.field]) fields[name] = { ...fields[name]!, required: true }
  const header = resourceTable({ ...def, fields, unique: [...def.unique, [def.numbering.field]] }, options)
  const lines = def.lines
  if (!lines) return { header, lines: undefined }
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    doc_id: integer('doc_id')
      .notNull()
      .references(() => (header as unknown as { id: AnyPgColumn }).id, { onDelete: 'cascade' }),
    line_no: integer('line_no').notNull(),
  }
  for (const [name, field] of Object.entries(lines.def.fields)) columns[name] = columnFor(name, field, options.lineRefs)
  const lineTable = pgTable(lines.table, columns, (t) => [
    index(`${lines.table}_doc_idx`).on(t.doc_id!, t.line_no!),
    ...(options.lineIndexes?.(t as unknown as Record<string, AnyPgColumn>) ?? []),
  ])
  return { header, lines: lineTable }
}

export type DocumentTables = ReturnType<typeof documentTables>
