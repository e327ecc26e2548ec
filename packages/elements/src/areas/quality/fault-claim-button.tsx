import { processFaultDocument } from '@scm/core/quality'
import { Button } from '../../ui/button'
import { useRaiseClaim } from './raise-claim-button'

// 发起索赔 beside a production fault charged to a supplier: the claim draft (source 生产过程),
// opened on the claim screen; a second click opens the same draft.

export function FaultClaimButton({ faultId, header }: { faultId: number; header: Record<string, unknown> | undefined }) {
  const { canRaise, busy, raise } = useRaiseClaim(processFaultDocument.basePath, faultId)
  if (!header || !canRaise || !header.supplyid || header.status === '已作废') return null
  return (
    <Button loading={busy} onClick={() => void raise()}>
      {header.claim_no ? `打开索赔单 ${String(header.claim_no)}` : '发起索赔'}
    </Button>
  )
}
