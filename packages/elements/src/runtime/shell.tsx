import { Component, useCallback, useEffect, useMemo, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { EnvironmentProvider } from '@ark-ui/react/environment'
import { Provider as JotaiProvider } from 'jotai/react'
import { createStore } from 'jotai/vanilla'
import { createApiClient, embedTokenExpiry, getApiBase, getToken, TOKEN_REFRESH_LEAD_SECONDS } from '@scm/core'
import { ElementContext, emitFrom, type ElementEnvironment } from './context'

// What every element renders around its screen component: the element context (host, shadow
// root, API client), Ark UI's environment bound to the shadow root (so Dialog, Select, Menu and
// Popover portals land inside it, where the stylesheet applies), the element's own jotai store,
// and an error boundary that reports instead of leaving a blank element.

type Store = ReturnType<typeof createStore>
const STORE_KEY = Symbol.for('scm.portal.element-store')
type StoreHolder = HTMLElement & { [STORE_KEY]?: Store }

/** One store per element instance, kept on the element so it survives being moved in the page. */
function storeOf(host: HTMLElement): Store {
  const holder = host as StoreHolder
  return (holder[STORE_KEY] ??= createStore())
}

interface ShellProps {
  /** The ShadowRoot, passed by r2wc as `container`. */
  container?: unknown
  apiBase?: string
  token?: string
  [prop: string]: unknown
}

export function createShell(
  Screen: ComponentType<Record<string, unknown>>,
  defaults: Record<string, unknown>,
  /** Emit scm-ready after the first render (not for the runtime's own toaster). */
  announceReady: boolean,
): ComponentType<ShellProps> {
  function ElementShell({ container, apiBase, token, ...props }: ShellProps) {
    const shadowRoot = container as ShadowRoot
    const host = shadowRoot.host as HTMLElement
    const api = useMemo(
      () =>
        createApiClient({
          baseURL: () => apiBase ?? getApiBase(),
          getToken: () => token ?? getToken(),
          // inside an element a 401 must not reload the embedding page: the host decides
          onUnauthorized: () => emitFrom(host, 'scm-unauthorized', {}),
        }),
      [apiBase, token, host],
    )
    const environment = useMemo<ElementEnvironment>(() => ({ host, shadowRoot, api }), [host, shadowRoot, api])
    const rootNode = useCallback(() => shadowRoot, [shadowRoot])
    useEffect(() => {
      if (announceReady) emitFrom(host, 'scm-ready', {})
    }, [host])
    useTokenExpiring(host, token)

    const screenProps: Record<string, unknown> = { ...props }
    for (const [name, value] of Object.entries(defaults)) {
      if (screenProps[name] === undefined) screenProps[name] = value
    }
    return (
      <ElementContext.Provider value={environment}>
        <EnvironmentProvider value={rootNode}>
          <JotaiProvider store={storeOf(host)}>
            <ScreenErrorBoundary host={host}>
              <Screen {...screenProps} />
            </ScreenErrorBoundary>
          </JotaiProvider>
        </EnvironmentProvider>
      </ElementContext.Provider>
    )
  }
  ElementShell.displayName = `ElementShell(${Screen.displayName ?? Screen.name ?? 'Screen'})`
  return ElementShell
}

/**
 * An embed token (core embedTokenExpiry) makes the element fire `scm-token-expiring` {expiresAt
 * (epoch ms), secondsLeft} TOKEN_REFRESH_LEAD_SECONDS before it runs out (at once when less is
 * left). The page answers by setting a fresh `token` attribute or property: the client is rebuilt
 * with it (above) and this timer starts over for the new one. A login token fires nothing.
 */
function useTokenExpiring(host: HTMLElement, token: string | undefined): void {
  const current = token ?? getToken()
  useEffect(() => {
    const expiresAt = embedTokenExpiry(current)
    if (expiresAt === null) return
    const fire = () => emitFrom(host, 'scm-token-expiring', { expiresAt, secondsLeft: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)) })
    const wait = expiresAt - TOKEN_REFRESH_LEAD_SECONDS * 1000 - Date.now()
    if (wait <= 0) {
      fire()
      return
    }
    const timer = setTimeout(fire, wait)
    return () => clearTimeout(timer)
  }, [host, current])
}

interface BoundaryProps {
  host: HTMLElement
  children: ReactNode
}

class ScreenErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const reason = error instanceof Error ? error.message : String(error)
    emitFrom(this.props.host, 'scm-error', { message: `页面出错：${reason}` })
  }

  override render(): ReactNode {
    if (this.state.failed) return <div role="alert">页面出错，请刷新后重试</div>
    return this.props.children
  }
}
