import { AQL_LABELS, aqlIndex, INSPECTION_MESSAGES as M, INSPECTION_SEVERITIES, inspectionDocument, judgeLot, nextSeverity, readSwitchingState, resumeInspection, samplingPlan, SEVERITY_LABELS, VERDICT_OF_ACTION, type InspectionLevel, type InspectionSeverity, type SwitchingState } from '@scm/core/quality'
import { DOCUMENT_MESSAGES } from '@scm/core'
import { and, asc, desc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http'
import { bindDocument } from '../../document/records'
import type { ActionContext, DocumentHooks } from '../../document/hooks'
import { managedSuppliers } from '../../platform/owner-scope'
import { round2, today } from '../../platform/input'
import { ResourceError, type Row } from '../../resource/records'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import { flowBack } from './flow-back'
import { recordQualityEvent } from './ledger'
import { inspectionTables, qulDefectCode, qulInspection, qulInspectionLine, qulStandardItem, qulSwitching } from './schema'
import { currentStandard } from './standard'
import { nowSql } from '../../clock/sql'

// 来料检验单: what the kit does not say — the lot taken from a receipt line and planned by ISO
// 2859-1 on the supplier × material's switching state, the items copied from the approved
// standard, the checks of measured values, judging against the rule, and the flow back of the
// judged quantities to the receipt, the order line and the ledger.

export const inspectionBinding = bindDocument(inspectionDocument, inspectionTables)
const I = qulInspection
const IL = qulInspectionLine
const RL = pcReceiptLine

/** Inspections whose quantity counts against their receipt line (all but voided ones). */
const LIVE = notInArray(I.status, ['已作废'])

const severityOf = (label: unknown): InspectionSeverity => INSPECTION_SEVERITIES.find((s) => SEVERITY_LABELS[s] === label) ?? 'normal'

/** The stored switching state of a supplier × material (normal inspection when none yet). */
export async function switchingState(db: Db, supplyid: number, mtrId: number): Promise<SwitchingState> {
  const [row] = await db.select({ state: qulSwitching.state }).from(qulSwitching).where(and(eq(qulSwitching.supplyid, supplyid), eq(qulSwitching.mtr_id, mtrId)))
  return readSwitchingState(row?.state ?? null)
}

async function saveSwitchingState(db: Db, supplyid: number, mtrId: number, state: SwitchingState) {
  await db
    .insert(qulSwitching)
    .values({ supplyid, mtr_id: mtrId, state })
    .onConflictDoUpdate({ target: [qulSwitching.supplyid, qulSwitching.mtr_id], set: { state, updated_at: nowSql() } })
}

/**
 * Clause 9.4: inspection of a supplier × material stopped after five lots rejected on tightened
 * inspection resumes, on tightened inspection, once the quality engineer accepts the supplier's
 * improvement. Refused when it was not stopped.
 */
export async function resumeSwitching(db: Db, supplyid: number, mtrId: number): Promise<SwitchingState> {
  const state = await switchingState(db, supplyid, mtrId)
  if (state.severity !== 'discontinued') throw new ResourceError(M.notDiscontinued, 409)
  const resumed = resumeInspection(state)
  await saveSwitchingState(db, supplyid, mtrId, resumed)
  return resumed
}

/** Quantity of a receipt line taken by inspections (not voided), besides `except`. */
async function inspectedQty(db: Db, receiptLineId: number, except: number | null): Promise<number> {
  const [row] = await db
    .select({ qty: sql<string>`coalesce(sum(${I.lot_qty}), 0)` })
    .from(I)
    .where(and(eq(I.receipt_line_id, receiptLineId), LIVE, except === null ? undefined : ne(I.id, except)))
  return Number(row?.qty ?? 0)
}

function lotQtyOf(raw: unknown): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : typeof raw === 'number' ? raw : NaN
  if (!Number.isSafeInteger(n) || n <= 0) throw new ResourceError(M.lotInteger, 400)
  return n
}

/**
 * Save's server-set values: a new inspection takes its receipt line (locked, 待检, within what
 * is not yet inspected), the material's approved standard and the severity of the switching
 * state; a change of lot quantity recomputes the plan on the standard and severity recorded.
 */
