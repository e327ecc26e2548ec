import { useEffect, useState } from 'react'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FormField } from '../../../ui/form-field'
import { Input } from '../../../ui/input'
import { Textarea } from '../../../ui/textarea'
import { formGrid } from '../../../ui/layout'

// The small dialogs of the confirmation flow: a reason (拒绝 / 驳回), or a proposal of another
// quantity and/or date with a reason (变更). Checks what the server would refuse before sending,
// and keeps the dialog open with the server's message when it refuses anyway.

export interface ReasonDialogProps {
  open: boolean
  title: string
  /** Label of the reason field, e.g. 拒绝原因. */
  reasonLabel: string
  okText?: string
  onClose: () => void
  /** Resolves true when the server agreed (the dialog then closes). */
  onSubmit: (reason: string) => Promise<boolean>
}

export function ReasonDialog({ open, title, reasonLabel, okText = '确定', onClose, onSubmit }: ReasonDialogProps) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open) {
      setReason('')
      setError(null)
    }
  }, [open])
  const submit = async () => {
    if (!reason.trim()) return setError(`请填写${reasonLabel}`)
    setBusy(true)
    try {
      if (await onSubmit(reason.trim())) onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="small"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            {okText}
          </Button>
        </>
      }
    >
      <FormField label={reasonLabel} required value={reason} error={error}>
        <Textarea value={reason} maxLength={200} onValueChange={(v) => { setReason(v); setError(null) }} />
      </FormField>
    </Dialog>
  )
}

export interface Proposal {
  qty: number | null
  date: string
  reason: string
}

export interface ProposalDialogProps {
  open: boolean
  /** The line as ordered: 数量 and 需求日期 the proposal differs from. */
  line: { line_no: number; mtr_name: string; qty: number; required_date: string } | null
  onClose: () => void
  onSubmit: (proposal: Proposal) => Promise<boolean>
}

export function ProposalDialog({ open, line, onClose, onSubmit }: ProposalDialogProps) {
  const [qty, setQty] = useState('')
  const [date, setDate] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open && line) {
      setQty(String(line.qty))
      setDate(line.required_date)
      setReason('')
      setErrors({})
    }
  }, [open, line])
  if (!line) return null

  const submit = async () => {
    const found: Record<string, string> = {}
    const qtyNumber = qty.trim() === '' ? null : Number(qty)
    if (qtyNumber !== null && (!Number.isFinite(qtyNumber) || qtyNumber <= 0)) found.qty = '数量必须大于0'
    const qtyChanged = qtyNumber !== null && qtyNumber !== line.qty
    const dateChanged = !!date && date !== line.required_date
    if (!found.qty && !qtyChanged && !dateChanged) found.qty = '请填写变更后的数量或交期'
    if (!reason.trim()) found.reason = '请填写变更原因'
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const ok = await onSubmit({ qty: qtyChanged ? qtyNumber : null, date: dateChanged ? date : '', reason: reason.trim() })
      if (ok) onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`提出变更：第 ${line.line_no} 行 ${line.mtr_name}`}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            提交变更
          </Button>
        </>
      }
    >
      <div className={formGrid}>
        <FormField label="变更后数量" value={qty} error={errors.qty ?? null} helperText={`原数量 ${line.qty}`}>
          <Input type="number" min={0} step="any" value={qty} onValueChange={setQty} />
        </FormField>
        <FormField label="变更后交期" value={date} error={errors.date ?? null} helperText={`原需求日期 ${line.required_date}`}>
          <Input type="date" value={date} onValueChange={setDate} />
        </FormField>
      </div>
      <FormField label="变更原因" required value={reason} error={errors.reason ?? null}>
        <Textarea value={reason} maxLength={200} onValueChange={setReason} />
      </FormField>
    </Dialog>
  )
}
