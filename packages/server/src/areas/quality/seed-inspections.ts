import { documentAction } from '@scm/core'
import { handlingDocument, inspectionDocument, standardDocument } from '@scm/core/quality'
import { receiptDocument } from '@scm/core/business'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { actWithHooks, saveWithHooks } from '../../document/hooks'
import type { CurrentUser } from '../../http'
import { pubMateriel } from '../../identity/partner-schema'
import { addDays, today } from '../../platform/input'
import { docEvent } from '../../platform/schema'
import { saveReceipt } from '../../business/receiving'
import { demoUser } from '../../seed/demo-user'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import { handlingBinding, handlingHooks } from './handling'
import { inspectionBinding, inspectionHooks } from './inspection'
import { qulLedger } from './ledger-schema'
import { rebuildLedgerSummary } from './ledger'
import { qulCheckInforType, qulHandling, qulInspection, qulStandardType } from './schema'
import { approveStandard } from './seed-standards'
import { standardTables } from './standard'
import { seedDocuments } from '../../document/seed'

type Disposal = [disposition: '退货' | '让步接收' | '返工' | '报废', qty: number, reason: string]

interface DemoLot {
  daysAgo: number
  supplyid: number
  mtr: string
  qty: number
  /** nonconforming found in the sample: [defect code, count] lines; none → a clean lot */
  defects?: [code: string, count: number][]
  /** how far it goes: judged by the rule (default), judged against it with a reason, left open, voided */
  end?: 'rule' | 'override' | 'open' | 'void'
  reason?: string
  /** a rejected lot's handling; `draft` leaves it 处理中 */
  handling?: { lines: Disposal[]; draft?: boolean }
}

// Lots of the demo suppliers over the past months (one or two a month), so the ledger's monthly
// statistics have shape: clean lots, rejected lots in every disposition, one override, a lot in
// inspection, one voided, a rejected lot waiting for handling and a handling still open.
const LOTS: DemoLot[] = [
  { daysAgo: 300, supplyid: 1001, mtr: '1003020-E02', qty: 500 },
  { daysAgo: 280, supplyid: 1002, mtr: '1005011-E02', qty: 300 },
  {
    daysAgo: 262, supplyid: 1003, mtr: '3701010-E02', qty: 200, defects: [['0302', 2]],
    handling: { lines: [['退货', 200, '输出电压低于 27.5V，整批退回供应商']] },
  },
  { daysAgo: 240, supplyid: 1001, mtr: '1307010-E02', qty: 120 },
  { daysAgo: 212, supplyid: 1002, mtr: '1005011-E02', qty: 300, defects: [['0201', 1]] },
  {
    daysAgo: 181, supplyid: 1001, mtr: '1003020-E02', qty: 400, defects: [['0101', 2], ['0204', 1]],
    handling: { lines: [['报废', 20, '厚度超差无法修复'], ['退货', 380, '整批尺寸超差，退回供应商']] },
  },
  { daysAgo: 150, supplyid: 1003, mtr: '3701010-E02', qty: 150 },
  { daysAgo: 121, supplyid: 1001, mtr: '1307010-E02', qty: 100, defects: [['0203', 1]], end: 'override', reason: '轻微磕碰不影响密封与装配，经技术评审放行' },
  {
    daysAgo: 92, supplyid: 1002, mtr: '1005011-E02', qty: 500, defects: [['0101', 3], ['0202', 1]],
    handling: {
      lines: [
        ['让步接收', 100, '轴颈尺寸偏上限，经设计确认可用'],
        ['返工', 200, '油孔毛刺由供应商驻厂人员去除'],
        ['退货', 150, '主轴颈圆度超差'],
        ['报废', 50, '磕碰变形'],
      ],
    },
  },
  { daysAgo: 61, supplyid: 1003, mtr: '3701010-E02', qty: 100 },
  { daysAgo: 40, supplyid: 1001, mtr: '1003020-E02', qty: 300 },
  { daysAgo: 26, supplyid: 1002, mtr: '1005011-E02', qty: 400, defects: [['0102', 2], ['0201', 2]] },
  { daysAgo: 16, supplyid: 1001, mtr: '1307010-E02', qty: 80, defects: [['0601', 1]], handling: { draft: true, lines: [['返工', 80, '更换水封后复检']] } },
  { daysAgo: 11, supplyid: 1003, mtr: '3701010-E02', qty: 60, end: 'void', reason: '检验批量录入错误，重新开单' },
  { daysAgo: 6, supplyid: 1003, mtr: '3701010-E02', qty: 60, end: 'open' },
]

const at = (day: string, hours: number) => sql`${day}::timestamp + ${`${hours} hours`}::interval`

/**
 * Demo inspections through the same hooks, saves and actions the calls use, on receipts taken in
 * the same way (by wh01), then dated back: every verdict and status (检验中, 合格, 不合格, 已处理,
 * 已作废, one override), handlings in each disposition, and a partial lot whose rest is left as
 * an open task (with the procurement demo's receipt waiting for inspection).
 */
