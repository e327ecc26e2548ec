import { documentAction, DOCUMENT_MESSAGES } from '@scm/core'
import { HANDLING_MESSAGES as M, handlingDocument, inspectionDocument } from '@scm/core/quality'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { bindDocument, moveDocument } from '../../document/records'
import type { ActionContext, DocumentHooks } from '../../document/hooks'
import { today } from '../../platform/input'
import { ResourceError, type Row } from '../../resource/records'
import { flowBack } from './flow-back'
import { inspectionBinding } from './inspection'
import { recordQualityEvent } from './ledger'
import { handlingTables, qulHandling, qulHandlingLine, qulInspection } from './schema'
import { nowSql } from '../../clock/sql'

// 判定处理单: what the kit does not say — a handling belongs to one 不合格 inspection (copied from
// it), its lines add up to the rejected quantity, and completing it hands the lot on (inspection
// 已处理, ledger events, quantities back to the receipt line and the order line).

export const handlingBinding = bindDocument(handlingDocument, handlingTables)
const H = qulHandling
const I = qulInspection

/** Save's server-set values: the 不合格 inspection it handles (locked: one live handling per inspection). */
async function beforeSave(tx: Db, { id, body }: { id: number | null; body: Row }): Promise<Row> {
  let inspId = Number(body.insp_id)
  if (id !== null) {
    const [existing] = await tx.select({ insp_id: H.insp_id }).from(H).where(eq(H.id, id))
    if (!existing) throw new ResourceError(DOCUMENT_MESSAGES.notFound, 404)
    inspId = Number(existing.insp_id)
  }
  if (!Number.isSafeInteger(inspId) || inspId <= 0 || inspId > 2147483647) throw new ResourceError('请选择要处理的检验单', 400)
  const [insp] = await tx.select().from(I).where(eq(I.id, inspId)).for('update')
  if (!insp) throw new ResourceError('检验单不存在', 404)
  if (insp.status !== '不合格') throw new ResourceError(M.notRejected, 409)
  const [other] = await tx
    .select({ id: H.id })
    .from(H)
    .where(and(eq(H.insp_id, inspId), ne(H.status, '已作废'), id === null ? undefined : ne(H.id, id)))
    .limit(1)
  if (other) throw new ResourceError(M.exists, 409)
  return {
    insp_id: inspId,
    insp_no: insp.insp_no,
    rcv_no: insp.rcv_no,
    supplyid: insp.supplyid,
    mtr_id: insp.mtr_id,
    mtr_code: insp.mtr_code,
    mtr_name: insp.mtr_name,
    rejected_qty: insp.rejected_qty,
  }
}

/** The lines must dispose of exactly the rejected quantity. */
async function checkSum(tx: Db, id: number): Promise<void> {
  const [doc] = await tx.select({ total: H.total_qty, rejected: H.rejected_qty }).from(H).where(eq(H.id, id))
  if (Number(doc!.total) !== Number(doc!.rejected)) throw new ResourceError(M.sum(Number(doc!.total), Number(doc!.rejected)), 400)
}

async function beforeComplete(tx: Db, { id, user }: ActionContext) {
  await checkSum(tx, id)
  return { set: { handler: user.UserName, handled_at: nowSql() } }
}

/** Completing: the inspection is 已处理, each disposition a ledger event, the quantities flow back. */
async function afterComplete(tx: Db, { id, user }: ActionContext & { to: string }) {
  const [doc] = await tx.select().from(H).where(eq(H.id, id))
  const d = doc!
  const inspId = Number(d.insp_id)
  await moveDocument(tx, inspectionBinding, documentAction(inspectionDocument, 'Handle'), inspId, { user, detail: `判定处理单 ${String(d.handle_no)}` })
  const lines = await tx.select().from(qulHandlingLine).where(eq(qulHandlingLine.doc_id, id)).orderBy(asc(qulHandlingLine.line_no))
  for (const line of lines) {
    await recordQualityEvent(tx, {
      kind: '处理',
      eventDate: today(),
      docType: handlingDocument.docType,
      docId: id,
      docNo: String(d.handle_no),
      supplyid: Number(d.supplyid),
      mtrId: Number(d.mtr_id),
      mtrCode: String(d.mtr_code),
      mtrName: String(d.mtr_name),
      rejectedQty: Number(line.qty),
      disposition: String(line.disposition),
      user,
    })
  }
  const [insp] = await tx.select({ receipt_line_id: I.receipt_line_id }).from(I).where(eq(I.id, inspId))
  await flowBack(tx, Number(insp!.receipt_line_id), user, `判定处理单 ${String(d.handle_no)}`)
}

export const handlingHooks: DocumentHooks = {
  beforeSave,
  afterSave: (tx, { id }) => checkSum(tx, id),
  actions: { Complete: { before: beforeComplete, after: afterComplete } },
}
