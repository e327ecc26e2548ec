import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db'
import { prepareDatabase } from '../src/prepare'
import { testConfig } from './config'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated, demo-seeded PGlite (empty string on the pg project). */
    pgliteDump: string
  }
}

/**
 * Migrate and seed ONE PGlite, dump it, and let every test file start from the dump (about a
 * second instead of a fresh initdb + migrate + seed per file).
 */
export default async function setup(project: TestProject) {
  if (process.env.SCM_TEST_DRIVER === 'pg' || project.config.env?.SCM_TEST_DRIVER === 'pg') {
    project.provide('pgliteDump', '')
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'scm-test-'))
  const database = await openDatabase({ dataDir: 'memory' })
  await prepareDatabase(database, testConfig())
  const dump = await database.pglite!.dumpDataDir('gzip')
  await database.close()
  const file = join(dir, 'seeded.tar.gz')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
