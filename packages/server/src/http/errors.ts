import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { isDatabaseUnavailable, pgErrorCode } from '../db/errors'
import { fail } from './envelope'
import { zodMessage } from './zod-message'
import * as clock from '../clock'

/** Postgres error codes that bad input can reach; the answer is a 400, never a 500. */
export const PG_INPUT_ERRORS: Record<string, string> = {
  '23505': '数据重复，编码或名称已存在',
  '23503': '关联的数据不存在或已被其他数据引用',
  '23502': '必填数据缺失',
  '22001': '数据长度超出限制',
  '22003': '数值超出范围',
  '22007': '日期格式错误',
  '22008': '日期超出范围',
  '22P02': '数据格式错误',
  '22021': '数据包含无效字符',
  '22P05': '数据包含无效字符',
}

/** Two transactions that met on the same rows (a deadlock, a serialisation failure): nothing was saved, try again. */
const PG_CONFLICTS = new Set(['40P01', '40001'])

/** While the database restarts or fails over: the call did nothing, and may be repeated shortly. */
export const DATABASE_UNAVAILABLE_MSG = '数据库暂时不可用，请稍后重试'
/** What onError and onNotFound answer beside those (the OpenAPI contract lists them for every call). */
export const MALFORMED_MSG = '请求数据格式错误'
export const CONFLICT_MSG = '数据正被他人同时修改，请稍后重试'
export const INTERNAL_MSG = '服务器内部错误'
export const NO_SUCH_CALL_MSG = '接口不存在'

/**
 * A call refused for a reason its caller can act on (记录不存在, 编码已存在, a state that does not
 * allow it): thrown anywhere below a route, answered by onError as an envelope with its message and
 * status, and the field messages in `Data.errors`. The kits' refusals (ResourceError) are these.
 */
export class CallRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
  }
}

/** Global onError: the envelope for every failure, no stack to the client. */
export function onError(err: Error, c: Context) {
  if (err instanceof CallRefusal) return fail(c, err.message, err.status, err.errors ? { errors: err.errors } : undefined)
  if (err instanceof ZodError) return fail(c, zodMessage(err), 400)
  if (err instanceof HTTPException) {
    if (err.res) return err.res
    return fail(c, err.message || '请求错误', err.status)
  }
  if (err instanceof SyntaxError) return fail(c, MALFORMED_MSG, 400) // malformed JSON body
  const code = pgErrorCode(err)
  if (code && PG_INPUT_ERRORS[code]) return fail(c, PG_INPUT_ERRORS[code], 400)
  if (code && PG_CONFLICTS.has(code)) return fail(c, CONFLICT_MSG, 409)
  if (isDatabaseUnavailable(err)) {
    console.error(`[${clock.now().toISOString()}] ${c.req.method} ${c.req.path} 数据库不可用：${(err.cause as Error | undefined)?.message ?? err.message}`)
    c.header('Retry-After', '5')
    return fail(c, DATABASE_UNAVAILABLE_MSG, 503)
  }
  console.error(`[${clock.now().toISOString()}] ${c.req.method} ${c.req.path} 失败：`, err)
  return fail(c, INTERNAL_MSG, 500)
}

export function onNotFound(c: Context) {
  return fail(c, NO_SUCH_CALL_MSG, 404)
}
