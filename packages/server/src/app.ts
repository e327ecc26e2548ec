import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Db } from './db'
import type { ServerConfig } from './config'
import type { AppEnv } from './http/context'
import { bodySizeLimit, refuseNulInQuery } from './http/body'
import { onError, onNotFound } from './http/errors'
import { authenticate } from './http/auth'
import { routeLookup } from './http/route-grants'
import { mountAssets, type AssetDirs } from './http/assets'
import { areas } from './areas'
import { registerPublicPaths } from './http/public-paths'
import { CONTRACT_PATHS, contractRoutes } from './http/openapi'
import { testClockRoutes } from './test-clock'

export interface AppOptions {
  db: Db
  config: ServerConfig
  /** Serve the built host, elements and demo pages too (main.ts); tests leave it out. */
  assets?: AssetDirs
}

/** Largest request body (file uploads included). */
export const MAX_BODY_BYTES = 50 * 1024 * 1024

/**
 * The whole HTTP app: db and config on every context, static assets, authentication (public
 * paths excepted), then every area's routes and the OpenAPI contract of them all (/api/openapi.json,
 * /api/docs); errors and unknown paths answer in the envelope.
 */
export function createApp({ db, config, assets }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.onError(onError)
  app.notFound(onNotFound)
  const routes = routeLookup(app)
  app.use('*', async (c, next) => {
    c.set('db', db)
    c.set('config', config)
    c.set('routes', routes)
    await next()
  })
  if (config.corsOrigins?.length) {
    // Elements embedded in other sites call the API cross-origin with a bearer token (no cookies).
    const origins = config.corsOrigins
    app.use('*', cors({
      origin: origins.includes('*') ? '*' : origins,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'code'],
      exposeHeaders: ['Content-Disposition'],
      maxAge: 600,
    }))
  }
  if (assets) mountAssets(app, assets)
  app.use('*', bodySizeLimit(MAX_BODY_BYTES))
  registerPublicPaths([...areas.flatMap((area) => area.publicPaths ?? []), ...CONTRACT_PATHS])
  app.use('*', authenticate)
  app.use('*', refuseNulInQuery)
  for (const area of areas) for (const routes of area.routes) app.route('/', routes)
  if (config.testClock) app.route('/', testClockRoutes)
  app.route('/', contractRoutes(app))
  return app
}
