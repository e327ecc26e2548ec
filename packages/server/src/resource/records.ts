import { refLabelKey, validateRecord, type ParsedFilter, type SortSpec } from '@scm/core'
import { and, count, eq, getTableName, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { ownerScope } from '../platform/owner-scope'
import { dateTimeText } from '../http/dates'
import { CallRefusal } from '../http/errors'
import { sanitizeHtml } from '../http/html'
import { columnOf, findColumn, type ResourceBinding } from './binding'
import { listCondition, listOrder } from './query'
import { refSource, refTargetOf } from './registry'
import { Binds, runPrepared, type Bind } from '../db/statements'
import { nowSql } from '../clock/sql'
import { pgErrorCode } from '../db/errors'

// The generic data provider of every resource (react-admin's idea: one provider, not a service
// class per entity). Callers pass the owner scope condition; it is ANDed into every statement.

export type Row = Record<string, unknown>
export type RecordKey = number | string

export interface ListRequest {
  filters: ParsedFilter[]
  sort: SortSpec
  searchKey?: string
  page: number
  rows: number
  /** The owner scope, its values bound as the list's statement binds them. */
  scope?: (bind: Bind) => SQL | undefined
  /** Count at most this many matches (a huge table's list); past it the page says `more`. */
  countLimit?: number
}

/** Field columns named as the definition names them, `id`, audit times and ref labels. */
function selection(binding: ResourceBinding) {
  const fields: Record<string, AnyPgColumn | SQL> = { id: binding.key }
  for (const name of Object.keys(binding.def.fields)) fields[name] = binding.columns[name]!
  for (const name of ['created_at', 'updated_at'] as const) {
    const audit = binding.audit[name]
    if (audit) fields[name] = audit.column
  }
  for (const name of Object.keys(binding.def.fields)) {
    const target = refTargetOf(binding.def, name)
    if (!target) continue
    // Qualified by hand: drizzle leaves columns of a one-table select unqualified, and the two
    // tables may share a column name (supplyid = supplyid would match every row).
    const alias = sql.identifier(`ref_${name}`)
    const own = sql`${sql.identifier(getTableName(binding.table))}.${sql.identifier(binding.columns[name]!.name)}`
    fields[refLabelKey(name)] = sql<string | null>`(select ${alias}.${sql.identifier(target.label.name)} from ${target.source.table} as ${alias} where ${alias}.${sql.identifier(target.source.id.name)} = ${own})`
  }
  return fields
}

// the time columns of each binding, found once (a list presents every row of every page)
const timeColumns = new WeakMap<ResourceBinding, string[]>()

/** Times as every API answer shows them: YYYY-MM-DD HH:mm:ss. */
function present(binding: ResourceBinding, row: Row): Row {
  let names = timeColumns.get(binding)
  if (!names) {
    const fields = binding.def.fields
    names = [...Object.keys(fields).filter((name) => fields[name]!.kind === 'datetime'), ...['created_at', 'updated_at'].filter((name) => !fields[name])]
    timeColumns.set(binding, names)
  }
  for (const name of names) {
    const value = row[name]
    if (value !== null && value !== undefined) row[name] = dateTimeText(value as Date | string)
  }
  return row
}

/**
 * A page of a list, its count and 合计. Every list of every resource and document comes through
 * here, so its statements are prepared shapes (db/statements.ts): built and planned once per
 * combination of filters, sort and caller kind, then only executed.
 */
export async function listRecords(db: Db, binding: ResourceBinding, req: ListRequest) {
  const b = new Binds()
  const where = listCondition(binding, req.filters, req.searchKey, req.scope?.(b.bind), b.bind)
  const sums = sumsOf(binding)
  if (!Object.keys(sums).length) return countedPage(db, binding, req, where, b, req.countLimit)
  // the count and the 合计 of summed fields over every matching row, in one statement
  const [counted] = await runPrepared(db, `count:${binding.def.name}`, [where], b, () =>
    db.select({ total: count().mapWith(Number), ...sums }).from(binding.table).where(where),
  )
  const rows = await pageQuery(db, binding, req, where, b)
  const summary = Object.fromEntries(Object.keys(sums).map((key) => [key.slice(4), Number((counted as Record<string, unknown>)?.[key] ?? 0)]))
  return { rows: rows.map((row) => present(binding, row)), total: counted?.total ?? 0, summary, more: false }
}

/** sum_<field> of the fields the definition sums (the 合计 row). */
function sumsOf(binding: ResourceBinding): Record<string, SQL<number>> {
  const sums: Record<string, SQL<number>> = {}
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (field.sum) sums[`sum_${name}`] = sql<number>`coalesce(sum(${binding.columns[name]!}), 0)`.mapWith(Number)
  }
  return sums
}

