import { useState } from 'react'
import { claimDocument, inspectionDocument } from '@scm/core/quality'
import { useCan } from '../../resource/grants'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'

// 发起索赔 beside a rejected inspection (or its handling): a draft 索赔单 from the lot, opened on
// the claim screen.

/**
 * 发起索赔 from the record `id` of a claim's source (`basePath`: an inspection's or a production
 * fault's): the server makes the draft (or answers the one already raised), the claim screen opens it.
 */
export function useRaiseClaim(basePath: string, id: number) {
  const api = useApi()
  const emit = useEmit()
  const canClaim = useCan(claimDocument.fn)
  const [busy, setBusy] = useState(false)
  const raise = async () => {
    setBusy(true)
    try {
      const claim = await api.post<{ id: number }>(`${basePath}/RaiseClaim`, { id }, { successMessage: true })
      emit('scm-change', { entity: claimDocument.name, action: 'add', id: claim.id })
      emit('scm-navigate', { path: `/QulManage/claimDem?id=${claim.id}` })
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false)
    }
  }
  return { canRaise: canClaim('add'), busy, raise }
}

/** Shown to staff who may add claims, for a 不合格 / 已处理 inspection. */
export function RaiseClaimButton({ inspectionId, status }: { inspectionId: number; status: unknown }) {
  const { canRaise, busy, raise } = useRaiseClaim(inspectionDocument.basePath, inspectionId)
  if (!canRaise || (status !== '不合格' && status !== '已处理' && status !== '已完成')) return null
  return (
    <Button loading={busy} onClick={() => void raise()}>
      发起索赔
    </Button>
  )
}
