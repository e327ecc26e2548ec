import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = Record<string, unknown>

/** What a call reads: the zod schema its handler parses with, or a JSON Schema a definition yields. */
export type Shape = z.ZodType | JsonSchema

/** The request of a call, as the OpenAPI contract (http/openapi.ts) shows it. */
export interface CallInput {
  /** The body: JSON (form-encoded fields are read the same way, see readPayload). */
  body?: Shape
  /** The query string (an object schema: one parameter per property). */
  query?: Shape
}

const inputs = new WeakMap<object, CallInput>()

/**
 * Declares what a call reads, beside its grant: `app.post(path, requireFn(fn), accepts({ body:
 * saveBody }), async (c) => { const input = await parseBody(c, saveBody) … })`. It does nothing
 * at run time (the handler still parses); the route table carries it (declaredRoutes) into the
 * OpenAPI contract, so the schema the handler uses is the one the contract shows.
 */
export function accepts(input: CallInput): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next()
  inputs.set(declaration, input)
  return declaration
}

/** The input a route handler (an `accepts` declaration) names, if it is one. */
export function routeInput(handler: unknown): CallInput | undefined {
  return typeof handler === 'function' ? inputs.get(handler) : undefined
}
