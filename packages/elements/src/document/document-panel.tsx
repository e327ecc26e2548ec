import { useState, type ReactNode } from 'react'
import type { DocumentDef, DocumentDetail } from '@scm/core'
import { Dialog } from '../ui/dialog'
import { DocumentDetailView } from './document-detail'
import { DocumentEditor } from './document-editor'
import { useDocument, type DocumentController } from './use-document'

export interface DocumentPanelProps {
  def: DocumentDef
  /** null → a new document (the editor) */
  id: number | null
  /** Open an existing document straight in the editor. */
  editing?: boolean
  onClose: () => void
  /** A save created or changed the document (the list behind shows it). */
  onSaved?: (id: number) => void
  /** More buttons beside the detail's actions. */
  actions?: (doc: DocumentController) => ReactNode
  /** Buttons of each line in the detail (documents answered line by line). */
  lineActions?: (doc: DocumentController, line: DocumentDetail['lines'][number]) => ReactNode
  /** The area's own panels after the lines. */
  panels?: (doc: DocumentController) => ReactNode
  /** A new document's header values given by what it is made from (and `lines`: its first lines). */
  initial?: Record<string, unknown>
}

/**
 * One document in a dialog: its detail, where an editable document switches to the editor (编辑),
 * and a new one starts in the editor and shows its detail once saved (number, status, actions).
 */
export function DocumentPanel({ def, id, editing = false, onClose, onSaved, actions, lineActions, panels, initial }: DocumentPanelProps) {
  const doc = useDocument(def, id)
  const [mode, setMode] = useState<'view' | 'edit'>(id === null || editing ? 'edit' : 'view')
  const title = doc.id === null ? `新增${def.title}` : mode === 'edit' ? `编辑${def.title}` : `${def.title}详情`
  return (
    <Dialog open onClose={onClose} size="large" title={title}>
      {mode === 'edit' ? (
        <DocumentEditor
          doc={doc}
          initial={initial}
          onSaved={(saved) => {
            setMode('view')
            onSaved?.(saved)
          }}
          onCancel={doc.id === null ? onClose : () => setMode('view')}
        />
      ) : (
        <DocumentDetailView
          doc={doc}
          onEdit={() => setMode('edit')}
          actions={actions?.(doc)}
          lineActions={lineActions ? (line) => lineActions(doc, line) : undefined}
          panels={panels?.(doc)}
        />
      )}
    </Dialog>
  )
}
