// Events every screen element may raise, handled once for the whole page (they bubble and cross
// shadow roots, so the document hears them): scm-unauthorized ends the session, scm-error shows
// its message, scm-change is relayed to whoever cares (the header's unread-mail count).
import { messages } from '@scm/core'
import { expireSession } from './session-expiry'

export interface ChangeDetail {
  entity?: string
  [key: string]: unknown
}

type ChangeListener = (detail: ChangeDetail) => void
const changeListeners = new Set<ChangeListener>()

/** Listens to scm-change events from any element; returns the unsubscribe function. */
export function onEntityChange(listener: ChangeListener): () => void {
  changeListeners.add(listener)
  return () => {
    changeListeners.delete(listener)
  }
}

function detailOf(event: Event): Record<string, unknown> {
  const detail = (event as CustomEvent).detail
  return detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {}
}

let installed = false

export function installPageEvents(target: Document = document): void {
  if (installed) return
  installed = true
  target.addEventListener('scm-unauthorized', () => expireSession())
  target.addEventListener('scm-error', (event) => {
    const text = detailOf(event).message
    if (typeof text === 'string' && text) messages.show(text, 'error')
  })
  target.addEventListener('scm-change', (event) => {
    const detail = detailOf(event) as ChangeDetail
    for (const listener of [...changeListeners]) listener(detail)
  })
}
