// 质量台账 (QulLedger) through HTTP: events recorded by recordQualityEvent inside a transaction show
// in the list and in the statistics with exact figures; filters; a supplier sees his own only, a
// customer nothing; the monthly summary equals a recomputation from the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { asc, eq, sql } from 'drizzle-orm'
import { createTestApp, login, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { pubMateriel } from '../../identity/partner-schema'
import { qulLedger } from './ledger-schema'
import { qulAgreement } from './trace-schema'
import { recordQualityEvent, RECOMPUTED_SUMMARY, RECOMPUTED_SUPPLIER_SUMMARY, type QualityEvent } from './ledger'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-ledger-'))
let t: TestApp
let qe: SignedInClient
let sup1: SignedInClient
let sup2: SignedInClient
let cust: SignedInClient
const mat: { id: number; code: string; name: string }[] = []

const base = '/api/QulLedger'
// 2024: before any demo data, so the figures below are the test's own
const period = { from: '2024-01', to: '2024-03' }
const inPeriod = { event_date: { op: 'between', value: ['2024-01-01', '2024-03-31'] } }

beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[qe, sup1, sup2, cust] = await Promise.all(['qe01', 'sup1001', 'sup1002', 'cust01'].map((u) => loginAs(t.app, u)))
  mat.push(...(await t.db.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode, name: pubMateriel.mtrName }).from(pubMateriel).orderBy(asc(pubMateriel.mtrId)).limit(2)))
  const [a, b] = mat as [(typeof mat)[0], (typeof mat)[0]]
  const user = { userid: 1, UserName: '质检员' }
  const at = (m: typeof a) => ({ mtrId: m.id, mtrCode: m.code, mtrName: m.name })
  const events: QualityEvent[] = [
    { kind: '检验', eventDate: '2024-01-10', docType: 'QulInspection', docId: 1, docNo: 'JY202401100001', supplyid: 1001, ...at(a), lotQty: 500, sampleSize: 50, defectQty: 3, rejectedQty: 500, verdict: '不合格', defectCode: 'D01', user },
    { kind: '检验', eventDate: '2024-01-20', docType: 'QulInspection', docId: 2, docNo: 'JY202401200001', supplyid: 1001, ...at(a), lotQty: 1000, sampleSize: 80, verdict: '合格', user },
    { kind: '处理', eventDate: '2024-01-25', docType: 'QulHandling', docId: 1, docNo: 'CL202401250001', supplyid: 1001, ...at(a), rejectedQty: 20, disposition: '报废', user },
    { kind: '检验', eventDate: '2024-02-05', docType: 'QulInspection', docId: 3, docNo: 'JY202402050001', supplyid: 1001, ...at(b), lotQty: 200, sampleSize: 32, defectQty: 1, verdict: '合格', defectCode: 'D02', user },
    { kind: '索赔', eventDate: '2024-02-10', docType: 'QulClaim', docId: 1, docNo: 'SP202402100001', supplyid: 1001, ...at(a), claimAmount: 1234.5, disposition: '待确认', user },
    { kind: '索赔', eventDate: '2024-02-12', docType: 'QulClaim', docId: 1, docNo: 'SP202402100001', supplyid: 1001, ...at(a), claimAmount: -234.5, disposition: '已撤回', user },
    { kind: '检验', eventDate: '2024-02-15', docType: 'QulInspection', docId: 4, docNo: 'JY202402150001', supplyid: 1002, ...at(b), lotQty: 300, sampleSize: 50, defectQty: 4, rejectedQty: 300, verdict: '不合格', defectCode: 'D01', user },
    { kind: '索赔', eventDate: '2024-03-01', docType: 'QulClaim', docId: 2, docNo: 'SP202403010001', supplyid: 1002, claimAmount: 5000, disposition: '待确认', user },
  ]
  await t.db.transaction(async (tx) => {
    for (const e of events) await recordQualityEvent(tx, e)
  })
  // sup1001's confirmed quality agreement over the period: its PPM target shows beside his PPM
  await t.db.insert(qulAgreement).values({ agreement_no: 'XY2024TEST01', status: '已确认', supplyid: 1001, title: '2024年技术质量协议', valid_from: '2024-01-01', valid_to: '2024-12-31', ppm_target: 500, claim_rules: '按批次索赔' })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

