import type { Context } from 'hono'
import { z } from 'zod'
import { parseBody } from './body'

/**
 * A value given as `?name=` or in the JSON/form body (the spec writes `Del?id`, screens often post
 * `{id}`): the query string wins.
 */
export async function paramOf(c: Context, name: string): Promise<unknown> {
  const fromQuery = c.req.query(name)
  if (fromQuery !== undefined) return fromQuery
  if (c.req.method === 'GET') return undefined
  const body = (await parseBody(c, z.record(z.string(), z.unknown(), { error: '请求数据格式错误' }))) as Record<string, unknown>
  return body[name]
}

/** A positive integer id from `?name=` or the body; missing or malformed → 400 `message`. */
export async function idParam(c: Context, name: string, message: string): Promise<number> {
  return z.coerce.number({ error: message }).int(message).positive(message).parse(await paramOf(c, name))
}

/** A text key (role code, menu id…) from `?name=` or the body. */
export async function keyParam(c: Context, name: string, message: string, max = 80): Promise<string> {
  const value = await paramOf(c, name)
  return z.string({ error: message }).trim().min(1, message).max(max, message).parse(typeof value === 'number' ? String(value) : value)
}
