import { resolve } from 'node:path'

/** Runtime settings, read once from the environment (see README "Configuration"). */
export interface ServerConfig {
  port: number
  host: string
  /** PGlite folder; `memory` keeps the database in memory (tests). */
  dataDir: string
  /** When set, PostgreSQL through `pg` instead of PGlite. */
  databaseUrl?: string
  /** Seed demo data into a new database: PGlite unless SCM_DEMO=0; PostgreSQL only with SCM_DEMO=1. */
  demo: boolean
  /** nodemailer transport URL; without it mail goes to the mail_outbox table. */
  smtpUrl?: string
  /** Sender address of system mail. */
  mailFrom: string
  /** Public API base the clients sign requests with (core's signRequest). */
  apiBase: string
  /** Session lifetime in seconds (8 hours). */
  sessionSeconds: number
  /** Password of the `admin` account created in a new database (SCM_ADMIN_PASSWORD, default Scm@2026). */
  adminPassword: string
  /** Origins of third-party pages allowed to call the API from the browser (SCM_CORS_ORIGINS, comma list, `*` = any). */
  corsOrigins?: string[]
  /** SCM_TEST_CLOCK=1: an administrator may move the server's clock forward (end-to-end tests only). */
  testClock?: boolean
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined
  const demoFlag = env.SCM_DEMO
  const port = Number(env.PORT ?? 8080)
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8080,
    host: env.HOST || '127.0.0.1',
    dataDir: env.SCM_DATA_DIR === 'memory' ? 'memory' : resolve(env.SCM_DATA_DIR || './data'),
    databaseUrl,
    demo: databaseUrl ? demoFlag === '1' : demoFlag !== '0',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SCM_MAIL_FROM || 'SCM 供应链协同平台 <scm-noreply@localhost>',
    apiBase: env.SCM_API_BASE ?? '',
    sessionSeconds: 8 * 60 * 60,
    adminPassword: env.SCM_ADMIN_PASSWORD || 'Scm@2026',
    testClock: env.SCM_TEST_CLOCK === '1',
    corsOrigins: (env.SCM_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  }
}
