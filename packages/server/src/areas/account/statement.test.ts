// 对账单 through HTTP: generated from accepted receipts × agreed prices and settled claims, exact
// totals, a receipt line on one live statement only (in the database), disable with a reason,
// publish → the supplier confirms or disputes each line → the buyer adjusts → a new version with
// its changes → all confirmed and locked; every call signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { addDecimals, parseDecimal, roundDecimal, unitsText, type Decimal } from '@scm/core'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-account-'))
let t: TestApp
let buyer: SignedInClient
let sup: SignedInClient
let other: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[buyer, sup, other] = await Promise.all(['buyer01', 'sup1003', 'sup1001'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

type Line = { id: number; line_no: number; source: string; receipt_line_id: number | null; qty: number; price: number; amount: number; answer: string; disabled: boolean }
const B = '/SaleCheck'
const WIDE = { period_from: '2000-01-01', period_to: '2099-12-31' }
const cents = (v: unknown) => unitsText(roundDecimal(parseDecimal(v)!, 2), 2)
const sum = (values: unknown[]) => unitsText(roundDecimal(values.reduce<Decimal>((a, v) => addDecimals(a, parseDecimal(v)!), { units: 0n, scale: 0 }), 2), 2)

async function detail(client: SignedInClient, id: number) {
  const res = await client.get(`${B}/GetDetail`, { id })
  return res.body.Data as { header: Record<string, unknown>; lines: Line[]; actions: { name: string }[]; history: { action: string; line_no: number | null }[] }
}

let statementId = 0
let companyId = 0

describe('generating a statement', () => {
  it('lets one of two buyers generating at once take a receipt line, never both', async () => {
    const companies = (await t.db.execute(sql`select id from sys_company order by id limit 1`)) as unknown as { rows: { id: number }[] }
    // one day of sup1003's receipts still on no statement (the demo's dates follow today's)
    const wide = await buyer.post(`${B}/GetSale_Check_Acc_Prod`, { supplyid: 1003, ...WIDE })
    const day = (wide.body.Data.rows as { source: string; rcv_date: string }[]).find((r) => r.source === '收货')!.rcv_date
    const body = { supplyid: 1003, company_id: Number(companies.rows[0]!.id), period_from: day, period_to: day, lines: [] }
    const before = await buyer.post(`${B}/GetSale_Check_Acc_Prod`, body)
    const free = (before.body.Data.rows as unknown[]).length
    const answers = await Promise.all([buyer.post(`${B}/Save`, body), buyer.post(`${B}/Save`, body)])
    const saved = answers.filter((a) => a.status === 200)
    expect(free).toBeGreaterThan(0)
    expect(saved).toHaveLength(1)
    const loser = answers.find((a) => a.status !== 200)!
    expect(['该期间没有可对账的收货、索赔或其他项目', '收货明细或索赔已在其他对账单中，请刷新后重试']).toContain(loser.body.Msg)
    const taken = (await t.db.execute(sql`select receipt_line_id, count(*)::int as n from acc_statement_line where disabled = false and receipt_line_id is not null group by 1 having count(*) > 1`)) as unknown as { rows: unknown[] }
    expect(taken.rows).toEqual([])
    expect((await buyer.post(`${B}/Del?id=${saved[0]!.body.Data.id}`)).body.Msg).toBe('删除成功')
  })

  it('lists the suppliers still to reconcile for a period, with exact amounts (GetSale_Check_AccUser)', async () => {
    const res = await buyer.post(`${B}/GetSale_Check_AccUser`, WIDE)
    const rows = res.body.Data as { supplyid: number; receipt_lines: number; receipt_amount: string; claim_amount: string; total_amount: string }[]
    const mine = rows.find((r) => r.supplyid === 1003)!
    expect(mine.receipt_lines).toBeGreaterThan(0)
    expect(sum([mine.receipt_amount, mine.claim_amount])).toBe(cents(mine.total_amount))
    const preview = await buyer.post(`${B}/GetSale_Check_Acc_Prod`, { supplyid: 1003, ...WIDE })
    expect(cents(preview.body.Data.total_amount)).toBe(cents(mine.total_amount))
    expect((await sup.post(`${B}/GetSale_Check_AccUser`, WIDE)).status).toBe(403)
    expect((await buyer.post(`${B}/GetSale_Check_AccUser`, { period_from: '2026-02-30', period_to: '2026-03-01' })).body.Msg).toBe('开始日期格式不正确')
  })

  it('takes the supplier’s accepted receipt lines at their order prices, total exactly the sum of its lines', async () => {
    const companies = (await t.db.execute(sql`select id from sys_company order by id limit 1`)) as unknown as { rows: { id: number }[] }
    companyId = Number(companies.rows[0]!.id)
    const preview = await buyer.post(`${B}/GetSale_Check_Acc_Prod`, { supplyid: 1003, ...WIDE })
    expect(preview.status).toBe(200)
    const rows = preview.body.Data.rows as { source: string; amount: string; qty: string; price: string }[]
    expect(rows.length).toBeGreaterThan(0)
    const saved = await buyer.post(`${B}/Save`, { supplyid: 1003, company_id: companyId, ...WIDE, lines: [] })
    expect(saved.body.Msg).toBe('保存成功')
    statementId = saved.body.Data.id
    const doc = await detail(buyer, statementId)
    expect(doc.header.status).toBe('草稿')
    expect(doc.lines.length).toBe(rows.length)
    for (const line of doc.lines.filter((l) => l.source === '收货')) {
      expect(cents(line.amount)).toBe(cents(unitsText(parseDecimal(line.qty)!.units * parseDecimal(line.price)!.units, parseDecimal(line.qty)!.scale + parseDecimal(line.price)!.scale)))
    }
    expect(cents(doc.header.total_amount)).toBe(sum(doc.lines.map((l) => l.amount)))
    expect(cents(doc.header.total_amount)).toBe(cents(preview.body.Data.total_amount))
  })

  it('never puts a receipt line on two live statements (refused by the call and by the database)', async () => {
    const again = await buyer.post(`${B}/Save`, { supplyid: 1003, company_id: companyId, ...WIDE, lines: [] })
    expect(again).toMatchObject({ status: 400, body: { Msg: '该期间没有可对账的收货、索赔或其他项目' } })
    const { lines } = await detail(buyer, statementId)
    const receipt = lines.find((l) => l.receipt_line_id !== null)!
    await expect(
      t.db.execute(sql`insert into acc_statement_line (doc_id, line_no, source, receipt_line_id, amount, disabled) values (${statementId}, 99, '收货', ${receipt.receipt_line_id}, 1, false)`),
    ).rejects.toThrow()
  })

  it('refuses a period that ends before it starts, and other items without an item', async () => {
    expect((await buyer.post(`${B}/Save`, { supplyid: 1003, company_id: companyId, period_from: '2026-05-01', period_to: '2026-04-01', lines: [] })).body.Msg).toBe('结束日期不能早于开始日期')
    const noItem = await buyer.post(`${B}/Save`, { supplyid: 1003, company_id: companyId, period_from: '1990-01-01', period_to: '1990-01-31', lines: [{ amount: 10 }] })
    expect(noItem).toMatchObject({ status: 400, body: { Msg: '第1行：请选择对账项目' } })
  })

  it('adds other items with the sign of their direction (减项 deducts)', async () => {
    const items = (await buyer.post(`${B}/GetAllItem`, { page: 1, rows: 50 })).body.Data.rows as { id: number; code: string; direction: string }[]
    const deduction = items.find((i) => i.direction === '减项' && i.code === '02')!
    const doc = await detail(buyer, statementId)
    const lines = [...doc.lines.map((l) => ({ id: l.id })), { item_id: deduction.id, amount: '12.34', remark: '包装不符扣款' }]
    const saved = await buyer.post(`${B}/Save`, { id: statementId, supplyid: 1003, company_id: companyId, ...WIDE, lines })
    expect(saved.body.Msg).toBe('保存成功')
    const after = await detail(buyer, statementId)
    const other = after.lines.find((l) => l.source === '其他')!
    expect(cents(other.amount)).toBe('-12.34')
    expect(cents(after.header.total_amount)).toBe(sum(after.lines.map((l) => l.amount)))
  })

  it('disables a line only with a reason, out of the total; a taken receipt line cannot come back', async () => {
    const before = await detail(buyer, statementId)
    const line = before.lines.find((l) => l.source === '收货')!
    expect((await buyer.post(`${B}/SetDisable`, { id: statementId, line_id: line.id })).body.Msg).toBe('请填写原因')
    const res = await buyer.post(`${B}/SetDisable`, { id: statementId, line_id: line.id, reason: '发票未到，下期对账' })
    expect(res.body.Msg).toBe('停用成功')
    const after = await detail(buyer, statementId)
    expect(cents(after.header.total_amount)).toBe(sum(after.lines.filter((l) => !l.disabled).map((l) => l.amount)))
    expect(after.history.at(-1)).toMatchObject({ action: '停用明细', line_no: line.line_no })
    // the disabled receipt line is free: another statement takes it; then it cannot be enabled here
    const taker = await buyer.post(`${B}/Save`, { supplyid: 1003, company_id: companyId, ...WIDE, lines: [] })
    expect(taker.body.Msg).toBe('保存成功')
    const back = await buyer.post(`${B}/SetDisable`, { id: statementId, line_id: line.id, disabled: false })
    expect(back).toMatchObject({ status: 409, body: { Msg: '该收货明细或索赔已在其他对账单中，不能启用' } })
    expect((await buyer.post(`${B}/Del?id=${taker.body.Data.id}`)).body.Msg).toBe('删除成功')
    expect((await buyer.post(`${B}/SetDisable`, { id: statementId, line_id: line.id, disabled: false })).body.Msg).toBe('启用成功')
  })
})

describe('publish, answer line by line, versions, lock', () => {
  it('shows a draft to no supplier; SetPublish makes version 1 visible to its own supplier only', async () => {
    expect((await sup.get(`${B}/GetDetail`, { id: statementId })).status).toBe(404)
    expect((await sup.post(`${B}/SetPublish`, { id: statementId })).status).toBe(403)
    const res = await buyer.post(`${B}/SetPublish`, { id: statementId })
    expect(res.body).toMatchObject({ Msg: '发布成功', Data: { status: '已发布' } })
    const doc = await detail(sup, statementId)
    expect(doc.header.version).toBe(1)
    expect(doc.lines.every((l) => l.answer === '待确认')).toBe(true)
    expect((await other.get(`${B}/GetDetail`, { id: statementId })).status).toBe(404)
    expect((await other.post(`${B}/ConfirmLine`, { id: statementId, line_ids: [doc.lines[0]!.id] })).status).toBe(404)
  })

  it('lets the supplier dispute a line with a reason; the buyer must settle it before republishing', async () => {
    const { lines } = await detail(sup, statementId)
    const first = lines[0]!
    expect((await sup.post(`${B}/DisputeLine`, { id: statementId, line_id: first.id })).body.Msg).toBe('请填写异议原因')
    expect((await buyer.post(`${B}/ConfirmLine`, { id: statementId, line_ids: [first.id] })).status).toBe(403)
    const res = await sup.post(`${B}/DisputeLine`, { id: statementId, line_id: first.id, reason: '实收数量少 2 件' })
    expect(res.body).toMatchObject({ Msg: '已提出异议', Data: { status: '有异议' } })
    expect((await buyer.post(`${B}/SetPublish`, { id: statementId })).body.Msg).toBe(`第${first.line_no}行的异议尚未处理`)
    expect((await buyer.post(`${B}/ResolveLine`, { id: statementId, line_id: first.id, resolution: '调整', reason: '按实收' })).body.Msg).toBe('调整时请输入新的金额')
    expect((await buyer.post(`${B}/ResolveLine`, { id: statementId, line_id: first.id, resolution: '调整', amount: '1.005', reason: '按实收' })).body.Msg).toBe('调整时请输入新的金额')
    const fixed = await buyer.post(`${B}/ResolveLine`, { id: statementId, line_id: first.id, resolution: '调整', amount: '88.88', reason: '按实收数量核减' })
    expect(fixed.body.Msg).toBe('处理成功')
    const doc = await detail(buyer, statementId)
    expect(cents(doc.lines[0]!.amount)).toBe('88.88')
    expect(cents(doc.header.total_amount)).toBe(sum(doc.lines.filter((l) => !l.disabled).map((l) => l.amount)))
    const again = await buyer.post(`${B}/SetPublish`, { id: statementId })
    expect(again.body.Data.status).toBe('已发布')
    const versions = (await sup.get(`${B}/GetVersions`, { id: statementId })).body.Data as { version: number; changes: { change: string; after: string }[] }[]
    expect(versions.map((v) => v.version)).toEqual([2, 1])
    expect(versions[0]!.changes).toEqual([expect.objectContaining({ change: '金额调整', after: '88.88' })])
  })

  it('confirms every line → 已确认, and then nobody changes it', async () => {
    const { lines } = await detail(sup, statementId)
    const live = lines.filter((l) => !l.disabled)
    const res = await sup.post(`${B}/ConfirmLine`, { id: statementId, line_ids: live.map((l) => l.id) })
    expect(res.body).toMatchObject({ Msg: '对账单已全部确认', Data: { status: '已确认' } })
    const doc = await detail(buyer, statementId)
    expect(doc.header.status).toBe('已确认')
    expect(doc.header.confirmed_at).toBeTruthy()
    expect(doc.actions).toEqual([])
    const line = live[0]!.id
    expect((await buyer.post(`${B}/Save`, { id: statementId, supplyid: 1003, company_id: companyId, ...WIDE, lines: [] })).status).toBe(409)
    expect((await buyer.post(`${B}/Del?id=${statementId}`)).status).toBe(409)
    expect((await buyer.post(`${B}/SetDisable`, { id: statementId, line_id: line, reason: 'x' })).status).toBe(409)
    expect((await buyer.post(`${B}/SetPublish`, { id: statementId })).status).toBe(409)
    expect((await buyer.post(`${B}/ResolveLine`, { id: statementId, line_id: line, resolution: '维持', reason: 'x' })).status).toBe(409)
    expect((await sup.post(`${B}/DisputeLine`, { id: statementId, line_id: line, reason: 'x' })).status).toBe(409)
    expect((await sup.post(`${B}/ConfirmLine`, { id: statementId, line_ids: [line] })).status).toBe(409)
    // its files stay as they are too
    expect((await sup.post(`${B}/Attach`, { id: statementId, file_ids: [1] })).status).toBe(409)
    expect((await buyer.post(`${B}/Detach`, { id: statementId, file_id: 1 })).status).toBe(409)
    expect((await detail(sup, statementId)) as unknown as { attachable: boolean }).toMatchObject({ attachable: false })
    const after = await detail(buyer, statementId)
    expect(after.header.total_amount).toBe(doc.header.total_amount)
  })
})
