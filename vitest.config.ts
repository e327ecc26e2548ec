import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
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

export default defineConfig({
  test: {
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
