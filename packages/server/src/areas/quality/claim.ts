import { claimDocument } from '@scm/core/quality'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import type { ActionContext, DocumentHooks } from '../../document/hooks'
import { pubMateriel } from '../../identity/partner-schema'
import { recordQualityEvent } from './ledger'
import { qulClaimLine } from './schema'

// 索赔单: what the kit does not say — the quality ledger hears a claim when it is published (its
// amount), withdrawn (the amount taken back) and settled (0), so the ledger's claim amounts add up
// to the live claims.

/** A claim's event in the ledger: dated by the claim, its first line's material, `amount` as given. */
async function claimEvent(db: Db, { id, doc, user }: ActionContext, disposition: string, amount: number): Promise<void> {
  const [line] = await db
    .select({ mtrCode: qulClaimLine.mtr_code, mtrName: qulClaimLine.mtr_name, mtrId: pubMateriel.mtrId })
    .from(qulClaimLine)
    .leftJoin(pubMateriel, eq(pubMateriel.mtrCode, qulClaimLine.mtr_code))
    .where(eq(qulClaimLine.doc_id, id))
    .orderBy(asc(qulClaimLine.line_no))
    .limit(1)
  await recordQualityEvent(db, {
    kind: '索赔',
    // every event of a claim counts on the claim's date, so a period's sum is its live claims
    eventDate: String(doc.claim_date),
    docType: claimDocument.docType,
    docId: id,
    docNo: String(doc.claim_no),
    supplyid: Number(doc.supplyid),
    mtrId: line?.mtrId ?? null,
    mtrCode: String(line?.mtrCode ?? ''),
    mtrName: String(line?.mtrName ?? ''),
    disposition,
    claimAmount: amount,
    user,
  })
}

const SETTLED = claimDocument.actions.find((a) => a.name === 'Settle')!.to

export const claimHooks: DocumentHooks = {
  actions: {
    Publish: { after: (db, ctx) => claimEvent(db, ctx, ctx.to, Number(ctx.doc.total_amount)) },
    Withdraw: { after: (db, ctx) => claimEvent(db, ctx, ctx.to, -Number(ctx.doc.total_amount)) },
    // heard at the call (approval pending: nothing yet) and at the flow's end
    Settle: { after: async (db, ctx) => (ctx.to === SETTLED ? claimEvent(db, ctx, ctx.to, 0) : undefined) },
  },
}
