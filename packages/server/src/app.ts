import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type pg from 'pg'
import type { Db } from './db'
import { localCoordination, type Coordination } from './db/coordination'
import type { ServerConfig } from './config'
import type { AppEnv } from './http/context'
import { bodySizeLimit, refuseNulInQuery } from './http/body'
import { onError, onNotFound } from './http/errors'
import { authenticate } from './http/auth'
import { routeLookup } from './http/route-grants'
import { mountAssets, type AssetDirs } from './http/assets'
import { securityHeaders } from './http/security-headers'
import { compressAnswers } from './http/compression'
import { areas } from './areas'
import { registerPublicPaths } from './http/public-paths'
import { CONTRACT_PATHS, contractRoutes } from './http/openapi'
import { testClockRoutes } from './test-clock'
import { requestId, REQUEST_ID_HEADER } from './http/request-id'
import { watchPool } from './platform/metrics'
import { Lifecycle } from './ops/lifecycle'
import { createLogger, type Logger } from './ops/log'
import { requestLog } from './ops/request-log'
import { HEALTH_PATHS, healthRoutes, metricsEndpoint } from './ops/health'

export interface AppOptions {
  db: Db
  config: ServerConfig
  /** Serve the built host, elements and demo pages too (main.ts); tests leave it out. */
  assets?: AssetDirs
  /** Stopping or not (GET /readyz); main.ts stops it on SIGTERM. Default: a new one, never stopped. */
  lifecycle?: Lifecycle
  /** The request log; default: standard output at config.logLevel (info when unset). */
  logger?: Logger
  /** The database's pool, reported in /metrics (scm_db_pool_*). */
  pool?: { pool: pg.Pool; driver: 'pglite' | 'pg' }
  /** The database's coordination (Database.coordination); default: this process alone (in memory). */
  coordination?: Coordination
}

/** Largest request body (file uploads included). */
export const MAX_BODY_BYTES = 50 * 1024 * 1024

/**
 * The whole HTTP app: db and config on every context, a request id, a log line and metrics for
 * every request, security headers on every answer, the probes (/healthz, /readyz) and /metrics,
 * static assets, authentication (public paths excepted), then every area's routes and the OpenAPI
 * contract of them all (/api/openapi.json, /api/docs); errors and unknown paths answer in the
 * envelope.
 */
export function createApp({ db, config, assets, lifecycle = new Lifecycle(), logger, pool, coordination = localCoordination() }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.onError(onError)
  app.notFound(onNotFound)
  const routes = routeLookup(app)
  app.use('*', async (c, next) => {
    c.set('db', db)
    c.set('config', config)
    c.set('coordination', coordination)
    c.set('routes', routes)
    await next()
  })
  // outermost: every request has its id, its log line and its place in the metrics, whatever answers it
  app.use('*', requestId)
  app.use('*', requestLog({ logger: logger ?? createLogger(config.logLevel), lifecycle }))
  if (pool) watchPool(pool.pool, pool.driver)
  // before CORS, the probes, the pages and every route: every answer gets them (preflights, files, errors, 404s too)
  app.use('*', securityHeaders(config))
  // inside the security headers (a compressed answer gets them too), around everything that answers
  app.use('*', compressAnswers())
  if (config.corsOrigins?.length) {
    // Elements embedded in other sites call the API cross-origin with a bearer token (no cookies).
    const origins = config.corsOrigins
    app.use('*', cors({
      origin: origins.includes('*') ? '*' : origins,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'code'],
      exposeHeaders: ['Content-Disposition', REQUEST_ID_HEADER],
      maxAge: 600,
    }))
  }
  // the probes and the metrics before the pages, the body limit and authentication: no session read
  app.route('/', healthRoutes({ db, lifecycle }))
  app.use('/metrics', metricsEndpoint(config.metricsToken))
  if (assets) mountAssets(app, assets)
  app.use('*', bodySizeLimit(MAX_BODY_BYTES))
  registerPublicPaths([...areas.flatMap((area) => area.publicPaths ?? []), ...CONTRACT_PATHS, ...HEALTH_PATHS])
  app.use('*', authenticate)
  app.use('*', refuseNulInQuery)
  for (const area of areas) for (const routes of area.routes) app.route('/', routes)
  if (config.testClock) app.route('/', testClockRoutes)
  app.route('/', contractRoutes(app))
  return app
}
