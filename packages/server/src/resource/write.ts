import { validateRecord } from '@scm/core'
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import { sanitizeHtml } from '../http/html'
import { columnOf, type ResourceBinding } from './binding'
import { DUPLICATE_CODE, IN_USE, NOT_FOUND, present, ResourceError, selection, type RecordKey, type Row } from './records'
import { refSource } from './registry'
import { nowSql } from '../clock/sql'
import { pgErrorCode } from '../db/errors'

// The provider's writes: save after the form's own validation plus the checks only the database
// can answer (refs exist, codes unique), and delete all or none. Reading is records.ts.

export interface SaveContext {
  userid: number
  /** owner columns forced to the caller's own ids (supplier / customer users) */
  owner: Record<string, unknown>
  scope?: SQL
}

async function checkRefs(db: Db, binding: ResourceBinding, value: Row, errors: Record<string, string>) {
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (field.kind !== 'ref' || value[name] === null || value[name] === undefined) continue
    const source = refSource(field.ref!.resource)
    if (!source) continue
    const [found] = await db.select({ id: source.id }).from(source.table).where(eq(source.id, value[name])).limit(1)
    if (!found) errors[name] = `${field.label}取值无效`
  }
}

/** The unique sets to check: the definition's, plus a natural key. */
function uniqueSets(binding: ResourceBinding): readonly (readonly string[])[] {
  const { def } = binding
  return def.key === 'id' ? def.unique : [[def.key], ...def.unique]
}

async function checkUnique(db: Db, binding: ResourceBinding, value: Row, id: RecordKey | null, errors: Record<string, string>) {
  for (const set of uniqueSets(binding)) {
    if (set.some((name) => value[name] === null || value[name] === undefined)) continue
    const same = set.map((name) => eq(columnOf(binding, name), value[name]))
    const other = id === null ? undefined : ne(binding.key, id)
    const [clash] = await db.select({ id: binding.key }).from(binding.table).where(and(...same, other)).limit(1)
    if (clash) errors[set[set.length - 1]!] = DUPLICATE_CODE
  }
}

/** Field values keyed by the table's JS keys; an emptied NOT NULL column takes its default. */
function columnValues(binding: ResourceBinding, value: Row): Row {
  const out: Row = {}
  for (const [name, v] of Object.entries(value)) {
    const column = binding.columns[name]
    if (!column) continue
    if (v === null && column.notNull && column.hasDefault && typeof column.default !== 'object') out[binding.props[name]!] = column.default
    else out[binding.props[name]!] = v
  }
  return out
}

/**
 * Creates (no id) or updates a record after the same validation the form runs, the ref and
 * unique checks, and HTML sanitising. A natural key cannot change on update. Throws
 * ResourceError with per-field errors; returns the record's key.
 */
export async function saveRecord(db: Db, binding: ResourceBinding, input: Row, id: RecordKey | null, ctx: SaveContext): Promise<RecordKey> {
  const { def } = binding
  // the owner's columns are the caller's own whatever was sent: given, not required of him
  const given = { ...input, ...ctx.owner }
  const { value, errors } = validateRecord(def, id !== null && def.key !== 'id' ? { ...given, [def.key]: id } : given)
  Object.assign(value, ctx.owner)
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'html' && typeof value[name] === 'string') value[name] = sanitizeHtml(value[name] as string)
  }
  if (!Object.keys(errors).length) {
    await checkRefs(db, binding, value, errors)
    await checkUnique(db, binding, value, id, errors)
  }
  const first = Object.values(errors)[0]
  if (first) throw new ResourceError(first, 400, errors)
  const { created_at, created_by, updated_at, updated_by } = binding.audit
  const row = columnValues(binding, value)
  try {
    if (id === null) {
      if (created_at) row[created_at.prop] = nowSql()
      if (created_by) row[created_by.prop] = ctx.userid
      const [saved] = await db.insert(binding.table).values(row).returning({ id: binding.key })
      return saved!.id as RecordKey
    }
    if (updated_at) row[updated_at.prop] = nowSql()
    if (updated_by) row[updated_by.prop] = ctx.userid
    const [saved] = await db
      .update(binding.table)
      .set(row)
      .where(and(eq(binding.key, id), ctx.scope))
      .returning({ id: binding.key })
    if (!saved) throw new ResourceError(NOT_FOUND, 404)
    return saved.id as RecordKey
  } catch (error) {
    const code = pgErrorCode(error)
    if (code === '23505') {
      const field = uniqueSets(binding)[0]?.at(-1)
      throw new ResourceError(DUPLICATE_CODE, 400, field ? { [field]: DUPLICATE_CODE } : undefined)
    }
    if (code === '23503') throw new ResourceError('关联数据不存在', 400)
    throw error
  }
}

/**
 * Deletes all given records or none: a key missing or outside the caller's scope → 记录不存在.
 * Answers the records as they were (for the audit log).
 */
export async function deleteRecords(db: Db, binding: ResourceBinding, ids: RecordKey[], scope?: SQL): Promise<Row[]> {
  try {
    return await db.transaction(async (tx) => {
      const before = (await tx
        .select(selection(binding))
        .from(binding.table)
        .where(and(inArray(binding.key, ids), scope))) as Row[]
      const gone = await tx
        .delete(binding.table)
        .where(and(inArray(binding.key, ids), scope))
        .returning({ id: binding.key })
      if (gone.length !== new Set(ids).size) throw new ResourceError(NOT_FOUND, 404)
      return before.map((row) => present(binding, row))
    })
  } catch (error) {
    // 23001 restrict / 23503 foreign key: another record still points at this one.
    const code = pgErrorCode(error)
    if (code === '23001' || code === '23503') throw new ResourceError(IN_USE, 400)
    throw error
  }
}