async function beforeSave(tx: Db, { id, body, user }: { id: number | null; body: Row; user: CurrentUser }): Promise<Row> {
  let existing: Row | undefined
  if (id !== null) {
    ;[existing] = (await tx.select().from(I).where(eq(I.id, id))) as Row[]
    if (!existing) throw new ResourceError(DOCUMENT_MESSAGES.notFound, 404)
  }
  const lineId = existing ? Number(existing.receipt_line_id) : Number(body.receipt_line_id)
  if (!Number.isSafeInteger(lineId) || lineId <= 0 || lineId > 2147483647) throw new ResourceError('请选择要检验的收货行', 400)
  const lotQty = lotQtyOf(body.lot_qty)
  // the line is locked: two inspectors taking lots of it at once cannot exceed its quantity
  const [line] = await tx
    .select({ line: RL, rcvNo: pcReceipt.rcvNo })
    .from(RL)
    .innerJoin(pcReceipt, eq(pcReceipt.id, RL.receiptId))
    .where(and(eq(RL.id, lineId), managedSuppliers(user, RL.supplyid)))
    .for('update', { of: RL })
  if (!line) throw new ResourceError('收货行不存在', 404)
  if (line.line.checkStatus !== '待检') throw new ResourceError(M.notPending, 409)
  const remaining = round2(Number(line.line.qty) - (await inspectedQty(tx, lineId, id)))
  if (lotQty > remaining) throw new ResourceError(`${M.overLot}（未检验 ${Math.max(0, remaining)}）`, 400)

  let standard: Row
  let severity: InspectionSeverity
  if (existing) {
    standard = { standard_id: existing.standard_id, standard_no: existing.standard_no, standard_version: existing.standard_version, inspection_level: existing.inspection_level, aql: existing.aql }
    severity = severityOf(existing.severity)
  } else {
    const current = await currentStandard(tx, line.line.mtrId)
    if (!current) throw new ResourceError(M.noStandard, 400)
    standard = { standard_id: current.id, standard_no: current.standard_no, standard_version: current.version, inspection_level: current.level, aql: AQL_LABELS[aqlIndex(current.aql)] }
    const state = await switchingState(tx, line.line.supplyid, line.line.mtrId)
    if (state.severity === 'discontinued') throw new ResourceError(M.discontinued, 409)
    severity = state.severity
  }
  const plan = samplingPlan({ lotSize: lotQty, level: standard.inspection_level as InspectionLevel, aql: String(standard.aql), severity })
  return {
    receipt_line_id: lineId,
    receipt_id: line.line.receiptId,
    rcv_no: line.rcvNo,
    order_line_id: line.line.orderLineId,
    supplyid: line.line.supplyid,
    mtr_id: line.line.mtrId,
    mtr_code: line.line.mtrCode,
    mtr_name: line.line.mtrName,
    lot_qty: lotQty,
    ...standard,
    severity: SEVERITY_LABELS[severity],
    code_letter: plan.codeLetter,
    sample_size: plan.sampleSize,
    ac: plan.ac,
    re: plan.re,
  }
}

const outside = (v: number, lo: number | null, hi: number | null) => (lo !== null && v < lo) || (hi !== null && v > hi)
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v))

/**
 * After Save: a new inspection gets the standard's items first (they are read-only: limits come
 * from the standard, never from the form); every save checks the lines — a measured value outside
 * its limits needs a nonconforming count, a defect line a known defect code — and sets the rule's
 * verdict (nonconforming ≥ Re → 不合格).
 */
async function afterSave(tx: Db, { id, created }: { id: number; created: boolean }): Promise<void> {
  const [doc] = await tx.select().from(I).where(eq(I.id, id))
  const items = await tx.select().from(qulStandardItem).where(eq(qulStandardItem.doc_id, Number(doc!.standard_id))).orderBy(asc(qulStandardItem.line_no))
  if (created) {
    await tx.update(IL).set({ line_no: sql`${IL.line_no} + ${items.length}` }).where(eq(IL.doc_id, id))
    if (items.length)
      await tx.insert(IL).values(
        items.map((item, i) => ({
          doc_id: id,
          line_no: i + 1,
          item_name: item.item_name,
          check_method: item.check_method,
          lower_limit: item.lower_limit,
          upper_limit: item.upper_limit,
          unit: item.unit,
          key_item: item.key_item,
        })),
      )
  }
  const lines = await tx.select().from(IL).where(eq(IL.doc_id, id)).orderBy(asc(IL.line_no))
  const itemLines = lines.filter((l) => (l.item_name ?? '') !== '')
  if (itemLines.length !== items.length) throw new ResourceError(M.itemsKept, 400)
  const codes = [...new Set(lines.map((l) => String(l.defect_code ?? '').trim()).filter(Boolean))]
  const known = new Set(codes.length ? (await tx.select({ code: qulDefectCode.code }).from(qulDefectCode).where(inArray(qulDefectCode.code, codes))).map((c) => c.code) : [])
  const sample = Number(doc!.sample_size)
  for (const l of lines) {
    const at = `第${l.line_no}行：`
    const bad = Number(l.nonconforming ?? 0)
    const measured = num(l.measured)
    const code = String(l.defect_code ?? '').trim()
    if (measured !== null && outside(measured, num(l.lower_limit), num(l.upper_limit)) && bad <= 0) throw new ResourceError(at + M.outOfLimits, 400)
    if (!l.item_name && bad <= 0) throw new ResourceError(`${at}请填写缺陷的不合格数`, 400)
    if (!l.item_name && !code) throw new ResourceError(at + M.defectCode, 400)
    if (code && !known.has(code)) throw new ResourceError(at + M.unknownDefect, 400)
    if (bad > sample) throw new ResourceError(at + M.overSample, 400)
  }
  const total = lines.reduce((s, l) => s + Number(l.nonconforming ?? 0), 0)
  await tx
    .update(I)
    .set({ defect_total: total, rule_verdict: total >= Number(doc!.re) ? '不合格' : '合格' })
    .where(eq(I.id, id))
}

