import { useState, type ReactNode } from 'react'
import { documentAction } from '@scm/core'
import { Button } from '../ui/button'
import { confirm } from '../ui/confirm'
import { ActionDialog } from './action-dialog'
import { buttonRow } from './styles'
import type { DocumentActionOffer, DocumentController } from './use-document'

export interface DocumentActionsProps {
  doc: DocumentController
  /** Buttons before the actions (编辑 …). */
  before?: ReactNode
  /** Buttons after the actions. */
  after?: ReactNode
}

/**
 * The buttons of the actions the server offers the caller right now (`detail.actions`): one with a
 * reason or a form opens its box, one with `confirm` asks first, the others act at once.
 */
export function DocumentActions({ doc, before, after }: DocumentActionsProps) {
  const [asking, setAsking] = useState<DocumentActionOffer | null>(null)
  const offers = doc.detail?.actions ?? []
  const start = async (action: DocumentActionOffer) => {
    if (action.reason || documentAction(doc.def, action.name).form) return setAsking(action)
    if (action.confirm && !(await confirm(action.confirm, { title: action.label }))) return
    await doc.act(action)
  }
  if (!offers.length && !before && !after) return null
  return (
    <div className={buttonRow} role="toolbar" aria-label="单据操作">
      {before}
      {offers.map((action, i) => (
        <Button
          key={action.name}
          variant={i === 0 ? 'primary' : 'default'}
          loading={doc.busy === action.name}
          disabled={doc.busy !== null && doc.busy !== action.name}
          onClick={() => void start(action)}
        >
          {action.label}
        </Button>
      ))}
      {after}
      {asking ? <ActionDialog doc={doc} action={asking} onClose={() => setAsking(null)} /> : null}
    </div>
  )
}
