// Isolation of statements: a supplier sees, confirms and disputes only his own published
// statements (never a draft, never another supplier's); the demo has statements of sup1001 in
// every status; staff act on lines, suppliers answer them, never the other way round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-account-iso-'))
let t: TestApp
let buyer: SignedInClient
let s1: SignedInClient
let s2: SignedInClient
let cust: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[buyer, s1, s2, cust] = await Promise.all(['buyer01', 'sup1001', 'sup1002', 'cust01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const B = '/SaleCheck'
type Row = { id: number; supplyid: number; status: string; check_no: string }
const list = async (client: SignedInClient, filters: Record<string, unknown> = {}) => (await client.post(`${B}/GetList`, { page: 1, rows: 100, filters })).body.Data.rows as Row[]
const lines = async (client: SignedInClient, id: number) => ((await client.get(`${B}/GetDetail`, { id })).body.Data.lines as { id: number; disabled: boolean; answer: string }[])

describe('statement isolation', () => {
  it('gives the demo statements of sup1001 in every status', async () => {
    const mine = (await list(buyer)).filter((r) => r.supplyid === 1001)
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(['草稿', '已发布', '有异议', '已确认']))
  })

  it('lists to a supplier only his own statements, no drafts, and sup1002 none of sup1001’s', async () => {
    const one = await list(s1)
    expect(one.length).toBeGreaterThan(0)
    expect(one.every((r) => r.supplyid === 1001 && r.status !== '草稿')).toBe(true)
    const two = await list(s2)
    expect(two.every((r) => r.supplyid === 1002)).toBe(true)
    // a filter on another supplier does not widen the scope
    expect(await list(s2, { supplyid: { op: 'eq', value: 1001 } })).toEqual([])
    expect((await cust.post(`${B}/GetList`, { page: 1, rows: 10 })).status).toBe(403)
  })

  it('refuses sup1002 every call on a statement of sup1001 (detail, versions, answers, files, export)', async () => {
    const theirs = (await list(buyer)).find((r) => r.supplyid === 1001 && r.status === '有异议')!
    const [line] = await lines(buyer, theirs.id)
    expect((await s2.get(`${B}/GetDetail`, { id: theirs.id })).status).toBe(404)
    expect((await s2.get(`${B}/GetVersions`, { id: theirs.id })).status).toBe(404)
    expect((await s2.post(`${B}/ConfirmLine`, { id: theirs.id, line_ids: [line!.id] })).status).toBe(404)
    expect((await s2.post(`${B}/DisputeLine`, { id: theirs.id, line_id: line!.id, reason: '不是我的' })).status).toBe(404)
    expect((await s2.post(`${B}/Attach`, { id: theirs.id, file_ids: [1] })).status).toBe(404)
    const exported = await s2.post(`${B}/Export`, { page: 1, rows: 100 })
    expect(exported.status).toBe(200)
    expect((await lines(buyer, theirs.id))[0]!.answer).toBe(line!.answer)
  })

  it('keeps a supplier off another supplier’s lines even inside his own statement call', async () => {
    const own = (await list(s1)).find((r) => r.status === '有异议')!
    const foreign = (await list(buyer)).find((r) => r.supplyid === 1002)!
    const [otherLine] = await lines(buyer, foreign.id)
    expect((await s1.post(`${B}/ConfirmLine`, { id: own.id, line_ids: [otherLine!.id] })).status).toBe(404)
  })

  it('hides drafts from their own supplier', async () => {
    const draft = (await list(buyer)).find((r) => r.supplyid === 1001 && r.status === '草稿')!
    expect((await s1.get(`${B}/GetDetail`, { id: draft.id })).status).toBe(404)
    const [line] = await lines(buyer, draft.id)
    expect((await s1.post(`${B}/ConfirmLine`, { id: draft.id, line_ids: [line!.id] })).status).toBe(404)
  })

  it('never shows a supplier what statements would take, his or another’s', async () => {
    const wide = { period_from: '2000-01-01', period_to: '2099-12-31' }
    expect((await s1.post(`${B}/GetSale_Check_Acc_Prod`, { supplyid: 1002, ...wide })).status).toBe(403)
    expect((await s1.post(`${B}/GetSale_Check_Acc_Prod`, { supplyid: 1001, ...wide })).status).toBe(403)
    expect((await s1.post(`${B}/GetSale_Check_AccUser`, wide)).status).toBe(403)
  })

  it('lets only staff disable, resolve and publish, and only the supplier answer', async () => {
    const disputed = (await list(s1)).find((r) => r.status === '有异议')!
    const [line] = await lines(s1, disputed.id)
    expect((await s1.post(`${B}/SetDisable`, { id: disputed.id, line_id: line!.id, reason: '自己停用' })).status).toBe(403)
    expect((await s1.post(`${B}/ResolveLine`, { id: disputed.id, line_id: line!.id, resolution: '维持', reason: 'x' })).status).toBe(403)
    expect((await s1.post(`${B}/SetPublish`, { id: disputed.id })).status).toBe(403)
    expect((await s1.post(`${B}/Save`, { supplyid: 1001, company_id: 1, period_from: '2026-01-01', period_to: '2026-01-31', lines: [] })).status).toBe(403)
    expect((await buyer.post(`${B}/DisputeLine`, { id: disputed.id, line_id: line!.id, reason: 'x' })).status).toBe(403)
  })

  it('never lets anyone change a confirmed statement', async () => {
    const confirmed = (await list(s1)).find((r) => r.status === '已确认')!
    const [line] = await lines(s1, confirmed.id)
    expect((await s1.post(`${B}/DisputeLine`, { id: confirmed.id, line_id: line!.id, reason: '反悔' })).status).toBe(409)
    expect((await buyer.post(`${B}/SetDisable`, { id: confirmed.id, line_id: line!.id, reason: '停用' })).status).toBe(409)
    expect((await buyer.post(`${B}/SetPublish`, { id: confirmed.id })).status).toBe(409)
    expect((await buyer.post(`${B}/Del?id=${confirmed.id}`)).status).toBe(409)
  })
})

describe('待检收货查询 (MyPcRcv_query)', () => {
  it('lists to a supplier only his own receipts still waiting for inspection', async () => {
    const pending = async (client: SignedInClient) =>
      (await client.post('/api/Receive/GetList', { page: 1, rows: 100, check_status: '待检' })).body.Data.rows as { rcv_no: string; supplyid: number }[]
    const one = await pending(s1)
    expect(one.length).toBeGreaterThan(0)
    expect(one.every((r) => r.supplyid === 1001)).toBe(true)
    const two = await pending(s2)
    expect(two.every((r) => r.supplyid === 1002)).toBe(true)
    expect(two.some((r) => one.some((o) => o.rcv_no === r.rcv_no))).toBe(false)
    const detail = await s2.get('/api/Receive/GetDetail', { id: (await buyer.post('/api/Receive/GetList', { page: 1, rows: 100, check_status: '待检', supplyid: 1001 })).body.Data.rows[0]?.id ?? 0 })
    expect(detail.status).not.toBe(200)
  })
})

describe('挂账查询 (GetOnAccount)', () => {
  type Group = { supplyid: number; company_id: number; confirmed_count: number; confirmed_amount: string; pending_count: number; pending_amount: string }
  const groups = async (client: SignedInClient, body: Record<string, unknown> = {}) => (await client.post(`${B}/GetOnAccount`, { page: 1, rows: 100, ...body })).body.Data as { rows: Group[]; total: number; summary: Record<string, string> }

  it('books each supplier’s confirmed statements (exact sums) and shows what is still being reconciled', async () => {
    const all = await groups(buyer)
    const mine = all.rows.find((g) => g.supplyid === 1001)!
    const statements = await list(buyer, { supplyid: { op: 'eq', value: 1001 } })
    const cents = (status: string[]) =>
      statements.filter((r) => status.includes(r.status)).reduce((sum, r) => sum + BigInt(Math.round(Number((r as unknown as { total_amount: number }).total_amount) * 100)), 0n)
    expect(mine.confirmed_count).toBe(statements.filter((r) => r.status === '已确认').length)
    expect(BigInt(mine.confirmed_amount.replace('.', ''))).toBe(cents(['已确认']))
    expect(BigInt(mine.pending_amount.replace('.', ''))).toBe(cents(['已发布', '有异议']))
    expect(all.summary.confirmed_amount).toMatch(/^-?\d+\.\d{2}$/)
  })

  it('gives a supplier only his own groups, whatever he filters', async () => {
    expect((await groups(s1)).rows.every((g) => g.supplyid === 1001)).toBe(true)
    expect((await groups(s2)).rows.every((g) => g.supplyid === 1002)).toBe(true)
    expect((await groups(s2, { supplyid: 1001 })).rows).toEqual([])
    expect((await s1.post(`${B}/GetOnAccount`, { page: 1, period_to_from: '2026-13-01' })).status).toBe(400)
  })
})

describe('库存单据查询 (GetStockBills)', () => {
  type Bill = { bill_type: string; bill_no: string; supplyid: number; qty: string; mtr_code: string }
  const bills = async (client: SignedInClient, body: Record<string, unknown> = {}) => (await client.post(`${B}/GetStockBills`, { page: 1, rows: 500, ...body })).body.Data as { rows: Bill[]; total: number; summary: { qty: string } }

  it('lists a supplier’s accepted receipt lines (入库) and returns (退货), his own only', async () => {
    const one = await bills(s1)
    expect(one.rows.length).toBeGreaterThan(0)
    expect(one.rows.every((b) => b.supplyid === 1001)).toBe(true)
    expect(one.rows.some((b) => b.bill_type === '入库')).toBe(true)
    const two = await bills(s2)
    expect(two.rows.every((b) => b.supplyid === 1002)).toBe(true)
    expect(two.rows.some((b) => one.rows.some((o) => o.bill_no === b.bill_no))).toBe(false)
    const accepted = (await bills(s1, { bill_type: '入库' })).rows
    expect(accepted.every((b) => b.bill_type === '入库')).toBe(true)
  })

  it('refuses a type it does not know, and the customer', async () => {
    expect((await s1.post(`${B}/GetStockBills`, { page: 1, bill_type: '调拨' })).body.Msg).toBe('单据类型不正确')
    expect((await cust.post(`${B}/GetStockBills`, { page: 1 })).status).toBe(403)
    expect((await buyer.post(`${B}/GetStockBills`, { page: 1 })).status).toBe(403)
  })
})
