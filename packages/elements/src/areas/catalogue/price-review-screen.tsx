import { priceQuoteDocument } from '@scm/core/catalogue'
import { documentScreen } from '../../document/document-screen'
import { useCurrentUser } from '../../session/current-user'
import { PriceComparePanel, PriceHistoryPanel } from './price-panels'

// /partsManage/PriceReview 价格审核 — quotes from the core document definition: a supplier quotes his
// own parts and submits; the buyer reviews (比价 panel) and passes it into the approval flow or
// returns it; the detail ends with the part's approved price history.
function ReviewPanels({ id, mtrId }: { id: number; mtrId: number }) {
  const user = useCurrentUser()
  const staff = !!user && user.supplyid == null && user.customerId == null
  return (
    <>
      {staff ? <PriceComparePanel id={id} /> : null}
      <PriceHistoryPanel mtrId={mtrId} />
    </>
  )
}

export const PriceReviewScreen = documentScreen(priceQuoteDocument, {
  detailPanels: (doc) => (doc.id !== null && doc.detail ? <ReviewPanels id={doc.id} mtrId={Number(doc.detail.header.mtr_id)} /> : null),
})
