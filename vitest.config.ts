import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import server, { EMBEDDED_DATABASE_FILES } from './packages/server/vitest.config'

// Node-side suites: core units and the server through HTTP. Browser suites run under
// @web/test-runner, end-to-end flows under playwright (see package.json "test").
// Without DATABASE_URL the server suite runs on PGlite. With it (CI), `server-pg` runs the whole
// server suite on PostgreSQL (each test file on its own copy of a seeded template database) and
// the PGlite project keeps only the files about the embedded database (EMBEDDED_DATABASE_FILES).
const onPostgres = !!process.env.DATABASE_URL
/** The server suite as a project (`include` replaced, not added to, as `extends` would). */
const serverProject = (name: string, include: string[] | undefined, env: Record<string, string> = {}) => ({
  root: './packages/server',
  test: { ...server.test, name, include: include ?? server.test!.include, env: { ...server.test!.env, ...env } },
})

/**
 * The files that take longest, longest first (their time in a CI run, whatever their project): they
 * start at once, so the stage never ends with one of them running alone on one core while the
 * other waits. Without this a fresh clone (no timings cached) runs the projects in name order, each
 * project's files largest first, and the small sweep files of server-pg ran last (a run ended 300 s
 * after the other stages with them).
 */
const LONGEST_FIRST = [
  'server/test/backup.test.ts',
  'server/test/route-owner-writes.test.ts',
  'server/test/lock.test.ts',
  'server/test/route-bad-input.test.ts',
  'server/src/resource/conformance/conformance.test.ts',
  'server/test/graceful-stop.test.ts',
  'server/test/rolling-restart.test.ts',
  'server/src/areas/user/manage.test.ts',
  'server/test/seed.test.ts',
  'server/src/areas/mail/mail.test.ts',
  'server/src/areas/account/invoice-balance.test.ts',
  'server/src/areas/quality/trace.test.ts',
  'server/test/node-server.test.ts',
  'server/test/db-restart.test.ts',
  'server/src/db/statements.test.ts',
  'server/test/instances.test.ts',
  'server/test/route-owner-reads.test.ts',
  'server/test/route-table.test.ts',
]
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((long) => file.moduleId.endsWith(long))
      return at < 0 ? LONGEST_FIRST.length : at
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // vitest's default leaves a core idle on a 2-core machine (cores - 1); the server's files wait on
    // their database much of the time (PostgreSQL is another process), so files run on every core
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/core',
      'packages/host/vitest.config.ts',
      serverProject('server', onPostgres ? EMBEDDED_DATABASE_FILES : undefined),
      ...(onPostgres ? [serverProject('server-pg', undefined, { SCM_TEST_DRIVER: 'pg' })] : []),
    ],
  },
})
