import { DOCUMENT_MESSAGES, documentAction, formatAmount } from '@scm/core'
import { STATEMENT_MESSAGES as M, statementDocument as D, type StatementResolution } from '@scm/core/account'
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { bindDocument, moveDocument, writeEvent } from '../../document/records'
import type { CurrentUser } from '../../http'
import { attachFiles, ownUploads } from '../../platform/attachments'
import { ResourceError } from '../../resource/records'
import { accStatement, accStatementLine as L, statementTables } from './schema'
import { recomputeTotals, takingSources } from './statement'
import { nowSql } from '../../clock/sql'

// What people do to a statement's lines, as the calls (line-routes.ts) and the demo seeds both do
// it, in the caller's transaction. Each locks the statement row first, so answers to lines and the
// status moves they cause happen one at a time; a refusal throws ResourceError (nothing saved).

export const statementBinding = bindDocument(D, statementTables)
const ANSWERABLE = ['已发布', '有异议']

/** Who acts, and which statements he may see (the owner scope of the call). */
export interface LineActor {
  user: CurrentUser
  scope?: SQL
}

async function lockStatement(tx: Db, by: LineActor, id: number) {
  const [doc] = await tx
    .select({ id: accStatement.id, status: accStatement.status })
    .from(accStatement)
    .where(and(eq(accStatement.id, id), by.scope))
    .for('update')
  if (!doc) throw new ResourceError(DOCUMENT_MESSAGES.notFound, 404)
  return { id: doc.id as number, status: String(doc.status) }
}

async function lineOf(tx: Db, docId: number, lineId: number | null) {
  if (lineId === null) throw new ResourceError(M.lineNotFound, 400)
  const [line] = await tx.select().from(L).where(and(eq(L.id, lineId), eq(L.doc_id, docId)))
  if (!line) throw new ResourceError(M.lineNotFound, 404)
  return line
}

/** Every live line confirmed → the statement is confirmed and locked (the automatic 全部确认). */
async function confirmWhenComplete(tx: Db, id: number, user: CurrentUser): Promise<string | null> {
  const [open] = await tx
    .select({ id: L.id })
    .from(L)
    .where(and(eq(L.doc_id, id), eq(L.disabled, false), ne(L.answer, '已确认')))
    .limit(1)
  if (open) return null
  return moveDocument(tx, statementBinding, documentAction(D, 'Confirm'), id, { user, set: { confirmed_at: nowSql() } })
}

/** SetDisable: staff take a line out of the total (or back in) with a reason, in 草稿 or 有异议. */
export async function setLineDisabled(tx: Db, by: LineActor, input: { id: number; lineId: number | null; disabled: boolean; reason: string }) {
  const doc = await lockStatement(tx, by, input.id)
  if (doc.status !== '草稿' && doc.status !== '有异议') throw new ResourceError(M.notDisableable, 409)
  const line = await lineOf(tx, doc.id, input.lineId)
  // back in: answered again when the supplier has already seen the statement
  const answer = input.disabled ? {} : { answer: doc.status === '草稿' ? null : '待确认' }
  await takingSources(
    () => tx.update(L).set({ disabled: input.disabled, disable_reason: input.disabled ? input.reason : '', ...answer }).where(eq(L.id, line.id)),
    M.stillTaken,
  )
  await recomputeTotals(tx, doc.id)
  await writeEvent(tx, statementBinding, doc.id, {
    action: input.disabled ? '停用明细' : '启用明细',
    reason: input.reason,
    lineNo: Number(line.line_no),
    detail: `${line.source_no ?? ''} ${formatAmount(line.amount)}`,
    user: by.user,
  })
  return { id: doc.id, line_id: Number(line.id), disabled: input.disabled }
}

