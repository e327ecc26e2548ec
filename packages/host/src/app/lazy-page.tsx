// A page of the host fetched as a chunk of its own (React.lazy). When the fetch fails (network
// gone, a new deployment) the page's place shows a Chinese message with 重试, not a blank portal.
// React.lazy keeps a failed load for good and the module map keeps the failed URL failed, so 重试
// makes a new lazy that imports the chunk under a new URL (core's importAgain). Other errors of
// the page are not this boundary's: they go on to the next one up.
import { Component, createElement, lazy, useState, type ComponentType, type ReactNode } from 'react'
import { failedModuleUrl, importAgain } from '@scm/core'
import { pub } from '../pages/public-styles'

type PageModule<P> = { default: ComponentType<P> }

export const PAGE_FAILED_TEXT = '页面加载失败，请检查网络后重试'

/** React.lazy with a 重试 that really fetches again: `lazyPage(() => import('./Page'))`. */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
  const failures = new WeakSet<object>()
  let failedUrl: string | undefined
  let attempts = 0
  const make = () =>
    lazy(() =>
      (failedUrl ? (importAgain(failedUrl, ++attempts) as Promise<PageModule<P>>) : load()).catch((error: unknown) => {
        failedUrl ??= failedModuleUrl(error)
        if (error && typeof error === 'object') failures.add(error)
        throw error
      }),
    )
  let current = make()
  function LazyPage(props: P) {
    const [, redraw] = useState(0)
    const retry = () => {
      current = make()
      redraw((n) => n + 1)
    }
    return (
      <ChunkBoundary isLoadFailure={(error) => !!error && typeof error === 'object' && failures.has(error)} onRetry={retry}>
        {createElement(current as ComponentType<P>, props)}
      </ChunkBoundary>
    )
  }
  return LazyPage
}

interface BoundaryProps {
  isLoadFailure: (error: unknown) => boolean
  onRetry: () => void
  children: ReactNode
}

class ChunkBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    if (!this.props.isLoadFailure(this.state.error)) throw this.state.error
    return (
      <div role="alert" className={pub.status} style={{ minHeight: 'auto', padding: '24px', gap: '8px' }}>
        {PAGE_FAILED_TEXT}
        <button
          type="button"
          className={pub.button}
          onClick={() => {
            this.setState({ error: null, failed: false })
            this.props.onRetry()
          }}
        >
          重试
        </button>
      </div>
    )
  }
}
