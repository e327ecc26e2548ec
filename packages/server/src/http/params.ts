import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { parseBody } from './body'
import { accepts } from './call-input'

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

/** An id as callers send it: a number or its digits (what idParam and parseId take). */
export const idValue = z.union([z.number().int().positive(), z.string().regex(/^\s*[1-9]\d*\s*$/)])

/** A text key as callers send it (what keyParam takes). */
export const keyValue = (max = 80) => z.union([z.string().trim().min(1).max(max), z.number()])

/**
 * Declares, for the contract, the values a call reads with paramOf/idParam/keyParam: each as
 * `?name=` or, on a POST, in the body (the query string wins). All are required unless named in
 * `optional`.
 */
export function acceptsParams(params: Record<string, z.ZodType>, optional: string[] = []): MiddlewareHandler {
  const shape = z.object(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, optional.includes(name) ? value.optional() : value])))
  return accepts({ query: shape, body: shape, queryOrBody: true })
}

/** acceptsParams of ids (`?id=`, `?contract_id=&file_id=`…). */
export const acceptsIds = (...names: string[]): MiddlewareHandler => acceptsParams(Object.fromEntries(names.map((name) => [name, idValue])))

/** `?searchKey=` of the pickers and trees (filterText, refused past 100 characters). */
export const searchKeyValue = z.string().max(100)
export const searchKeyQuery = z.object({ searchKey: searchKeyValue.optional() })

/** A number as parseNumber takes it (a number or its text). */
export const numberValue = z.union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)])
/** A date as parseDate takes it: `yyyy-MM-dd`, a time after it ignored. */
export const dateValue = z.string().regex(/^\s*\d{4}-\d{2}-\d{2}/)
