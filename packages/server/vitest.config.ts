import { defineConfig } from 'vitest/config'

// The server through HTTP (app.request) on PGlite in memory. The root config adds a `server-pg`
// project over the same files when DATABASE_URL is set (SCM_TEST_DRIVER=pg).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // files share their worker's module graph (the server imported once per worker, not once per
    // file: most of the suite's time was imports); each file still opens its own database copy,
    // and the clock is reset by the tests that set it
    isolate: false,
    // every reuse of a prepared statement shape is rebuilt and compared (db/statements.ts)
    env: { SCM_VERIFY_STATEMENTS: '1' },
    hookTimeout: 120_000,
  },
})
