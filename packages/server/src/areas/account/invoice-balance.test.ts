// 采购发票 and 往来余额 through HTTP (issue 12 items 4, 5, 7): the three-way match of an invoice
// against a confirmed statement within the system parameter's tolerance, mismatches line by line;
// balances opening + confirmed statements − payments = closing to the cent, published, answered by
// the supplier; stock from the stock documents; sup1002 sees none of sup1001's and a confirmed
// statement is changed by nobody. Every call signed (the client signs /SaleCheck paths).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { addDecimals, parseDecimal, roundDecimal, unitsText, type Decimal } from '@scm/core'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { today } from '../../clock'

let t: TestApp
let buyer: SignedInClient
let s1: SignedInClient
let s2: SignedInClient
let s3: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  ;[buyer, s1, s2, s3] = await Promise.all(['buyer01', 'sup1001', 'sup1002', 'sup1003'].map((u) => loginAs(t.app, u)))
})
afterAll(() => t.close())

const B = '/SaleCheck'
// the demo data is dated back from the day the suite runs: the statement ends today and the
// balances are this month's, the month before and the month after, on the server's clock
const TODAY = today()
const monthFrom = (offset: number) => {
  const first = new Date(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)) - 1 + offset, 1)
  return today(first).slice(0, 7)
}
const [EARLIER, PREVIOUS, THIS_MONTH, NEXT] = [-2, -1, 0, 1].map(monthFrom) as [string, string, string, string]
const INV = `${B}/PchangAcc`
const dec = (v: unknown) => parseDecimal(v)!
const cents = (v: unknown) => unitsText(roundDecimal(dec(v), 2), 2)
const total = (values: unknown[]) => unitsText(roundDecimal(values.reduce<Decimal>((a, v) => addDecimals(a, dec(v)), { units: 0n, scale: 0 }), 2), 2)
const neg = (v: unknown) => (String(v).startsWith('-') ? String(v).slice(1) : `-${v}`)
const rowsOf = <T>(res: { body: { Data: { rows: T[] } } }) => res.body.Data.rows
const count = async (table: string) => Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n)

type InvoiceLine = { check_line_no: number; qty: number | string; price: number | string; amount: number | string; match?: string; match_note?: string }
type StatementLine = { id: number; line_no: number; source: string; qty: string; price: string; amount: string; disabled: boolean }

let companyId = 0
let statementId = 0
let receiptLines: StatementLine[] = []
let statementTotal = '0'

async function invoiceDetail(client: SignedInClient, id: number) {
  const res = await client.get(`${INV}/GetDetail`, { id })
  return res.body.Data as { header: Record<string, unknown>; lines: (InvoiceLine & { id: number })[] }
}
const exactLines = (): InvoiceLine[] => receiptLines.map((l) => ({ check_line_no: l.line_no, qty: l.qty, price: l.price, amount: l.amount }))

describe('demo invoices and isolation', () => {
  it('shows sup1001 his matched and mismatched invoices, sup1002 none of them', async () => {
    const mine = rowsOf<{ id: number; supplyid: number; status: string }>(await s1.post(`${INV}/GetList`, { page: 1, rows: 50 }))
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(['已匹配', '不符']))
    expect(mine.every((r) => r.supplyid === 1001)).toBe(true)
    const theirs = rowsOf<{ id: number; supplyid: number }>(await s2.post(`${INV}/GetList`, { page: 1, rows: 50 }))
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.every((r) => r.supplyid === 1002 && !mine.some((m) => m.id === r.id))).toBe(true)
    const res = await s2.get(`${INV}/GetDetail`, { id: mine[0]!.id })
    expect([res.status, res.body.Msg]).toEqual([404, '单据不存在'])
    // the mismatched one names the line and what differs
    const bad = await invoiceDetail(s1, mine.find((r) => r.status === '不符')!.id)
    expect(bad.lines.filter((l) => l.match === '不符').map((l) => l.match_note)).toEqual([expect.stringMatching(/^数量不符：开票 \d+\.\d{2}，合格 \d+\.\d{2}；金额不符：开票 [\d.]+，应开 [\d.]+$/)])
  })

  it('refuses sup1002 an invoice against sup1001’s statement, and saves nothing', async () => {
    const [statement] = rowsOf<{ id: number }>(await s1.post(`${B}/GetList`, { page: 1, rows: 1, filters: { status: { op: 'eq', value: '已确认' } } }))
    const before = await count('acc_invoice')
    const res = await s2.post(`${INV}/Save`, { statement_id: statement!.id, invoice_no: '999', invoice_date: TODAY, tax_amount: 1, lines: [{ check_line_no: 1, qty: 1, price: 1, amount: 1 }] })
    expect([res.status, res.body.Msg]).toEqual([404, '对账单不存在'])
    expect(await count('acc_invoice')).toBe(before)
  })
})

