import { useState } from 'react'
import { claimDocument, processFaultDocument } from '@scm/core/quality'
import { useCan } from '../../resource/grants'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'

// 发起索赔 beside a production fault charged to a supplier: the claim draft (source 生产过程),
// opened on the claim screen; a second click opens the same draft.

export function FaultClaimButton({ faultId, header }: { faultId: number; header: Record<string, unknown> | undefined }) {
  const api = useApi()
  const emit = useEmit()
  const canClaim = useCan(claimDocument.fn)
  const [busy, setBusy] = useState(false)
  if (!header || !canClaim('add') || !header.supplyid || header.status === '已作废') return null
  const raise = async () => {
    setBusy(true)
    try {
      const claim = await api.post<{ id: number }>(`${processFaultDocument.basePath}/RaiseClaim`, { id: faultId }, { successMessage: true })
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
      {header.claim_no ? `打开索赔单 ${String(header.claim_no)}` : '发起索赔'}
    </Button>
  )
}
