import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'

// Every request has an id: the caller's X-Request-Id when it is a short token of safe characters
// (a load balancer's or a client's own, so one id follows a call across their logs and ours),
// else a new UUID. It is answered in the same header, written in the request's log line and in
// the audit rows the request writes (platform/audit.ts reads it through currentRequestId(), so no
// caller of writeAudit has to pass it along).

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** Letters, digits and `-_.:=`, up to 64 (audit_log.request_id): nothing a log reader or a header could misread. */
const SAFE_REQUEST_ID = /^[\w.:=-]{1,64}$/

export function isSafeRequestId(value: string | undefined): value is string {
  return !!value && SAFE_REQUEST_ID.test(value)
}

const storage = new AsyncLocalStorage<{ requestId: string }>()

/** The id of the request being served ('' outside one, e.g. in a background job not given one). */
export function currentRequestId(): string {
  return storage.getStore()?.requestId ?? ''
}

/** Runs `work` as if for a request of that id (a job run may name its audit rows this way). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work)
}

/** The request's id on the context (`c.get('requestId')`), in the answer's header and around the rest of the chain. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header(REQUEST_ID_HEADER)
  const id = isSafeRequestId(given) ? given : randomUUID()
  c.set('requestId', id)
  await withRequestId(id, next)
  // after the chain: on every answer, whoever made it (a route, a static file, onError, a 404)
  c.header(REQUEST_ID_HEADER, id)
}
