import type { Context } from 'hono'
import type { z } from 'zod'
import { refuse } from './envelope'

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
  if (isForm(c)) return (await c.req.parseBody({ all: true })) as Record<string, unknown>
  const text = await c.req.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    refuse('请求数据格式错误')
  }
}

/** The body as an object (a JSON array or scalar → 400 请求数据格式错误). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const value = await readPayload(c)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) refuse('请求数据格式错误')
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
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return (incoming?.socket?.remoteAddress ?? '').slice(0, 64)
}
