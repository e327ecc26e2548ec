import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db'
import { prepareDatabase } from '../src/prepare'
import { TEST_PGLITE_SETTINGS, testConfig } from './config'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data folder of a migrated, demo-seeded PGlite (empty string on the pg project). */
    pgliteSeed: string
    /** A migrated, demo-seeded PostgreSQL database each test file copies (empty string on the PGlite project). */
    pgTemplate: string
  }
}

/**
 * Migrate and seed ONE database and let every test file start from a copy of it: PGlite from a
 * copy of its data folder (a file copy, no tarball unpacked in WebAssembly; about a second instead
 * of a fresh initdb + migrate + seed per file), PostgreSQL from a template database
 * (CREATE DATABASE … TEMPLATE copies files; no migrate and seed per file).
 */
export default async function setup(project: TestProject) {
  if (process.env.SCM_TEST_DRIVER === 'pg' || project.config.env?.SCM_TEST_DRIVER === 'pg') {
    project.provide('pgliteSeed', '')
    return pgTemplate(project)
  }
  project.provide('pgTemplate', '')
  // in memory where the machine has a tmpfs: every test file copies the folder
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'scm-test-'))
  const seed = join(dir, 'seeded')
  const database = await openDatabase({ dataDir: seed, settings: TEST_PGLITE_SETTINGS })
  await prepareDatabase(database, testConfig())
  await database.close()
  project.provide('pgliteSeed', seed)
  return () => rmSync(dir, { recursive: true, force: true })
}

async function pgTemplate(project: TestProject) {
  const base = process.env.DATABASE_URL!
  const name = `scm_test_tpl_${Date.now()}_${randomBytes(3).toString('hex')}`
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  const database = await openDatabase({ dataDir: 'memory', databaseUrl: url.toString() })
  await prepareDatabase(database, testConfig())
  await database.close() // a template takes no connections while it is copied
  project.provide('pgTemplate', name)
  return () => run(`drop database if exists ${name} with (force)`)
}
