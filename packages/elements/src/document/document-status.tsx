import type { DocumentStatus as Status } from '@scm/core'
import { StatusTag } from '../ui/status-tag'

/** A document's status as the one status tag of the lists, coloured by the tone its definition declares. */
export function DocumentStatus({ statuses, value }: { statuses: readonly Status[]; value: unknown }) {
  const text = value === null || value === undefined ? '' : String(value)
  if (!text) return null
  return <StatusTag status={text} tone={statuses.find((s) => s.value === text)?.tone ?? 'default'} />
}