describe('three-way match', () => {
  beforeAll(async () => {
    const companies = (await t.db.execute(sql`select id from sys_company order by id limit 1`)) as unknown as { rows: { id: number }[] }
    companyId = Number(companies.rows[0]!.id)
    const saved = await buyer.post(`${B}/Save`, { supplyid: 1003, company_id: companyId, period_from: '2000-01-01', period_to: TODAY, lines: [] })
    expect(saved.body.Msg).toBe('保存成功')
    statementId = saved.body.Data.id
  })

  it('refuses an invoice against a statement not yet confirmed', async () => {
    const before = await count('acc_invoice')
    const res = await s3.post(`${INV}/Save`, { statement_id: statementId, invoice_no: '1001', invoice_date: TODAY, tax_amount: 0, lines: [{ check_line_no: 1, qty: 1, price: 1, amount: 1 }] })
    expect([res.status, res.body.Msg]).toEqual([409, '只能对已确认的对账单登记发票'])
    expect(await count('acc_invoice')).toBe(before)
  })

  it('lets the supplier confirm the statement, which then nobody changes', async () => {
    expect((await buyer.post(`${B}/SetPublish`, { id: statementId })).status).toBe(200)
    const doc = (await s3.get(`${B}/GetDetail`, { id: statementId })).body.Data as { header: { total_amount: string }; lines: StatementLine[] }
    const live = doc.lines.filter((l) => !l.disabled)
    expect((await s3.post(`${B}/ConfirmLine`, { id: statementId, line_ids: live.map((l) => l.id) })).body.Data.status).toBe('已确认')
    receiptLines = live.filter((l) => l.source === '收货')
    statementTotal = cents(doc.header.total_amount)
    expect(receiptLines.length).toBeGreaterThan(1)
    for (const [path, body] of [
      ['Save', { id: statementId, supplyid: 1003, company_id: companyId, period_from: '2000-01-01', period_to: TODAY, lines: [] }],
      ['SetDisable', { id: statementId, line_id: live[0]!.id, reason: '测试' }],
      ['SetPublish', { id: statementId }],
    ] as const) {
      expect((await buyer.post(`${B}/${path}`, body)).status).toBe(409)
    }
    expect((await s3.post(`${B}/DisputeLine`, { id: statementId, line_id: live[0]!.id, reason: '测试' })).status).toBe(409)
  })

  it('says what is missing or wrong, line by line, and the message of a bad input', async () => {
    const before = await count('acc_invoice')
    const missing = await s3.post(`${INV}/Save`, { statement_id: statementId, invoice_date: TODAY, tax_amount: 1, lines: exactLines() })
    expect([missing.status, missing.body.Msg]).toEqual([400, '请输入发票号码'])
    const negative = await s3.post(`${INV}/Save`, { statement_id: statementId, invoice_no: '88001', invoice_date: TODAY, tax_amount: -1, lines: exactLines() })
    expect([negative.status, negative.body.Msg]).toEqual([400, '税额不能为负数'])
    expect(await count('acc_invoice')).toBe(before)
  })

  let invoiceId = 0
  it('marks a line billed with more than was accepted 不符, and the invoice with the lines not invoiced', async () => {
    const [first, ...rest] = exactLines()
    const more = { ...first!, qty: Number(first!.qty) + 1, amount: cents(Number(first!.amount) + Number(first!.price)) }
    // within the tolerance (0.05 元): an amount 0.03 off still agrees
    const cheap = { ...rest[0]!, amount: total([rest[0]!.amount, '0.03']) }
    const res = await s3.post(`${INV}/Save`, { statement_id: statementId, invoice_no: '88001', invoice_date: TODAY, tax_amount: '100.13', lines: [more, cheap] })
    expect(res.body.Msg).toBe('保存成功')
    invoiceId = res.body.Data.id
    const doc = await invoiceDetail(s3, invoiceId)
    expect(doc.header.status).toBe('不符')
    expect(doc.lines.map((l) => l.match)).toEqual(['不符', '已匹配'])
    expect(doc.lines[0]!.match_note).toContain('数量不符')
    const unbilled = receiptLines.slice(2).map((l) => l.line_no)
    expect(doc.header.match_note).toBe(['1行明细不符', unbilled.length ? `对账单第${unbilled.join('、')}行未开票` : ''].filter(Boolean).join('；'))
    expect(cents(doc.header.total_amount)).toBe(total([doc.header.amount, '100.13']))
  })

  it('follows the tolerance of the system parameter', async () => {
    await t.db.execute(sql`update sys_param set param_value = '0' where param_key = 'invoice_match_tolerance'`)
    const [, second] = exactLines()
    const cheap = { ...second!, amount: total([second!.amount, '0.03']) }
    const res = await s3.post(`${INV}/Save`, { id: invoiceId, statement_id: statementId, invoice_no: '88001', invoice_date: TODAY, tax_amount: '100.13', lines: [cheap] })
    expect(res.status).toBe(200)
    const doc = await invoiceDetail(s3, invoiceId)
    expect(doc.lines[0]!.match_note).toBe(`金额不符：开票 ${cheap.amount}，应开 ${cents(second!.amount)}；开票金额与数量×单价不一致`)
    await t.db.execute(sql`update sys_param set param_value = '0.05' where param_key = 'invoice_match_tolerance'`)
  })

  it('matches the corrected invoice (已匹配), totals exact, then locks it', async () => {
    const res = await s3.post(`${INV}/Save`, { id: invoiceId, statement_id: statementId, invoice_no: '88001', invoice_date: TODAY, tax_amount: '1234.57', lines: exactLines() })
    expect(res.body.Msg).toBe('保存成功')
    const doc = await invoiceDetail(s3, invoiceId)
    expect([doc.header.status, doc.header.match_note]).toEqual(['已匹配', '三单匹配一致'])
    expect(doc.lines.every((l) => l.match === '已匹配')).toBe(true)
    const receipts = total(receiptLines.map((l) => l.amount))
    expect(cents(doc.header.amount)).toBe(receipts)
    expect(cents(doc.header.expected_amount)).toBe(receipts)
    expect(cents(doc.header.total_amount)).toBe(total([receipts, '1234.57']))
    const again = await s3.post(`${INV}/Save`, { id: invoiceId, statement_id: statementId, invoice_no: '88001', invoice_date: TODAY, tax_amount: 1, lines: exactLines() })
    expect([again.status, again.body.Msg]).toEqual([409, '当前状态的单据不能修改'])
    const second = await s3.post(`${INV}/Save`, { statement_id: statementId, invoice_no: '88002', invoice_date: TODAY, tax_amount: 1, lines: exactLines() })
    expect([second.status, second.body.Msg]).toEqual([409, '该对账单已有匹配的发票，不能重复登记'])
  })
})

