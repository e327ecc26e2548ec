// A database as it was just before a migration, to prove what the migration does to existing rows.
import { afterAll, beforeAll, expect } from 'vitest'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { openDatabase, type Database } from '../src/db'
import { createEmptyPgDatabase } from './helpers'
import { migrationsFolder } from '../src/db/migrate'

const onPg = process.env.SCM_TEST_DRIVER === 'pg'
type Journal = { entries: { tag: string }[] }
const journalOf = (dir: string): Journal => JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal

/** The tag of the migration just before the one whose tag matches `migration`. */
export function tagBefore(migration: RegExp): string {
  const entries = journalOf(migrationsFolder).entries
  const at = entries.findIndex((e) => migration.test(e.tag))
  expect(at, `${migration} in the journal`).toBeGreaterThan(0)
  return entries[at - 1]!.tag
}

/** The migration set as it was before a migration: the journal cut after `tag`. */
function folderUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'scm-migrations-'))
  cpSync(migrationsFolder, dir, { recursive: true })
  const journal = journalOf(dir)
  const last = journal.entries.findIndex((e) => e.tag === tag)
  expect(last).toBeGreaterThanOrEqual(0)
  journal.entries = journal.entries.slice(0, last + 1)
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(journal))
  return dir
}

/** A fresh database (PGlite in memory, or a new PostgreSQL database) migrated up to `tag`. */
export function databaseAt(tag: string) {
  const state = { database: undefined as unknown as Database, drop: async () => {}, folder: '' }
  beforeAll(async () => {
    state.folder = folderUpTo(tag)
    if (!onPg) state.database = await openDatabase({ dataDir: 'memory' })
    else ({ database: state.database, drop: state.drop } = await createEmptyPgDatabase('scm_test_mig'))
    const { database, folder } = state
    await migratePg(database.db as unknown as NodePgDatabase<Record<string, unknown>>, { migrationsFolder: folder })
  })
  afterAll(async () => {
    await state.database?.close()
    await state.drop()
    if (state.folder) rmSync(state.folder, { recursive: true, force: true })
  })
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await state.database.db.execute(query)) as unknown as { rows: T[] }).rows
  return { state, rows, one: async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]! }
}

