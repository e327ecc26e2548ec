import { useState, type ReactNode } from 'react'
import { DOCUMENT_MESSAGES } from '@scm/core'
import { Button } from '../ui/button'
import { confirm } from '../ui/confirm'
import { Dialog } from '../ui/dialog'
import { FormField } from '../ui/form-field'
import { Textarea } from '../ui/textarea'
import { buttonRow } from './styles'
import type { DocumentActionOffer, DocumentController } from './use-document'

const REASON_MAX = 500

/** The reason box of an action that asks for one (申诉, 驳回, 作废…); a required reason is checked here first. */
function ReasonDialog({ doc, action, onClose }: { doc: DocumentController; action: DocumentActionOffer; onClose: () => void }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const required = action.reason === 'required'
  const submit = async () => {
    if (required && !reason.trim()) {
      setError(DOCUMENT_MESSAGES.reasonRequired)
      return
    }
    if (await doc.act(action, reason)) onClose()
  }
  return (
    <Dialog
      open
      onClose={onClose}
      size="small"
      title={action.label}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={doc.busy === action.name} onClick={() => void submit()}>
            确定
          </Button>
        </>
      }
    >
      <FormField label="原因" required={required} error={error}>
        <Textarea
          name="reason"
          value={reason}
          maxLength={REASON_MAX}
          rows={4}
          placeholder={required ? '请填写原因' : '可填写原因'}
          onValueChange={(v) => {
            setReason(v)
            if (v.trim()) setError(null)
          }}
        />
      </FormField>
    </Dialog>
  )
}

export interface DocumentActionsProps {
  doc: DocumentController
  /** Buttons before the actions (编辑 …). */
  before?: ReactNode
  /** Buttons after the actions. */
  after?: ReactNode
}

/**
 * The buttons of the actions the server offers the caller right now (`detail.actions`): one with a
 * reason opens the reason box, one with `confirm` asks first, the others act at once.
 */
export function DocumentActions({ doc, before, after }: DocumentActionsProps) {
  const [asking, setAsking] = useState<DocumentActionOffer | null>(null)
  const offers = doc.detail?.actions ?? []
  const start = async (action: DocumentActionOffer) => {
    if (action.reason) return setAsking(action)
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
      {asking ? <ReasonDialog doc={doc} action={asking} onClose={() => setAsking(null)} /> : null}
    </div>
  )
}
