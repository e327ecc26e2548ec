import type { ReactNode } from 'react'
import { actionFormFields, fieldEntries, isEmptyValue, type DocumentDetail } from '@scm/core'
import { Button } from '../ui/button'
import { DocumentActions } from './document-actions'
import { DocumentFacts } from './document-facts'
import { DocumentFiles } from './document-files'
import { DocumentHistory } from './document-history'
import { DocumentLines } from './document-lines'
import { section, sectionTitle, stack } from './styles'
import type { DocumentController } from './use-document'

export interface DocumentDetailViewProps {
  doc: DocumentController
  /** Shows 编辑 while the server says the document may still be saved. */
  onEdit?: () => void
  /** More buttons beside the actions (print, copy…). */
  actions?: ReactNode
  /** Buttons of each line (an 操作 column), for documents answered line by line. */
  lineActions?: (line: DocumentDetail['lines'][number]) => ReactNode
  /** The area's own panels after the lines (versions, comparisons). */
  panels?: ReactNode
}

/**
 * One document, read: the actions the caller may take now, the header facts, the panels of the
 * actions' forms it holds (8D报告), the lines with their
 * 合计, the files and the history timeline. One column on a phone.
 */
export function DocumentDetailView({ doc, onEdit, actions, lineActions, panels }: DocumentDetailViewProps) {
  const { def, detail } = doc
  if (!detail) return <p role="status">{doc.missing ? '单据不存在' : '加载中…'}</p>
  // an action's form shows in its own panel once the document holds any of it (a supplier's 8D)
  const formed = actionFormFields(def)
  const forms = def.actions.flatMap((a) => (a.form && a.form.fields.some((f) => !isEmptyValue(detail.header[f])) ? [a.form] : []))
  const edit = onEdit && detail.editable ? (
    <Button variant="primary" onClick={onEdit}>
      编辑
    </Button>
  ) : null
  return (
    <div className={stack} aria-busy={doc.loading || undefined} data-document={def.name}>
      <DocumentActions doc={doc} before={edit} after={actions} />
      <DocumentFacts def={def} header={detail.header} fields={fieldEntries(def).filter(([name]) => !formed.has(name))} />
      {forms.map(({ title, fields }) => (
        <section key={title} className={section} aria-label={title}>
          <h3 className={sectionTitle}>{title}</h3>
          <DocumentFacts def={def} header={detail.header} label={title} fields={fields.map((name) => [name, def.fields[name]!])} />
        </section>
      ))}
      {def.lines ? (
        <section className={section} aria-label={def.lines.title}>
          <h3 className={sectionTitle}>{def.lines.title}</h3>
          <DocumentLines def={def} lines={detail.lines} actions={lineActions} />
        </section>
      ) : null}
      {panels}
      {def.attachments ? (
        <section className={section} aria-label="附件">
          <h3 className={sectionTitle}>附件</h3>
          <DocumentFiles doc={doc} files={detail.files} removable={detail.attachable} uploadable={detail.attachable} />
        </section>
      ) : null}
      <section className={section} aria-label="操作记录">
        <h3 className={sectionTitle}>操作记录</h3>
        <DocumentHistory statuses={def.status.values} history={detail.history} />
      </section>
    </div>
  )
}
