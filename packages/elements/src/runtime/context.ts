import { createContext, useContext, useMemo } from 'react'
import { createApiClient, getApiBase, getToken, type ApiClient } from '@scm/core'
import type { ScmEventDetail, ScmEventName } from './contract'

/** What a component rendered inside an element knows about where it lives. */
export interface ElementEnvironment {
  host: HTMLElement
  shadowRoot: ShadowRoot
  api: ApiClient
}

export const ElementContext = createContext<ElementEnvironment | null>(null)

export type Emit = <N extends ScmEventName>(name: N, detail?: ScmEventDetail<N>) => void

/** Events bubble and are composed, so the page hears them across the shadow boundary. */
export function emitFrom(target: EventTarget, name: string, detail: unknown = {}): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}

let pageClient: ApiClient | undefined

/**
 * The element's API client (its `api-base` and `token` attributes, else the page configuration
 * and session token). Outside an element, e.g. in the host's own React tree, the page's client.
 */
export function useApi(): ApiClient {
  const environment = useContext(ElementContext)
  if (environment) return environment.api
  pageClient ??= createApiClient()
  return pageClient
}

/**
 * For what the browser fetches itself rather than through the API client (uploads, avatar images):
 * the API base and sign-in header, from the element's own `api-base` / `token` first, as its client.
 */
export function useApiTarget(): { apiBase: string; headers: Record<string, string> } {
  const host = useElementHost()
  const apiBase = host.getAttribute('api-base') ?? getApiBase()
  const token = host.getAttribute('token') ?? getToken()
  return { apiBase, headers: token ? { Authorization: `Bearer ${token}` } : {} }
}

/** The custom element (host of the shadow root) this component renders in. */
export function useElementHost(): HTMLElement {
  const environment = useContext(ElementContext)
  if (!environment) throw new Error('useElementHost() 只能在 defineElement 定义的元素内使用')
  return environment.host
}

/** The shadow root the element renders into (for portals and focus handling). */
export function useShadowRoot(): ShadowRoot {
  const environment = useContext(ElementContext)
  if (!environment) throw new Error('useShadowRoot() 只能在 defineElement 定义的元素内使用')
  return environment.shadowRoot
}

/** `emit(name, detail)` dispatches a bubbling, composed CustomEvent from the element. */
export function useEmit(): Emit {
  const environment = useContext(ElementContext)
  // outside an element (the host's own tree) the document is the nearest sensible target
  const target: EventTarget = environment?.host ?? document
  return useMemo<Emit>(() => (name, detail) => emitFrom(target, name, detail ?? {}), [target])
}