type Row = Record<string, unknown>
const list = async (who: SignedInClient, filters: Row = {}) => (await who.post(`${base}/GetList`, { rows: 50, filters: { ...inPeriod, ...filters } })).body.Data as { rows: Row[]; total: number; more?: boolean }
const stats = async (who: SignedInClient, body: Row) => (await who.post(`${base}/GetStats`, { ...period, rows: 50, ...body })).body.Data as { rows: Row[]; total: number; summary: Row }
const figures = (row: Row) => ({
  lots: row.lots, rejected_lots: row.rejected_lots, lot_rejection_rate: row.lot_rejection_rate,
  inspected_qty: row.inspected_qty, rejected_qty: row.rejected_qty, ppm: row.ppm, claim_amount: row.claim_amount,
})

describe('质量台账 list', () => {
  it('shows every event of the period, newest first, with supplier and figures', async () => {
    const page = await list(qe)
    expect(page.total).toBe(8)
    expect(page.more).toBeUndefined()
    expect(page.rows.map((r) => r.event_date)).toEqual(['2024-03-01', '2024-02-15', '2024-02-12', '2024-02-10', '2024-02-05', '2024-01-25', '2024-01-20', '2024-01-10'])
    const first = page.rows.at(-1)!
    expect(first).toMatchObject({ kind: '检验', doc_no: 'JY202401100001', supplyid: 1001, mtr_code: mat[0]!.code, verdict: '不合格', defect_code: 'D01', sample_size: 50, defect_qty: 3 })
    expect(Number(first.lot_qty)).toBe(500)
    expect(first.supplyid_label).toBeTruthy()
  })

  it('filters by supplier, material, kind, verdict, defect code and period', async () => {
    expect((await list(qe, { supplyid: { op: 'eq', value: 1002 } })).total).toBe(2)
    expect((await list(qe, { mtr_id: { op: 'eq', value: mat[1]!.id } })).total).toBe(2)
    expect((await list(qe, { kind: { op: 'eq', value: '索赔' } })).total).toBe(3)
    expect((await list(qe, { verdict: { op: 'eq', value: '不合格' } })).rows.map((r) => r.doc_no)).toEqual(['JY202402150001', 'JY202401100001'])
    expect((await list(qe, { defect_code: { op: 'eq', value: 'D02' } })).rows.map((r) => r.doc_no)).toEqual(['JY202402050001'])
    expect((await list(qe, { event_date: { op: 'between', value: ['2024-02-01', '2024-02-29'] } })).total).toBe(4)
    const refused = await qe.post(`${base}/GetList`, { filters: { user_name: { op: 'eq', value: 'x' } } })
    expect(refused.status).toBe(400)
  })

  it('counts at most 1,000 matches and then says there are more', async () => {
    // 1,005 events of 2023 (bulk, as a long-lived ledger has them)
    await t.db.execute(sql`insert into qul_ledger (kind, event_date, doc_type, doc_id, doc_no, supplyid, lot_qty, verdict)
      select '检验', date '2023-06-30' - (g % 150), 'QulInspection', g, 'JY2023' || lpad(g::text, 6, '0'), 1003, 100, '合格' from generate_series(1, 1005) g`)
    const year2023 = { event_date: { op: 'between', value: ['2023-01-01', '2023-12-31'] } }
    const first = await list(qe, year2023)
    expect(first).toMatchObject({ total: 1000, more: true })
    expect(first.rows).toHaveLength(50)
    const past = (await qe.post(`${base}/GetList`, { page: 30, rows: 50, filters: year2023 })).body.Data
    expect(past).toMatchObject({ rows: [], total: 1000, more: true })
    const fewer = await list(qe, { ...year2023, event_date: { op: 'between', value: ['2023-06-30', '2023-06-30'] } })
    expect(fewer.total).toBe(6)
    expect(fewer.more).toBeUndefined()
    // written past recordQualityEvent (no summary): gone again before the summaries are compared
    await t.db.execute(sql`delete from qul_ledger where doc_no like 'JY2023%'`)
  })

  it('is read-only: no save nor delete', async () => {
    expect((await qe.post(`${base}/Save`, { doc_no: 'X' })).status).toBe(404)
    expect((await qe.post(`${base}/Del`, { ids: [1] })).status).toBe(404)
  })

  it('exports the filtered rows as .xlsx with Chinese headers', async () => {
    const res = await t.app.request(`${base}/Export`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf('qe01')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: { ...inPeriod, kind: { op: 'eq', value: '检验' } } }),
    })
    expect(res.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await res.arrayBuffer()) as never)
    const sheet = book.worksheets[0]!
    expect(sheet.rowCount).toBe(5)
    expect((sheet.getRow(1).values as unknown[]).includes('单据号')).toBe(true)
  })
})

