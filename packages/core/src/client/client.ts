import { ofetch } from 'ofetch'
import { loading } from '../loading'
import { messages } from '../messages'
import { clearSession, getApiBase, getToken, removeToken, setToken, whenConfigured } from '../session'
import { isSignedPath, SIGN_HEADER, signRequest } from '../sign'
import { ApiError, CATALOGUE, type Envelope, isEnvelope, isTokenPath, serverText } from './catalogue'

export interface ApiClientOptions {
  /** API prefix, read on every call; default getApiBase(). */
  baseURL?: string | (() => string)
  /** Bearer token, read on every call; default the session token. */
  getToken?: () => string | null | undefined
  /** After a 401 (token already cleared); default: clearSession() and reload the page. */
  onUnauthorized?: () => void
  /** Milliseconds before a call fails with 网络错误，链接超时; default 30 000. */
  timeout?: number
}

export interface CallOptions {
  query?: Record<string, unknown>
  /** add nd=<Date.now()> so no cache answers a GET */
  timestamp?: boolean
  /** on success show Msg or 操作成功 */
  successMessage?: boolean
  /** add the `code` signature header (material calls; account calls are signed by their path) */
  sign?: boolean
  /** do not show messages; the caller handles the rejected ApiError */
  silent?: boolean
}

export interface TokenAnswer {
  access_token: string
  token_type: string
  expires_in: number
}

export interface ApiClient {
  /** Resolves Data when Code === 1; otherwise shows the catalogue message and rejects ApiError. */
  get<T>(path: string, opts?: CallOptions): Promise<T>
  post<T>(path: string, body?: unknown, opts?: CallOptions): Promise<T>
  /** Same rules as get/post, but resolves the whole envelope (for Msg or extra fields). */
  request<T>(method: 'GET' | 'POST', path: string, body?: unknown, opts?: CallOptions): Promise<Envelope<T>>
  /** OAuth2 password grant on /token; stores the token in the session. */
  login(username: string, password: string, opts?: Pick<CallOptions, 'silent'>): Promise<TokenAnswer>
  /** A file answer (Excel export): GET without body, POST with one. */
  download(path: string, body?: unknown, opts?: CallOptions): Promise<Blob>
}

export const TOKEN_PATH = '/token'
const DEFAULT_TIMEOUT = 30_000

interface Exchange {
  status: number
  ok: boolean
  body: unknown
}

function reloadAfterLogout(): void {
  clearSession()
  const place = (globalThis as { location?: { reload?: () => void } }).location
  place?.reload?.()
}

