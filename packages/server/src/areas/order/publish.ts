// Buyer side of an order: create / save draft, publish, cancel, delete.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { pcSupply, pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { purchaseOrder as O, purchaseOrderLine as L } from './schema'
import { purchaseActor, orderDoc, recordEvent } from '../../business/purchase'
import { nextDocNo } from '../../platform/numbering'
import { lockOrder, refreshOrder } from '../../business/purchase-orders'
import { managedSuppliers } from '../../platform/owner-scope'
import { documentAction } from '@scm/core'
import { purchaseOrderDocument } from '@scm/core/business'
import { moveDocument } from '../../document/records'
import { inLine, isBlank, optionalDate, optionalId, parseDate, parseId, parseNumber, parseText, round2, today } from '../../platform/input'
import * as clock from '../../clock'
import { z } from 'zod'
import { dateValue, idValue, numberValue } from '../../http/params'

export const MAX_ORDER_LINES = 200

interface LineInput {
  mtr_id: number
  qty: number
  unit_price: number | null
  required_date: string
  remark: string
}

function readLines(value: unknown): LineInput[] {
  if (!Array.isArray(value) || value.length === 0) refuse('请至少添加一行物料')
  if (value.length > MAX_ORDER_LINES) refuse(`订单行不能超过${MAX_ORDER_LINES}行`)
  return value.map((raw, i) =>
    inLine(i + 1, () => {
      if (!raw || typeof raw !== 'object') refuse('数据格式错误')
      const line = raw as Record<string, unknown>
      if (isBlank(line.mtr_id)) refuse('请选择物料')
      return {
        mtr_id: parseId(line.mtr_id, '物料'),
        qty: parseNumber(line.qty, '数量', { exclusiveMin: true }),
        unit_price: isBlank(line.unit_price) ? null : parseNumber(line.unit_price, '单价'),
        required_date: parseDate(line.required_date, '需求日期'),
        remark: parseText(line.remark, '备注', 200),
      }
    }),
  )
}

/** Save's body, for the contract (saveOrder reads it field by field, naming each refusal). */
export const orderSaveBody = z.object({
  id: idValue.nullish(),
  supplyid: idValue,
  order_date: dateValue.nullish(),
  delivery_address: z.string().max(200).nullish(),
  currency: z.string().max(10).nullish(),
  remark: z.string().max(500).nullish(),
  buyer_userid: idValue.nullish(),
  lines: z
    .array(z.object({ mtr_id: idValue, qty: numberValue, unit_price: numberValue.nullish(), required_date: dateValue, remark: z.string().max(200).nullish() }))
    .min(1)
    .max(MAX_ORDER_LINES),
})

/** Create (no id) or change a draft; lines are replaced. Returns the order id. */
export async function saveOrder(db: Db, user: CurrentUser, body: Record<string, unknown>): Promise<number> {
  const id = optionalId(body.id, '订单编号')
  if (isBlank(body.supplyid)) refuse('请选择供应商')
  const supplyid = parseId(body.supplyid, '供应商')
  const orderDate = optionalDate(body.order_date, '订单日期') ?? today()
  const deliveryAddress = parseText(body.delivery_address, '交货地址', 200)
  const currency = parseText(body.currency, '币种', 10) || 'CNY'
  const remark = parseText(body.remark, '备注', 500)
  const buyerUserid = optionalId(body.buyer_userid, '采购员') ?? user.userid
  const lines = readLines(body.lines)

  const managed = managedSuppliers(user, pcSupply.supplyid) ?? sql`true`
  const [supply] = await db
    .select({ status: pcSupply.status, managed: sql<boolean>`${managed}` })
    .from(pcSupply)
    .where(eq(pcSupply.supplyid, supplyid))
  if (!supply) refuse('供应商不存在')
  if (supply.status === '暂停') refuse('该供应商已暂停合作，不能下单')
  if (!supply.managed) refuse('无权操作该供应商的订单：未获该供应商的授权', 403)
  const [buyer] = await db
    .select({ userid: sysUser.userid })
    .from(sysUser)
    .where(and(eq(sysUser.userid, buyerUserid), isNull(sysUser.supplyid), isNull(sysUser.customerId)))
  if (!buyer) refuse('采购员不存在')
  const ids = [...new Set(lines.map((l) => l.mtr_id))]
  const materials = new Map(
    (await db.select().from(pubMateriel).where(inArray(pubMateriel.mtrId, ids))).map((m) => [m.mtrId, m]),
  )

  const actor = purchaseActor(user)
  const now = clock.now()
  const header = { supplyid, buyerUserid, orderDate, deliveryAddress, currency, remark, updatedAt: now, updatedBy: user.userid, updatedByName: user.UserName }
  let orderId: number
  if (id === null) {
    const [created] = await db
      .insert(O)
      .values({ ...header, orderNo: await nextDocNo(db, purchaseOrderDocument.numbering.prefix, now), createdBy: user.userid, createdByName: user.UserName })
      .returning({ id: O.id })
    orderId = created!.id
  } else {
    const order = await lockOrder(db, id, user)
    if (order.status !== '草稿') refuse('只有草稿状态的订单可以修改')
    await db.update(O).set(header).where(eq(O.id, id))
    await db.delete(L).where(eq(L.orderId, id))
    orderId = id
  }
  await db.insert(L).values(
    lines.map((line, i) =>
      inLine(i + 1, () => {
        const m = materials.get(line.mtr_id)
        if (!m) refuse('物料不存在')
        const unitPrice = line.unit_price ?? Number(m.price)
        return {
          orderId,
          supplyid,
          lineNo: i + 1,
          mtrId: m.mtrId,
          mtrCode: m.mtrCode,
          mtrName: m.mtrName,
          spec: m.spec,
          unit: m.unit,
          qty: line.qty,
          unitPrice,
          amount: round2(line.qty * unitPrice),
          requiredDate: line.required_date,
          remark: line.remark,
        }
      }),
    ),
  )
  await refreshOrder(db, orderId)
  await recordEvent(db, actor, { orderId, action: id === null ? '创建' : '修改', detail: `${lines.length} 行物料`, ...(id === null ? { to: '草稿' } : {}) })
  return orderId
}

/** Draft → 已发布 (the kit's move: history, conditional update). Mails go out after the transaction (see sendOrderMails). */
export async function publishOrder(db: Db, user: CurrentUser, id: number) {
  const order = await lockOrder(db, id, user)
  if (order.status !== '草稿') refuse('只有草稿状态的订单可以发布')
  if (order.lineCount === 0) refuse('请至少添加一行物料')
  await moveDocument(db, orderDoc, documentAction(purchaseOrderDocument, 'Publish'), id, {
    user,
    set: { publishedAt: clock.now(), updatedByName: user.UserName },
  })
  return order
}

export async function cancelOrder(db: Db, user: CurrentUser, id: number, reasonInput: unknown) {
  const reason = parseText(reasonInput, '作废原因', 200)
  const cancel = documentAction(purchaseOrderDocument, 'Cancel')
  const order = await lockOrder(db, id, user)
  if (!cancel.from.includes(order.status)) refuse('该订单状态不能作废')
  await moveDocument(db, orderDoc, cancel, id, { user, reason, set: { cancelledAt: clock.now(), cancelReason: reason, updatedByName: user.UserName } })
  await db.update(L).set({ lineStatus: '已作废' }).where(eq(L.orderId, id))
}

export async function deleteDraft(db: Db, user: CurrentUser, id: number) {
  const order = await lockOrder(db, id, user)
  if (order.status !== '草稿') refuse('只有草稿状态的订单可以删除')
  await db.delete(O).where(eq(O.id, id))
}
