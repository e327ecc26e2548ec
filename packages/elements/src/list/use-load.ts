import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '@scm/core'
import { useApi } from '../runtime'

export interface Loaded<T> {
  /** undefined while the first answer is on its way (or after a failure); the last key's answer while a new key's is on its way. */
  data: T | undefined
  /** The answer for the key asked now: undefined from a change of key until its answer (a screen that shows 加载中 for each). */
  current: T | undefined
  loading: boolean
  /** The last read was refused (its answer is not on the way again yet). */
  failed: boolean
  reload: () => void
}

/**
 * One non-paged read (a tree, a role's rights, a user's suppliers): runs `read` when `key`
 * changes or on reload(); an answer that arrives after a newer request is dropped. A null key
 * reads nothing.
 */
export function useLoad<T>(read: (api: ApiClient) => Promise<T>, key: string | null): Loaded<T> {
  const api = useApi()
  const [answer, setAnswer] = useState<{ key: string; data: T } | undefined>(undefined)
  const [loading, setLoading] = useState(key !== null)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (key === null) {
      setAnswer(undefined)
      setLoading(false)
      setFailed(false)
      return
    }
    let live = true
    setLoading(true)
    setFailed(false)
    read(api)
      .then((data) => live && setAnswer({ key, data }))
      .catch(() => {
        if (!live) return
        setAnswer(undefined)
        setFailed(true)
      })
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
    // `read` is a new closure each render; `key` says what it reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { data: answer?.data, current: answer?.key === key ? answer.data : undefined, loading, failed, reload }
}

export interface Lookup<T> extends Loaded<T> {
  /** The key last asked; null before the first. */
  asked: string | null
  /** Reads for `key`; the key already shown reads again, a blank one is ignored. */
  ask: (key: string) => void
}

/**
 * A read on demand for a key the user types (a VIN): on useLoad, so a slow answer for an earlier
 * key never replaces a later one. `initial` (a property) is asked at once and whenever it changes.
 */
export function useLookup<T>(read: (api: ApiClient, key: string) => Promise<T>, initial?: string | null): Lookup<T> {
  const given = initial?.trim() ? initial.trim() : null
  const [asked, setAsked] = useState<string | null>(given)
  useEffect(() => {
    if (given) setAsked(given)
  }, [given])
  const loaded = useLoad((api) => read(api, asked!), asked)
  const ask = (key: string) => {
    const k = key.trim()
    if (!k) return
    if (k === asked) loaded.reload()
    else setAsked(k)
  }
  return { ...loaded, asked, ask }
}
