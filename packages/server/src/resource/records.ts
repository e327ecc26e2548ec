import { refLabelKey, type ParsedFilter, type SortSpec } from '@scm/core'
import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { ownerScope } from '../platform/owner-scope'
import { dateTimeText } from '../http/dates'
import { CallRefusal } from '../http/errors'
import { findColumn, type ResourceBinding } from './binding'
import { listCondition, listOrder } from './query'
import { refTargetOf } from './registry'
import { Binds, runPrepared, type Bind } from '../db/statements'

// The generic data provider of every resource (react-admin's idea: one provider, not a service
// class per entity). Callers pass the owner scope condition; it is ANDed into every statement.
// Here the reads and the refusals; saving and deleting are write.ts.

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
export function selection(binding: ResourceBinding) {
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
export function present(binding: ResourceBinding, row: Row): Row {
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