/** ConfirmLine: the supplier confirms lines; the last one confirmed locks the statement (已确认). */
export async function confirmLines(tx: Db, by: LineActor, input: { id: number; lineIds: number[] }) {
  const doc = await lockStatement(tx, by, input.id)
  if (!ANSWERABLE.includes(doc.status)) throw new ResourceError(M.notAnswerable, 409)
  const lines = await tx
    .select({ id: L.id, lineNo: L.line_no, disabled: L.disabled, answer: L.answer })
    .from(L)
    .where(and(eq(L.doc_id, doc.id), inArray(L.id, input.lineIds)))
    .orderBy(asc(L.line_no))
  if (lines.length !== new Set(input.lineIds).size) throw new ResourceError(M.lineNotFound, 404)
  if (lines.some((l) => l.disabled)) throw new ResourceError(M.lineDisabled, 400)
  const unanswered = lines.filter((l) => l.answer !== '已确认')
  if (!unanswered.length) throw new ResourceError(M.lineConfirmed, 409)
  await tx.update(L).set({ answer: '已确认', answer_reason: '' }).where(inArray(L.id, unanswered.map((l) => l.id as number)))
  const numbers = unanswered.map((l) => `第${l.lineNo}行`).join('、')
  await writeEvent(tx, statementBinding, doc.id, { action: '确认明细', detail: numbers, lineNo: unanswered.length === 1 ? Number(unanswered[0]!.lineNo) : null, user: by.user })
  const status = (await confirmWhenComplete(tx, doc.id, by.user)) ?? doc.status
  return { id: doc.id, status, confirmed: unanswered.length }
}

/** DisputeLine: the supplier disputes one line with a reason and evidence files → 有异议. */
export async function disputeLine(tx: Db, by: LineActor, input: { id: number; lineId: number | null; reason: string; fileIds: number[] }) {
  const doc = await lockStatement(tx, by, input.id)
  if (!ANSWERABLE.includes(doc.status)) throw new ResourceError(M.notAnswerable, 409)
  const line = await lineOf(tx, doc.id, input.lineId)
  if (line.disabled) throw new ResourceError(M.lineDisabled, 400)
  if (line.answer === '已确认') throw new ResourceError(M.lineConfirmed, 409)
  if (input.fileIds.length) {
    // evidence: only files the supplier uploaded himself
    const own = await ownUploads(tx, by.user.userid, input.fileIds)
    if (own.size !== new Set(input.fileIds).size) throw new ResourceError('附件不存在', 400)
    await attachFiles(tx, D.docType, doc.id, input.fileIds, by.user)
  }
  await tx.update(L).set({ answer: '有异议', answer_reason: input.reason, resolution: null, resolution_reason: '' }).where(eq(L.id, line.id))
  const files = input.fileIds.length ? `，附件 ${input.fileIds.length} 个` : ''
  await writeEvent(tx, statementBinding, doc.id, { action: '提出异议', reason: input.reason, lineNo: Number(line.line_no), detail: `${line.source_no ?? ''} ${formatAmount(line.amount)}${files}`, user: by.user })
  const status = doc.status === '已发布' ? await moveDocument(tx, statementBinding, documentAction(D, 'Dispute'), doc.id, { user: by.user, reason: input.reason }) : doc.status
  return { id: doc.id, status }
}

/** ResolveLine: staff adjust a disputed line's amount (调整) or keep it (维持), with a reason. */
export async function resolveLine(tx: Db, by: LineActor, input: { id: number; lineId: number | null; resolution: StatementResolution; amount: string | null; reason: string }) {
  const doc = await lockStatement(tx, by, input.id)
  if (doc.status !== '有异议') throw new ResourceError(M.notResolvable, 409)
  const line = await lineOf(tx, doc.id, input.lineId)
  if (line.answer !== '有异议' || line.disabled) throw new ResourceError(M.notDisputed, 409)
  const set: Record<string, unknown> = { resolution: input.resolution, resolution_reason: input.reason }
  if (input.resolution === '调整' && input.amount !== null) set.amount = sql`${input.amount}::numeric`
  await tx.update(L).set(set).where(eq(L.id, line.id))
  await recomputeTotals(tx, doc.id)
  const detail = input.resolution === '调整' && input.amount !== null ? `调整 金额 ${formatAmount(line.amount)} → ${formatAmount(input.amount)}` : '维持'
  await writeEvent(tx, statementBinding, doc.id, { action: '处理异议', reason: input.reason, detail, lineNo: Number(line.line_no), user: by.user })
  return { id: doc.id, line_id: Number(line.id), resolution: input.resolution }
}
