// Catalogue and supplier data end to end (issue 26 item 6), in Chromium against the running server:
// sup1001 quotes a new price for 气缸垫 → buyer01 compares it (比价: the price in force, the change,
// the other supplier) and passes it; the approval flow approves → the price is in force from its day
// and the old one ends the day before → an overlapping quote is refused at review → sup1001 revises
// his 气缸垫 packaging (每包 60) → buyer01 sees the field-by-field difference and approves → receiving
// shows 每包数量 60 and warns off whole packs → svc01 stops a good with a reason and it leaves the
// listed goods (cust01 no longer sees it).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, call, choose, launch, newPage, openScreen, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

function day(offset: number): string {
  const date = new Date()
  date.setDate(date.getDate() + offset)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const step = (what: string) => process.env.E2E_STEPS && console.log(`[catalogue] ${what}`)

interface Row {
  [key: string]: unknown
}

const detailDialog = (page: Page, doc: string) => page.locator('[role="dialog"][data-state="open"]').filter({ has: page.locator(`[data-document="${doc}"]`) })
const statusOf = async (token: string, base: string, id: number) => String((await call<{ header: Row }>(token, 'GET', `${base}/GetDetail?id=${id}`)).Data.header.status)
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

describe('catalogue: price review → approved price periods → packaging change → receiving → goods stopped', () => {
  it('runs end to end', async () => {
    const [buyer, sup1, svc, cust, wh] = await Promise.all(['buyer01', 'sup1001', 'svc01', 'cust01', 'wh01'].map((u) => apiToken(u)))
    const materials = (await call<{ value: number; label: string }[]>(sup1, 'GET', '/api/PcPriceQuote/RefOptions?field=mtr_id')).Data
    const gasket = materials.find((m) => m.label === '气缸垫')!.value
    const history = async () => (await call<Row[]>(buyer, 'GET', `/api/PcPriceQuote/GetPriceHistory?mtr_id=${gasket}`)).Data.filter((h) => h.supplyid === 1001)
    const before = (await history())[0]!
    expect(before.valid_to).toBeNull()

    step('sup1001 in the portal: a new price for his 气缸垫 from a week on, submitted')
    // ── sup1001 in the portal: a new price for his 气缸垫 from a week on, submitted ──────────────
    const supplier = await newPage(browser)
    await signIn(supplier.page, 'sup1001')
    const quotes = await openScreen(supplier.page, '/partsManage/PriceReview', 'scm-price-review')
    await quotes.getByRole('button', { name: '新增', exact: true }).click()
    const editor = supplier.page.getByRole('dialog', { name: /^新增/ })
    await choose(editor, '配件', '气缸垫')
    await editor.getByRole('spinbutton', { name: '报价(元)' }).fill('101.60')
    const from = editor.getByRole('textbox', { name: '生效日期', exact: true })
    await from.fill(day(7))
    await from.press('Enter')
    await editor.getByLabel('报价说明').fill('钢材涨价 5%')
    await editor.getByRole('button', { name: '保存' }).click()
    let mine: Row | undefined
    await expect
      .poll(async () => {
        mine = (await call<{ rows: Row[] }>(sup1, 'POST', '/api/PcPriceQuote/GetList', { rows: 5, filters: { status: { op: 'eq', value: '草稿' }, mtr_id: { op: 'eq', value: gasket } } })).Data.rows[0]
        return mine?.valid_from
      })
      .toBe(day(7))
    const id = Number(mine!.id)
    const quoteNo = String(mine!.quote_no)
    const draft = detailDialog(supplier.page, 'PcPriceQuote')
    await draft.getByRole('button', { name: '提交报价' }).click()
    await supplier.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(sup1, '/api/PcPriceQuote', id)).toBe('待审核')

    step('buyer01 compares it with the price in force and the other supplier, and passes it')
    // ── buyer01 compares it with the price in force and the other supplier, and passes it ────────
    const office = await newPage(browser)
    await signIn(office.page, 'buyer01')
    await office.page.goto(`/partsManage/PriceReview?id=${id}`)
    const review = detailDialog(office.page, 'PcPriceQuote')
    const compare = review.locator('[data-panel="price-compare"]')
    await expect.poll(() => compare.innerText()).toContain('现行价格')
    const change = Math.round(((101.6 - Number(before.price)) / Number(before.price)) * 1000) / 10
    expect(await compare.locator('[data-field="change_percent"]').innerText()).toBe(`+${change.toFixed(1)}%`)
    expect(await compare.getByRole('table', { name: '其他供应商报价' }).innerText()).toContain('芜湖恒通')
    await review.getByRole('button', { name: '审核通过' }).click()
    const pass = office.page.getByRole('dialog', { name: '审核通过' })
    await pass.getByLabel('原因').fill('比价合理，同意')
    await pass.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(buyer, '/api/PcPriceQuote', id)).toBe('审批中')
    // the approval flow (price_review): buyer01 approves his step in 审批流程 → 我的审批
    await office.page.goto('/sysmanage/wf')
    const task = office.page.getByRole('button', { name: new RegExp(`^审批 .*${quoteNo}$`) })
    await task.waitFor()
    await task.click()
    const approval = office.page.getByRole('dialog', { name: new RegExp(quoteNo) })
    await approval.getByLabel('审批意见').fill('同意')
    await approval.getByRole('button', { name: '同意' }).click()
    await expect.poll(() => statusOf(buyer, '/api/PcPriceQuote', id)).toBe('已批准')

    step('in force from its day; the old price ends the day before')
    // ── in force from its day; the old price ends the day before ─────────────────────────────────
    const periods = await history()
    expect(periods[0]).toMatchObject({ quote_no: quoteNo, price: 101.6, valid_from: day(7), valid_to: null })
    expect(periods[1]).toMatchObject({ quote_no: before.quote_no, valid_from: before.valid_from, valid_to: day(6) })
    await office.page.goto(`/partsManage/PriceReview?id=${id}`)
    await expect.poll(() => detailDialog(office.page, 'PcPriceQuote').locator('[data-panel="price-history"]').innerText()).toContain(quoteNo)

    step('an overlapping quote (from day 3, before the approved day 7) is refused at review')
    // ── an overlapping quote (from day 3, before the approved day 7) is refused at review ───────
    const overlap = await call<{ id: number }>(sup1, 'POST', '/api/PcPriceQuote/Save', { mtr_id: gasket, price: 99, valid_from: day(3) })
    expect(overlap.Code).toBe(1)
    expect((await call(sup1, 'POST', '/api/PcPriceQuote/Submit', { id: overlap.Data.id })).Code).toBe(1)
    await office.page.goto(`/partsManage/PriceReview?id=${overlap.Data.id}`)
    const refused = detailDialog(office.page, 'PcPriceQuote')
    await refused.getByRole('button', { name: '审核通过' }).click()
    await office.page.getByRole('dialog', { name: '审核通过' }).getByRole('button', { name: '确定' }).click()
    await office.page.getByText(/有效期重叠，不能批准/).first().waitFor()
    expect(await statusOf(buyer, '/api/PcPriceQuote', overlap.Data.id)).toBe('待审核')
    expect((await history()).length).toBe(periods.length)

    step('sup1001 revises his 气缸垫 packaging: 每包 60')
    // ── sup1001 revises his 气缸垫 packaging: 每包 60 ───────────────────────────────────────────
    const specs = (await call<{ rows: Row[] }>(sup1, 'POST', '/api/PackageSpec/GetList', { rows: 10, filters: { mtr_id: { op: 'eq', value: gasket }, status: { op: 'eq', value: '已批准' } } })).Data.rows
    expect(specs).toHaveLength(1)
    const approvedSpec = specs[0]!
    const packaging = await openScreen(supplier.page, '/package/list', 'scm-package-list')
    const approvedRow = packaging.locator('tbody tr').filter({ hasText: String(approvedSpec.spec_no) })
    await approvedRow.getByRole('button', { name: '修订' }).click()
    const revising = supplier.page.locator('[role="dialog"][data-state="open"]').filter({ has: supplier.page.getByRole('button', { name: '保存' }) }).last()
    await revising.getByRole('spinbutton', { name: '每包装数量' }).fill('60')
    await revising.getByRole('spinbutton', { name: '毛重(kg)' }).fill('19.8')
    await revising.getByRole('spinbutton', { name: '净重(kg)' }).fill('18')
    await revising.getByRole('button', { name: '保存' }).click()
    let revision: Row | undefined
    await expect
      .poll(async () => {
        revision = (await call<{ rows: Row[] }>(sup1, 'POST', '/api/PackageSpec/GetList', { rows: 5, filters: { mtr_id: { op: 'eq', value: gasket }, status: { op: 'eq', value: '草稿' } } })).Data.rows[0]
        return revision?.qty_per_package
      })
      .toBe(60)
    const specId = Number(revision!.id)
    // the photo its carton needs, uploaded in the draft's detail
    await supplier.page.goto(`/package/detail?id=${specId}`)
    const submitting = detailDialog(supplier.page, 'PackageSpec')
    await submitting.locator('input[type=file]').setInputFiles({ name: '气缸垫纸箱.png', mimeType: 'image/png', buffer: PHOTO })
    await expect.poll(() => submitting.getByRole('list', { name: '附件列表' }).innerText()).toContain('气缸垫纸箱.png')
    await submitting.getByRole('button', { name: '提交审核' }).click()
    await supplier.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(sup1, '/api/PackageSpec', specId)).toBe('待审核')

    step('buyer01 sees the difference field by field and approves')
    // ── buyer01 sees the difference field by field and approves ──────────────────────────────────
    await office.page.goto(`/package/detail?id=${specId}`)
    const checking = detailDialog(office.page, 'PackageSpec')
    const diff = checking.locator('[data-panel="package-compare"]')
    await expect.poll(() => diff.locator('tr[data-changed]').count()).toBe(3)
    expect(await diff.locator('tr[data-field="qty_per_package"]').innerText()).toMatch(/每包装数量\s+50\s+60/)
    await checking.getByRole('button', { name: '批准' }).click()
    await office.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(buyer, '/api/PackageSpec', specId)).toBe('已批准')
    expect(await statusOf(buyer, '/api/PackageSpec', Number(approvedSpec.id))).toBe('已替代')

    step('receiving shows the new pack quantity and warns off whole packs')
    // ── receiving shows the new pack quantity and warns off whole packs ──────────────────────────
    const orders = (await call<{ rows: Row[] }>(buyer, 'POST', '/Order/OrderPublish/GetList', { page: 1, rows: 100, supplyid: 1001 })).Data.rows
    let orderNo = ''
    for (const o of orders) {
      const r = await call<{ lines: Row[] }>(wh, 'GET', `/api/Receive/GetReceivable?order_id=${String(o.id)}`)
      if (r.Code === 1 && r.Data.lines.some((l) => l.mtr_id === gasket && Number(l.receivable_qty) > 0)) {
        orderNo = String(o.order_no)
        break
      }
    }
    expect(orderNo).not.toBe('')
    const warehouse = await newPage(browser)
    await signIn(warehouse.page, 'wh01')
    await warehouse.page.goto(`/PcRcv/detail?orderNo=${orderNo}`)
    const lines = warehouse.page.locator('[role="tabpanel"][data-path="/PcRcv/detail"]').getByRole('table', { name: '收货明细' })
    const gasketRow = lines.locator('tbody tr').filter({ hasText: '气缸垫' }).first()
    await expect.poll(() => gasketRow.locator('[data-field="pack_qty"]').innerText()).toBe('60')
    const count = gasketRow.getByRole('spinbutton', { name: /本次收货数量/ })
    await count.fill('130')
    await expect.poll(() => gasketRow.locator('[data-warning="pack"]').innerText()).toBe('数量 130 不是整包：每包 60，共 2 整包余 10')
    await count.fill('120')
    await expect.poll(() => gasketRow.locator('[data-warning="pack"]').count()).toBe(0)

    step('svc01 stops a listed good with a reason; it leaves the listed goods')
    // ── svc01 stops a listed good with a reason; it leaves the listed goods ─────────────────────
    const listed = async (token: string) => (await call<{ rows: Row[] }>(token, 'POST', '/api/ScmToCrmMateriel/ExecStoredProcedure', { rows: 100, sale_status: '上架' })).Data.rows.map((r) => String(r.mtr_name))
    expect(await listed(cust)).toContain('WJ1180 载货汽车')
    const service = await newPage(browser)
    await signIn(service.page, 'svc01')
    const goods = await openScreen(service.page, '/materialManage/materialOn', 'scm-goods-on')
    const truck = goods.locator('tbody tr').filter({ hasText: 'WJ1180 载货汽车' })
    await truck.getByRole('button', { name: '停售' }).click()
    const stop = service.page.getByRole('dialog', { name: /^停售：/ })
    await stop.getByRole('textbox').fill('车型停产，停止接单')
    await stop.getByRole('button', { name: '停售' }).click()
    await expect.poll(async () => (await listed(svc)).includes('WJ1180 载货汽车')).toBe(false)
    expect(await listed(cust)).not.toContain('WJ1180 载货汽车')
    await expect.poll(() => goods.locator('tbody').innerText()).not.toContain('WJ1180 载货汽车')
    const stopped = await openScreen(service.page, '/materialManage/materialStop', 'scm-goods-stop')
    await expect.poll(() => stopped.locator('tbody').innerText()).toContain('WJ1180 载货汽车')
  }, 240_000)
})
