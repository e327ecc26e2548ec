import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react'

// A part of the kit whose heavy half (an Ark UI machine, a calendar, a tree) is fetched as a chunk
// of its own the first time the part is drawn, so an element's first paint only waits for what it
// draws at once. Unlike React.lazy it needs no <Suspense> in the screens: until the chunk is there
// the part draws its `placeholder` (same size and look, not yet interactive), then the real one.

type Loader<P> = () => Promise<ComponentType<P>>

export interface LazyPart<P> {
  (props: P): ReactNode
  /** Starts fetching the heavy half now (e.g. when a dialog will soon open). */
  preload: () => Promise<void>
  displayName?: string
}

// Every fetch under way, so tests can wait until all parts they drew are real.
const pending = new Set<Promise<unknown>>()

/** Resolves once every part fetch started so far has settled. */
export async function lazyPartsSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending])
}

export function lazyPart<P extends object>(name: string, load: Loader<P>, placeholder: (props: P) => ReactNode): LazyPart<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const preload = () => {
    if (!loading) {
      const fetching = load().then((component) => {
        loaded = component
      })
      pending.add(fetching)
      // a failed fetch (network) may be tried again on the next mount
      loading = fetching.finally(() => pending.delete(fetching)).catch((error: unknown) => {
        loading = null
        throw error
      })
    }
    return loading
  }

  function Part(props: P): ReactNode {
    const [, redraw] = useReducer((n: number) => n + 1, 0)
    useEffect(() => {
      if (loaded) return
      let live = true
      preload().then(
        () => live && redraw(),
        (error: unknown) => console.error(`${name} 加载失败`, error),
      )
      return () => {
        live = false
      }
    }, [])
    return loaded ? createElement(loaded, props) : placeholder(props)
  }
  Part.displayName = name
  Part.preload = preload
  return Part
}
