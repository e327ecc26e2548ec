import { statusTone, type DocumentDef } from '@scm/core'
import { StatusTag } from '../ui/status-tag'

/** A document's status as the one status tag of the lists, coloured by the definition's tone. */
export function DocumentStatus({ def, value }: { def: DocumentDef; value: unknown }) {
  const text = value === null || value === undefined ? '' : String(value)
  if (!text) return null
  return <StatusTag status={text} tone={statusTone(def, text)} />
}
