import { useState } from 'react'
import { standardDocument } from '@scm/core/quality'
import { css } from 'styled-system/css'
import { DocumentDetailView } from '../../document/document-detail'
import { DocumentEditor } from '../../document/document-editor'
import { useDocument } from '../../document/use-document'
import { ReviseButton } from '../../document/revise-button'

// One 检验标准 on a page (the 检验基准管理 add and detail screens open it by ?id=), loaded as a
// chunk of its own like the kit's panel.

const page = css({ padding: '12px', display: 'flex', flexDirection: 'column', gap: '12px' })
const heading = css({ fontSize: '16px', fontWeight: 600 })

/**
 * One standard on a page: its detail (actions, items, files, history, 修订 when approved), or the
 * editor when `editing` or new; a save shows the saved standard.
 */
export function StandardPage({ id, editing = false }: { id: number | null; editing?: boolean }) {
  const [shown, setShown] = useState(id)
  const doc = useDocument(standardDocument, shown)
  const [mode, setMode] = useState<'view' | 'edit'>(id === null || editing ? 'edit' : 'view')
  const title = doc.id === null ? `新增${standardDocument.title}` : mode === 'edit' ? `编辑${standardDocument.title}` : `${standardDocument.title}详情`
  const approved = doc.detail?.header.status === '已批准'
  return (
    <div className={page}>
      <h2 className={heading}>{title}</h2>
      {mode === 'edit' ? (
        <DocumentEditor doc={doc} onSaved={() => setMode('view')} onCancel={doc.id === null ? undefined : () => setMode('view')} />
      ) : (
        <DocumentDetailView
          doc={doc}
          onEdit={() => setMode('edit')}
          actions={approved && doc.id !== null ? <ReviseButton doc={standardDocument} id={doc.id} onRevised={(newId) => (setShown(newId), setMode('edit'))} /> : undefined}
        />
      )}
    </div>
  )
}
