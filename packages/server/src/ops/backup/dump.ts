import { writeFile } from 'node:fs/promises'
import pg from 'pg'
import type { Database } from '../../db'
import { databaseFacts, type DatabaseFacts } from './database-facts'
import { DUMP_OPTIONS, postgresTool, runPostgresTool } from './postgres-tools'

// The two ways a consistent dump is taken. Both write the same kind of file (plain SQL with
// INSERTs, ./postgres-tools.ts) and read the manifest's facts in the very state the dump holds.

/**
 * PostgreSQL: one REPEATABLE READ transaction exports its snapshot; the row counts and the file
 * hashes are read in it and Debian's pg_dump dumps that same snapshot (--snapshot), so writes
 * flowing meanwhile are in neither or in both.
 */
export async function dumpPostgres(databaseUrl: string, sqlFile: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'scm-backup' })
  await client.connect().catch((error: Error) => {
    throw new Error(`无法连接数据库：${error.message}`)
  })
  try {
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ snapshot: string; major: number }>(
      `select pg_export_snapshot() as snapshot, current_setting('server_version_num')::int / 10000 as major`,
    )
    const { snapshot, major } = rows[0]!
    const facts = await databaseFacts(client, 'postgresql')
    await runPostgresTool(postgresTool('pg_dump', major), databaseUrl, [...DUMP_OPTIONS, `--snapshot=${snapshot}`, `--file=${sqlFile}`])
    await client.query('commit')
    return facts
  } finally {
    await client.end()
  }
}

/**
 * PGlite, open in this process (the running server's, or the folder opened by the backup command
 * when no server holds it): PGlite has ONE session, so the dump takes the pool's only connection —
 * every other query of the portal waits until it is done (a pause of seconds for a typical
 * portal), and the counts and hashes are read at the same moment. pg_dump is PGlite's own WASM
 * build (@electric-sql/pglite-tools) speaking to that session; what it leaves there (its open
 * read-only transaction, its settings, DEALLOCATE ALL) is undone before the portal has it back.
 */
export async function dumpEmbedded(database: Database, sqlFile: string): Promise<DatabaseFacts> {
  const pglite = database.pglite
  if (!pglite) throw new Error('不是嵌入式数据库')
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump')
  const client = await database.pool.connect()
  try {
    const facts = await databaseFacts(client, 'pglite')
    const dump = await pgDump({ pg: pglite, args: DUMP_OPTIONS })
    await writeFile(sqlFile, portable(await dump.text()))
    return facts
  } finally {
    await giveBack(client)
  }
}

/** The session as the portal left it: no transaction, its own settings, no statement of pg_dump's. */
async function giveBack(client: pg.PoolClient) {
  try {
    await client.query('rollback')
    await client.query('reset all')
    await client.query('deallocate all')
    // node-postgres remembers which named statements this connection prepared: none are left
    ;(client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements = {}
    client.release()
  } catch (error) {
    client.release(error as Error) // a connection in an unknown state is not reused
  }
}

/**
 * A dump by pg_dump 17 or later sets transaction_timeout, which PostgreSQL 15 and 16 do not know
 * (psql would stop there): the setting is 0, its default, so the line goes.
 */
function portable(sql: string): string {
  return sql.replace(/^SET transaction_timeout = 0;\n/m, '')
}
