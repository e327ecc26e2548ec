import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { migrationsFolder } from '../../db/migrate'

// What a backup's manifest says about its database, read in the dump's own snapshot (PostgreSQL)
// or while the dump holds PGlite's one session: both engines answer through a node-postgres
// client (PGlite's pool client is one too), so one set of queries serves the backup and the check
// after a restore.

type Client = Pick<pg.ClientBase, 'query'>

/** The newest migration applied: its journal tag (null when this build does not know it), `created_at` and hash. */
export interface MigrationMark {
  tag: string | null
  createdAt: number
  hash: string
}

export interface DatabaseFacts {
  engine: 'pglite' | 'postgresql'
  /** server_version, e.g. `18.6` or `15.18 (Debian 15.18-0+deb12u1)`. */
  version: string
  migration: MigrationMark | null
  /** Rows of every table outside PostgreSQL's own schemas, by `schema.table`. */
  tables: Record<string, number>
  /** The content hashes the file rows point at: the files this snapshot needs. */
  hashes: string[]
}

/** The tables of the portal's schemas (public, drizzle and whatever a library adds), not the system's. */
async function tableNames(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_catalog.pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'
      order by schemaname, tablename`,
  )
  return rows.map((r) => r.name)
}

/** Every table's row count, in one statement (one round trip; on PGlite, one turn of its session). */
export async function tableCounts(client: Client): Promise<Record<string, number>> {
  const names = await tableNames(client)
  if (!names.length) return {}
  const parts = names.map((name, i) => {
    const [schema, table] = [name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1)]
    return `select ${i} as i, count(*)::bigint as n from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`
  })
  const { rows } = await client.query<{ i: number; n: string | number }>(parts.join('\nunion all\n'))
  const counts: Record<string, number> = {}
  for (const row of rows) counts[names[Number(row.i)]!] = Number(row.n)
  return counts
}

/** The hashes uploaded_file points at (the bin's rows too: their bytes stay until purged). */
export async function referencedHashes(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('select distinct hash from public.uploaded_file order by hash')
  return rows.map((r) => r.hash)
}

let journal: Map<number, string> | undefined

/** This build's migrations by `when` (what the migrator records as created_at) → tag. */
function migrationTags(): Map<number, string> {
  journal ??= new Map(
    (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }).entries.map((e) => [e.when, e.tag]),
  )
  return journal
}

/** This build's newest migration. */
export function newestKnownMigration(): number {
  return Math.max(0, ...migrationTags().keys())
}

export async function newestMigration(client: Client): Promise<MigrationMark | null> {
  const { rows: exists } = await client.query(`select 1 from pg_catalog.pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`)
  if (!exists.length) return null
  const { rows } = await client.query<{ hash: string; created_at: string | number }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1',
  )
  const row = rows[0]
  if (!row) return null
  const createdAt = Number(row.created_at)
  return { tag: migrationTags().get(createdAt) ?? null, createdAt, hash: row.hash }
}

/** Everything the manifest says of the database, as the client's snapshot sees it. */
export async function databaseFacts(client: Client, engine: DatabaseFacts['engine']): Promise<DatabaseFacts> {
  const { rows } = await client.query<{ version: string }>(`select current_setting('server_version') as version`)
  return {
    engine,
    version: rows[0]!.version,
    migration: await newestMigration(client),
    tables: await tableCounts(client),
    hashes: await referencedHashes(client),
  }
}
