import { readItem, writeItem } from './storage'

/** localStorage key of the API base chosen at start-up (logout clears it). */
export const API_BASE_KEY = 'apiBase'

/** Runtime configuration a page may set before loading our scripts. */
export interface ScmPageConfig {
  apiBase?: string
}

declare global {
  var SCM_CONFIG: ScmPageConfig | undefined
}

/**
 * Prefix of every API call: the stored runtime configuration, else the embedding page's
 * `SCM_CONFIG.apiBase`, else '' (same origin). Used verbatim, also for request signing.
 */
export function getApiBase(): string {
  const stored = readItem('localStorage', API_BASE_KEY)
  if (stored) return stored
  const pageBase = globalThis.SCM_CONFIG?.apiBase
  return typeof pageBase === 'string' ? pageBase : ''
}

export function setApiBase(apiBase: string): void {
  writeItem('localStorage', API_BASE_KEY, apiBase)
}

export function clearApiBase(): void {
  writeItem('localStorage', API_BASE_KEY, null)
  configRead = false
}

/** Data of GET /api/test/getconfig. */
export interface RuntimeConfig {
  ApiBase: string
  [setting: string]: unknown
}

export const RUNTIME_CONFIG_PATH = '/api/test/getconfig'

/** The runtime configuration being read (settled either way), or none: calls wait for it. */
let reading: Promise<unknown> = Promise.resolve()
/** This page has read the runtime configuration since the API base was last cleared (logout). */
let configRead = false

/** Whether the page still has to read its runtime configuration (never read, failed, or cleared by a logout). */
export function runtimeConfigMissing(): boolean {
  return !configRead
}

/**
 * Settles once the runtime configuration a page is reading is in (or has failed): the API client
 * waits for it before it reads the API base, so a page may draw before the answer comes.
 */
export function whenConfigured(): Promise<unknown> {
  return reading
}

/**
 * Reads the runtime configuration from the server that served the page (a public call, so no
 * token) and stores its API base. An empty ApiBase means "same origin" and clears a stale one.
 * Rejects with a Chinese message when the server cannot be reached or refuses.
 */
export function loadRuntimeConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  const read = readRuntimeConfig(fetchImpl)
  reading = read.catch(() => undefined)
  return read
}

async function readRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  let envelope: { Code?: unknown; Msg?: unknown; Message?: unknown; Data?: unknown }
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(String(response.status))
    envelope = (await response.json()) as typeof envelope
  } catch {
    throw new Error('网络错误，链接超时')
  }
  if (envelope?.Code !== 1 || !envelope.Data || typeof envelope.Data !== 'object') {
    const text = typeof envelope?.Msg === 'string' && envelope.Msg ? envelope.Msg : envelope?.Message
    throw new Error(typeof text === 'string' && text ? text : '操作失败')
  }
  const data = envelope.Data as Record<string, unknown>
  const config: RuntimeConfig = { ...data, ApiBase: typeof data.ApiBase === 'string' ? data.ApiBase : '' }
  if (config.ApiBase) setApiBase(config.ApiBase)
  else clearApiBase()
  configRead = true
  return config
}
