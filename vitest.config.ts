import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Node-side suites: core units and the server through HTTP. Browser suites run under
// @web/test-runner, end-to-end flows under playwright (see package.json "test").
// With DATABASE_URL set, `server-pg` runs the server suite again on PostgreSQL (each test file
// creates and drops its own database on that server).
export default defineConfig({
  test: {
    // vitest's default leaves a core idle on a 2-core machine (cores - 1); the server's files wait on
    // their database much of the time (PostgreSQL is another process), so PGlite and PostgreSQL files
    // run side by side on every core
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/core',
      'packages/host/vitest.config.ts',
      'packages/server',
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: './packages/server/vitest.config.ts',
              root: './packages/server',
              test: { name: 'server-pg', env: { SCM_TEST_DRIVER: 'pg' } },
            },
          ]
        : []),
    ],
  },
})
