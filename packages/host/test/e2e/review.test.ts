// Sales order review end to end (issue 24 item 8), in Chromium against the running server: an order
// arrives for review → revtech01 (技术部) changes its BOM in the review page (the diff and the new
// price show) and agrees → a technical change touching one of its parts is issued → SetReady is
// refused naming the change → 技术部 handles the change (it leaves the to-do) → revprod01 (生产部)
// uploads the missing pictures and agrees → SetReady passes → the change's impact listed this order
// and an open purchase order line of the part.
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, call, choose, launch, newPage, openScreen, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

type Row = Record<string, any>
const ORDER = 'SO202609004'
const PART = '1003020-E02'
// a 1×1 PNG, as a phone's camera would send a photo
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** A check retried until the page shows it (the suite's one poll wait, vitest.e2e.config.ts). */
const poll = <T>(probe: () => Promise<T>) => expect.poll(probe)
const tab = (scope: Locator, name: string) => scope.getByRole('tab', { name, exact: true })

describe('order review: BOM change → audit → technical change → refused → handled → pictures → ready', () => {
  it('runs end to end', async () => {
    const [tech, prod] = await Promise.all(['revtech01', 'revprod01'].map((u) => apiToken(u)))

    // ── revtech01 opens the orders to review and the arriving order ────────────────────────────
    const { page } = await newPage(browser)
    await signIn(page, 'revtech01')
    const list = await openScreen(page, '/orderAudit/orderList', 'scm-order-audit-list')
    await list.getByRole('button', { name: `评审 ${ORDER}` }).click()
    await page.waitForURL((url) => url.pathname === '/orderAudit/detail')
    const detail = page.locator('scm-order-audit-detail')
    await detail.getByRole('heading', { name: new RegExp(ORDER) }).waitFor()
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'))
    expect(orderId).toBeGreaterThan(0)

    // ── the BOM: expand 底盘总成, edit 悬架系统 (减震器 4 → 6, 气缸垫 added); the diff and the new price show
    await tab(detail, 'BOM价格').click()
    const totalBefore = await detail.getByLabel('BOM总价', { exact: true }).innerText()
    await tab(detail, 'BOM').click()
    const top = detail.getByRole('table', { name: '顶层 的BOM' })
    await top.getByRole('row', { name: /底盘总成/ }).getByRole('button', { name: '展开' }).click()
    const chassis = detail.getByRole('table', { name: '底盘总成 的BOM' })
    await chassis.getByRole('row', { name: /悬架系统/ }).getByRole('button', { name: '展开' }).click()
    await detail.getByRole('button', { name: '编辑 悬架系统 的下级' }).click()
    const dialog = page.getByRole('dialog', { name: '编辑BOM：悬架系统' })
    const codes = dialog.getByLabel(/行物料编码$/)
    await codes.first().waitFor()
    const count = await codes.count()
    for (let i = 0; i < count; i++) {
      if ((await codes.nth(i).inputValue()) === '2905010-B01') await dialog.getByLabel(`第${i + 1}行数量`).fill('6')
    }
    // … and a priced part added (气缸垫, its approved price in force): the price moves
    await dialog.getByRole('button', { name: '添加物料' }).click()
    await dialog.getByLabel(`第${count + 1}行物料编码`).fill(PART)
    await dialog.getByLabel(`第${count + 1}行数量`).fill('2')
    await dialog.getByRole('button', { name: '保存' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const marked = async () => (await call<Row[]>(tech, 'GET', `/api/OrderAudit/GetOrderBomList?order_id=${orderId}`)).Data.filter((l) => l.mark).map((l) => `${l.mtr_code}:${l.mark}:${l.qty}`)
    await poll(async () => (await marked()).sort()).toEqual([`${PART}:新增:2`, '2905010-B01:变更:6'])
    const suspension = detail.getByRole('table', { name: '悬架系统 的BOM' })
    await poll(() => suspension.getByRole('row', { name: /2905010-B01/ }).innerText()).toContain('变更')
    await tab(detail, 'BOM价格').click()
    await poll(() => detail.getByLabel('BOM总价', { exact: true }).innerText()).not.toBe(totalBefore)
    expect(await detail.getByLabel('BOM价格明细').innerText()).toMatch(/价格审核/)

    // ── 技术部 agrees ─────────────────────────────────────────────────────────────────────────
    await tab(detail, '部门评审').click()
    await detail.getByLabel('评审意见', { exact: true }).fill('BOM已按客户要求调整减震器数量')
    await detail.getByRole('button', { name: '提交评审' }).click()
    await poll(() => detail.getByRole('table', { name: '部门评审结果' }).innerText()).toContain('同意')

    // ── a technical change touching one of its parts is issued (待处理技术变更 → 新增 → 发布) ─────
    const changes = await openScreen(page, '/todo/td', 'scm-todo-td')
    await changes.getByRole('button', { name: '新增', exact: true }).click()
    const editor = page.getByRole('dialog', { name: /^新增/ })
    await editor.getByLabel('变更主题').fill('气缸垫材料变更（端到端）')
    await editor.getByLabel('涉及车型').fill('WJ3250 自卸车')
    const effective = editor.getByRole('textbox', { name: '生效日期', exact: true })
    await effective.fill('2099-01-01')
    await effective.press('Enter')
    await editor.getByLabel('处理部门').fill('技术部')
    await editor.getByLabel('变更内容').fill('气缸垫改为多层钢')
    const parts = editor.getByRole('table', { name: '涉及零件编辑' })
    if (!(await parts.getByRole('combobox', { name: '第1行 零件' }).count())) await editor.getByRole('button', { name: '添加明细' }).click()
    await choose(parts, '第1行 零件', '气缸垫')
    await parts.getByLabel('第1行 变更说明').fill('多层钢')
    await editor.getByRole('button', { name: '保存' }).click()
    const issued = page.locator('[role="dialog"]:has([data-document="SaTdeal"])')
    await issued.getByRole('button', { name: '发布', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await issued.locator('dl [data-status="已发布"]').waitFor()
    const mine = (await call<{ rows: Row[] }>(tech, 'POST', '/api/SaTdeal/GetList', { rows: 5, filters: { title: { op: 'contains', value: '端到端' } } })).Data.rows
    const changeId = Number(mine[0]!.id)
    const changeNo = String(mine[0]!.change_no)
    expect(mine[0]!.status).toBe('已发布')

    // ── SetReady is refused, naming the change ────────────────────────────────────────────────
    await page.goto(`/orderAudit/detail?order_id=${orderId}`)
    await detail.getByRole('heading', { name: new RegExp(ORDER) }).waitFor()
    await detail.getByRole('button', { name: '设为就绪' }).click()
    await poll(() => detail.getByLabel('未满足的条件', { exact: true }).innerText()).toContain(`变更${changeNo}尚未处理（技术部）`)
    expect((await call(tech, 'POST', '/api/OrderAudit/SetReady', { order_id: orderId })).Msg).toContain(`变更${changeNo}尚未处理`)

    // ── 技术部 handles it from its to-do: the impact lists this order and an open PO line ────────
    const todo = await openScreen(page, '/todo/todoTypeList', 'scm-todo-type-list')
    await todo.getByRole('button', { name: changeNo }).click()
    await page.waitForURL((url) => url.pathname === '/todo/todoDetail')
    const change = page.locator('scm-todo-detail')
    const orders = change.getByRole('table', { name: '影响的销售订单' })
    await poll(() => orders.innerText()).toContain(ORDER)
    const poLines = `${await change.getByRole('table', { name: '生效前到货的采购订单行' }).innerText()}\n${await change.getByRole('table', { name: '生效后到货的采购订单行' }).innerText()}`
    expect(poLines).toContain(PART)
    await change.getByLabel('处理意见', { exact: true }).fill('图纸已更新')
    await change.getByRole('button', { name: '本部门已处理' }).click()
    await poll(() => change.getByRole('table', { name: '部门处理' }).innerText()).toContain('已处理')
    const left = (await call<Row[]>(tech, 'GET', '/api/OrderAudit/GetUnHandNotince?kind=td')).Data
    expect(left.map((r) => r.id)).not.toContain(changeId)

    // ── 生产部: its own pending changes handled, the missing pictures uploaded, agrees ──────────
    for (const kind of ['tc', 'td']) {
      for (const c of (await call<Row[]>(prod, 'GET', `/api/OrderAudit/GetUnHandNotince?kind=${kind}`)).Data) await call(prod, 'POST', '/api/SaChange/Handle', { kind, id: c.id })
    }
    const prodPage = (await newPage(browser)).page
    await signIn(prodPage, 'revprod01')
    await prodPage.goto(`/orderAudit/detail?order_id=${orderId}`)
    const review = prodPage.locator('scm-order-audit-detail')
    await review.getByRole('heading', { name: new RegExp(ORDER) }).waitFor()
    await tab(review, '订单图片').click()
    const items = review.getByRole('list', { name: '订单图片项目' }).locator(':scope > li')
    await items.first().waitFor()
    const n = await items.count()
    for (let i = 0; i < n; i++) {
      const item = items.nth(i)
      if (!(await item.locator('[data-status="缺少"]').count())) continue
      await item.locator('input[type=file]').setInputFiles({ name: `照片${i + 1}.png`, mimeType: 'image/png', buffer: PHOTO })
      await poll(() => item.locator('[data-status]').first().innerText()).toBe('已上传')
    }
    await tab(review, '部门评审').click()
    await review.getByLabel('评审意见', { exact: true }).fill('已排产')
    await review.getByRole('button', { name: '提交评审' }).click()
    await poll(() => review.getByRole('table', { name: '部门评审结果' }).innerText()).toContain('同意')

    // ── SetReady passes ───────────────────────────────────────────────────────────────────────
    await review.getByRole('button', { name: '设为就绪' }).click()
    await poll(() => review.getByRole('heading', { name: new RegExp(ORDER) }).innerText()).toContain('已就绪')
    expect((await call<Row>(prod, 'GET', `/api/OrderAudit/GetOrderHeader?order_id=${orderId}`)).Data.status).toBe('已就绪')
  })
})
