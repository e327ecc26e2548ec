import { documentAction } from '@scm/core'
import { INVOICE_TOLERANCE_PARAM, invoiceDocument, saleCheckItemResource, statementDocument, supplyAccResource } from '@scm/core/account'
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { seedDocuments, type SeedActor } from '../../document/seed'
import type { CurrentUser } from '../../http'
import { sysCompany } from '../../identity/org-schema'
import { seedResource } from '../../resource/seed'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import { demoUser } from '../../seed/demo-user'
import { confirmLines, disputeLine, resolveLine, setLineDisabled, statementBinding } from './lines'
import { actWithHooks } from '../../document/hooks'
import { sysParam } from '../../platform/schema'
import { accBalance, accCheckItem, accPayment, accStatementLine as L, invoiceTables, statementTables } from './schema'
import { answerBalance, publishBalances } from './balance'
import { invoiceHooks } from './invoice'
import { statementHooks } from './statement'
import * as clock from '../../clock'

/** The engine plant: statements and balances are per company of the enterprise (01, the first row, is the vehicle plant and the portal's company info). */
export const ENGINE_PLANT = { coCode: '03', coDesc: '皖江汽车动力股份有限公司发动机厂', coAddr: '安徽省合肥市经济技术开发区莲花路88号', coRepTitle: '发动机厂', remark: '柴油发动机制造' }

const ITEMS = [
  { code: '01', name: '运费补贴', direction: '加项', sort_no: 1 },
  { code: '02', name: '质量扣款', direction: '减项', sort_no: 2 },
  { code: '03', name: '年度返利', direction: '减项', sort_no: 3 },
  { code: '04', name: '包装物押金退还', direction: '加项', sort_no: 4 },
  { code: '05', name: '价格追溯调整', direction: '加项', sort_no: 5, enabled: false, remark: '年度调价已并入订单价格，停用' },
]

/** The invoice match tolerance (system parameter, changed through /sysmanage/syspara), in every database. */
export async function seedAccountParams(db: Db): Promise<void> {
  const p = INVOICE_TOLERANCE_PARAM
  await db.insert(sysParam).values({ paramKey: p.key, paramValue: p.value, paramGroup: 'system', remark: p.description }).onConflictDoNothing()
}

/** The supplier's receipt dates with accepted lines, oldest first (the statement decides which have a price). */
async function acceptedDates(db: Db, supplyid: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: pcReceipt.rcvDate })
    .from(pcReceiptLine)
    .innerJoin(pcReceipt, eq(pcReceipt.id, pcReceiptLine.receiptId))
    .where(and(eq(pcReceipt.supplyid, supplyid), ne(pcReceiptLine.checkStatus, '待检'), gt(pcReceiptLine.qualifiedQty, 0)))
    .orderBy(asc(pcReceipt.rcvDate))
  return rows.map((r) => r.day)
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * Consecutive periods over the dates, `n` of them when there are enough dates: the first starts on
 * the first of its month, each next one the day after the previous one ends.
 */
function periods(dates: string[], n: number): [string, string][] {
  const out: [string, string][] = []
  const count = Math.min(n, dates.length)
  for (let k = 0; k < count; k++) {
    const last = dates[Math.floor(((k + 1) * dates.length) / count) - 1]!
    const from = k === 0 ? `${dates[0]!.slice(0, 8)}01` : nextDay(out[k - 1]![1])
    out.push([from, last])
  }
  return out
}

async function linesOf(db: Db, id: number) {
  return db.select({ id: L.id, source: L.source }).from(L).where(eq(L.doc_id, id)).orderBy(asc(L.line_no))
}

/**
 * Demo statements of sup1001 in every status — 已确认 (all lines confirmed), 有异议 (one line
 * disputed with a reason), 已发布 in its second version (a disputed line adjusted and republished),
 * 草稿 (a line disabled, a freight item added) — and one published statement of sup1002, all
 * through the same save, actions and line calls the portal's users take.
 */
