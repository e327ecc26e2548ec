import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { acquireDataDirLock } from './lock'

/** The database (or a transaction: same interface) every area queries (tables imported where used; no relational query API). */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  kind: 'pglite' | 'pg'
  /** Set for PGlite (dumpDataDir in tests). */
  pglite?: PGlite
  /** Set for PostgreSQL. */
  pool?: pg.Pool
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** PGlite folder, or `memory`. Ignored when databaseUrl is set. */
  dataDir: string
  databaseUrl?: string
  /** Start an in-memory PGlite from a dumpDataDir() tarball (tests). */
  loadDataDir?: Blob
}

// int8 (count(*), bigserial) as numbers on pg too: PGlite already answers numbers.
const INT8_OID = 20
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 10 })
    // An idle client losing its connection must not crash the process.
    pool.on('error', (err) => console.error('PostgreSQL 连接错误：', err.message))
    await pool.query('select 1') // fail fast with a clear error when the server is unreachable
    const db = drizzlePg({ client: pool }) as unknown as Db
    return { db, kind: 'pg', pool, close: () => pool.end() }
  }
  const memory = options.dataDir === 'memory'
  const release = memory ? () => {} : acquireDataDirLock(options.dataDir)
  try {
    const client = memory
      ? new PGlite({ loadDataDir: options.loadDataDir })
      : new PGlite(options.dataDir)
    await client.waitReady
    const db = drizzlePglite({ client }) as unknown as Db
    return {
      db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        try {
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