describe('balances', () => {
  type Balance = { id: number | null; supplyid: number; period: string; opening_amount: string; statement_amount: string; payment_amount: string; closing_amount: string; status: string }
  const month = async (client: SignedInClient, period: string, supplyid?: number) =>
    rowsOf<Balance>(await client.post(`${B}/GetCheckAcc`, { page: 1, rows: 100, filters: { company_id: companyId, period, ...(supplyid ? { supplyid } : {}) } }))

  it('lets staff enter an opening balance and a payment, never a supplier', async () => {
    const entry = { entry_type: '期初余额', company_id: companyId, supplyid: 1003, entry_date: `${PREVIOUS}-05`, amount: '1000.10', remark: '上线前余额' }
    expect((await s3.post(`${B}/SupplyAcc/Save`, entry)).status).toBe(403)
    expect((await buyer.post(`${B}/SupplyAcc/Save`, entry)).body.Msg).toBe('保存成功')
    const bad = await buyer.post(`${B}/SupplyAcc/Save`, { ...entry, entry_type: '付款', amount: '-5' })
    expect([bad.status, bad.body.Msg]).toEqual([400, '付款金额必须大于0'])
    expect((await buyer.post(`${B}/SupplyAcc/Save`, { ...entry, entry_type: '付款', entry_date: TODAY, amount: '333.33', pay_no: 'FK-T1' })).body.Msg).toBe('保存成功')
  })

  it('computes opening + confirmed statements − payments = closing, to the cent, month by month', async () => {
    const [previous] = await month(buyer, PREVIOUS, 1003)
    expect([previous!.opening_amount, previous!.statement_amount, previous!.payment_amount, previous!.closing_amount].map(cents)).toEqual(['1000.10', '0.00', '0.00', '1000.10'])
    const [current] = await month(buyer, THIS_MONTH, 1003)
    const closing = total(['1000.10', statementTotal, '-333.33'])
    expect([current!.opening_amount, current!.statement_amount, current!.payment_amount, current!.closing_amount].map(cents)).toEqual(['1000.10', statementTotal, '333.33', closing])
    const [next] = await month(buyer, NEXT, 1003)
    expect([next!.opening_amount, next!.closing_amount].map(cents)).toEqual([closing, closing])
    expect(current!.status).toBe('未发布')
    const bad = await buyer.post(`${B}/GetCheckAcc`, { filters: { company_id: companyId, period: '2026-13' } })
    expect([bad.status, bad.body.Msg]).toEqual([400, '请选择正确的期间（yyyy-MM）'])
  })

  it('publishes a month to the supplier, who disputes with a reason, then confirms the republished one', async () => {
    const published = await buyer.post(`${B}/PublishBalance`, { company_id: companyId, period: THIS_MONTH, supplyids: [1003] })
    expect(published.body.Msg).toBe('已发布 1 条余额')
    const seen = rowsOf<Balance>(await s3.post(`${B}/GetPublishedBalance`, { page: 1, rows: 50, filters: { period_from: THIS_MONTH, period_to: THIS_MONTH } }))
    expect(seen).toHaveLength(1)
    const b = seen[0]!
    expect(cents(b.closing_amount)).toBe(total(['1000.10', statementTotal, '-333.33']))
    // the others never see it nor answer it
    expect(rowsOf<Balance>(await s1.post(`${B}/GetPublishedBalance`, { page: 1, rows: 100 })).some((r) => r.supplyid !== 1001)).toBe(false)
    expect((await s2.post(`${B}/ConfirmBalance`, { id: b.id })).status).toBe(404)
    expect((await buyer.post(`${B}/ConfirmBalance`, { id: b.id })).status).toBe(403)
    const noReason = await s3.post(`${B}/DisputeBalance`, { id: b.id, reason: '  ' })
    expect([noReason.status, noReason.body.Msg]).toEqual([400, '请填写异议原因'])
    expect((await s3.post(`${B}/DisputeBalance`, { id: b.id, reason: '付款未到账' })).body.Data.status).toBe('有异议')
    expect((await s3.post(`${B}/ConfirmBalance`, { id: b.id })).status).toBe(409)
    expect((await buyer.post(`${B}/PublishBalance`, { company_id: companyId, period: THIS_MONTH, supplyids: [1003] })).status).toBe(200)
    expect((await s3.post(`${B}/ConfirmBalance`, { id: b.id })).body.Data.status).toBe('已确认')
    const again = await buyer.post(`${B}/PublishBalance`, { company_id: companyId, period: THIS_MONTH, supplyids: [1003] })
    expect([again.status, again.body.Msg]).toEqual([409, '余额已确认，不能重新发布'])
    const late = await buyer.post(`${B}/SupplyAcc/Save`, { entry_type: '付款', company_id: companyId, supplyid: 1003, entry_date: TODAY, amount: '1' })
    expect([late.status, late.body.Msg]).toEqual([409, `${THIS_MONTH} 的余额已确认，不能修改该月的付款或期初余额`])
  })

  it('shows staff the balances of the suppliers they manage only (buyer01: 1001–1003), the total over those alone', async () => {
    const admin = await loginAs(t.app, 'admin')
    const entry = { entry_type: '期初余额', company_id: companyId, supplyid: 1004, entry_date: `${EARLIER}-01`, amount: '777.77', remark: '管理范围外' }
    expect((await admin.post(`${B}/SupplyAcc/Save`, entry)).body.Msg).toBe('保存成功')
    const answer = async (client: SignedInClient) => (await client.post(`${B}/GetCheckAcc`, { page: 1, rows: 100, filters: { company_id: companyId, period: THIS_MONTH } })).body.Data
    const everyone = await answer(admin)
    const managed = await answer(buyer)
    expect(everyone.rows.map((r: Balance) => r.supplyid)).toContain(1004)
    expect(managed.rows.length).toBeGreaterThan(0)
    expect(managed.rows.every((r: Balance) => [1001, 1002, 1003].includes(r.supplyid))).toBe(true)
    expect(managed.total).toBe(managed.rows.length)
    expect(cents(managed.summary.closing_amount)).toBe(total(managed.rows.map((r: Balance) => r.closing_amount)))
    // a row the buyer sees is the same row an unrestricted user sees
    for (const row of managed.rows) expect(everyone.rows.find((r: Balance) => r.supplyid === row.supplyid)).toEqual(row)
  })

  it('shows every supplier only his own balances; the demo has them for both companies in every status', async () => {
    const all = rowsOf<Balance & { company_id: number }>(await buyer.post(`${B}/GetPublishedBalance`, { page: 1, rows: 100 }))
    const demo = all.filter((r) => r.supplyid === 1001)
    expect(new Set(demo.map((r) => r.company_id)).size).toBe(2)
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['已发布', '有异议', '已确认']))
    expect(rowsOf<Balance>(await s2.post(`${B}/GetPublishedBalance`, { page: 1, rows: 100 })).every((r) => r.supplyid === 1002)).toBe(true)
    expect((await s2.post(`${B}/GetCheckAcc`, { page: 1, rows: 100, filters: { company_id: companyId, period: THIS_MONTH } })).body.Data.rows.every((r: Balance) => r.supplyid === 1002)).toBe(true)
  })
})