export async function seedInspections(db: Db): Promise<void> {
  const qe = await demoUser(db, 'qe01')
  const wh = await demoUser(db, 'wh01')
  const materials = new Map((await db.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode }).from(pubMateriel)).map((m) => [m.code, m.id]))
  const [checkType] = await db.select({ id: qulCheckInforType.id }).from(qulCheckInforType).where(eq(qulCheckInforType.code, '02'))
  if (!checkType || LOTS.some((l) => !materials.has(l.mtr))) return // base data not seeded
  const now = today()
  await seedCrankshaftStandard(db, qe, materials.get('1005011-E02'))

  for (const lot of LOTS) {
    const day = addDays(now, -lot.daysAgo)
    const receiptId = await saveReceipt(db, wh, {
      supplyid: lot.supplyid,
      rcv_date: day,
      warehouse: '总装厂二号库',
      remark: '到货待检',
      lines: [{ mtr_id: materials.get(lot.mtr), qty: lot.qty }],
    })
    const [line] = await db.select({ id: pcReceiptLine.id }).from(pcReceiptLine).where(eq(pcReceiptLine.receiptId, receiptId))
    const id = await inspect(db, qe, line!.id, lot.qty, Number(checkType.id), lot.defects ?? [])
    if (lot.end === 'void') await act(db, qe, 'Void', id, lot.reason)
    else if (lot.end !== 'open') await judge(db, qe, id, lot)
    if (lot.handling) {
      const handlingId = await saveWithHooks(db, handlingBinding, handlingHooks, {
        id: null,
        user: qe,
        body: { insp_id: id, lines: lot.handling.lines.map(([disposition, qty, reason]) => ({ disposition, qty, reason })) },
      })
      if (!lot.handling.draft) await actWithHooks(db, handlingBinding, handlingHooks, documentAction(handlingDocument, 'Complete'), { id: handlingId, user: qe })
      await dateHandling(db, handlingId, addDays(day, 3))
    }
    await dateLot(db, receiptId, id, day, lot.end === 'open' || lot.end === 'void' ? null : addDays(day, 1))
  }
  await seedPartialLot(db, qe, wh, Number(checkType.id), materials.get('1005011-E02')!)
  // the lots were dated back after they were judged: the monthly summary follows their ledger rows
  await rebuildLedgerSummary(db)
}

/** Creates the inspection of a lot and enters its measurements: items in their limits, the defects found as lines. */
async function inspect(db: Db, user: CurrentUser, receiptLineId: number, lotQty: number, checkTypeId: number, defects: [string, number][]): Promise<number> {
  const id = await saveWithHooks(db, inspectionBinding, inspectionHooks, { id: null, user, body: { receipt_line_id: receiptLineId, lot_qty: lotQty, check_type_id: checkTypeId } })
  const detail = await db.select().from(inspectionBinding.lines!.table).where(eq(inspectionBinding.lines!.docId, id)).orderBy(asc(inspectionBinding.lines!.lineNo))
  const [header] = await db.select().from(qulInspection).where(eq(qulInspection.id, id))
  const mid = (lo: unknown, hi: unknown) => (lo === null && hi === null ? null : lo === null ? Number(hi) : hi === null ? Number(lo) * 1.02 : (Number(lo) + Number(hi)) / 2)
  const lines = [
    ...(detail as Record<string, unknown>[]).map((l) => ({ id: l.id, measured: mid(l.lower_limit, l.upper_limit), defect_code: '', nonconforming: 0 })),
    ...defects.map(([defect_code, nonconforming]) => ({ defect_code, nonconforming })),
  ]
  await saveWithHooks(db, inspectionBinding, inspectionHooks, {
    id,
    user,
    body: { receipt_line_id: receiptLineId, lot_qty: lotQty, check_type_id: checkTypeId, remark: header!.remark, lines },
  })
  return id
}

const act = (db: Db, user: CurrentUser, name: string, id: number, reason = '') =>
  actWithHooks(db, inspectionBinding, inspectionHooks, documentAction(inspectionDocument, name), { id, user, reason })

/** Judges by the rule, or against it with the lot's reason. */
async function judge(db: Db, user: CurrentUser, id: number, lot: DemoLot) {
  const [doc] = await db.select({ rule: qulInspection.rule_verdict }).from(qulInspection).where(eq(qulInspection.id, id))
  const byRule = doc!.rule === '合格' ? 'Accept' : 'Reject'
  const name = lot.end === 'override' ? (byRule === 'Accept' ? 'Reject' : 'Accept') : byRule
  await act(db, user, name, id, lot.end === 'override' ? lot.reason : '')
}