export async function seedAccount(db: Db): Promise<void> {
  const items = await seedResource(db, saleCheckItemResource, accCheckItem, ITEMS)
  const [engine] = await db.select({ id: sysCompany.id }).from(sysCompany).where(eq(sysCompany.coCode, ENGINE_PLANT.coCode))
  if (!engine) await db.insert(sysCompany).values(ENGINE_PLANT)
  const [vehicle] = await db.select({ id: sysCompany.id }).from(sysCompany).orderBy(asc(sysCompany.id)).limit(1)
  const buyer = await demoUser(db, 'buyer01')
  const s1 = await demoUser(db, 'sup1001')
  const s2 = await demoUser(db, 'sup1002')
  const company = vehicle!.id
  const freight = items.get('01')
  const as = (u: CurrentUser): SeedActor => u

  const statement = async (supplyid: number, [from, to]: [string, string], steps: [string, SeedActor][] = [], lines: Record<string, unknown>[] = [], remark = '') => {
    const [id] = await seedDocuments(
      db,
      statementDocument,
      statementTables,
      [{ values: { supplyid, company_id: company, period_from: from, period_to: to, remark, lines }, by: as(buyer), steps }],
      statementHooks,
    )
    return id!
  }

  const [p1, p2, p3, p4] = periods(await acceptedDates(db, 1001), 4)
  if (p1) {
    // 已确认: published, every line confirmed by the supplier
    const id = await statement(1001, p1, [['SetPublish', as(buyer)]], [], '月度对账')
    await confirmLines(db, { user: s1 }, { id, lineIds: (await linesOf(db, id)).map((l) => l.id as number) })
    await seedInvoices(db, id, s1)
  }
  if (p2) {
    // 已发布, second version: a line disputed, adjusted by the buyer, republished
    const id = await statement(1001, p2, [['SetPublish', as(buyer)]])
    const [first, second] = await linesOf(db, id)
    const disputed = (second ?? first)!.id as number
    await disputeLine(db, { user: s1 }, { id, lineId: disputed, reason: '实收数量与送货单不符，少 2 件', fileIds: [] })
    // two pieces fewer at the same price, computed in SQL numeric
    const [fewer] = await db.select({ amount: sql<string>`round((${L.qty} - 2) * ${L.price}, 2)::text` }).from(L).where(eq(L.id, disputed))
    await resolveLine(db, { user: buyer }, { id, lineId: disputed, resolution: '调整', amount: fewer!.amount, reason: '按实收数量核减 2 件' })
    await actWithHooks(db, statementBinding, statementHooks, documentAction(statementDocument, 'SetPublish'), { id, user: buyer })
    if (second) await confirmLines(db, { user: s1 }, { id, lineIds: [first!.id as number] })
  }
  if (p3) {
    // 有异议: the supplier confirmed the first line and disputed the last
    const id = await statement(1001, p3, [['SetPublish', as(buyer)]])
    const lines = await linesOf(db, id)
    if (lines.length > 1) await confirmLines(db, { user: s1 }, { id, lineIds: [lines[0]!.id as number] })
    await disputeLine(db, { user: s1 }, { id, lineId: lines[lines.length - 1]!.id as number, reason: '单价应按 2026 年二季度调价执行', fileIds: [] })
  }
  if (p4) {
    // 草稿: a freight item added, a receipt line held back with a reason
    const id = await statement(1001, p4, [], freight ? [{ item_id: freight, amount: 860, remark: '加急空运运费' }] : [], '本月对账（待发布）')
    const receipt = (await linesOf(db, id)).find((l) => l.source === '收货')
    if (receipt) await setLineDisabled(db, { user: buyer }, { id, lineId: receipt.id as number, disabled: true, reason: '该批次发票未到，下期对账' })
  }
  const [q1, q2] = periods(await acceptedDates(db, 1002), 2)
  if (q2) {
    // sup1002: an earlier month confirmed and invoiced, the later one published and waiting for him
    const id = await statement(1002, q1!, [['SetPublish', as(buyer)]], [], '月度对账')
    await confirmLines(db, { user: s2 }, { id, lineIds: (await linesOf(db, id)).map((l) => l.id as number) })
    await seedInvoices(db, id, s2, false)
    await statement(1002, q2, [['SetPublish', as(buyer)]], [], '月度对账')
  } else if (q1) await statement(1002, q1, [['SetPublish', as(buyer)]], [], '月度对账')
  await seedBalances(db, { vehicle: company, engine: engine?.id ?? (await engineId(db)) }, p1?.[1] ?? q1?.[1] ?? clock.today(), { buyer, s1, s2 })
}

