// Supplier confirmation line by line, and the buyer's review of proposals (API.md "Supplier confirmation").
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { purchaseOrder as O, purchaseOrderLine as L } from './schema'
import { purchaseActor, recordEvent } from '../../business/purchase'
import { markRead } from './read-mark'
import { lockOrder, refreshOrder } from '../../business/purchase-orders'
import { CONFIRMABLE } from '@scm/core/business'
import { isBlank, optionalDate, parseId, parseNumber, parseText } from '../../platform/input'
import * as clock from '../../clock'
import { z } from 'zod'
import { dateValue, idValue, numberValue } from '../../http/params'

const ACTIONS = ['accept', 'reject', 'propose'] as const
type Action = (typeof ACTIONS)[number]

/** The line and its order, both locked; 404 when the caller may not see the order. */
async function lockLine(db: Db, user: CurrentUser, lineId: number) {
  const [owner] = await db.select({ orderId: L.orderId }).from(L).where(eq(L.id, lineId))
  if (!owner) refuse('订单行不存在', 404)
  const order = await lockOrder(db, owner.orderId, user)
  const [line] = await db.select().from(L).where(eq(L.id, lineId)).for('update')
  return { order, line: line! }
}

const qtyText = (n: number | null) => String(Number(n ?? 0))

/** The supplier's first date for a line stays when he moves it later (on-time delivery against his first promise). */
const firstPromise = (date: string) => sql`coalesce(${L.firstPromisedDate}, ${date}::date)`

/** accept / reject (reason) / propose (reason + other qty and/or date). Returns the order id. */
/** ConfirmLine's body, for the contract (confirmLine reads it field by field). */
export const confirmLineBody = z.object({
  line_id: idValue,
  action: z.enum(ACTIONS),
  reason: z.string().max(200).nullish(),
  qty: numberValue.nullish(),
  date: dateValue.nullish(),
})

export async function confirmLine(db: Db, user: CurrentUser, body: Record<string, unknown>): Promise<number> {
  if (user.supplyid == null) refuse('只有供应商可以确认订单行', 403)
  const lineId = parseId(body.line_id, '订单行')
  const action = String(body.action ?? '').trim() as Action
  if (!ACTIONS.includes(action)) refuse('操作只能是 accept、reject 或 propose')
  const { order, line } = await lockLine(db, user, lineId)
  if (line.lineStatus !== '待确认') refuse('该行已答复，不能重复确认')
  if (!CONFIRMABLE.includes(order.status)) refuse('该订单状态不能确认')
  const actor = purchaseActor(user)
  await markRead(db, order.id, actor, '供应商确认')
  const now = clock.now()
  const event = { orderId: order.id, lineNo: line.lineNo }
  if (action === 'accept') {
    await db
      .update(L)
      .set({ lineStatus: '已确认', confirmedQty: line.qty, promisedDate: line.requiredDate, firstPromisedDate: firstPromise(line.requiredDate), answeredAt: now })
      .where(eq(L.id, lineId))
    await recordEvent(db, actor, { ...event, action: '确认', detail: `数量 ${qtyText(line.qty)}，交期 ${line.requiredDate}` })
  } else if (action === 'reject') {
    const reason = parseText(body.reason, '拒绝原因', 200, true)
    await db.update(L).set({ lineStatus: '已拒绝', confirmedQty: 0, rejectReason: reason, answeredAt: now }).where(eq(L.id, lineId))
    await recordEvent(db, actor, { ...event, action: '拒绝', reason })
  } else {
    const reason = parseText(body.reason, '变更原因', 200, true)
    const qty = isBlank(body.qty) ? null : parseNumber(body.qty, '变更数量', { exclusiveMin: true })
    const date = optionalDate(body.date, '变更交期')
    const newQty = qty !== null && qty !== Number(line.qty) ? qty : null
    const newDate = date !== null && date !== line.requiredDate ? date : null
    if (newQty === null && newDate === null) refuse('请填写变更后的数量或交期')
    await db
      .update(L)
      .set({
        lineStatus: '变更待审',
        proposedQty: newQty ?? line.qty,
        proposedDate: newDate ?? line.requiredDate,
        firstPromisedDate: firstPromise(newDate ?? line.requiredDate),
        proposalReason: reason,
        answeredAt: now,
      })
      .where(eq(L.id, lineId))
    const changes = [
      newQty !== null ? `数量 ${qtyText(line.qty)} → ${qtyText(newQty)}` : '',
      newDate !== null ? `交期 ${line.requiredDate} → ${newDate}` : '',
    ].filter(Boolean)
    await recordEvent(db, actor, { ...event, action: '提出变更', detail: changes.join('，'), reason })
  }
  await refreshOrder(db, order.id)
  return order.id
}

/** Accepts every line still waiting for an answer. */
export async function confirmAll(db: Db, user: CurrentUser, orderId: number): Promise<number> {
  if (user.supplyid == null) refuse('只有供应商可以确认订单行', 403)
  const order = await lockOrder(db, orderId, user)
  if (!CONFIRMABLE.includes(order.status)) refuse('该订单状态不能确认')
  const lines = await db.select({ id: L.id }).from(L).where(and(eq(L.orderId, orderId), eq(L.lineStatus, '待确认')))
  if (!lines.length) refuse('没有待确认的订单行')
  for (const line of lines) await confirmLine(db, user, { line_id: line.id, action: 'accept' })
  return orderId
}

/** The buyer approves (the proposal becomes the confirmation) or refuses (back to 待确认). */
/** ReviewProposal's body, for the contract. */
export const reviewProposalBody = z.object({ line_id: idValue, approve: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]) })

export async function reviewProposal(db: Db, user: CurrentUser, body: Record<string, unknown>): Promise<number> {
  if (user.supplyid != null || user.customerId != null) refuse('无权限', 403)
  const lineId = parseId(body.line_id, '订单行')
  const approve = body.approve === true || body.approve === 'true' || body.approve === 1 || body.approve === '1'
  const refused = body.approve === false || body.approve === 'false' || body.approve === 0 || body.approve === '0'
  if (!approve && !refused) refuse('请选择同意或驳回')
  const { order, line } = await lockLine(db, user, lineId)
  if (line.lineStatus !== '变更待审') refuse('该行没有待审核的变更')
  const actor = purchaseActor(user)
  const event = { orderId: order.id, lineNo: line.lineNo }
  if (approve) {
    await db
      .update(L)
      .set({
        lineStatus: '已确认',
        confirmedQty: line.proposedQty ?? line.qty,
        promisedDate: line.proposedDate ?? line.requiredDate,
        firstPromisedDate: firstPromise(line.proposedDate ?? line.requiredDate),
      })
      .where(eq(L.id, lineId))
    await recordEvent(db, actor, {
      ...event,
      action: '同意变更',
      detail: `确认数量 ${qtyText(line.proposedQty ?? line.qty)}，交期 ${line.proposedDate ?? line.requiredDate}`,
    })
  } else {
    const reason = parseText(body.reason, '驳回原因', 200, true)
    await db.update(L).set({ lineStatus: '待确认', proposedQty: null, proposedDate: null, answeredAt: null }).where(eq(L.id, lineId))
    await recordEvent(db, actor, { ...event, action: '驳回变更', reason })
  }
  await db.update(O).set({ updatedAt: clock.now(), updatedBy: user.userid, updatedByName: user.UserName }).where(eq(O.id, order.id))
  await refreshOrder(db, order.id)
  return order.id
}
