import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import type { Db } from '../db'
import { migrationsCurrent } from '../db/migrate'
import type { AppEnv } from '../http/context'
import { accepts } from '../http/call-input'
import { bearerToken } from '../http/auth'
import { fail } from '../http/envelope'
import { metricsRegistry } from '../platform/metrics'
import type { Lifecycle } from './lifecycle'

// The probes a load balancer or an orchestrator calls, and the metrics a Prometheus scrapes. The
// probes are public and answer small plain JSON, outside the envelope (tools read them, not the
// portal's client); they are mounted before authentication and read no session.

/** The probes: public paths (createApp registers them). */
export const HEALTH_PATHS = ['/healthz', '/readyz']
/** Paths called every few seconds by machines: their log lines are at debug (ops/request-log.ts). */
export const PROBE_PATHS = [...HEALTH_PATHS, '/metrics']

/** A database that has not answered within this is not ready: the probe answers before the balancer gives up on it. */
const READY_TIMEOUT_MS = 3000

type Readiness = 'ready' | 'stopping' | 'database unreachable' | 'migrations pending'

async function readiness(db: Db, lifecycle: Lifecycle): Promise<Readiness> {
  if (lifecycle.stopping) return 'stopping'
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, READY_TIMEOUT_MS, 'timeout')))
  try {
    const current = await Promise.race([migrationsCurrent(db), timeout])
    if (current === 'timeout') return 'database unreachable'
    return current ? 'ready' : 'migrations pending'
  } catch {
    return 'database unreachable'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /healthz → 200 {"status":"ok"}: the process serves (liveness: no database call).
 * GET /readyz → 200 {"status":"ready"}, or 503 {"status":"stopping" | "database unreachable" |
 * "migrations pending"}: send it traffic or not. Stopping (SIGTERM) answers at once; otherwise
 * one query checks the database answers and holds every migration of this build.
 */
export function healthRoutes({ db, lifecycle }: { db: Db; lifecycle: Lifecycle }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const noStore = { 'Cache-Control': 'no-store' }
  routes.get('/healthz', accepts({ answer: { description: '存活探针：进程在服务，回答 {"status":"ok"}，不在信封中' } }), (c) => c.json({ status: 'ok' }, 200, noStore))
  routes.get(
    '/readyz',
    accepts({ answer: { description: '就绪探针：200 {"status":"ready"}；503 {"status":"stopping" | "database unreachable" | "migrations pending"}，不在信封中' } }),
    async (c) => {
      const status = await readiness(db, lifecycle)
      lifecycle.probed(status === 'stopping')
      return c.json({ status }, status === 'ready' ? 200 : 503, noStore)
    },
  )
  return routes
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * GET /metrics: the Prometheus text format, for `Authorization: Bearer <SCM_METRICS_TOKEN>` only
 * (401 otherwise). Without SCM_METRICS_TOKEN it is not there (404). A middleware, not a route: it
 * is no call of the API (not in its contract or route table) and its own token, not a session,
 * guards it.
 */
export function metricsEndpoint(token: string | undefined): MiddlewareHandler<AppEnv> {
  const expected = token ? digest(token) : undefined
  return async (c, next) => {
    if (!expected || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const given = bearerToken(c)
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return fail(c, '需要监控令牌（SCM_METRICS_TOKEN）', 401)
    }
    return c.body(await metricsRegistry.metrics(), 200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' })
  }
}