/** Error bodies of a blob request arrive as Blob; read them as JSON when they are JSON. */
async function readBody(body: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && body instanceof Blob && /json/i.test(body.type)) {
    try {
      return JSON.parse(await body.text())
    } catch {
      return undefined
    }
  }
  return body
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseOf = () => (typeof options.baseURL === 'function' ? options.baseURL() : options.baseURL ?? getApiBase())
  const tokenOf = options.getToken ?? getToken
  const onUnauthorized = options.onUnauthorized ?? reloadAfterLogout
  const timeout = options.timeout ?? DEFAULT_TIMEOUT

  function fail(text: string, details: ConstructorParameters<typeof ApiError>[1], opts: CallOptions): never {
    if (!opts.silent) messages.show(text, 'error')
    throw new ApiError(text, details)
  }

  async function exchange(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    opts: CallOptions,
    kind: 'json' | 'form',
    responseType: 'json' | 'blob',
  ): Promise<Exchange> {
    // the page may be drawn before its runtime configuration is in: the base is read once it is
    await whenConfigured()
    const base = baseOf()
    const headers: Record<string, string> = { Accept: 'application/json' }
    let bodyText: string | undefined
    if (kind === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      bodyText = new URLSearchParams(body as Record<string, string>).toString()
    } else {
      headers['Content-Type'] = 'application/json'
      // serialised here, once, so the signature covers exactly the bytes sent
      if (method === 'POST' && body !== undefined) bodyText = JSON.stringify(body)
    }
    const token = isTokenPath(path) ? null : tokenOf()
    if (token) headers.Authorization = `Bearer ${token}`
    if (opts.sign ?? isSignedPath(path)) headers[SIGN_HEADER] = signRequest(base, path, bodyText ?? '')
    const query: Record<string, unknown> = { ...opts.query }
    if (opts.timestamp) query.nd = Date.now()
    let response
    try {
      response = await ofetch.raw(path, {
        method,
        baseURL: base || undefined,
        query,
        headers,
        body: bodyText,
        retry: false,
        timeout,
        ignoreResponseError: true,
        responseType,
      })
    } catch (error) {
      // no answer at all: refused, offline, DNS, timeout
      return fail(CATALOGUE.network, { data: error }, opts)
    }
    return { status: response.status, ok: response.ok, body: await readBody(response._data) }
  }

  /** The HTTP part of the catalogue; returns only for a 2xx answer. */
  function checkStatus(path: string, answer: Exchange, opts: CallOptions): void {
    if (answer.ok) return
    const details = { status: answer.status, data: answer.body }
    // the token URL keeps the spec's own wording, even when the server explains (e.g. locked)
    if (isTokenPath(path)) fail(CATALOGUE.loginFailed, details, opts)
    if (answer.status === 401) {
      removeToken()
      if (!opts.silent) messages.show(CATALOGUE.unauthorized, 'error')
      try {
        onUnauthorized()
      } catch {
        // the reload hook is the caller's; its failure must not hide the 401
      }
      throw new ApiError(CATALOGUE.unauthorized, details)
    }
    fail(serverText(answer.body, 'Message') ?? CATALOGUE.network, details, opts)
  }

  function checkEnvelope<T>(answer: Exchange, opts: CallOptions): Envelope<T> {
    const body = answer.body
    if (!isEnvelope(body) || body.Code !== 1) {
      const code = isEnvelope(body) ? body.Code : undefined
      fail(serverText(body) ?? CATALOGUE.failed, { status: answer.status, code, data: body }, opts)
    }
    if (opts.successMessage) messages.show(serverText(body) ?? CATALOGUE.succeeded, 'success')
    return body as Envelope<T>
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, opts: CallOptions = {}) {
    const stop = loading.start()
    try {
      const answer = await exchange(method, path, body, opts, 'json', 'json')
      checkStatus(path, answer, opts)
      return checkEnvelope<T>(answer, opts)
    } finally {
      stop()
    }
  }

  return {
    request,
    async get<T>(path: string, opts?: CallOptions) {
      return (await request<T>('GET', path, undefined, opts)).Data
    },
    async post<T>(path: string, body?: unknown, opts?: CallOptions) {
      return (await request<T>('POST', path, body, opts)).Data
    },
    async login(username, password, opts = {}) {
      const stop = loading.start()
      try {
        const form = { grant_type: 'password', username, password }
        const answer = await exchange('POST', TOKEN_PATH, form, opts, 'form', 'json')
        checkStatus(TOKEN_PATH, answer, opts)
        const token = answer.body as Partial<TokenAnswer> | undefined
        if (!token || typeof token.access_token !== 'string' || !token.access_token) {
          fail(CATALOGUE.loginFailed, { status: answer.status, data: answer.body }, opts)
        }
        setToken(token.access_token)
        return {
          access_token: token.access_token,
          token_type: typeof token.token_type === 'string' ? token.token_type : 'bearer',
          expires_in: Number(token.expires_in ?? 0),
        }
      } finally {
        stop()
      }
    },
    async download(path, body, opts = {}) {
      const stop = loading.start()
      try {
        const method = body === undefined ? 'GET' : 'POST'
        const answer = await exchange(method, path, body, opts, 'json', 'blob')
        checkStatus(path, answer, opts)
        // a refusal comes back as an envelope instead of a file
        if (!(answer.body instanceof Blob)) checkEnvelope(answer, opts)
        if (!(answer.body instanceof Blob)) fail(CATALOGUE.failed, { status: answer.status, data: answer.body }, opts)
        return answer.body
      } finally {
        stop()
      }
    },
  }
}
