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
import { useDocumentRecord } from './use-document-record'

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
  /** Grows on every reload: a panel that reads on its own keys its read on it. */
  version: number
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

/**
 * Headless controller of one document (react-admin's useShowController + mutations): loads
 * GetDetail {header, lines, files, history, actions, editable}, takes the actions the server
 * offers, saves header and lines in one call, attaches, detaches and downloads files. The API
 * client shows the server's Msg as a toast; a 409 (someone else acted first) reloads the document.
 * Every change emits `scm-change` {entity, action, id}. Reading, reloading and posting are
 * useDocumentRecord's, which a screen whose detail is not a GetDetail uses on its own.
 */
export function useDocument(def: DocumentDef, givenId: number | null): DocumentController {
  const api = useApi()
  const emit = useEmit()
  const calls = documentCalls(def)
  const record = useDocumentRecord<DocumentDetail>({ entity: def.name, read: (client, id) => client.get<DocumentDetail>(calls.detail, { query: { id }, timestamp: true }) }, givenId)
  const { id, setId, detail, loading, missing, reload, version, busy, run, post } = record

  const act: DocumentController['act'] = async (action, reason, values) => {
    if (id === null) return false
    const trimmed = reason?.trim() ?? ''
    if (action.reason === 'required' && !trimmed) return false
    return post(action.name, action.path, { ...values, id, reason: trimmed })
  }

  const save: DocumentController['save'] = async (header, lines) => {
    let refusal: SaveRefusal = { errors: {}, message: '' }
    const body = { ...header, ...(id !== null ? { id } : {}), lines }
    const saved = await run('save', () =>
      api.post<Record<string, unknown> & { id: number }>(calls.save, body, { successMessage: true }).catch((error: unknown) => {
        refusal = refusalOf(error)
        throw error
      }),
    )
    if (!saved) return { refused: refusal }
    emit('scm-change', { entity: def.name, action: id === null ? 'create' : 'update', id: saved.id })
    if (id === null) setId(saved.id)
    else reload()
    return { saved }
  }

  // a refused attach or detach reloads too: the files may have changed under it
  const attach: DocumentController['attach'] = async (fileIds) => {
    if (id === null || !fileIds.length) return false
    const done = await post('attach', calls.attach, { id, file_ids: fileIds })
    if (!done) reload()
    return done
  }

  const detach: DocumentController['detach'] = async (fileId) => {
    if (id === null) return false
    const done = await post('detach', calls.detach, { id, file_id: fileId })
    if (!done) reload()
    return done
  }

  const download: DocumentController['download'] = async (file) => {
    if (id === null) return
    try {
      saveBlob(await api.download(calls.download, undefined, { query: { id, file_id: file.id } }), file.file_name)
    } catch {
      // the client showed why
    }
  }

  return { def, id, detail, loading, missing, reload, version, busy, act, save, attach, detach, download }
}

