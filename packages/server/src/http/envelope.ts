import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HTTPException } from 'hono/http-exception'

/** The spec's response envelope: Code 1 = success, Msg, Data. */
export interface Envelope<T = unknown> {
  Code: 0 | 1
  Msg: string
  Data: T
}

export function ok<T>(c: Context, data: T, msg = '操作成功') {
  return c.json({ Code: 1, Msg: msg, Data: data } satisfies Envelope<T>, 200)
}

/** The success envelope around data the database already wrote as JSON text (not parsed and encoded again). */
export function okJson(c: Context, json: string, msg = '操作成功') {
  return c.body(`{"Code":1,"Msg":${JSON.stringify(msg)},"Data":${json}}`, 200, { 'Content-Type': 'application/json; charset=UTF-8' })
}

export function fail<T = null>(c: Context, msg: string, status: ContentfulStatusCode = 400, data?: T) {
  return c.json({ Code: 0, Msg: msg, Data: (data ?? null) as T | null } satisfies Envelope<T | null>, status)
}

/**
 * Stops the request with a Chinese message in the envelope (HTTP `status`, default 400).
 * Use it deep inside services: `if (!order) refuse('订单不存在', 404)`.
 */
export function refuse(msg: string, status: ContentfulStatusCode = 400): never {
  throw new HTTPException(status, { message: msg })
}
