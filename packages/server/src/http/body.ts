import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { fail, refuse } from './envelope'
import { MALFORMED_MSG } from './errors'

/** Node's request under @hono/node-server (absent under app.request() in tests). */
function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
}

export const TOO_LARGE_MSG = '请求数据过大'

/**
 * Refuses bodies over `maxBytes` with 413 请求数据过大. The size is judged from Content-Length
 * when the request gives it (hono's bodyLimit would build a fetch Request for every call, GETs
 * too, just to look at its body); chunked bodies are counted while they stream.
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: (c) => fail(c, TOO_LARGE_MSG, 413) })
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next)
    if (Number(length) > maxBytes) return fail(c, TOO_LARGE_MSG, 413)
    return next()
  }
}

function readAll(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    incoming.once('error', reject)
    // a client that goes away mid-body: settle instead of waiting forever
    incoming.once('close', () => incoming.complete || reject(new Error('请求数据未完整送达')))
  })
}

/**
 * The raw body text, read once per request and shared with c.req.text()/json() through hono's
 * body cache (the signature check reads it too). On the Node server it comes straight from Node's
 * request while nothing else has touched the body: hono's generic path builds a fetch Request and
 * a web stream per call, a measurable share of a list call's CPU time.
 */
export function bodyText(c: Context): Promise<string> {
  const cache = c.req.bodyCache as { text?: Promise<string> }
  if (cache.text) return cache.text
  const incoming = nodeRequest(c)
  const untouched =
    incoming && !Object.keys(cache).length && !incoming.readableDidRead && !incoming.readableEnded && incoming.listenerCount('data') === 0
  if (!untouched) return c.req.text()
  return (cache.text = readAll(incoming))
}

function isForm(c: Context): boolean {
  const type = c.req.header('content-type') ?? ''
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')
}

/**
 * The request body as sent: form-encoded or multipart fields as an object, else JSON of any shape
 * (whatever the content type says, since old clients send JSON as text/plain). Empty body → {}.
 * Malformed JSON → 400 请求数据格式错误.
 */
export async function readPayload(c: Context): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {}
  if (isForm(c)) return withoutNul((await c.req.parseBody({ all: true })) as Record<string, unknown>)
  const text = await bodyText(c)
  if (!text.trim()) return {}
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    refuse(MALFORMED_MSG)
  }
  return withoutNul(value)
}

export const NUL_MSG = '请求数据不能包含空字符'

/**
 * NUL refused where input is read: PostgreSQL cannot store or compare text holding it, so a
 * filter with one would fail inside a query (after a streamed export had begun answering).
 * Every string (keys too) of a parsed body; uploaded files are not text and are not looked at.
 */
function withoutNul<T>(value: T): T {
  const stack: unknown[] = [value]
  while (stack.length) {
    const item = stack.pop()
    if (typeof item === 'string') {
      if (item.includes('\0')) refuse(NUL_MSG)
    } else if (Array.isArray(item)) {
      for (const v of item) stack.push(v)
    } else if (item !== null && typeof item === 'object' && !(item instanceof Blob)) {
      for (const [key, v] of Object.entries(item)) {
        if (key.includes('\0')) refuse(NUL_MSG)
        stack.push(v)
      }
    }
  }
  return value
}

/**
 * Global: a query string with a NUL byte (%00) answers 400 before any handler reads it, for the
 * same reason as bodies (readPayload).
 */
export const refuseNulInQuery: MiddlewareHandler = async (c, next) => {
  const url = c.req.url
  const query = url.indexOf('?')
  if (query >= 0 && /%00/.test(url.slice(query))) return fail(c, NUL_MSG, 400)
  return next()
}

/** The body as an object (a JSON array or scalar → 400 请求数据格式错误). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const value = await readPayload(c)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) refuse(MALFORMED_MSG)
  return value as Record<string, unknown>
}

/**
 * Body validated by a zod schema (ZodError → 400 with the first field's Chinese message).
 * Any JSON shape: `parseBody(c, z.array(z.number()))` takes a list of ids.
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return schema.parse(await readPayload(c))
}

/** Query string validated by a zod schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.query())
}

/** The caller's address for logs and sessions (X-Forwarded-For first hop behind a proxy). */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, 64)
  return (nodeRequest(c)?.socket?.remoteAddress ?? '').slice(0, 64)
}

/** A 0/1 flag of a JSON body: true/false, 0/1, '0'/'1', 'true'/'false'. */
export const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')], {
  error: '标志只能是 0 或 1',
}).transform((v) => v === true || v === 1 || v === '1' || v === 'true')
