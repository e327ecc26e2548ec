import { useState } from 'react'
import { css } from 'styled-system/css'
import { BALANCE_PATHS, BALANCE_STATUSES } from '@scm/core/account'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { Textarea } from '../../ui/textarea'
import { danger } from '../../ui/layout'

// The supplier's answer to a published balance: 确认, or 提出异议 with a reason typed in place (no
// dialog, so the balance widget stays small). Used by Account_confirm_kc and <scm-supply-balance>.

/** A balance status's tag colour (core's BALANCE_STATUSES). */
export const balanceTone = (status: string) => BALANCE_STATUSES.find((s) => s.value === status)?.tone ?? 'default'

const box = css({ display: 'flex', flexDirection: 'column', gap: '4px', w: '100%' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' })

export function BalanceAnswer({ id, label, onDone }: { id: number; label: string; onDone: () => void }) {
  const api = useApi()
  const emit = useEmit()
  const [disputing, setDisputing] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [missing, setMissing] = useState(false)
  const answer = async (confirm: boolean) => {
    // the server refuses it too (请填写异议原因); said here before any call
    if (!confirm && !reason.trim()) return setMissing(true)
    setMissing(false)
    setBusy(true)
    try {
      await api.post(confirm ? BALANCE_PATHS.confirm : BALANCE_PATHS.dispute, confirm ? { id } : { id, reason }, { successMessage: true })
      emit('scm-change', { entity: 'Balance', action: confirm ? 'confirm' : 'dispute', id })
      setDisputing(false)
      onDone()
    } catch {
      // the client showed the server's message (请填写异议原因, 只有已发布的余额可以确认或提出异议…)
    } finally {
      setBusy(false)
    }
  }
  if (disputing)
    return (
      <div className={box}>
        <Textarea aria-label={`${label} 异议原因`} placeholder="请填写异议原因" value={reason} maxLength={500} onValueChange={setReason} aria-invalid={missing || undefined} />
        {missing ? (
          <span role="alert" className={danger}>
            请填写异议原因
          </span>
        ) : null}
        <div className={row}>
          <Button variant="danger" loading={busy} onClick={() => void answer(false)}>
            提交异议
          </Button>
          <Button onClick={() => setDisputing(false)}>取消</Button>
        </div>
      </div>
    )
  return (
    <div className={row}>
      <Button variant="primary" aria-label={`确认 ${label}`} loading={busy} onClick={() => void answer(true)}>
        确认
      </Button>
      <Button aria-label={`提出异议 ${label}`} onClick={() => setDisputing(true)}>
        提出异议
      </Button>
    </div>
  )
}
