import { css } from 'styled-system/css'
import { fieldEntries, type DocumentDef, type FieldEntry } from '@scm/core'
import { DocumentStatus } from './document-status'
import { documentValue } from './format'

const facts = css({
  display: 'grid',
  // as many columns as fit, one on a phone
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: '8px 16px',
  m: 0,
})
const fact = css({ display: 'grid', gap: '2px', minWidth: 0, '&[data-wide]': { gridColumn: '1 / -1' } })
const term = css({ color: 'fg.muted', fontSize: '12px' })
const desc = css({ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

/**
 * The header of a document as label/value facts: labels from the definition, the status as its
 * coloured tag. `fields` picks some (a panel of an action's form); `label` names the list.
 */
export function DocumentFacts({ def, header, fields = fieldEntries(def), label = `${def.title}信息` }: { def: DocumentDef; header: Record<string, unknown>; fields?: FieldEntry[]; label?: string }) {
  return (
    <dl className={facts} aria-label={label}>
      {fields.map(([name, field]) => (
        <div key={name} className={fact} data-field={name} data-wide={(field.max ?? 0) > 100 || field.kind === 'html' || undefined}>
          <dt className={term}>{field.label}</dt>
          <dd className={desc}>
            {name === def.status.field ? <DocumentStatus statuses={def.status.values} value={header[name]} /> : documentValue(name, field, header) || '—'}
          </dd>
        </div>
      ))}
    </dl>
  )
}
