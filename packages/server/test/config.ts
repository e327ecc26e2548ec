import type { ServerConfig } from '../src/config'

/** The configuration tests run with: demo data, mail to the outbox, a fixed signing base. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    demo: true,
    mailFrom: 'SCM 测试 <scm-test@localhost>',
    apiBase: 'http://127.0.0.1:8080',
    sessionSeconds: 8 * 60 * 60,
    adminPassword: 'Scm@2026',
    logLevel: 'silent',
    ...overrides,
  }
}

/** PGlite's settings in tests (db/index.ts `settings`): a small buffer pool, quick to start. */
export const TEST_PGLITE_SETTINGS = ['shared_buffers=8MB']
