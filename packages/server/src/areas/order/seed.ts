// Demo orders in every status for suppliers 1001–1003, made through the same services the API
// uses (so lines, totals, batches and history agree), then dated relative to today.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { sendMail } from '../../mail'
import { demoUser } from '../../seed/demo-user'
import { pubMateriel } from '../../identity/partner-schema'
import { deliveryBatch, orderMailRecord, purchaseOrder } from './schema'
import { docEvent } from '../../platform/schema'
import { deliveryBatchDocument, purchaseOrderDocument, receiptDocument } from '@scm/core/business'
import { cancelOrder, publishOrder, saveOrder } from './publish'
import { confirmLine, reviewProposal } from './confirm'
import { createBatch } from './batch'
import { findOrderDetail } from './detail'
import { composeOrderMail, supplierContacts } from './mail'
import { addDays, today } from '../../platform/input'
import { markRead } from './read-mark'
import { purchaseActor } from '../../business/purchase'
import { saveReceipt } from '../../business/receiving'
import { pcReceipt } from '../../business/receipt-schema'
import * as clock from '../../clock'


type Answer = 'accept' | 'reject' | 'propose' | 'wait'
interface DemoOrder {
  supplyid: number
  daysAgo: number
  lines: [code: string, qty: number, requiredInDays: number][]
  /** how far it goes */
  stage: 'draft' | 'published' | 'read' | 'answered' | 'cancelled'
  answers?: Answer[]
  approve?: boolean
  /** shipments: [per-line qty (0 = none), ship days ago, arrival in days (negative = past)] */
  batches?: [qty: number[], shippedDaysAgo: number, arrivalInDays: number][]
  /** receipts per batch index: per-line qty received (qualified = received unless set below) */
  receipts?: { batch: number; qty: number[]; rejected?: number[]; pending?: boolean }[]
  remark?: string
}

const ADDRESS = '安徽省合肥市经济技术开发区紫云路88号 总装厂二号库'

