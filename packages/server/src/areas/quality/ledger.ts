import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http'
import { qulLedger, qulLedgerMonth, qulLedgerSupplierMonth } from './ledger-schema'

export type QualityEventKind = '检验' | '处理' | '索赔' | '故障'

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

/**
 * Writes an event to the ledger in the caller's transaction (the one that moved the document), and
 * adds it to its supplier × material × month summary row (upsert), which statistics read.
 * Figures: an inspection counts a lot (rejected when 不合格), its lot and rejected quantities; a
 * claim its amount (a withdrawal's is negative); a handling only counts as an event (its quantity
 * was rejected by the inspection already).
 */
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
  const inspection = e.kind === '检验'
  const added = {
    events: 1,
    lots: inspection ? 1 : 0,
    rejected_lots: inspection && e.verdict === '不合格' ? 1 : 0,
    inspected_qty: inspection ? (e.lotQty ?? 0) : 0,
    rejected_qty: inspection ? (e.rejectedQty ?? 0) : 0,
    claim_amount: e.kind === '索赔' ? (e.claimAmount ?? 0) : 0,
  }
  const M = qulLedgerMonth
  const S = qulLedgerSupplierMonth
  const month = monthOf(e.eventDate)
  const plus = (table: typeof M | typeof S) => {
    const add = (column: keyof typeof added) => sql`${table[column]} + excluded.${sql.identifier(column)}`
    return { events: add('events'), lots: add('lots'), rejected_lots: add('rejected_lots'), inspected_qty: add('inspected_qty'), rejected_qty: add('rejected_qty'), claim_amount: add('claim_amount') }
  }
  await db
    .insert(M)
    .values({ supplyid: e.supplyid, mtr_id: e.mtrId ?? 0, month, mtr_code: e.mtrCode ?? '', mtr_name: e.mtrName ?? '', ...added })
    .onConflictDoUpdate({
      target: [M.supplyid, M.mtr_id, M.month],
      set: {
        ...plus(M),
        // the material's latest code and name label its statistics
        mtr_code: sql`case when excluded.mtr_code <> '' then excluded.mtr_code else ${M.mtr_code} end`,
        mtr_name: sql`case when excluded.mtr_name <> '' then excluded.mtr_name else ${M.mtr_name} end`,
      },
    })
  await db
    .insert(S)
    .values({ supplyid: e.supplyid, month, ...added })
    .onConflictDoUpdate({ target: [S.supplyid, S.month], set: plus(S) })
}

/** yyyy-MM-dd → the first day of its month. */
function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`
}

/**
 * The summary as recomputed from every ledger row (same rules as recordQualityEvent): what the
 * maintained table must equal, and what rebuildLedgerSummary writes.
 */
export const RECOMPUTED_SUMMARY = sql`
  select l.supplyid, coalesce(l.mtr_id, 0) as mtr_id, date_trunc('month', l.event_date)::date as month,
         coalesce((array_agg(l.mtr_code order by l.id desc) filter (where l.mtr_code <> ''))[1], '') as mtr_code,
         coalesce((array_agg(l.mtr_name order by l.id desc) filter (where l.mtr_name <> ''))[1], '') as mtr_name,
         count(*)::int as events,
         (count(*) filter (where l.kind = '检验'))::int as lots,
         (count(*) filter (where l.kind = '检验' and l.verdict = '不合格'))::int as rejected_lots,
         coalesce(sum(l.lot_qty) filter (where l.kind = '检验'), 0) as inspected_qty,
         coalesce(sum(l.rejected_qty) filter (where l.kind = '检验'), 0) as rejected_qty,
         coalesce(sum(l.claim_amount) filter (where l.kind = '索赔'), 0) as claim_amount
  from qul_ledger l
  group by 1, 2, 3`

/** The supplier × month rollup as recomputed from the material summary (itself from the ledger). */
export const RECOMPUTED_SUPPLIER_SUMMARY = sql`
  select supplyid, month, sum(events)::int as events, sum(lots)::int as lots, sum(rejected_lots)::int as rejected_lots,
         sum(inspected_qty) as inspected_qty, sum(rejected_qty) as rejected_qty, sum(claim_amount) as claim_amount
  from (${RECOMPUTED_SUMMARY}) m
  group by 1, 2`

/** Rewrites both summaries from the ledger (bulk loads, repairs). */
export async function rebuildLedgerSummary(db: Db): Promise<void> {
  const figures = sql`events, lots, rejected_lots, inspected_qty, rejected_qty, claim_amount`
  await db.execute(sql`delete from qul_ledger_month`)
  await db.execute(sql`insert into qul_ledger_month (supplyid, mtr_id, month, mtr_code, mtr_name, ${figures}) ${RECOMPUTED_SUMMARY}`)
  await db.execute(sql`delete from qul_ledger_supplier_month`)
  await db.execute(sql`insert into qul_ledger_supplier_month (supplyid, month, ${figures})
    select supplyid, month, sum(events), sum(lots), sum(rejected_lots), sum(inspected_qty), sum(rejected_qty), sum(claim_amount)
    from qul_ledger_month group by 1, 2`)
}
