import { defineConfig } from 'vitest/config'

/**
 * The files that test the embedded database itself (PGlite): its folder lock, its driver's decoded
 * values, seeding a new folder, a stop that releases the folder, real HTTP on a PGlite server. With
 * DATABASE_URL set (CI) the whole suite runs on PostgreSQL and only these run on PGlite too: the
 * rest asserts the same things through the same Drizzle code and SQL on either engine (written for
 * PostgreSQL 15, which PGlite's 18 runs as well), PGlite's answers took four times PostgreSQL's (600 s
 * of the run's test time against 144 s), and the end-to-end and browser suites run every screen on
 * a PGlite server anyway. The migrations of old data run on PostgreSQL: each such test initialises
 * a new database, which in WebAssembly costs more than the migration it tests.
 */
export const EMBEDDED_DATABASE_FILES = ['src/db/**/*.test.ts', 'test/lock.test.ts', 'test/graceful-stop.test.ts', 'test/seed.test.ts', 'test/node-server.test.ts']

// The server through HTTP (app.request) on PGlite in memory. The root config adds a `server-pg`
// project over the same files when DATABASE_URL is set (SCM_TEST_DRIVER=pg).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // a guard against a hung test, five times past the slowest call-level test on a quiet machine;
    // the sweeps over the whole route table set their own
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
