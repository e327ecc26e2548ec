// Reconciliation end to end (issue 12 item 8), in Chromium against the running server: after a
// receipt of three accepted lines and a claim settled against sup1001 (preconditions through the
// calls), on the portal buyer01 generates sup1001's statement for the month (待对账供应商 → 生成),
// which deducts the claim, and publishes it → sup1001 confirms two lines and disputes one → buyer01
// adjusts that line and republishes → sup1001 confirms all on his extranet page
// (<scm-supply-balance>) → records a matching invoice (登记发票) → staff record a payment (余额录入)
// and publish the month's balances (余额发布 → 全部发布) → the balance the widget shows equals opening
// + confirmed statements − payments to the cent, computed here from the records; sup1002 sees none
// of it.
import { addDecimals, formatAmount, parseDecimal, roundDecimal, unitsText, type Decimal } from '@scm/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, call as api, choose, launch, newPage, openScreen, PASSWORD, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** The supplier's 8D answer, every discipline filled (the claim's 提交8D form wants them all). */
const EIGHT_D = {
  d1_team: '质量经理牵头', d2_problem: '水泵总成漏水 2 件', d3_containment: '库存全检', d4_root_cause: '密封圈装配遗漏',
  d5_corrective: '装配防错', d6_verification: '连续 3 批合格', d7_prevention: '纳入控制计划', d8_closure: '关闭',
}

const sum = (values: unknown[]) => unitsText(roundDecimal(values.reduce<Decimal>((a, v) => addDecimals(a, parseDecimal(v)!), { units: 0n, scale: 0 }), 2), 2)
const neg = (v: unknown) => (String(v).startsWith('-') ? String(v).slice(1) : `-${String(v)}`)
const day = (offset: number) => {
  const d = new Date()
  d.setDate(d.getDate() + offset)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
type Line = { id: number; line_no: number; source: string; qty: string; price: string; amount: string; disabled: boolean; answer: string }

describe('reconciliation: statement → answers → new version → invoice → payment → published balance', () => {
  it('runs end to end, and the balance on the extranet equals opening + statements − payments to the cent', async () => {
    const [buyer, s1, s2, wh, qe, admin] = await Promise.all(['buyer01', 'sup1001', 'sup1002', 'wh01', 'qe01', 'admin'].map((u) => apiToken(u)))

    // ── preconditions through the calls: an order to sup1001 of three materials, received and accepted today ──
    // (materials without an approved inspection standard: the warehouse's qualified count stands;
    // those with one, as 气缸垫, wait for incoming inspection)
    const materials = (await api<{ value: number; label: string }[]>(qe, 'GET', '/api/QulStandard/RefOptions?field=mtr_id')).Data
    const wanted = ['散热器总成', '起动机', '前大灯总成'].map((name) => materials.find((m) => m.label === name)!)
    const draft = await api<{ id: number }>(buyer, 'POST', '/Order/OrderPublish/Save', {
      supplyid: 1001,
      delivery_address: '总装厂二号库',
      lines: wanted.map((m, i) => ({ mtr_id: m.value, qty: 10 + i, required_date: day(14) })),
    })
    expect(draft.Msg).toBe('保存成功')
    expect((await api(buyer, 'POST', '/Order/OrderPublish/Publish', { id: draft.Data.id })).Code).toBe(1)
    const confirmed = await api<{ lines: { id: number; qty: number }[] }>(s1, 'POST', '/Order/SupplyConfirm/ConfirmAll', { id: draft.Data.id })
    const receipt = await api(wh, 'POST', '/api/Receive/Save', {
      order_id: draft.Data.id,
      warehouse: '总装厂二号库',
      lines: confirmed.Data.lines.map((l) => ({ order_line_id: l.id, qty: l.qty, qualified_qty: l.qty })),
    })
    expect(receipt.Code).toBe(1)

    // ── …and a claim against sup1001, answered with an 8D, accepted and settled through its approval ──
    const claim = await api<{ id: number; claim_no: string; total_amount: number }>(qe, 'POST', '/api/QulClaim/Save', {
      supplyid: 1001,
      source: '生产过程',
      claim_date: day(0),
      reason: '水泵总成装配后漏水',
      lines: [{ mtr_code: '1307010-E02', mtr_name: '水泵总成', defect: '密封圈缺失', qty: 2, amount: 386.5 }],
    })
    expect(claim.Msg).toBe('保存成功')
    const claimId = claim.Data.id
    for (const [token, action, body] of [
      [qe, 'Publish', {}],
      [s1, 'Answer', EIGHT_D],
      [qe, 'AcceptAnswer', {}],
      [qe, 'Settle', {}],
    ] as const) expect((await api(token, 'POST', `/api/QulClaim/${action}`, { id: claimId, ...body })).Code, action).toBe(1)
    const awaiting = (await api<{ rows: { record_type: string; record_id: number | string; instance_id: number }[] }>(admin, 'POST', '/api/Wf/GetTodoList', { rows: 200 })).Data.rows
    const task = awaiting.find((r) => r.record_type === 'QulClaim' && String(r.record_id) === String(claimId))!
    expect((await api(admin, 'POST', '/api/Wf/Approve', { instanceId: task.instance_id, opinion: '同意' })).Code).toBe(1)
    expect((await api<{ header: { status: string } }>(qe, 'GET', `/api/QulClaim/GetDetail?id=${claimId}`)).Data.header.status).toBe('已结算')

    // ── buyer01 generates the statement for the month on the portal and publishes it ──
    const portal = await newPage(browser)
    await signIn(portal.page, 'buyer01')
    const statements = await openScreen(portal.page, '/MyAccount/salechecklist', 'scm-sale-check-list')
    await statements.getByRole('button', { name: '待对账供应商' }).click()
    const toReconcile = statements.getByRole('dialog', { name: '待对账供应商' })
    const candidates = (await api<{ supplyid: number; supply_name: string }[]>(buyer, 'POST', '/SaleCheck/GetSale_Check_AccUser', { period_from: `${day(0).slice(0, 8)}01`, period_to: day(0) })).Data
    const supplier = candidates.find((c) => c.supplyid === 1001)!
    await toReconcile.getByRole('button', { name: `生成 ${supplier.supply_name}` }).click()
    const editor = statements.getByRole('dialog').filter({ has: portal.page.locator('[data-document]') })
    await editor.getByRole('button', { name: '发布' }).click()
    await statements.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => editor.locator('dl [data-status]').first().innerText()).toBe('已发布')
    const mine = (await api<{ rows: { id: number; check_no: string; status: string }[] }>(buyer, 'POST', '/SaleCheck/GetList', { page: 1, rows: 1, filters: { supplyid: { op: 'eq', value: 1001 } } })).Data.rows[0]!
    expect(mine.status).toBe('已发布')
    const id = mine.id
    const lines = async (token: string) => (await api<{ header: Record<string, string>; lines: Line[] }>(token, 'GET', `/SaleCheck/GetDetail?id=${id}`)).Data
    const generated = await lines(s1)
    const live = generated.lines.filter((l) => !l.disabled)
    expect(live.length).toBeGreaterThanOrEqual(4)
    // the settled claim is deducted, once, at its amount; the total is the sum of the live lines
    const claimLines = live.filter((l) => l.source === '索赔' && (l as Line & { source_no: string }).source_no === claim.Data.claim_no)
    expect(claimLines.map((l) => sum([l.amount]))).toEqual(['-386.50'])
    expect(sum([generated.header.total_amount])).toBe(sum(live.map((l) => l.amount)))

    // ── sup1001 confirms two lines and disputes one on the portal; buyer01 adjusts it and republishes ──
    const rcvNo = String((receipt.Data as { rcv_no: string }).rcv_no)
    const received = live.filter((l) => l.source === '收货' && (l as Line & { source_no: string }).source_no === rcvNo)
    expect(received).toHaveLength(3)
    const nameOf = (l: Line) => String((l as Line & { mtr_name: string }).mtr_name)
    const [first, second, disputed] = received as [Line, Line, Line]
    const supplierPortal = await newPage(browser)
    await signIn(supplierPortal.page, 'sup1001')
    const mineList = await openScreen(supplierPortal.page, '/MyAccount/salechecklist', 'scm-sale-check-list')
    await mineList.getByRole('button', { name: `查看 ${mine.check_no}` }).click()
    const answer = mineList.getByRole('dialog', { name: '对账单详情' })
    const rowOf = (dialog: typeof answer, l: Line) => dialog.getByRole('region', { name: '对账明细' }).locator('tr').filter({ hasText: rcvNo }).filter({ hasText: nameOf(l) })
    for (const l of [first, second]) {
      await rowOf(answer, l).getByRole('button', { name: '确认', exact: true }).click()
      await expect.poll(() => rowOf(answer, l).locator('[data-status="已确认"]').count()).toBe(1)
    }
    await rowOf(answer, disputed).getByRole('button', { name: '异议', exact: true }).click()
    const disputeBox = mineList.getByRole('dialog').filter({ has: supplierPortal.page.locator('[data-line-call="dispute"]') })
    await disputeBox.locator('textarea[name="reason"]').fill('实收少 1 件')
    await disputeBox.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => answer.locator('dl [data-status]').first().innerText()).toBe('有异议')

    const adjusted = sum([disputed.amount, neg(disputed.price)])
    await portal.page.reload()
    const again = await openScreen(portal.page, '/MyAccount/salechecklist', 'scm-sale-check-list')
    await again.getByRole('button', { name: `查看 ${mine.check_no}` }).click()
    const review = again.getByRole('dialog', { name: '对账单详情' })
    await rowOf(review, disputed).getByRole('button', { name: '处理异议' }).click()
    const resolveBox = again.getByRole('dialog').filter({ has: portal.page.locator('[data-line-call="resolve"]') })
    await resolveBox.locator('input[name="amount"]').fill(adjusted)
    await resolveBox.locator('textarea[name="reason"]').fill('按实收核减 1 件')
    await resolveBox.getByRole('button', { name: '确定' }).click()
    await expect.poll(async () => (await lines(buyer)).lines.find((l) => l.id === disputed.id)?.amount).toBe(Number(adjusted))
    await review.getByRole('button', { name: '发布' }).click()
    await again.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(async () => (await lines(buyer)).header.version).toBe(2)
    expect((await lines(buyer)).header.status).toBe('已发布')
    // sup1002 never sees it
    expect((await api(s2, 'GET', `/SaleCheck/GetDetail?id=${id}`)).status).toBe(404)

    // ── sup1001 confirms all on his extranet page (<scm-supply-balance>) ──
    const extranet = await newPage(browser, { width: 375, height: 800 })
    await extranet.page.goto('/demo/supplier-extranet.html')
    await extranet.page.getByLabel('账号', { exact: true }).fill('sup1001')
    await extranet.page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await extranet.page.getByRole('button', { name: '登录' }).click()
    const widget = extranet.page.locator('scm-supply-balance')
    await widget.getByRole('button', { name: `全部确认 ${mine.check_no}` }).click()
    await expect.poll(async () => (await lines(s1)).header.status).toBe('已确认')
    await expect.poll(() => widget.getByRole('article', { name: `对账单 ${mine.check_no}` }).count()).toBe(0)
    const final = await lines(s1)
    const receiptLines = final.lines.filter((l) => l.source === '收货' && !l.disabled)
    expect(sum(final.lines.filter((l) => !l.disabled).map((l) => l.amount))).toBe(sum([final.header.total_amount]))

    // ── sup1001 records a matching invoice on the portal (登记发票 on the confirmed statement); nobody changes the statement ──
    await supplierPortal.page.reload()
    const confirmedList = await openScreen(supplierPortal.page, '/MyAccount/salechecklist', 'scm-sale-check-list')
    await confirmedList.getByRole('button', { name: `查看 ${mine.check_no}` }).click()
    await confirmedList.getByRole('dialog', { name: '对账单详情' }).getByRole('button', { name: '登记发票' }).click()
    const invoiceEditor = confirmedList.getByRole('dialog', { name: '新增采购发票' })
    // its lines come from the statement's receipt lines, as many as there are
    await expect.poll(() => invoiceEditor.locator('input[name="invoice_no"]').count()).toBe(1)
    const invoiceNo = `E2E${Date.now() % 100000000}`
    await invoiceEditor.locator('input[name="invoice_no"]').fill(invoiceNo)
    await invoiceEditor.locator('input[name="tax_amount"]').fill('100.00')
    await invoiceEditor.getByRole('button', { name: '保存' }).click()
    const invoiceDetail = confirmedList.getByRole('dialog', { name: '采购发票详情' })
    await expect.poll(() => invoiceDetail.locator('dl [data-status]').first().innerText()).toBe('已匹配')
    const invoiceRow = (await api<{ rows: { id: number; invoice_no: string; statement_id: number; status: string; amount: number }[] }>(s1, 'POST', '/SaleCheck/PchangAcc/GetList', { page: 1, rows: 10 })).Data.rows.find((r) => r.invoice_no === invoiceNo)!
    expect(invoiceRow).toMatchObject({ statement_id: id, status: '已匹配' })
    expect(sum([invoiceRow.amount])).toBe(sum(receiptLines.map((l) => l.amount)))
    const invoice = { Data: { id: invoiceRow.id } }
    expect((await api(buyer, 'POST', '/SaleCheck/SetPublish', { id })).status).toBe(409)
    expect((await api(s2, 'GET', `/SaleCheck/PchangAcc/GetDetail?id=${invoice.Data.id}`)).status).toBe(404)

    // ── staff record a payment and publish the month's balances on the portal ──
    const companies = (await api<{ value: number; label: string }[]>(buyer, 'GET', '/SaleCheck/RefOptions?field=company_id')).Data
    const company = Number(final.header.company_id)
    const payments = await openScreen(portal.page, '/MyAccount/SCM_SupplyAcc', 'scm-supply-acc')
    await payments.getByRole('button', { name: '新增', exact: true }).click()
    const entry = portal.page.getByRole('dialog', { name: /^新增/ })
    await choose(entry, '类型', '付款')
    await choose(entry, '公司', companies.find((c) => c.value === company)!.label)
    await choose(entry, '供应商', supplier.supply_name)
    const date = entry.getByRole('textbox', { name: '日期', exact: true })
    await date.fill(day(0))
    await date.press('Enter')
    await entry.getByRole('spinbutton', { name: '金额' }).fill('12345.67')
    await entry.locator('input[name="pay_no"]').fill('FK-E2E')
    await entry.getByRole('button', { name: '保存' }).click()
    await entry.waitFor({ state: 'detached' })
    await expect.poll(async () => (await api<{ rows: { pay_no: string; amount: string }[] }>(buyer, 'POST', '/SaleCheck/SupplyAcc/GetList', { page: 1, rows: 50, filters: { supplyid: { op: 'eq', value: 1001 } } })).Data.rows.filter((r) => r.pay_no === 'FK-E2E').map((r) => sum([r.amount]))).toContain('12345.67')
    const publish = await openScreen(portal.page, '/MyAccount/UnitBalancePublish', 'scm-unit-balance-publish')
    await expect.poll(() => publish.locator('tbody tr').count()).toBeGreaterThan(0)
    await publish.getByRole('button', { name: '全部发布' }).click()
    const month = day(0).slice(0, 7)

    // ── what the balance must be, from the records: opening (before the month) + confirmed statements − payments ──
    const allStatements = (await api<{ rows: { status: string; company_id: number; period_to: string; total_amount: string }[] }>(buyer, 'POST', '/SaleCheck/GetList', { page: 1, rows: 500, filters: { supplyid: { op: 'eq', value: 1001 } } })).Data.rows
    const entries = (await api<{ rows: { entry_type: string; company_id: number; entry_date: string; amount: string }[] }>(buyer, 'POST', '/SaleCheck/SupplyAcc/GetList', { page: 1, rows: 500, filters: { supplyid: { op: 'eq', value: 1001 } } })).Data.rows
    const confirmedOf = allStatements.filter((s) => s.status === '已确认' && Number(s.company_id) === company)
    const ours = entries.filter((e) => Number(e.company_id) === company)
    const before = (date: string) => date.slice(0, 7) < month
    const opening = sum([
      ...ours.filter((e) => e.entry_type === '期初余额' && e.entry_date.slice(0, 7) <= month).map((e) => e.amount),
      ...confirmedOf.filter((s) => before(s.period_to)).map((s) => s.total_amount),
      ...ours.filter((e) => e.entry_type === '付款' && before(e.entry_date)).map((e) => neg(e.amount)),
    ])
    const statementAmount = sum(confirmedOf.filter((s) => s.period_to.slice(0, 7) === month).map((s) => s.total_amount))
    const paidInMonth = sum(ours.filter((e) => e.entry_type === '付款' && e.entry_date.slice(0, 7) === month).map((e) => e.amount))
    const closing = sum([opening, statementAmount, neg(paidInMonth)])

    // ── the widget on the extranet shows that balance, published, to the cent ──
    await extranet.page.reload()
    const coDesc = companies.find((c) => c.value === company)!.label
    const card = widget.getByRole('article', { name: `余额 ${coDesc} ${month}` })
    await expect.poll(() => card.locator('[data-testid="closing-amount"]').innerText()).toBe(formatAmount(closing))
    await expect(card.innerText()).resolves.toContain(formatAmount(statementAmount))
    await expect(card.innerText()).resolves.toContain(formatAmount(paidInMonth))
    await expect(card.locator('[data-status="已发布"]').count()).resolves.toBe(1)
    await expect(extranet.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)

    // ── sup1002 sees none of it: his widget has no card of sup1001's figures, his lists none of the statement, invoice or balance ──
    const other = await newPage(browser)
    await other.page.goto('/demo/supplier-extranet.html')
    await other.page.getByLabel('账号', { exact: true }).fill('sup1002')
    await other.page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await other.page.getByRole('button', { name: '登录' }).click()
    const otherWidget = other.page.locator('scm-supply-balance')
    await otherWidget.getByRole('heading', { name: '往来余额' }).waitFor()
    await expect.poll(() => otherWidget.locator('article').count()).toBeGreaterThan(0)
    await expect(otherWidget.innerText()).resolves.not.toContain(mine.check_no)
    const theirBalances = (await api<{ rows: { supplyid: number }[] }>(s2, 'POST', '/SaleCheck/GetPublishedBalance', { page: 1, rows: 100 })).Data.rows
    expect(theirBalances.every((b) => b.supplyid === 1002)).toBe(true)
    const theirInvoices = (await api<{ rows: { id: number; supplyid: number }[] }>(s2, 'POST', '/SaleCheck/PchangAcc/GetList', { page: 1, rows: 100 })).Data.rows
    expect(theirInvoices.every((r) => r.supplyid === 1002 && r.id !== invoice.Data.id)).toBe(true)
    await Promise.all([portal.context.close(), supplierPortal.context.close(), extranet.context.close(), other.context.close()])
  }, 180_000)

  it('works as the single IIFE file on a page without modules: sup1002 confirms his published balance there', async () => {
    const s2 = await apiToken('sup1002')
    const waiting = (await api<{ rows: { id: number; co_desc: string; period: string; closing_amount: string }[] }>(s2, 'POST', '/SaleCheck/GetPublishedBalance', { page: 1, rows: 20, filters: { status: '已发布' } })).Data.rows
    expect(waiting.length).toBeGreaterThan(0)
    const target = waiting[0]!
    const { context, page } = await newPage(browser, { width: 375, height: 800 })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // a plain page of the portal's origin loading only the one file
    const html = `<!doctype html><html lang="zh-CN"><body><scm-supply-balance token="${s2}"></scm-supply-balance><script src="/elements/iife/scm-supply-balance.js"></script></body></html>`
    await page.route('**/iife-balance.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
    await page.goto('/iife-balance.html')
    const widget = page.locator('scm-supply-balance')
    const card = widget.getByRole('article', { name: `余额 ${target.co_desc} ${target.period}` })
    await expect.poll(() => card.locator('[data-testid="closing-amount"]').innerText()).toBe(formatAmount(target.closing_amount))
    await card.getByRole('button', { name: `确认 ${target.co_desc} ${target.period}` }).click()
    await expect.poll(() => card.locator('[data-status="已确认"]').count()).toBe(1)
    const after = (await api<{ rows: { id: number; status: string }[] }>(s2, 'POST', '/SaleCheck/GetPublishedBalance', { page: 1, rows: 20 })).Data.rows
    expect(after.find((b) => b.id === target.id)?.status).toBe('已确认')
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
