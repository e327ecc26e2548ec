import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { createHash } from 'node:crypto'
import pg from 'pg'
import { appendFileSync } from 'node:fs'
import { acquireDataDirLock } from './lock'
import { localCoordination, pgCoordination, type Coordination } from './coordination'
import { PgliteConnection } from './pglite-connection'

/** The database (or a transaction: same interface) every area queries (tables imported where used; no relational query API). */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  kind: 'pglite' | 'pg'
  /** Set for PGlite. */
  pglite?: PGlite
  /** The driver's pool: PostgreSQL's, or PGlite's single connection. */
  pool: pg.Pool
  /** LISTEN/NOTIFY and session locks between the processes on this database (in memory on PGlite). */
  coordination: Coordination
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** PGlite folder, or `memory`. Ignored when databaseUrl is set. */
  dataDir: string
  databaseUrl?: string
  /**
   * PGlite only: server settings (`name=value`) beside its defaults. Tests start a few hundred
   * short-lived databases and give each a small buffer pool: PGlite zeroes the whole pool at start
   * (128 MB by default: most of a test database's start-up time).
   */
  settings?: string[]
}

// int8 (count(*), bigserial) as numbers on pg too: PGlite already answers numbers.
const INT8_OID = 20
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

/** Distinct statements a connection keeps prepared (past it a statement is sent unnamed). */
const MAX_NAMED = 1000

/**
 * Every statement with parameters goes out as a named prepared statement (its name: a hash of its
 * text), so the database parses and plans it once per connection instead of on every call, for
 * every query of every area alike. Statements already named (db/statements.ts, the session
 * check) keep their names.
 */
class NamingClient extends pg.Client {
  /** text → name of the statements named on this connection */
  #named = new Map<string, string>()
  override query(...args: unknown[]): never {
    const [config, values] = args as [{ text?: string; name?: string; values?: unknown[] } | string, unknown]
    if (typeof config === 'object' && config && !config.name && config.text && (Array.isArray(values) ? values.length : config.values?.length)) {
      let name = this.#named.get(config.text)
      if (!name && this.#named.size < MAX_NAMED) {
        name = `q_${createHash('sha1').update(config.text).digest('hex').slice(0, 24)}`
        this.#named.set(config.text, name)
      }
      if (name) args[0] = { ...config, name }
    }
    if (TRACE) trace(args[0], values)
    return (super.query as (...a: unknown[]) => never)(...args)
  }
}

/**
 * Benchmarks only (SCM_SQL_TRACE=<file>): every statement as it goes out, appended to the file as
 * a JSON line {name, text, values}, so a benchmark can run the very same statements straight
 * through pg beside the API (its floor). Synchronous appends: never on a measured server.
 */
const TRACE = process.env.SCM_SQL_TRACE
function trace(config: unknown, values: unknown) {
  const c = (typeof config === 'string' ? { text: config } : config) as { name?: string; text: string; values?: unknown[] }
  appendFileSync(TRACE!, JSON.stringify({ name: c.name, text: c.text, values: Array.isArray(values) ? values : (c.values ?? []) }) + '\n')
}

function drizzleOver(pool: pg.Pool): Db {
  return drizzlePg({ client: pool }) as unknown as Db
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes,
      max: 10,
      Client: NamingClient,
      // While the database is down a call fails within seconds (a 503, db/errors.ts) instead of
      // waiting for a connection; keepalives find a peer that vanished without a reset (failover).
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    // A client losing its connection (the database restarted, crashed or failed over) must not
    // end the process. pg-pool listens only on idle clients; a checked-out one (a transaction) with
    // no listener throws 'Unhandled error event'. The query in flight fails on its own (503), the
    // pool drops the broken client when it is released, and new connections serve once the
    // database is back.
    pool.on('connect', (client) => client.on('error', (err) => console.error('PostgreSQL 连接中断：', err.message)))
    pool.on('error', () => {}) // an idle client's loss: logged by its own listener above
    await pool.query('select 1') // fail fast with a clear error when the server is unreachable
    const coordination = pgCoordination(options.databaseUrl)
    return {
      db: drizzleOver(pool),
      kind: 'pg',
      pool,
      coordination,
      close: async () => {
        await coordination.close()
        await pool.end()
      },
    }
  }
  const memory = options.dataDir === 'memory'
  const release = memory ? () => {} : acquireDataDirLock(options.dataDir)
  try {
    const startParams = options.settings?.length ? [...PGlite.defaultStartParams, ...options.settings.flatMap((s) => ['-c', s])] : undefined
    const client = new PGlite({ ...(memory ? {} : { dataDir: options.dataDir }), ...(startParams ? { startParams } : {}) })
    await client.waitReady
    // The same driver as PostgreSQL (node-postgres over PgliteConnection): one connection,
    // so statements and transactions queue as PGlite's single session requires, and named
    // statements stay prepared in that session.
    const connection = new PgliteConnection(client)
    const pool = new pg.Pool({ connection, types: pgTypes, max: 1, idleTimeoutMillis: 0, Client: NamingClient } as pg.PoolConfig)
    return {
      db: drizzleOver(pool),
      kind: 'pglite',
      pglite: client,
      pool,
      coordination: localCoordination(),
      close: async () => {
        try {
          await pool.end()
          await client.close()
        } finally {
          release()
        }
      },
    }
  } catch (err) {
    release()
    throw err
  }
}
