import type { Db } from '../../db'
import type { CurrentUser } from '../../http'
import { qulLedger } from './ledger-schema'

export type QualityEventKind = '检验' | '处理' | '索赔'

/** One quality event as the documents report it to the ledger (amounts and quantities as numbers). */
export interface QualityEvent {
  kind: QualityEventKind
  /** yyyy-MM-dd: the day the event counts for in statistics */
  eventDate: string
  docType: string
  docId: number
  docNo: string
  supplyid: number
  mtrId?: number | null
  mtrCode?: string
  mtrName?: string
  lotQty?: number
  sampleSize?: number
  defectQty?: number
  rejectedQty?: number
  verdict?: '合格' | '不合格' | ''
  defectCode?: string
  disposition?: string
  claimAmount?: number
  user: Pick<CurrentUser, 'userid' | 'UserName'> | null
}

/** Writes an event to the ledger in the caller's transaction (the one that moved the document). */
export async function recordQualityEvent(db: Db, e: QualityEvent): Promise<void> {
  await db.insert(qulLedger).values({
    kind: e.kind,
    event_date: e.eventDate,
    doc_type: e.docType,
    doc_id: e.docId,
    doc_no: e.docNo,
    supplyid: e.supplyid,
    mtr_id: e.mtrId ?? null,
    mtr_code: e.mtrCode ?? '',
    mtr_name: e.mtrName ?? '',
    lot_qty: e.lotQty ?? 0,
    sample_size: e.sampleSize ?? 0,
    defect_qty: e.defectQty ?? 0,
    rejected_qty: e.rejectedQty ?? 0,
    verdict: e.verdict ?? '',
    defect_code: e.defectCode ?? '',
    disposition: e.disposition ?? '',
    claim_amount: e.claimAmount ?? 0,
    userid: e.user?.userid ?? null,
    user_name: e.user?.UserName ?? '',
  })
}