const tokenOf = (usercode: string) => login(t.app, usercode)

describe('质量台账 statistics', () => {
  it('by supplier: lots, lot rejection rate, PPM and claim amount', async () => {
    const data = await stats(qe, { group: 'supplier', sidx: 'ppm', sord: 'asc' })
    const ours = data.rows.filter((r) => r.supplyid === 1001 || r.supplyid === 1002)
    expect(ours.map((r) => r.supplyid)).toEqual([1001, 1002])
    expect(figures(ours[0]!)).toEqual({ lots: 3, rejected_lots: 1, lot_rejection_rate: 33.33, inspected_qty: 1700, rejected_qty: 500, ppm: 294118, claim_amount: 1000 })
    expect(figures(ours[1]!)).toEqual({ lots: 1, rejected_lots: 1, lot_rejection_rate: 100, inspected_qty: 300, rejected_qty: 300, ppm: 1000000, claim_amount: 5000 })
    expect(ours[0]!.supply_name).toBeTruthy()
    // the agreement's PPM target beside the PPM; none agreed for 1002 in the period
    expect(ours.map((r) => r.ppm_target)).toEqual([500, null])
  })

  it('by month: buckets and the 合计 row', async () => {
    const data = await stats(qe, { group: 'month' })
    expect(data.rows.map((r) => r.month)).toEqual(['2024-01', '2024-02', '2024-03'])
    expect(data.rows.map(figures)).toEqual([
      { lots: 2, rejected_lots: 1, lot_rejection_rate: 50, inspected_qty: 1500, rejected_qty: 500, ppm: 333333, claim_amount: 0 },
      { lots: 2, rejected_lots: 1, lot_rejection_rate: 50, inspected_qty: 500, rejected_qty: 300, ppm: 600000, claim_amount: 1000 },
      { lots: 0, rejected_lots: 0, lot_rejection_rate: 0, inspected_qty: 0, rejected_qty: 0, ppm: 0, claim_amount: 5000 },
    ])
    expect(figures(data.summary)).toEqual({ lots: 4, rejected_lots: 2, lot_rejection_rate: 50, inspected_qty: 2000, rejected_qty: 800, ppm: 400000, claim_amount: 6000 })
  })

  it('by material and by supplier × month, with supplier and material filters', async () => {
    const byMaterial = await stats(qe, { group: 'material', supplyid: 1001 })
    expect(byMaterial.rows.map((r) => [r.mtr_code, r.lots, r.ppm])).toEqual([
      [mat[0]!.code, 2, 333333],
      [mat[1]!.code, 1, 0],
    ])
    const cross = await stats(qe, { group: 'supplier_month', mtr_id: mat[1]!.id })
    const cells = cross.rows.map((r) => [r.supplyid, r.month, r.lots, r.rejected_lots])
    expect(cells.sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [1001, '2024-02', 1, 0],
      [1002, '2024-02', 1, 1],
    ])
    expect(cross.total).toBe(2)
    expect(cross.rows.map((r) => [r.supplyid, r.ppm_target]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([[1001, 500], [1002, null]])
  })

  it('refuses a bad group or period with a Chinese message', async () => {
    const group = await qe.post(`${base}/GetStats`, { ...period, group: 'week' })
    expect(group.status).toBe(400)
    expect(group.body.Msg).toBe('统计方式只能是 supplier、material、month 或 supplier_month')
    const month = await qe.post(`${base}/GetStats`, { group: 'month', from: '2024-13', to: '2024-12' })
    expect(month.body.Msg).toBe('开始月份必须是年月，格式 yyyy-MM')
    const order = await qe.post(`${base}/GetStats`, { group: 'month', from: '2024-05', to: '2024-01' })
    expect(order.body.Msg).toBe('结束月份不能早于开始月份')
  })

  it('exports the statistics', async () => {
    const res = await t.app.request(`${base}/ExportStats`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf('qe01')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...period, group: 'month' }),
    })
    expect(res.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await res.arrayBuffer()) as never)
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).values).toEqual([undefined, '月份', '检验批数', '不合格批数', '批不合格率', '检验数量', '不合格数量', 'PPM', '索赔金额'])
    expect(sheet.getRow(2).values).toEqual([undefined, '2024-01', 2, 1, '50.00%', 1500, 500, 333333, 0])
  })
})

