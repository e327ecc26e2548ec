import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from '../http/context'
import { clientIp } from '../http/body'
import { httpRequestDuration, httpRequests } from '../platform/metrics'
import type { Lifecycle } from './lifecycle'
import type { Logger } from './log'
import { PROBE_PATHS } from './health'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The route template that answered (`/File/File/Avatar/:userid`): the first route Hono matched for
 * the method; a static file or page, the middleware's path (`/elements/*`, `*`); no route at all,
 * `(none)`. A label of the metrics: never the raw URL, whose ids would make a series each.
 */
export function routeTemplate(c: Context): string {
  const matched = matchedRoutes(c)
  const route = matched.find((r) => r.method !== 'ALL')
  if (route) return route.path
  if (c.res.status === 404) return '(none)'
  const specific = matched.filter((r) => r.path !== '*' && r.path !== '/*').pop()
  return specific?.path ?? '*'
}

/**
 * Around every request (inside the request id): one JSON log line when it is answered —
 * {reqId, method, path, route, status, ms, user, ip, err?}, at info (the probes and /metrics at
 * debug: a balancer checks every few seconds) — its count and latency in the metrics, and, once
 * the instance is stopping, `Connection: close` so clients and balancers reconnect elsewhere.
 * The path is logged without its query string (tokens travel there on some embedded calls).
 */
export function requestLog({ logger, lifecycle }: { logger: Logger; lifecycle: Lifecycle }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = performance.now() - started
    if (lifecycle.stopping) c.header('Connection', 'close')
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER'
    const route = routeTemplate(c)
    const status = c.res.status
    httpRequests.inc({ method, route, status: String(status) })
    httpRequestDuration.observe({ method, route }, ms / 1000)
    const level = PROBE_PATHS.includes(route) ? 'debug' : 'info'
    if (!logger.isLevelEnabled(level)) return
    const line: Record<string, unknown> = {
      reqId: c.get('requestId'),
      method,
      path: c.req.path,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      user: c.get('user')?.usercode,
      ip: clientIp(c),
    }
    if (c.error && status >= 500) line.err = c.error.message
    logger[level](line, 'request')
  }
}
