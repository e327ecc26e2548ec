import { createHash } from 'node:crypto'
import { Column, is, Name, Param, Placeholder, SQL, sql, StringChunk, Subquery, Table } from 'drizzle-orm'
import { PgTransaction, type PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './index'

// Hot statements (every list) built and compiled ONCE per shape instead of on every call.
//
// A call binds its values as placeholders (`Binds.bind`), builds only its condition and order
// (cheap), and hands them as the shape. The shape's SQL text with its placeholder names is the
// cache key: two calls with the same text are the same statement, whatever filters produced it,
// so the key cannot miss a difference. On a miss the full statement is built with drizzle and
// prepared under a name derived from the key: PostgreSQL parses and plans it once per pooled
// connection (PGlite, in-process, just runs it). On a hit neither drizzle's builder nor its
// compiler runs: the prepared query executes with this call's values.

/**
 * How a condition takes a value: `inline` as a parameter of a statement built on the spot, or a
 * `Binds` placeholder of a prepared one. Conditions shared by both kinds of query take a Bind.
 */
export type Bind = <T>(value: T) => T | Placeholder
export const inline: Bind = (value) => value

/** The values of one execution, by placeholder name. */
export class Binds {
  readonly values: Record<string, unknown> = {}
  private n = 0
  /** `value` as a parameter of the statement: its placeholder, filled when the statement runs. */
  bind: Bind = (value) => {
    const name = `p${this.n++}`
    this.values[name] = value
    return sql.placeholder(name)
  }
}

interface Executable<T> {
  execute(values?: Record<string, unknown>): Promise<T>
}
interface Preparable<T> {
  prepare(name: string): Executable<T>
}

/** Distinct shapes kept per database; past it a shape runs unprepared (built each call). */
const MAX_SHAPES = 2000
const prepared = new WeakMap<object, Map<string, { text: string; execute: (values: Record<string, unknown>) => Promise<unknown> }>>()
/** Tests set it: every hit is rebuilt and compared, so a key that misses a difference fails loudly. */
const verify = process.env.SCM_VERIFY_STATEMENTS === '1'

function dialectOf(db: Db): PgDialect {
  return (db as unknown as { dialect: PgDialect }).dialect
}

// ---- the key: the shape's SQL as text, written by a walk of its parts ----------------------------
//
// What drizzle's compiler would write, without compiling: literal text as is, and a marker
// (\u0001…, never part of SQL text) before everything else: a column or table by its schema, table
// (or alias) and name, a placeholder by its name, a constant by the value the driver is sent. Anything the walk does not know (views, subqueries, enums…) is keyed by the compiler.

const [IS_ALIAS, SCHEMA, NAME] = ['IsAlias', 'Schema', 'Name'].map((name) => Symbol.for(`drizzle:${name}`)) as [symbol, symbol, symbol]
/** A table as the compiler writes it: schema and name, or an alias's name. */
const tableKey = (table: Table) => {
  const t = table as unknown as Record<symbol, unknown>
  return `${t[IS_ALIAS] ? '~' : String(t[SCHEMA] ?? '')}.${String(t[NAME])}`
}

/** false when a part is of a kind the walk leaves to the compiler. */
function walk(chunks: readonly unknown[], out: string[], inlined: boolean): boolean {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) out.push(chunk.value.join(''))
    else if (chunk instanceof SQL) {
      const inline = inlined || (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams
      if (inline !== inlined) out.push('\u0001i')
      if (!walk(chunk.queryChunks, out, inline)) return false
      if (inline !== inlined) out.push('\u0001/i')
    } else if (chunk === undefined) continue
    else if (chunk instanceof Placeholder) out.push(`\u0001p${chunk.name}\u0001`)
    else if (chunk instanceof Column) out.push(`\u0001c${tableKey(chunk.table)}.${chunk.name}\u0001`)
    else if (chunk instanceof Table) out.push(`\u0001t${tableKey(chunk)}\u0001`)
    else if (chunk instanceof Name) out.push(`\u0001n${chunk.value}\u0001`)
    else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value)
      if (value !== null && typeof value === 'object' && !(value instanceof Date)) return false
      out.push(`\u0001v${JSON.stringify(value)}\u0001`)
    } else if (Array.isArray(chunk)) {
      out.push('\u0001[')
      if (!walk(chunk, out, inlined)) return false
      out.push('\u0001]')
    } else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean') {
      out.push(`\u0001r${JSON.stringify(chunk)}\u0001`)
    } else return false
  }
  return true
}

function keyOf(db: Db, site: string, shape: (SQL | undefined)[]): string {
  const out = [site]
  for (const part of shape) {
    out.push('\u0001|')
    if (part && !walk([part], out, false)) return compiledKey(db, site, shape)
  }
  return out.join('')
}

/** The key by drizzle's compiler: its text with the placeholder names and constants. */
function compiledKey(db: Db, site: string, shape: (SQL | undefined)[]): string {
  const parts = shape.filter((part): part is SQL => !!part)
  const { sql: text, params } = dialectOf(db).sqlToQuery(sql.join(parts, sql` | `))
  const names = params.map((p) => (is(p, Placeholder) ? p.name : JSON.stringify(p)))
  return `${site}\u0000${text}\u0000${names.join(',')}`
}

function compiled(db: Db, query: unknown): string {
  return dialectOf(db).sqlToQuery((query as { getSQL(): SQL }).getSQL()).sql
}

// ---- the run: straight through the driver, with the row decoding worked out once ---------------