describe('menus', () => {
  const paths = (nodes: { path: string; children?: unknown[] }[]): string[] => nodes.flatMap((n) => [n.path, ...paths((n.children ?? []) as typeof nodes)])
  const menuOf = async (client: SignedInClient) => paths((await client.get('/Menu/Menu/GetUserMenuData')).body.Data)
  it('lists the new screens to the roles that use them', async () => {
    const staff = await menuOf(buyer)
    for (const p of ['PchangAcc', 'SCM_CheckAcc', 'SCM_CheckAcc_Fdj', 'UnitBalancePublish', 'SCM_SupplyAcc']) expect(staff).toContain(`/MyAccount/${p}`)
    expect(staff).not.toContain('/MyAccount/Account_confirm_kc')
    const supplier = await menuOf(s1)
    for (const p of ['PchangAcc', 'SCM_CheckAcc', 'SCM_CheckAcc_Fdj', 'Account_confirm_kc', 'MyStMreck_query']) expect(supplier).toContain(`/MyAccount/${p}`)
    for (const p of ['UnitBalancePublish', 'SCM_SupplyAcc']) expect(supplier).not.toContain(`/MyAccount/${p}`)
  })
})

describe('stock of the supplier’s materials', () => {
  it('is what was taken in less what was returned, his own only', async () => {
    type Stock = { supplyid: number; in_qty: string; return_qty: string; stock_qty: string }
    const mine = rowsOf<Stock>(await s1.post(`${B}/GetStock`, { page: 1, rows: 200 }))
    expect(mine.length).toBeGreaterThan(0)
    for (const r of mine) {
      expect(r.supplyid).toBe(1001)
      expect(cents(r.stock_qty)).toBe(total([r.in_qty, neg(r.return_qty)]))
    }
    expect(rowsOf<Stock>(await s2.post(`${B}/GetStock`, { page: 1, rows: 200 })).some((r) => r.supplyid === 1001)).toBe(false)
  })
})
