import { useState } from 'react'
import { useApi, useEmit } from '../runtime'
import { Button } from '../ui/button'
import type { DocumentScreenContext, DocumentScreenSlots } from './document-screen'

// 修订 of a used version (an approved standard, packaging, a published work instruction): the
// document's own Revise call (`<basePath>/Revise`) copies it into the next version's draft.

export interface ReviseButtonProps {
  /** the document: its name (the change event's entity) and basePath */
  doc: { name: string; basePath: string }
  id: number
  /** the new draft's id */
  onRevised: (newId: number) => void
  /** in a list row a text action like 查看 and 删除; in the detail's footer a button */
  inRow?: boolean
}

export function ReviseButton({ doc, id, onRevised, inRow = false }: ReviseButtonProps) {
  const api = useApi()
  const emit = useEmit()
  const [busy, setBusy] = useState(false)
  const revise = async () => {
    setBusy(true)
    try {
      const saved = await api.post<{ id: number }>(`${doc.basePath}/Revise`, { id }, { successMessage: true })
      emit('scm-change', { entity: doc.name, action: 'revise', id: saved.id })
      onRevised(saved.id)
    } catch {
      // the client showed the server's message (e.g. a draft of this code is open)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant={inRow ? 'text' : undefined} loading={busy} onClick={() => void revise()}>
      修订
    </Button>
  )
}

/**
 * 修订 in a document screen's rows and detail footer, on versions in one of `statuses`, for whoever
 * may add; the new draft opens for editing.
 */
export function reviseActions(doc: ReviseButtonProps['doc'], statuses: readonly string[]): Pick<DocumentScreenSlots, 'rowActions' | 'detailActions'> {
  const reopen = (screen: DocumentScreenContext) => (id: number) => (screen.reload(), screen.open(id, true))
  return {
    rowActions: (row, screen) =>
      statuses.includes(String(row.status)) && screen.can('add') ? <ReviseButton doc={doc} inRow id={Number(row.id)} onRevised={reopen(screen)} /> : null,
    detailActions: (d, screen) =>
      d.id !== null && statuses.includes(String(d.detail?.header.status)) && screen.can('add') ? <ReviseButton doc={doc} id={d.id} onRevised={reopen(screen)} /> : null,
  }
}