describe('质量台账 isolation', () => {
  it('sup1001 sees only his rows and figures', async () => {
    const page = await list(sup1)
    expect(page.total).toBe(6)
    expect(page.rows.every((r) => r.supplyid === 1001)).toBe(true)
    // asking for another supplier's rows still answers his own only
    expect((await list(sup1, { supplyid: { op: 'eq', value: 1002 } })).total).toBe(0)
    const bySupplier = await stats(sup1, { group: 'supplier' })
    expect(bySupplier.rows.map((r) => r.supplyid)).toEqual([1001])
    const byMonth = await stats(sup1, { group: 'month' })
    expect(byMonth.rows.map(figures)).toEqual([
      { lots: 2, rejected_lots: 1, lot_rejection_rate: 50, inspected_qty: 1500, rejected_qty: 500, ppm: 333333, claim_amount: 0 },
      { lots: 1, rejected_lots: 0, lot_rejection_rate: 0, inspected_qty: 200, rejected_qty: 0, ppm: 0, claim_amount: 1000 },
    ])
    // his own months beside his agreement's target
    expect(byMonth.rows.map((r) => r.ppm_target)).toEqual([500, 500])
    expect((await stats(sup1, { group: 'supplier', supplyid: 1002 })).rows).toEqual([])
  })

  it('sup1002 sees none of sup1001’s rows', async () => {
    const page = await list(sup2)
    expect(page.total).toBe(2)
    expect(page.rows.some((r) => r.supplyid === 1001)).toBe(false)
    expect((await stats(sup2, { group: 'supplier' })).rows.map((r) => r.supplyid)).toEqual([1002])
  })

  it('cust01 is refused', async () => {
    for (const path of ['GetList', 'GetStats', 'Export', 'ExportStats']) {
      const res = await cust.post(`${base}/${path}`, { ...period, group: 'month' })
      expect(res.status).toBe(403)
      expect(res.body.Msg).toBe('无权限')
    }
  })
})

describe('质量台账 summary', () => {
  it('an event rolled back with its transaction leaves neither a ledger row nor a figure', async () => {
    const before = await stats(qe, { group: 'month' })
    await expect(
      t.db.transaction(async (tx) => {
        await recordQualityEvent(tx, { kind: '检验', eventDate: '2024-01-15', docType: 'QulInspection', docId: 9, docNo: 'JY202401150009', supplyid: 1001, lotQty: 10, verdict: '不合格', rejectedQty: 10, user: null })
        throw new Error('检验单保存失败')
      }),
    ).rejects.toThrow('检验单保存失败')
    expect(await t.db.select({ id: qulLedger.id }).from(qulLedger).where(eq(qulLedger.doc_no, 'JY202401150009'))).toEqual([])
    expect(await stats(qe, { group: 'month' })).toEqual(before)
  })

  it('both summaries equal a recomputation from qul_ledger', async () => {
    const norm = (rows: Row[]) =>
      rows
        .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'month' ? String(v instanceof Date ? v.toISOString().slice(0, 10) : v).slice(0, 10) : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v])))
        .sort((x, y) => `${x.supplyid}/${x.mtr_id}/${x.month}`.localeCompare(`${y.supplyid}/${y.mtr_id}/${y.month}`))
    const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows
    const kept = await rowsOf(sql`select supplyid, mtr_id, month, mtr_code, mtr_name, events, lots, rejected_lots, inspected_qty, rejected_qty, claim_amount from qul_ledger_month`)
    const recomputed = await rowsOf(RECOMPUTED_SUMMARY)
    expect(kept.length).toBeGreaterThanOrEqual(5)
    expect(norm(kept)).toEqual(norm(recomputed))
    const keptBySupplier = await rowsOf(sql`select supplyid, month, events, lots, rejected_lots, inspected_qty, rejected_qty, claim_amount from qul_ledger_supplier_month`)
    expect(norm(keptBySupplier).map((r) => ({ ...r, mtr_id: undefined }))).toEqual(norm(await rowsOf(RECOMPUTED_SUPPLIER_SUMMARY)).map((r) => ({ ...r, mtr_id: undefined })))
  })
})
