import { useState } from 'react'
import { claimDocument, inspectionDocument } from '@scm/core/quality'
import { useCan } from '../../resource/grants'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'

// 发起索赔 beside a rejected inspection (or its handling): a draft 索赔单 from the lot, opened on
// the claim screen.

/** Shown to staff who may add claims, for a 不合格 / 已处理 inspection. */
export function RaiseClaimButton({ inspectionId, status }: { inspectionId: number; status: unknown }) {
  const api = useApi()
  const emit = useEmit()
  const canClaim = useCan(claimDocument.fn)
  const [busy, setBusy] = useState(false)
  if (!canClaim('add') || (status !== '不合格' && status !== '已处理' && status !== '已完成')) return null
  const raise = async () => {
    setBusy(true)
    try {
      const claim = await api.post<{ id: number }>(`${inspectionDocument.basePath}/RaiseClaim`, { id: inspectionId }, { successMessage: true })
      emit('scm-change', { entity: claimDocument.name, action: 'add', id: claim.id })
      emit('scm-navigate', { path: `/QulManage/claimDem?id=${claim.id}` })
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button loading={busy} onClick={() => void raise()}>
      发起索赔
    </Button>
  )
}