/** The page; `counted` adds the count of matches to its rows (its bound, if any, a constant of the statement). */
function pageQuery(db: Db, binding: ResourceBinding, req: ListRequest, where: SQL | undefined, b: Binds, counted?: { limit?: number; count: () => SQL }) {
  const order = listOrder(binding, req.sort)
  const [limit, offset] = [b.bind(req.rows), b.bind((req.page - 1) * req.rows)]
  return runPrepared(db, `page:${binding.def.name}:${counted ? `counted${counted.limit ?? ''}` : ''}`, [where, ...order], b, () =>
    db
      .select({ ...selection(binding), ...(counted ? { __counted: counted.count() } : {}) })
      .from(binding.table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  ) as Promise<Row[]>
}

/**
 * A page and its count in one round trip: the page carries the count as an uncorrelated scalar
 * subquery. With `limit` (a table of millions: an exact count would read them all) it counts at
 * most that many matches and says `more` past it. Only a page past the end asks for the count on
 * its own.
 */
async function countedPage(db: Db, binding: ResourceBinding, req: ListRequest, where: SQL | undefined, b: Binds, limit?: number) {
  const matches = () => {
    const all = db.select({ one: sql`1` }).from(binding.table).where(where)
    return limit ? all.limit(limit + 1) : all
  }
  const rows = await pageQuery(db, binding, req, where, b, {
    limit,
    count: () => sql<number>`(select count(*) from (${matches()}) as counted)`.mapWith(Number),
  })
  const n = rows.length
    ? Number(rows[0]!.__counted)
    : req.page > 1
      ? (await runPrepared(db, `count-past-end:${binding.def.name}:${limit ?? ''}`, [where], b, () => db.select({ n: count().mapWith(Number) }).from(matches().as('counted'))))[0]!.n
      : 0
  const more = !!limit && n > limit
  return { rows: rows.map(({ __counted: _, ...row }) => present(binding, row)), total: more ? limit! : n, summary: undefined, more }
}

/** All matching rows, a page at a time (for the Excel export). */
export async function* allRecords(db: Db, binding: ResourceBinding, req: Omit<ListRequest, 'page' | 'rows'>) {
  const rows = 1000
  for (let page = 1; ; page++) {
    const batch = await listRecords(db, binding, { ...req, page, rows, countLimit: rows })
    if (batch.rows.length) yield batch.rows
    if (batch.rows.length < rows) return
  }
}

export async function getRecord(db: Db, binding: ResourceBinding, id: RecordKey, scope?: SQL): Promise<Row | undefined> {
  const [row] = (await db
    .select(selection(binding))
    .from(binding.table)
    .where(and(eq(binding.key, id), scope))) as Row[]
  return row && present(binding, row)
}

/** A refusal of the resource and document kits; the global onError turns it into an envelope. */
export class ResourceError extends CallRefusal {}

export const NOT_FOUND = '记录不存在'
export const DUPLICATE_CODE = '编码已存在'
export const IN_USE = '数据已被引用，不能删除'

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

/**
 * Value/label pairs of a ref field's target, for the form's picker; `record` holds the values of
 * the fields its definition narrows it by (`ref.within`), absent or blank ones narrowing nothing.
 */
export async function refOptions(db: Db, binding: ResourceBinding, field: string, user?: CurrentUser, record: Record<string, string | undefined> = {}) {
  const target = refTargetOf(binding.def, field)
  if (!target) return undefined
  // a scoped target (a customer's vehicles): only the rows the caller may see himself
  const owner = user && target.source.owner ? ownerScope(user, target.source.owner) : undefined
  const narrowed: SQL[] = []
  for (const [column, own] of Object.entries(binding.def.fields[field]?.ref?.within ?? {})) {
    const raw = record[own]?.trim()
    if (!raw) continue
    const value = Number(raw)
    const targetColumn = findColumn(target.source.table, column)
    if (!Number.isSafeInteger(value) || !targetColumn) return undefined
    narrowed.push(eq(targetColumn.column, value))
  }
  const rows = await db
    .select({ value: target.source.id, label: target.label })
    .from(target.source.table)
    .where(and(owner, ...narrowed))
    .orderBy(target.label)
    .limit(1000)
  return rows as { value: number; label: string }[]
}
