// The spec's error catalogue (§8): the exact texts a user sees. Shared so the server and the
// screens never spell them differently.
export const CATALOGUE = {
  failed: '操作失败',
  succeeded: '操作成功',
  unauthorized: '登录失效，请登录',
  loginFailed: '登录失败，账号或密码错误或被禁止登陆，请用管理员账号查看！',
  network: '网络错误，链接超时',
} as const

/** The response envelope of every call except POST /token. Code 1 means success. */
export interface Envelope<T = unknown> {
  Code: number
  Msg?: string
  Message?: string
  Data: T
}

/** What a rejected call carries: the text shown (or that would be shown when silent). */
export class ApiError extends Error {
  status?: number
  code?: number
  data?: unknown
  constructor(message: string, details: { status?: number; code?: number; data?: unknown } = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = details.status
    this.code = details.code
    this.data = details.data
  }
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** Server text of an envelope or error body: Msg first, then Message. */
export function serverText(body: unknown, prefer: 'Msg' | 'Message' = 'Msg'): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  const other = prefer === 'Msg' ? 'Message' : 'Msg'
  return nonEmptyText(record[prefer]) ?? nonEmptyText(record[other])
}

export function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && typeof (body as Record<string, unknown>).Code === 'number'
}

/** The token endpoint, whatever prefix or query it is called with. */
export function isTokenPath(path: string): boolean {
  const bare = (path.split('?')[0] ?? '').replace(/\/+$/, '')
  return /(^|\/)token$/i.test(bare)
}