/** A partial lot: of 100 曲轴 received, 60 judged 合格 and 40 left as an open task. */
async function seedPartialLot(db: Db, qe: CurrentUser, wh: CurrentUser, checkTypeId: number, mtrId: number) {
  const day = addDays(today(), -2)
  const receiptId = await saveReceipt(db, wh, { supplyid: 1002, rcv_date: day, warehouse: '总装厂二号库', remark: '到货待检', lines: [{ mtr_id: mtrId, qty: 100 }] })
  const [receiptLine] = await db.select({ id: pcReceiptLine.id }).from(pcReceiptLine).where(eq(pcReceiptLine.receiptId, receiptId))
  const id = await inspect(db, qe, receiptLine!.id, 60, checkTypeId, [])
  await act(db, qe, 'Accept', id)
  await dateLot(db, receiptId, id, day, addDays(day, 1))
}

/** The receipt, the inspection, their histories and the ledger on the demo's days. */
async function dateLot(db: Db, receiptId: number, inspId: number, day: string, judgedOn: string | null) {
  await db.update(pcReceipt).set({ rcvDate: day, createdAt: at(day, 9) as unknown as Date }).where(eq(pcReceipt.id, receiptId))
  await db
    .update(qulInspection)
    .set({ created_at: at(day, 14), updated_at: at(judgedOn ?? day, 10), ...(judgedOn ? { inspected_at: at(judgedOn, 10) } : {}) })
    .where(eq(qulInspection.id, inspId))
  await db.update(docEvent).set({ createdAt: at(day, 9) as unknown as Date }).where(and(eq(docEvent.docType, receiptDocument.docType), eq(docEvent.docId, receiptId), eq(docEvent.action, '收货')))
  await db
    .update(docEvent)
    .set({ createdAt: at(judgedOn ?? day, 10) as unknown as Date })
    .where(and(eq(docEvent.docType, receiptDocument.docType), eq(docEvent.docId, receiptId), eq(docEvent.action, '入库')))
  const events = await db.select({ id: docEvent.id, action: docEvent.action }).from(docEvent).where(and(eq(docEvent.docType, inspectionDocument.docType), eq(docEvent.docId, inspId))).orderBy(asc(docEvent.id))
  for (const [i, e] of events.entries()) {
    const when = i === 0 ? at(day, 14) : e.action === '处理完成' ? at(addDays(day, 3), 11) : at(judgedOn ?? day, 10 + i)
    await db.update(docEvent).set({ createdAt: when as unknown as Date }).where(eq(docEvent.id, e.id))
  }
  if (judgedOn) await db.update(qulLedger).set({ event_date: judgedOn, created_at: at(judgedOn, 10) as unknown as Date }).where(and(eq(qulLedger.doc_type, inspectionDocument.docType), eq(qulLedger.doc_id, inspId)))
}

async function dateHandling(db: Db, handlingId: number, day: string) {
  await db.update(qulHandling).set({ created_at: at(day, 9), updated_at: at(day, 11) }).where(eq(qulHandling.id, handlingId))
  await db
    .update(qulHandling)
    .set({ handled_at: at(day, 11) })
    .where(and(eq(qulHandling.id, handlingId), eq(qulHandling.status, '已完成')))
  const events = await db.select({ id: docEvent.id }).from(docEvent).where(and(eq(docEvent.docType, handlingDocument.docType), eq(docEvent.docId, handlingId))).orderBy(asc(docEvent.id))
  for (const [i, e] of events.entries()) await db.update(docEvent).set({ createdAt: at(day, 9 + 2 * i) as unknown as Date }).where(eq(docEvent.id, e.id))
  await db.update(qulLedger).set({ event_date: day, created_at: at(day, 11) as unknown as Date }).where(and(eq(qulLedger.doc_type, handlingDocument.docType), eq(qulLedger.doc_id, handlingId)))
}

/** 曲轴 (supplier 1002) gets an approved standard through the standard's own save, submit and approval. */
async function seedCrankshaftStandard(db: Db, qe: CurrentUser, mtrId: number | undefined) {
  const [type] = await db.select({ id: qulStandardType.id }).from(qulStandardType).where(eq(qulStandardType.code, '01'))
  if (!mtrId || !type) return
  const item = (item_name: string, check_method: string, lower_limit: number | null, upper_limit: number | null, unit: string, key_item = false) => ({ item_name, check_method, lower_limit, upper_limit, unit, key_item })
  const [id] = await seedDocuments(db, standardDocument, standardTables, [
    {
      values: {
        mtr_id: mtrId,
        standard_type_id: Number(type.id),
        inspection_level: 'II',
        aql: '0.65',
        remark: '曲轴来料检验',
        lines: [item('主轴颈直径', '外径千分尺', 84.985, 85.0, 'mm', true), item('硬度', '洛氏硬度计', 52, 58, 'HRC', true), item('外观', '目视，无裂纹、磕碰', null, null, '')],
      },
      by: qe,
      steps: [['Submit', qe]],
    },
  ])
  await approveStandard(db, id!, '同意发布')
}
