import { resolve } from 'node:path'
import { s3LocationOf } from './platform/file-store/s3-location'

/** Runtime settings, read once from the environment (see README "Configuration"). */
export interface ServerConfig {
  port: number
  host: string
  /** PGlite folder; `memory` keeps the database in memory (tests). */
  dataDir: string
  /** When set, PostgreSQL through `pg` instead of PGlite. */
  databaseUrl?: string
  /** SCM_FILES_URL: the uploaded files in an S3-compatible bucket (`s3://bucket?endpoint=…`) instead of `<dataDir>/files`. */
  filesUrl?: string
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
  /** Seconds between an instance's checks for due background jobs (SCM_JOB_CHECK_SECONDS, default 30). */
  jobCheckSeconds?: number
  /** Who may frame the portal's pages (SCM_FRAME_ANCESTORS → CSP frame-ancestors); default `'self'`. */
  frameAncestors?: string[]
  /** Send Strict-Transport-Security: SCM_HSTS=1 / 0, else on when SCM_PUBLIC_URL is https:. */
  hsts?: boolean
  /** The request log's level (SCM_LOG_LEVEL: fatal, error, warn, info, debug, trace, silent); unset: info. */
  logLevel?: LogLevel
  /** Bearer token of GET /metrics (SCM_METRICS_TOKEN); unset: /metrics answers 404. */
  metricsToken?: string
  /** On SIGTERM, how long the whole stop may take: drain, then the requests in flight (SCM_SHUTDOWN_SECONDS, default 20). */
  shutdownSeconds?: number
  /** On SIGTERM, how long the instance goes on accepting after its balancer saw it stopping (SCM_DRAIN_SECONDS, default 2). */
  drainSeconds?: number
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined
  const demoFlag = env.SCM_DEMO
  const port = Number(env.PORT ?? 8080)
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8080,
    host: env.HOST || '127.0.0.1',
    dataDir: env.SCM_DATA_DIR === 'memory' ? 'memory' : resolve(env.SCM_DATA_DIR || './data'),
    databaseUrl,
    filesUrl: filesUrlOf(env.SCM_FILES_URL),
    demo: databaseUrl ? demoFlag === '1' : demoFlag !== '0',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SCM_MAIL_FROM || 'SCM 供应链协同平台 <scm-noreply@localhost>',
    apiBase: env.SCM_API_BASE ?? '',
    sessionSeconds: 8 * 60 * 60,
    adminPassword: env.SCM_ADMIN_PASSWORD || 'Scm@2026',
    testClock: env.SCM_TEST_CLOCK === '1',
    jobCheckSeconds: Number(env.SCM_JOB_CHECK_SECONDS) > 0 ? Number(env.SCM_JOB_CHECK_SECONDS) : 30,
    corsOrigins: (env.SCM_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    frameAncestors: frameAncestorsOf(env.SCM_FRAME_ANCESTORS),
    hsts: env.SCM_HSTS ? env.SCM_HSTS === '1' : /^https:/i.test(env.SCM_PUBLIC_URL?.trim() ?? ''),
    logLevel: logLevelOf(env.SCM_LOG_LEVEL),
    metricsToken: env.SCM_METRICS_TOKEN?.trim() || undefined,
    shutdownSeconds: secondsOf(env.SCM_SHUTDOWN_SECONDS, 20),
    drainSeconds: secondsOf(env.SCM_DRAIN_SECONDS, 2),
  }
}

/** SCM_FILES_URL, checked at start-up: a bucket URL that names no bucket stops the start-up, rather than files going nowhere. */
export function filesUrlOf(value: string | undefined): string | undefined {
  const url = value?.trim()
  if (!url) return undefined
  s3LocationOf(url)
  return url
}

/** A duration in seconds (fractions allowed); unset or not a number ≥ 0: the default. */
function secondsOf(value: string | undefined, fallback: number): number {
  const seconds = Number(value?.trim() || fallback)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : fallback
}

/** SCM_LOG_LEVEL, default info; a level pino does not know stops the start-up (rather than logging nothing). */
export function logLevelOf(value: string | undefined): LogLevel {
  const level = (value?.trim() || 'info').toLowerCase()
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`SCM_LOG_LEVEL 的 ${value} 不是日志级别（${LOG_LEVELS.join('、')}）`)
  return level as LogLevel
}

/** A CSP source an operator may name: 'self', 'none', a scheme (https:) or an origin (https://intranet.example.com, *.example.com:443). */
const FRAME_SOURCE = /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i

/**
 * SCM_FRAME_ANCESTORS: sources separated by spaces or commas; `self` and `none` may be written
 * without their quotes. Unset: `'self'` (only the portal frames its own pages). A value that is
 * not a source stops the start-up, rather than leaving the portal framed by whoever.
 */
export function frameAncestorsOf(value: string | undefined): string[] {
  const sources = (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => s.replace(/(.)\/+$/, '$1'))
    .map((s) => (/^'?(self|none)'?$/i.test(s) ? `'${s.replace(/'/g, '').toLowerCase()}'` : s))
  if (!sources.length) return ["'self'"]
  const bad = sources.find((s) => !FRAME_SOURCE.test(s))
  if (bad) throw new Error(`SCM_FRAME_ANCESTORS 中的 ${bad} 不是有效的来源（如 'self'、https://intranet.example.com）`)
  if (sources.includes("'none'") && sources.length > 1) throw new Error(`SCM_FRAME_ANCESTORS 的 'none' 不能与其他来源同时出现`)
  return sources
}