async function engineId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sysCompany.id }).from(sysCompany).where(eq(sysCompany.coCode, ENGINE_PLANT.coCode))
  return row!.id
}

/**
 * A supplier's invoices against his confirmed statement, through the same save and match: (with
 * `withMismatch`) a first one whose last line bills two pieces more than were accepted (不符, shown
 * on that line), then the corrected one (已匹配).
 */
async function seedInvoices(db: Db, statementId: number, supplier: CurrentUser, withMismatch = true): Promise<void> {
  const lines = await db
    .select({ no: L.line_no, qty: L.qty, price: L.price, amount: L.amount, date: L.rcv_date })
    .from(L)
    .where(and(eq(L.doc_id, statementId), eq(L.source, '收货'), eq(L.disabled, false)))
    .orderBy(asc(L.line_no))
  if (!lines.length) return
  const day = String(lines[lines.length - 1]!.date)
  const exact = lines.map((l) => ({ check_line_no: Number(l.no), qty: Number(l.qty), price: Number(l.price), amount: Number(l.amount) }))
  const last = exact[exact.length - 1]!
  const over = [...exact.slice(0, -1), { ...last, qty: last.qty + 2, amount: Math.round((last.qty + 2) * last.price * 100) / 100 }]
  const sum = (ls: typeof exact) => ls.reduce((t, l) => t + Math.round(l.amount * 100), 0)
  const invoice = (no: string, ls: typeof exact, remark: string) => ({
    values: { statement_id: statementId, invoice_no: no, invoice_date: day, tax_amount: Math.round(sum(ls) * 0.13) / 100, remark, lines: ls },
    by: supplier,
  })
  const first = withMismatch ? [invoice(`2534110${supplier.supplyid}0045`, over, '增值税专用发票（多开 2 件，待更正）')] : []
  await seedDocuments(db, invoiceDocument, invoiceTables, [...first, invoice(`2534110${supplier.supplyid}0088`, exact, '增值税专用发票')], invoiceHooks)
}

/**
 * Payments and opening balances for both companies, and the month's balances published through the
 * same calls staff and suppliers use: sup1001 confirms the vehicle plant's and disputes the engine
 * plant's; sup1002's stay published, waiting for him.
 */
async function seedBalances(db: Db, companies: { vehicle: number; engine: number }, lastDay: string, who: { buyer: CurrentUser; s1: CurrentUser; s2: CurrentUser }) {
  const month = lastDay.slice(0, 7)
  const start = `${month}-01`
  const opening = (company: number, supplyid: number, amount: number, remark: string) => ({ entry_type: '期初余额', company_id: company, supplyid, entry_date: start, amount, remark })
  const payment = (company: number, supplyid: number, day: string, amount: number, pay_no: string) => ({ entry_type: '付款', company_id: company, supplyid, entry_date: day, amount, pay_no, remark: '电汇' })
  await seedResource(db, supplyAccResource, accPayment, [
    opening(companies.vehicle, 1001, 125600.5, '系统上线前应付余额'),
    opening(companies.engine, 1001, 48230, '系统上线前应付余额'),
    opening(companies.vehicle, 1002, 36500.75, '系统上线前应付余额'),
    opening(companies.engine, 1002, 9800, '系统上线前应付余额'),
    payment(companies.vehicle, 1001, lastDay, 80000, 'FK2026001'),
    payment(companies.engine, 1001, lastDay, 20000, 'FK2026002'),
    payment(companies.vehicle, 1002, lastDay, 15000, 'FK2026003'),
  ])
  await publishBalances(db, who.buyer, { companyId: companies.vehicle, period: month, supplyids: null })
  await publishBalances(db, who.buyer, { companyId: companies.engine, period: month, supplyids: null })
  const mine = await db.select({ id: accBalance.id, company: accBalance.companyId }).from(accBalance).where(and(eq(accBalance.supplyid, 1001), eq(accBalance.period, month)))
  for (const b of mine) {
    const confirm = b.company === companies.vehicle
    await answerBalance(db, who.s1, { id: b.id, confirm, reason: confirm ? '' : '本月 2 万元付款我方尚未收到，请核实' })
  }
}
