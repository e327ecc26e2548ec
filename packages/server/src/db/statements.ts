import { createHash } from 'node:crypto'
import { is, Placeholder, sql, type SQL } from 'drizzle-orm'
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
const prepared = new WeakMap<object, Map<string, { text: string; query: Executable<unknown> }>>()
/** Tests set it: every hit is rebuilt and compared, so a key that misses a difference fails loudly. */
const verify = process.env.SCM_VERIFY_STATEMENTS === '1'

function dialectOf(db: Db): PgDialect {
  return (db as unknown as { dialect: PgDialect }).dialect
}

function keyOf(db: Db, site: string, shape: (SQL | undefined)[]): string {
  const parts = shape.filter((part): part is SQL => !!part)
  const { sql: text, params } = dialectOf(db).sqlToQuery(sql.join(parts, sql` | `))
  // a value that is not a placeholder is part of the statement (a constant): it keys it too
  const names = params.map((p) => (is(p, Placeholder) ? p.name : JSON.stringify(p)))
  return `${site}\u0000${text}\u0000${names.join(',')}`
}

function compiled(db: Db, query: unknown): string {
  return dialectOf(db).sqlToQuery((query as { getSQL(): SQL }).getSQL()).sql
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
    return hit.query.execute(binds.values) as Promise<T>
  }
  const query = build()
  if (shapes.size >= MAX_SHAPES) return query.prepare('').execute(binds.values)
  const name = `s_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`
  const entry = { text: compiled(db, query), query: query.prepare(name) as Executable<unknown> }
  shapes.set(key, entry)
  return entry.query.execute(binds.values) as Promise<T>
}
