import { createElement, useEffect, useReducer, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { failedModuleUrl, importAgain } from '@scm/core'
import { ChunkFailed } from './chunk-failed'

// A part of the kit whose heavy half (an Ark UI machine, a calendar, a tree) is fetched as a chunk
// of its own the first time the part is drawn, so an element's first paint only waits for what it
// draws at once. Unlike React.lazy it needs no <Suspense> in the screens: until the chunk is there
// the part draws its `placeholder` (same size and look, not yet interactive), then the real one.
// A chunk that fails to load (network, a new deployment) shows 加载失败 with 重试 in its place.

type Loader<P> = () => Promise<ComponentType<P>>

export interface LazyPart<P> {
  (props: P): ReactNode
  /** Starts fetching the heavy half now (e.g. when a dialog will soon open). */
  preload: () => Promise<void>
  displayName?: string
}

// Every mounted part not yet showing its real half, so tests can wait until all parts they drew are
// real: a fetch settling is not enough, React draws the real part in a task of its own after it.
const awaitingRealPart = new Set<object>()

/** Resolves once every part drawn so far shows its real half (or its fetch failed). */
export async function lazyPartsSettled(): Promise<void> {
  do await new Promise((resolve) => setTimeout(resolve, 5))
  while (awaitingRealPart.size)
}

/**
 * `name` names the part and is the export of its chunk that holds the real half (or that name +
 * `View`, or the chunk's only export): after a failed fetch the chunk is imported again under a
 * new URL (core's importAgain), where `load`'s own `.then(pick)` cannot be applied.
 */
export function lazyPart<P extends object>(name: string, load: Loader<P>, placeholder: (props: P) => ReactNode): LazyPart<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  let failedUrl: string | undefined
  let attempts = 0
  const fetchPart = async (): Promise<ComponentType<P>> => {
    if (!failedUrl) return load()
    const module = await importAgain(failedUrl, ++attempts)
    const exports = Object.values(module)
    const part = module[name] ?? module[`${name}View`] ?? (exports.length === 1 ? exports[0] : undefined)
    if (!part) throw new Error(`${name}：模块中没有该部件`)
    return part as ComponentType<P>
  }
  const preload = () => {
    if (!loading) {
      // a failed fetch (network) may be tried again on the next mount or with 重试
      loading = fetchPart().then(
        (component) => {
          loaded = component
        },
        (error: unknown) => {
          loading = null
          failedUrl ??= failedModuleUrl(error)
          throw error
        },
      )
    }
    return loading
  }

  function Part(props: P): ReactNode {
    const [, redraw] = useReducer((n: number) => n + 1, 0)
    const [attempt, setAttempt] = useState(0)
    const [failed, setFailed] = useState(false)
    const waiting = useRef({})
    useEffect(() => {
      if (loaded) return
      let live = true
      const token = waiting.current
      awaitingRealPart.add(token)
      preload().then(
        () => live && redraw(),
        (error: unknown) => {
          awaitingRealPart.delete(token)
          console.error(`${name} 加载失败`, error)
          if (live) setFailed(true)
        },
      )
      return () => {
        live = false
        awaitingRealPart.delete(token)
      }
    }, [attempt])
    useEffect(() => {
      if (loaded) awaitingRealPart.delete(waiting.current)
    })
    if (loaded) return createElement(loaded, props)
    if (failed) {
      return (
        <ChunkFailed
          onRetry={() => {
            setFailed(false)
            setAttempt((n) => n + 1)
          }}
        />
      )
    }
    return placeholder(props)
  }
  Part.displayName = name
  Part.preload = preload
  return Part
}
