import { defineConfig } from 'vitest/config'

// Node-side suites: core units and the server through HTTP. Browser suites run under
// @web/test-runner, end-to-end flows under playwright (see package.json "test").
// With DATABASE_URL set, `server-pg` runs the server suite again on PostgreSQL (each test file
// creates and drops its own database on that server).
export default defineConfig({
  test: {
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