/** What drizzle's node-postgres prepared query holds (drizzle-orm 0.45; checked when it is read). */
interface DrizzlePrepared {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> }
  params: unknown[]
  fields?: { path: string[]; field: unknown }[]
  queryConfig?: { name: string; text: string; rowMode: 'array' }
  customResultMapper?: unknown
  joinsNotNullableMap?: unknown
}
type Decoder = { mapFromDriverValue(value: unknown): unknown }

/**
 * The prepared query's own execute, or — for a flat select (one key per column, the lists') —
 * the same statement sent straight to the driver and its rows decoded by decoders picked once:
 * drizzle's execute picks each column's decoder again for every value of every row.
 */
function executor(query: Executable<unknown>): (values: Record<string, unknown>) => Promise<unknown> {
  const q = query as unknown as DrizzlePrepared
  const generic = (values: Record<string, unknown>) => query.execute(values)
  if (!q.fields || !q.queryConfig || q.queryConfig.rowMode !== 'array' || q.customResultMapper || !Array.isArray(q.params)) return generic
  if (q.fields.some((f) => f.path.length !== 1)) return generic
  const keys = q.fields.map((f) => f.path[0]!)
  const decoderOf = (expression: unknown) => (expression as { decoder: Decoder }).decoder
  const decoders: Decoder[] = q.fields.map(({ field }) =>
    is(field, Column) ? field : is(field, SQL) ? decoderOf(field) : is(field, Subquery) ? decoderOf(field._.sql) : decoderOf((field as SQL.Aliased).sql),
  )
  const params = q.params.map((p): ((values: Record<string, unknown>) => unknown) => {
    if (is(p, Placeholder)) return (values) => valueOf(values, p.name)
    if (is(p, Param) && is(p.value, Placeholder)) {
      const { encoder, value } = p as Param & { value: Placeholder }
      return (values) => encoder.mapToDriverValue(valueOf(values, value.name))
    }
    return () => p
  })
  const { client, queryConfig } = q
  const width = keys.length
  return async (values) => {
    const result = await client.query(queryConfig, params.map((param) => param(values)))
    return result.rows.map((row) => {
      const out: Record<string, unknown> = {}
      for (let i = 0; i < width; i++) {
        const value = row[i]
        out[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value)
      }
      return out
    })
  }
}

function valueOf(values: Record<string, unknown>, name: string): unknown {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`)
  return values[name]
}

/**
 * Runs the statement `build()` makes, prepared once per `site` (the query's place in the code)
 * and `shape` (every condition, order and expression that varies between calls, with values
 * bound through `binds`). `build` must use only the shape's parts and `binds`' placeholders.
 * Inside a transaction the statement is built and run as usual (no cache per transaction).
 */
export function runPrepared<T>(db: Db, site: string, shape: (SQL | undefined)[], binds: Binds, build: () => Preparable<T> & PromiseLike<T>): Promise<T> {
  if (db instanceof PgTransaction) return build().prepare('').execute(binds.values)
  let shapes = prepared.get(db)
  if (!shapes) prepared.set(db, (shapes = new Map()))
  const key = keyOf(db, site, shape)
  const hit = shapes.get(key)
  if (hit) {
    if (verify && compiled(db, build()) !== hit.text) throw new Error(`statement shape ${site}: same key, different statement`)
    return hit.execute(binds.values) as Promise<T>
  }
  const query = build()
  if (shapes.size >= MAX_SHAPES) return query.prepare('').execute(binds.values)
  const name = `s_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`
  const entry = { text: compiled(db, query), execute: executor(query.prepare(name) as Executable<unknown>) }
  shapes.set(key, entry)
  return entry.execute(binds.values) as Promise<T>
}

// ---- statements written with `sql`, compiled once per key -------------------------------------

const compiledSql = new WeakMap<object, Map<string, { text: string; names: string[]; name: string }>>()

function compileBound(db: Db, key: string, statement: SQL): { text: string; names: string[]; name: string } {
  const { sql: text, params } = dialectOf(db).sqlToQuery(statement)
  // a value written as a parameter would be kept for every later call of the key: refused
  const names = params.map((p) => {
    if (!is(p, Placeholder)) throw new Error(`statement ${key}: a value not bound`)
    return p.name
  })
  // named even without a parameter (the driver names only those with one): planned once per connection
  return { text, names, name: `w_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` }
}

/**
 * A statement written with `sql` (not a query builder), compiled once per `key` and then only run:
 * every value it takes is bound through `binds`, and `key` names everything else that shapes its
 * text (which filters, a day or a page size written in). Tests (SCM_VERIFY_STATEMENTS) rebuild
 * every reuse and fail on a different text or order of values. Rows as the driver gives them.
 */
export async function runStatement<T>(db: Db, key: string, binds: Binds, build: () => SQL): Promise<T[]> {
  let cache = compiledSql.get(db)
  if (!cache) compiledSql.set(db, (cache = new Map()))
  let entry = cache.get(key)
  if (!entry || verify) {
    const built = compileBound(db, key, build())
    if (entry && (entry.text !== built.text || entry.names.join() !== built.names.join())) throw new Error(`statement ${key}: same key, different statement`)
    entry ??= built
    if (cache.size < MAX_SHAPES) cache.set(key, entry)
  }
  const values = entry.names.map((name) => valueOf(binds.values, name))
  const session = (db as unknown as { _: { session: { prepareQuery(q: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(): Promise<unknown> } } } })._.session
  const result = await session.prepareQuery({ sql: entry.text, params: values }, undefined, entry.name, false).execute()
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}