const ORDERS: DemoOrder[] = [
  { supplyid: 1001, daysAgo: 0, stage: 'draft', lines: [['1003020-E02', 400, 20], ['1307010-E02', 60, 25]], remark: '二季度补库' },
  { supplyid: 1002, daysAgo: 1, stage: 'draft', lines: [['1004015-E02', 1200, 30]] },
  { supplyid: 1001, daysAgo: 2, stage: 'published', lines: [['1301010-A01', 40, 21], ['1307010-E02', 80, 21]] },
  { supplyid: 1003, daysAgo: 1, stage: 'published', lines: [['3701010-E02', 50, 18], ['3708010-E02', 50, 18], ['3711010-A01', 120, 25]] },
  { supplyid: 1002, daysAgo: 3, stage: 'read', lines: [['1005011-E02', 30, 20], ['1006015-E02', 30, 20]] },
  { supplyid: 1001, daysAgo: 6, stage: 'answered', answers: ['accept', 'accept'], lines: [['1003020-E02', 600, 14], ['1301010-A01', 25, 14]] },
  { supplyid: 1003, daysAgo: 5, stage: 'answered', answers: ['accept', 'wait'], lines: [['3724010-A01', 20, 15], ['3701010-E02', 40, 15]] },
  { supplyid: 1002, daysAgo: 7, stage: 'answered', answers: ['accept', 'propose'], lines: [['1118010-E02', 12, 12], ['1112010-E02', 200, 12]] },
  { supplyid: 1003, daysAgo: 9, stage: 'answered', answers: ['reject', 'reject'], lines: [['3711010-A01', 300, 6], ['3708010-E02', 80, 6]], remark: '紧急订单' },
  {
    supplyid: 1001, daysAgo: 15, stage: 'answered', answers: ['accept', 'accept'], lines: [['1307010-E02', 100, 8], ['1003020-E02', 500, 8]],
    batches: [[[60, 300], 6, -2]],
  },
  {
    supplyid: 1002, daysAgo: 18, stage: 'answered', answers: ['accept', 'propose'], approve: true, lines: [['1004015-E02', 800, 10], ['1006015-E02', 60, 10]],
    batches: [[[400, 0], 9, -6], [[400, 50], 2, 3]],
    receipts: [{ batch: 0, qty: [400, 0], rejected: [6, 0] }],
  },
  {
    supplyid: 1003, daysAgo: 12, stage: 'answered', answers: ['accept', 'accept'], lines: [['3708010-E02', 30, 7], ['3701010-E02', 30, 7]],
    batches: [[[30, 30], 8, -4]],
  },
  {
    supplyid: 1003, daysAgo: 24, stage: 'answered', answers: ['accept', 'accept'], lines: [['3701010-E02', 60, 10], ['3711010-A01', 80, 10]],
    batches: [[[60, 80], 16, -13]],
    receipts: [{ batch: 0, qty: [60, 80], rejected: [0, 2] }],
  },
  {
    supplyid: 1001, daysAgo: 42, stage: 'answered', answers: ['accept', 'accept', 'accept'], lines: [['1301010-A01', 30, 12], ['1307010-E02', 120, 12], ['1003020-E02', 800, 12]],
    batches: [[[30, 120, 800], 33, -30]],
    receipts: [{ batch: 0, qty: [30, 120, 800] }],
  },
  {
    supplyid: 1002, daysAgo: 70, stage: 'answered', answers: ['accept', 'accept'], lines: [['1005011-E02', 40, 14], ['1118010-E02', 8, 14]],
    batches: [[[40, 8], 58, -55]],
    receipts: [{ batch: 0, qty: [40, 8], rejected: [1, 0] }],
  },
  { supplyid: 1002, daysAgo: 4, stage: 'cancelled', lines: [['1112010-E02', 100, 20]], remark: '需求取消' },
  {
    supplyid: 1001, daysAgo: 10, stage: 'answered', answers: ['accept'], lines: [['1301010-A01', 20, 5]],
    batches: [[[20], 5, 2]],
    receipts: [{ batch: 0, qty: [12], pending: true }],
  },
]

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`)

export async function seedOrders(db: Db): Promise<void> {
  const buyer = await demoUser(db, 'buyer01')
  const warehouse = await demoUser(db, 'wh01')
  const suppliers = new Map<number, CurrentUser>()
  for (const code of ['sup1001', 'sup1002', 'sup1003']) {
    const u = await demoUser(db, code)
    suppliers.set(u.supplyid!, u)
  }
  const materials = new Map((await db.select().from(pubMateriel)).map((m) => [m.mtrCode, m.mtrId]))
  const now = today()
  for (const demo of ORDERS) {
    const orderDate = addDays(now, -demo.daysAgo)
    const orderId = await saveOrder(db, buyer, {
      supplyid: demo.supplyid,
      order_date: orderDate,
      delivery_address: ADDRESS,
      remark: demo.remark ?? '',
      lines: demo.lines.map(([code, qty, inDays]) => ({ mtr_id: materials.get(code), qty, required_date: addDays(orderDate, inDays) })),
    })
    if (demo.stage === 'draft') {
      await dateOrder(db, orderId, orderDate)
      continue
    }
    await publishOrder(db, buyer, orderId)
    await mailOrder(db, orderId, buyer)
    const supplier = suppliers.get(demo.supplyid)!
    if (demo.stage === 'cancelled') await cancelOrder(db, buyer, orderId, '生产计划调整，需求取消')
    if (demo.stage === 'read') await markRead(db, orderId, purchaseActor(supplier), '订单接收')
    const detail = (await findOrderDetail(db, orderId, null))!
    for (const [i, answer] of (demo.answers ?? []).entries()) {
      const line = detail.lines[i]!
      if (answer === 'accept') await confirmLine(db, supplier, { line_id: line.id, action: 'accept' })
      if (answer === 'reject') await confirmLine(db, supplier, { line_id: line.id, action: 'reject', reason: '该型号产能已排满，无法按期供货' })
      if (answer === 'propose') {
        await confirmLine(db, supplier, { line_id: line.id, action: 'propose', date: addDays(line.required_date, 5), reason: '原材料到货延迟，交期顺延5天' })
        if (demo.approve) await reviewProposal(db, buyer, { line_id: line.id, approve: true })
      }
    }
    const batchIds: number[] = []
    for (const [qtys, shippedAgo, arrivalIn] of demo.batches ?? []) {
      const shipDate = addDays(now, -shippedAgo)
      batchIds.push(
        await createBatch(db, supplier, {
          order_id: orderId,
          ship_date: shipDate,
          planned_arrival: addDays(now, arrivalIn) < shipDate ? shipDate : addDays(now, arrivalIn),
          logistics_no: `SF${String(1_300_000_000 + orderId * 97 + batchIds.length).padStart(12, '0')}`,
          lines: qtys.map((qty, i) => ({ line_id: detail.lines[i]!.id, qty })),
        }),
      )
    }
    for (const receipt of demo.receipts ?? []) {
      const [batch] = await db.select().from(deliveryBatch).where(eq(deliveryBatch.id, batchIds[receipt.batch]!))
      // weeks back: lines of materials that must be inspected carry the verdict of their inspection
      const history = { inspectedBefore: true }
      await saveReceipt(db, warehouse, {
        order_id: orderId,
        batch_id: batch!.id,
        rcv_date: addDays(batch!.plannedArrival, 0) > now ? now : batch!.plannedArrival,
        warehouse: '总装厂二号库',
        lines: receipt.qty
          .map((qty, i) => ({ order_line_id: detail.lines[i]!.id, qty, qualified_qty: receipt.pending ? undefined : qty - (receipt.rejected?.[i] ?? 0) }))
          .filter((l) => l.qty > 0),
      }, history)
    }
    await dateOrder(db, orderId, orderDate)
  }
  await seedReceiptsWithoutOrder(db, warehouse, materials, now)
}

/** Mails of a demo publication, into the outbox (a demo seed never talks to an SMTP server). */
async function mailOrder(db: Db, orderId: number, buyer: CurrentUser) {
  const order = (await findOrderDetail(db, orderId, null))!
  const origin = (process.env.SCM_PUBLIC_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '')
  for (const to of await supplierContacts(db, order.supplyid)) {
    const mail = await composeOrderMail(db, origin, order, 1)
    const sent = await sendMail({ db, config: { smtpUrl: undefined, mailFrom: '' } }, { to, subject: mail.subject, html: mail.html })
    await db.insert(orderMailRecord).values({
      orderId, supplyid: order.supplyid, recipient: to, subject: mail.subject, version: 1, transport: sent.transport,
      result: sent.result, outboxId: sent.id, expiresAt: mail.expires, sentBy: buyer.userid, sentByName: buyer.UserName,
    })
  }
}

/** Spreads an order's timestamps and history over the days after its order date (never in the future). */
async function dateOrder(db: Db, orderId: number, orderDate: string) {
  const limit = clock.nowMs()
  const clamp = (d: Date) => new Date(Math.min(d.getTime(), limit))
  const [o] = await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId))
  const published = o!.publishedAt ? clamp(at(orderDate, 10)) : null
  await db
    .update(purchaseOrder)
    .set({
      createdAt: clamp(at(orderDate, 9)),
      updatedAt: clamp(at(addDays(orderDate, 1), 16)),
      publishedAt: published,
      readAt: o!.readAt ? clamp(at(addDays(orderDate, 1), 9)) : null,
      confirmedAt: o!.confirmedAt ? clamp(at(addDays(orderDate, 1), 15)) : null,
      completedAt: o!.completedAt ? clamp(at(addDays(orderDate, 20), 11)) : null,
      cancelledAt: o!.cancelledAt ? clamp(at(addDays(orderDate, 1), 11)) : null,
    })
    .where(eq(purchaseOrder.id, orderId))
  const ofOrder = and(eq(docEvent.docType, purchaseOrderDocument.docType), eq(docEvent.docId, orderId))
  const events = await db.select({ id: docEvent.id }).from(docEvent).where(ofOrder).orderBy(asc(docEvent.id))
  for (const [i, e] of events.entries()) {
    await db.update(docEvent).set({ createdAt: clamp(new Date(at(orderDate, 9).getTime() + i * 5 * 3_600_000)) }).where(eq(docEvent.id, e.id))
  }
  if (published) await db.update(orderMailRecord).set({ sentAt: published }).where(eq(orderMailRecord.orderId, orderId))
  await db
    .update(deliveryBatch)
    .set({ createdAt: sql`${deliveryBatch.shipDate}::timestamp + interval '14 hours'` })
    .where(eq(deliveryBatch.orderId, orderId))
  await db.update(pcReceipt).set({ createdAt: sql`${pcReceipt.rcvDate}::timestamp + interval '10 hours'` }).where(eq(pcReceipt.orderId, orderId))
  // the batches' and receipts' histories on the demo's dates too: shipped when made, received with the order's last receipt
  const receivedAt = sql`(select max(${pcReceipt.createdAt}) from ${pcReceipt} where ${pcReceipt.orderId} = ${orderId})`
  await db
    .update(docEvent)
    .set({ createdAt: sql`case when ${docEvent.action} = '发货' then ${deliveryBatch.createdAt} else coalesce(${receivedAt}, ${deliveryBatch.createdAt}) end` })
    .from(deliveryBatch)
    .where(and(eq(docEvent.docType, deliveryBatchDocument.docType), eq(docEvent.docId, deliveryBatch.id), eq(deliveryBatch.orderId, orderId)))
  await db
    .update(docEvent)
    .set({ createdAt: pcReceipt.createdAt })
    .from(pcReceipt)
    .where(and(eq(docEvent.docType, receiptDocument.docType), eq(docEvent.docId, pcReceipt.id), eq(pcReceipt.orderId, orderId)))
}

async function seedReceiptsWithoutOrder(db: Db, warehouse: CurrentUser, materials: Map<string, number>, now: string) {
  const demo: [supplyid: number, daysAgo: number, lines: [string, number, number][]][] = [
    [1002, 8, [['1012010-E02', 500, 500], ['1105010-E02', 300, 296]]],
    [1003, 3, [['3711010-A01', 10, 10]]],
  ]
  for (const [supplyid, daysAgo, lines] of demo) {
    const id = await saveReceipt(db, warehouse, {
      supplyid,
      rcv_date: addDays(now, -daysAgo),
      warehouse: '售后备件库',
      remark: '临时采购，无订单收货',
      lines: lines.map(([code, qty, qualified]) => ({ mtr_id: materials.get(code), qty, qualified_qty: qualified })),
    })
    await db.update(pcReceipt).set({ createdAt: sql`${pcReceipt.rcvDate}::timestamp + interval '10 hours'` }).where(inArray(pcReceipt.id, [id]))
  }
}
