import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '@scm/core'
import { useApi } from '../runtime'

export interface Loaded<T> {
  /** undefined while the first answer is on its way (or after a failure). */
  data: T | undefined
  loading: boolean
  reload: () => void
}

/**
 * One non-paged read (a tree, a role's rights, a user's suppliers): runs `read` when `key`
 * changes or on reload(); an answer that arrives after a newer request is dropped. A null key
 * reads nothing.
 */
export function useLoad<T>(read: (api: ApiClient) => Promise<T>, key: string | null): Loaded<T> {
  const api = useApi()
  const [data, setData] = useState<T | undefined>(undefined)
  const [loading, setLoading] = useState(key !== null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (key === null) {
      setData(undefined)
      setLoading(false)
      return
    }
    let live = true
    setLoading(true)
    read(api)
      .then((answer) => live && setData(answer))
      .catch(() => live && setData(undefined))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
    // `read` is a new closure each render; `key` says what it reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { data, loading, reload }
}
