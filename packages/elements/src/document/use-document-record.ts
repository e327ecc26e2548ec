import { useCallback, useEffect, useState } from 'react'
import { ApiError, type ApiClient, type CallOptions } from '@scm/core'
import { useApi, useEmit } from '../runtime'

/**
 * Where one document's detail comes from. useDocument reads a DocumentDef's GetDetail; a screen
 * whose detail has a shape of its own (the order review's {order, audits, problems}) gives its call.
 */
export interface DocumentSource<D> {
  /** The entity named in the `scm-change` events of its actions. */
  entity: string
  /** Reads the detail of document `id`; a 404 marks it missing. */
  read: (api: ApiClient, id: number) => Promise<D>
}

export interface DocumentRecord<D> {
  /** The document shown: the id given, or the one set by setId (a first save); null reads nothing. */
  id: number | null
  setId: (id: number | null) => void
  detail: D | null
  loading: boolean
  /** The read answered 404 (gone, or not the caller's). */
  missing: boolean
  reload: () => void
  /** Grows on every reload: parts that read on their own key their reads on it to read again. */
  version: number
  /** Name of the call in flight (an action, 'save', 'attach'…), else null. */
  busy: string | null
  /** Runs a call with `busy` set; a 409 (someone else acted first) reloads. Resolves the answer, or undefined when refused. */
  run: <T>(what: string, call: () => Promise<T>) => Promise<T | undefined>
  /**
   * Posts one action of the document (the server's Msg shown as a toast); when it succeeds, emits
   * `scm-change` {entity, action: what, id} and reloads. Resolves whether it succeeded.
   */
  post: (what: string, path: string, body: unknown, opts?: CallOptions) => Promise<boolean>
}

/** Someone else moved the document first (409 单据状态已变化 / 当前状态的单据不能修改): show it anew. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409

/**
 * The document kit's controller of one document's record, under useDocument: reads the detail
 * when the id changes or on reload() (an answer that arrives after a newer read is dropped), and
 * posts actions that reload it. `source` is read anew each render; `source.entity` and the id
 * say what is read.
 */
export function useDocumentRecord<D>(source: DocumentSource<D>, givenId: number | null): DocumentRecord<D> {
  const api = useApi()
  const emit = useEmit()
  const [id, setId] = useState(givenId)
  const [detail, setDetail] = useState<D | null>(null)
  const [loading, setLoading] = useState(givenId !== null)
  const [missing, setMissing] = useState(false)
  const [version, setVersion] = useState(0)
  const [busy, setBusy] = useState<string | null>(null)

  useEffect(() => setId(givenId), [givenId])
  useEffect(() => {
    if (id === null) {
      setDetail(null)
      setLoading(false)
      setMissing(false)
      return
    }
    let live = true
    setLoading(true)
    source
      .read(api, id)
      .then((answer) => {
        if (!live) return
        setDetail(answer)
        setMissing(false)
      })
      .catch((error: unknown) => {
        if (!live) return
        if (error instanceof ApiError && error.status === 404) {
          setDetail(null)
          setMissing(true)
        }
      })
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
    // `source.read` is a new closure each render; the entity and the id say what it reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, source.entity, id, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])

  const run = async <T>(what: string, call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(what)
    try {
      return await call()
    } catch (error) {
      if (isStale(error)) reload()
      return undefined
    } finally {
      setBusy(null)
    }
  }

  const post: DocumentRecord<D>['post'] = async (what, path, body, opts) => {
    const done = await run(what, () => api.post(path, body, { successMessage: true, ...opts }).then(() => true))
    if (!done) return false
    emit('scm-change', { entity: source.entity, action: what, id })
    reload()
    return true
  }

  return { id, setId, detail, loading, missing, reload, version, busy, run, post }
}
