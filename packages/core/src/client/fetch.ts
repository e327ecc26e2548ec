// The one HTTP exchange the API client makes, on the browser's own fetch: the API base and the
// query joined to the path, a time limit, the answer read as JSON (its text when it is not JSON) or
// as a file. It replaces ofetch (with ufo and destr: 10 kB minified in every bundle with the
// client, the single-file widgets included), of which the client used exactly this, and keeps its
// rules: the path joined to the base as ufo's withBase does, the query written as its withQuery
// does (undefined left out, an array as repeated keys, an object as JSON, a value given for a key
// the path already has replacing it), no body read for 204/205/304.

export interface SendOptions {
  method: 'GET' | 'POST'
  /** API prefix; '' or '/' for none. */
  baseURL?: string
  query?: Record<string, unknown>
  headers: Record<string, string>
  body?: string
  /** Milliseconds until the call is given up (rejects). */
  timeout: number
  /** 'json': the text parsed when it is JSON, else the text; 'blob': the file. */
  responseType: 'json' | 'blob'
}

export interface Answer {
  status: number
  ok: boolean
  /** The body as read (undefined when there is none). */
  data: unknown
}

const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/
const NO_BODY = new Set([101, 204, 205, 304])

/** `path` below `base` (one slash between), unless it is a full URL or already below it. */
export function withBase(path: string, base = ''): string {
  if (!base || base === '/' || PROTOCOL.test(path)) return path
  const bare = base.endsWith('/') ? base.slice(0, -1) : base
  if (path.startsWith(bare) && [undefined, '/', '?'].includes(path[bare.length])) return path
  if (!path || path === '/') return bare
  return `${bare.endsWith('/') ? bare : `${bare}/`}${path.replace(/^\.?\//, '')}`
}

const queryText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value === null ? '' : JSON.stringify(value)

/** `url` with `query` added to its own (a key it has keeps its place; undefined leaves a key out). */
export function withQuery(url: string, query: Record<string, unknown> = {}): string {
  const hashAt = url.indexOf('#')
  const hash = hashAt < 0 ? '' : url.slice(hashAt)
  const rest = hashAt < 0 ? url : url.slice(0, hashAt)
  const searchAt = rest.indexOf('?')
  const own = new URLSearchParams(searchAt < 0 ? '' : rest.slice(searchAt + 1))
  const merged = new Map<string, unknown>([...own.keys()].map((key) => [key, own.getAll(key)]))
  for (const [key, value] of Object.entries(query)) merged.set(key, value)
  const params = new URLSearchParams()
  for (const [key, value] of merged) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, typeof item === 'string' ? item : JSON.stringify(item))
    else params.append(key, queryText(value))
  }
  const search = params.toString()
  return `${searchAt < 0 ? rest : rest.slice(0, searchAt)}${search ? `?${search}` : ''}${hash}`
}

/** An answer's text as JSON, or the text itself when it is not JSON ('' for an empty body). */
export function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** One call; rejects when no answer came (refused, offline, past the time limit), whatever its status. */
export async function send(path: string, options: SendOptions): Promise<Answer> {
  const url = withQuery(withBase(path, options.baseURL), options.query)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeout)
  let response: Response
  try {
    response = await fetch(url, { method: options.method, headers: options.headers, body: options.body, signal: controller.signal })
  } finally {
    clearTimeout(timer)
  }
  const data = !response.body || NO_BODY.has(response.status) ? undefined : options.responseType === 'blob' ? await response.blob() : parseAnswer(await response.text())
  return { status: response.status, ok: response.ok, data }
}
