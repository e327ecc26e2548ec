import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = Record<string, unknown>

/** What a call reads: the zod schema its handler parses with, or a JSON Schema a definition yields. */
export type Shape = z.ZodType | JsonSchema

/** The request of a call, as the OpenAPI contract (http/openapi.ts) shows it. */
export interface CallInput {
  /** The body: JSON (form-encoded fields are read the same way, see readPayload); of a GET, its query string. */
  body?: Shape
  /** The query string (an object schema: one parameter per property). */
  query?: Shape
  /**
   * The query's values may come in the body instead (paramOf: `Del?id=` or `{id}`): on a POST
   * neither place requires them.
   */
  queryOrBody?: boolean
  /** A multipart/form-data upload: its fields, files among them (`uploadedFiles`). */
  upload?: Shape
  /** The answer when it is not the envelope (POST /token, the contract itself). */
  answer?: { description: string; type?: string; schema?: Shape }
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

/** Files of an upload form (one or more parts named `file` or `files`), for the contract. */
export const uploadedFiles: JsonSchema = {
  anyOf: [
    { type: 'string', contentMediaType: 'application/octet-stream' },
    { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
  ],
}

/** The input a route handler (an `accepts` declaration) names, if it is one. */
export function routeInput(handler: unknown): CallInput | undefined {
  return typeof handler === 'function' ? inputs.get(handler) : undefined
}

/**
 * A shape as JSON Schema: a zod schema converted (its input side: what the client sends, before
 * coercions and transforms), a JSON Schema as it is.
 */
export function jsonSchemaOf(shape: Shape): JsonSchema {
  if (!('_zod' in shape)) return shape
  const { $schema: _dialect, ...schema } = z.toJSONSchema(shape as z.ZodType, { io: 'input', unrepresentable: 'any' })
  return schema
}
