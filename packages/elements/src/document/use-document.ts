import { useCallback, useEffect, useState } from 'react'
import {
  ApiError,
  documentPaths,
  resourcePaths,
  type DocumentDef,
  type DocumentDetail,
  type DocumentFile,
} from '@scm/core'
import { saveBlob } from '../resource/save-blob'
import { useApi, useEmit } from '../runtime'

/** One action the server says the caller may take now (an entry of `detail.actions`). */
export type DocumentActionOffer = DocumentDetail['actions'][number]

/** What a refused Save carried: messages at header fields, and the message of the call (`第2行：…`). */
export interface SaveRefusal {
  errors: Record<string, string>
  message: string
}

export interface DocumentController {
  def: DocumentDef
  /** The document shown: the id given, or the one a first save created; null while new. */
  id: number | null
  detail: DocumentDetail | null
  loading: boolean
  /** GetDetail answered 404 (gone, or not the caller's). */
  missing: boolean
  reload: () => void
  /** Name of the action (or 'save', 'attach', 'detach') in flight, else null. */
  busy: string | null
  /** Posts `{id, reason, ...values of its form}` to the action's path; resolves whether it moved the document. */
  act: (action: DocumentActionOffer, reason?: string, values?: Record<string, unknown>) => Promise<boolean>
  /** Posts header + lines to Save; resolves the saved header row, or the server's refusal. */
  save: (header: Record<string, unknown>, lines: Record<string, unknown>[]) => Promise<{ saved: Record<string, unknown> & { id: number } } | { refused: SaveRefusal }>
  attach: (fileIds: number[]) => Promise<boolean>
  detach: (fileId: number) => Promise<boolean>
  /** Fetches a file with the caller's sign-in and hands it to the browser as a download. */
  download: (file: Pick<DocumentFile, 'id' | 'file_name'>) => Promise<void>
}

/** The calls of a document beside the resource's (GetDetail, Save, Del, Export). */
export function documentCalls(def: DocumentDef) {
  const r = resourcePaths(def)
  const f = documentPaths(def)
  return { list: r.list, export: r.export, detail: r.detail, save: r.save, del: r.del, attach: f.upload, detach: f.detach, download: `${def.basePath}/Download` }
}

function refusalOf(error: unknown): SaveRefusal {
  if (!(error instanceof ApiError)) return { errors: {}, message: '' }
  const envelope = error.data as { Data?: { errors?: unknown } } | undefined
  const errors = envelope?.Data?.errors
  return { errors: errors && typeof errors === 'object' ? (errors as Record<string, string>) : {}, message: error.message }
}

/** Someone else moved the document first (409 单据状态已变化 / 当前状态的单据不能修改): show it anew. */
const isStale = (error: unknown) => error instanceof ApiError && error.status === 409

/**
 * Headless controller of one document (react-admin's useShowController + mutations): loads
 * GetDetail {header, lines, files, history, actions, editable}, takes the actions the server
 * offers, saves header and lines in one call, attaches, detaches and downloads files. The API
 * client shows the server's Msg as a toast; a 409 (someone else acted first) reloads the document.
 * Every change emits `scm-change` {entity, action, id}.
 */
export function useDocument(def: DocumentDef, givenId: number | null): DocumentController {
  const api = useApi()
  const emit = useEmit()
  const calls = documentCalls(def)
  const [id, setId] = useState(givenId)
  const [detail, setDetail] = useState<DocumentDetail | null>(null)
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
    api
      .get<DocumentDetail>(calls.detail, { query: { id }, timestamp: true })
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
  }, [api, calls.detail, id, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])

  /** Runs a call with `busy` set; a 409 reloads. Resolves the answer, or undefined when refused. */
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

  const act: DocumentController['act'] = async (action, reason, values) => {
    if (id === null) return false
    const trimmed = reason?.trim() ?? ''
    if (action.reason === 'required' && !trimmed) return false
    const done = await run(action.name, () => api.post(action.path, { ...values, id, reason: trimmed }, { successMessage: true }).then(() => true))
    if (!done) return false
    emit('scm-change', { entity: def.name, action: action.name, id })
    reload()
    return true
  }

  const save: DocumentController['save'] = async (header, lines) => {
    setBusy('save')
    try {
      const body = { ...header, ...(id !== null ? { id } : {}), lines }
      const saved = await api.post<Record<string, unknown> & { id: number }>(calls.save, body, { successMessage: true })
      emit('scm-change', { entity: def.name, action: id === null ? 'create' : 'update', id: saved.id })
      if (id === null) setId(saved.id)
      else reload()
      return { saved }
    } catch (error) {
      if (isStale(error)) reload()
      return { refused: refusalOf(error) }
    } finally {
      setBusy(null)
    }
  }

  const attach: DocumentController['attach'] = async (fileIds) => {
    if (id === null || !fileIds.length) return false
    const done = await run('attach', () => api.post(calls.attach, { id, file_ids: fileIds }, { successMessage: true }).then(() => true))
    if (done) emit('scm-change', { entity: def.name, action: 'attach', id })
    reload()
    return !!done
  }

  const detach: DocumentController['detach'] = async (fileId) => {
    if (id === null) return false
    const done = await run('detach', () => api.post(calls.detach, { id, file_id: fileId }, { successMessage: true }).then(() => true))
    if (done) emit('scm-change', { entity: def.name, action: 'detach', id })
    reload()
    return !!done
  }

  const download: DocumentController['download'] = async (file) => {
    if (id === null) return
    try {
      saveBlob(await api.download(calls.download, undefined, { query: { id, file_id: file.id } }), file.file_name)
    } catch {
      // the client showed why
    }
  }

  return { def, id, detail, loading, missing, reload, busy, act, save, attach, detach, download }
}

