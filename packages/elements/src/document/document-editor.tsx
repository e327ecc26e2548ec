import { useId } from 'react'
import { css } from 'styled-system/css'
import { ResourceFormFields } from '../resource/resource-form'
import { Button } from '../ui/button'
import { DocumentFiles } from './document-files'
import { DocumentStatus } from './document-status'
import { LineGrid } from './line-grid'
import { buttonRow, muted, section, sectionTitle, stack } from './styles'
import type { DocumentController } from './use-document'
import { useDocumentDraft } from './use-document-draft'

const identity = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'center' })
const footer = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', justifyContent: 'flex-end' })

export interface DocumentEditorProps {
  doc: DocumentController
  /** After a save: the document's id (a new one has it from now on). */
  onSaved?: (id: number) => void
  onCancel?: () => void
  /** A new document's header values given by what it is made from. */
  initial?: Record<string, unknown>
}

/**
 * Create or edit a document: the header form (the definition's writable fields, refs picked from
 * the document's own RefOptions), the line grid with live totals, and once saved its files.
 * Saving checks like the server first; the server's refusals show at their field or as `第N行：…`.
 */
export function DocumentEditor({ doc, onSaved, onCancel, initial }: DocumentEditorProps) {
  const { def, detail } = doc
  const draft = useDocumentDraft(doc, initial)
  const formId = `${useId()}document-form`
  const save = async () => {
    const id = await draft.save()
    if (id !== null) onSaved?.(id)
  }
  if (doc.id !== null && !detail) return <p role="status">{doc.missing ? '单据不存在' : '加载中…'}</p>
  return (
    <div className={stack} data-document={def.name} data-editing="">
      {detail ? (
        <div className={identity}>
          <span className={muted}>{def.fields[def.numbering.field]?.label}</span>
          <strong>{String(detail.header[def.numbering.field] ?? '')}</strong>
          <DocumentStatus statuses={def.status.values} value={detail.header[def.status.field]} />
        </div>
      ) : null}
      <ResourceFormFields record={draft.header} formId={formId} onSubmit={() => void save()} hidden={draft.ownFields} />
      {def.lines && !def.lines.viaActions ? (
        <section className={section} aria-label={def.lines.title}>
          <h3 className={sectionTitle}>{def.lines.title}</h3>
          <LineGrid def={def} draft={draft} />
        </section>
      ) : null}
      {def.attachments ? (
        <section className={section} aria-label="附件">
          <h3 className={sectionTitle}>附件</h3>
          {detail ? <DocumentFiles doc={doc} files={detail.files} removable uploadable /> : <p className={muted}>保存后可上传附件</p>}
        </section>
      ) : null}
      <div className={footer}>
        <span className={buttonRow}>
          {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
          <Button variant="primary" loading={draft.saving} onClick={() => void save()}>
            保存
          </Button>
        </span>
      </div>
    </div>
  )
}