/** The defect code with the most nonconforming in an inspection ('' when none). */
async function mainDefect(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ code: IL.defect_code })
    .from(IL)
    .where(and(eq(IL.doc_id, id), gt(IL.nonconforming, 0), ne(IL.defect_code, '')))
    .orderBy(desc(IL.nonconforming), asc(IL.line_no))
    .limit(1)
  return String(row?.code ?? '')
}

/** 判定合格 / 判定不合格: the verdict the rule does not give needs a reason (改判). */
async function beforeJudge(_tx: Db, { doc, reason, user }: ActionContext, action: 'Accept' | 'Reject') {
  const verdict = VERDICT_OF_ACTION[action]!
  const rule = String(doc.rule_verdict ?? '')
  const override = verdict !== rule
  if (override && !reason) throw new ResourceError(M.overrideReason, 400)
  const lot = Number(doc.lot_qty)
  return {
    set: {
      verdict,
      override_reason: override ? reason : '',
      accepted_qty: verdict === '合格' ? lot : 0,
      rejected_qty: verdict === '合格' ? 0 : lot,
      inspector: user.UserName,
      inspected_at: nowSql(),
    },
    detail: `不合格数 ${Number(doc.defect_total ?? 0)}（样本量 ${Number(doc.sample_size)}，Ac ${Number(doc.ac)} / Re ${Number(doc.re)}），规则结论 ${rule}${override ? '，改判' : ''}`,
  }
}

/**
 * After judging: the switching state of the supplier × material takes the lot (ISO 2859-1 clause
 * 9), the ledger the event, and the receipt line, receipt and order line the quantities.
 */
async function afterJudge(tx: Db, { id, user }: ActionContext & { to: string }) {
  const [doc] = await tx.select().from(I).where(eq(I.id, id))
  const d = doc!
  const accepted = d.verdict === '合格'
  const severity = severityOf(d.severity)
  const { lot } = judgeLot({ lotSize: Number(d.lot_qty), level: d.inspection_level as InspectionLevel, aql: String(d.aql), severity }, Number(d.defect_total ?? 0), {
    productionSteady: true,
    reducedApproved: true,
  })
  const state = nextSeverity(await switchingState(tx, Number(d.supplyid), Number(d.mtr_id)), { ...lot, accepted })
  await saveSwitchingState(tx, Number(d.supplyid), Number(d.mtr_id), state)
  await recordQualityEvent(tx, {
    kind: '检验',
    eventDate: today(),
    docType: inspectionDocument.docType,
    docId: id,
    docNo: String(d.insp_no),
    supplyid: Number(d.supplyid),
    mtrId: Number(d.mtr_id),
    mtrCode: String(d.mtr_code),
    mtrName: String(d.mtr_name),
    lotQty: Number(d.lot_qty),
    sampleSize: Number(d.sample_size),
    defectQty: Number(d.defect_total ?? 0),
    rejectedQty: Number(d.rejected_qty ?? 0),
    verdict: accepted ? '合格' : '不合格',
    defectCode: await mainDefect(tx, id),
    user,
  })
  await flowBack(tx, Number(d.receipt_line_id), user, `检验单 ${String(d.insp_no)}`)
}

/** The calls' hooks: Save fills and checks, judging flows back. */
export const inspectionHooks: DocumentHooks = {
  beforeSave,
  afterSave,
  actions: {
    Accept: { before: (tx, ctx) => beforeJudge(tx, ctx, 'Accept'), after: afterJudge },
    Reject: { before: (tx, ctx) => beforeJudge(tx, ctx, 'Reject'), after: afterJudge },
  },
}
