// The procurement flow of issue 5 item 9, in Chromium against the running server: buyer01 publishes
// an order of three lines → the mail arrives on the loopback SMTP server → sup1001 answers each line
// → buyer01 approves the proposal → sup1001 ships a batch → wh01 receives it from the delivery
// note's QR page → order, lines, batch and summaries agree; sup1002 sees none of it. Then the
// supplier's extranet demo page (issue 5 item 7) with the two embedded elements.
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, baseURL, call, launch, mailDir, newPage, openScreen, PASSWORD, rowTexts, signIn } from './browser'
import { mailsTo } from './mailbox'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const SUPPLIER_CONTACT = 'zhouliming@hfjinggong.example' // sup1001's own address, one of the supplier's contacts

/** A date `days` from today, as the browser's date inputs take it. */
function dateFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const tokenOf = (username: string) => apiToken(username)

async function filterByOrderNo(screen: Locator, orderNo: string): Promise<void> {
  await screen.getByRole('search', { name: '筛选条件' }).getByLabel('订单号').fill(orderNo)
  await screen.getByRole('button', { name: '搜索', exact: true }).click()
}

async function lineStatus(dialog: Locator, lineNo: number): Promise<string> {
  return dialog.locator(`tr[data-line-no="${lineNo}"] [data-field="line_status"]`).innerText()
}

interface OrderDetailAnswer {
  id: number
  order_no: string
  status: string
  qty: number
  confirmed_qty: number
  shipped_qty: number
  received_qty: number
  lines: { line_no: number; qty: number; confirmed_qty: number; promised_date: string; shipped_qty: number; received_qty: number; qualified_qty: number; line_status: string }[]
  batches: { id: number; batch_no: string; qty: number; received_qty: number; status: string; public_key: string }[]
}

describe('procurement: order → mail → confirmation → batch → receipt', () => {
  it('runs end to end, and every screen shows the same quantities and statuses', async () => {
    const mails = mailDir()
    const mailsBefore = mailsTo(mails, SUPPLIER_CONTACT).length
    const proposedDate = dateFromToday(21)

    // ── buyer01 publishes an order of three lines ─────────────────────────────────────────────
    const buyer = await newPage(browser)
    await signIn(buyer.page, 'buyer01')
    let publish = await openScreen(buyer.page, '/order/publish')
    await publish.getByRole('button', { name: '新增', exact: true }).click()
    const editor = publish.getByRole('dialog', { name: '新增订单' })
    await editor.getByRole('combobox', { name: '供应商' }).click()
    await publish.getByRole('option', { name: /合肥精工/ }).click()
    const materials = ['1003020-E02', '1307010-E02', '1301010-A01'] // 气缸垫, 水泵总成, 散热器总成 of supplier 1001
    const quantities = ['120', '40', '10']
    for (const [index, code] of materials.entries()) {
      const n = index + 1
      if (n > 1) await editor.getByRole('button', { name: '添加物料行' }).click()
      const picker = editor.getByRole('combobox', { name: `第 ${n} 行物料` })
      await picker.fill(code)
      await publish.getByRole('option', { name: new RegExp(code) }).click()
      await editor.getByLabel(`第 ${n} 行数量`).fill(quantities[index]!)
    }
    const published = buyer.page.evaluate(
      () => new Promise<{ id: number; status: string }>((resolve) => document.addEventListener('scm-change', (e) => resolve((e as CustomEvent).detail), { once: true })),
    )
    await editor.getByRole('button', { name: '保存并发布' }).click()
    const { id: orderId, status: publishedStatus } = await published
    expect(publishedStatus).toBe('已发布')
    const buyerToken = await tokenOf('buyer01')
    const created = (await call<OrderDetailAnswer>(buyerToken, 'GET', `/Order/OrderPublish/GetDetail?id=${orderId}`)).Data
    const orderNo = created.order_no
    expect(orderNo).toMatch(/^PO\d{12}$/)
    expect(created.lines.map((l) => l.qty)).toEqual([120, 40, 10])
    await filterByOrderNo(publish, orderNo)
    await expect.poll(async () => (await rowTexts(publish.locator('table'), orderNo)).join('|')).toContain('已发布')

    // ── the mail reaches the supplier on the loopback SMTP server, with a working link ────────
    await expect
      .poll(() => mailsTo(mails, SUPPLIER_CONTACT).slice(mailsBefore).filter((m) => m.includes(orderNo)).length)
      .toBeGreaterThan(0)
    const mail = mailsTo(mails, SUPPLIER_CONTACT).filter((m) => m.includes(orderNo)).at(-1)!
    const link = /(https?:\/\/[^\s"'<>]+\/order\/authEmail\?token=[\w.%-]+)/.exec(mail)?.[1]
    expect(link, '邮件中应有订单链接').toBeTruthy()

    // ── sup1001 sees it in the receive list; opening it marks it read ────────────────────────
    const supplier = await newPage(browser)
    await signIn(supplier.page, 'sup1001')
    let receive = await openScreen(supplier.page, '/order/receive')
    await filterByOrderNo(receive, orderNo)
    await expect.poll(async () => (await rowTexts(receive.locator('table'), orderNo)).join('|')).toContain('已发布')
    await receive.getByRole('button', { name: `查看订单 ${orderNo}` }).click()
    let detail = receive.getByRole('dialog', { name: `订单 ${orderNo}` })
    await expect.poll(() => detail.locator('[data-field="status"]').first().innerText()).toBe('已查看')

    // line 1 accepted, line 2 a new date with a reason, line 3 rejected with a reason
    await detail.getByRole('button', { name: '接受第 1 行' }).click()
    await expect.poll(() => lineStatus(detail, 1)).toBe('已确认')
    await detail.getByRole('button', { name: '变更第 2 行' }).click()
    const proposal = receive.getByRole('dialog', { name: /提出变更：第 2 行/ })
    await proposal.getByLabel('变更后交期').fill(proposedDate)
    await proposal.getByLabel('变更原因').fill('产能不足，交期顺延一周')
    await proposal.getByRole('button', { name: '提交变更' }).click()
    await expect.poll(() => lineStatus(detail, 2)).toBe('变更待审')
    await detail.getByRole('button', { name: '拒绝第 3 行' }).click()
    const rejection = receive.getByRole('dialog', { name: /拒绝第 3 行/ })
    await rejection.getByLabel('拒绝原因').fill('该型号已停产')
    await rejection.getByRole('button', { name: '确定拒绝' }).click()
    await expect.poll(() => lineStatus(detail, 3)).toBe('已拒绝')
    expect(await detail.locator('[data-field="status"]').first().innerText()).toBe('部分确认')
    expect(await detail.getByRole('list', { name: '操作记录' }).innerText()).toMatch(/提出变更[\s\S]*拒绝/)

    // ── buyer01 approves the proposed date ───────────────────────────────────────────────────
    publish = await openScreen(buyer.page, '/order/publish')
    await filterByOrderNo(publish, orderNo)
    await publish.getByRole('button', { name: `查看订单 ${orderNo}` }).click()
    const buyerDetail = publish.getByRole('dialog', { name: `订单 ${orderNo}` })
    await buyerDetail.getByRole('button', { name: '同意第 2 行变更' }).click()
    await publish.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => lineStatus(buyerDetail, 2)).toBe('已确认')
    expect(await buyerDetail.locator('tr[data-line-no="2"] [data-field="promised_date"]').innerText()).toBe(proposedDate)

    // ── sup1001 ships the confirmed lines in one batch and gets the delivery note ─────────────
    receive = await openScreen(supplier.page, '/order/receive')
    await filterByOrderNo(receive, orderNo)
    await receive.getByRole('button', { name: `查看订单 ${orderNo}` }).click()
    detail = receive.getByRole('dialog', { name: `订单 ${orderNo}` })
    await detail.getByRole('button', { name: '发货', exact: true }).click()
    const ship = receive.getByRole('dialog', { name: `发货：订单 ${orderNo}` })
    await expect.poll(() => ship.getByLabel('第 1 行本次发货数量').inputValue()).toBe('120')
    await expect.poll(() => ship.getByLabel('第 2 行本次发货数量').inputValue()).toBe('40')
    await expect(ship.getByLabel('第 3 行本次发货数量').count()).resolves.toBe(0)
    await ship.getByLabel('物流单号').fill('SF1234567890')
    await ship.getByRole('button', { name: '确认发货' }).click()
    const note = receive.getByRole('dialog', { name: /^送货单 DN\d+/ })
    await note.waitFor()
    const batchNo = await note.locator('[data-field="batch_no"]').innerText()
    const noteUrl = await note.locator('figure span').innerText()
    expect(noteUrl).toMatch(/\/receive\/[\w-]{16,}$/)
    await expect(note.getByRole('img', { name: `送货单 ${batchNo} 二维码` }).isVisible()).resolves.toBe(true)

    // ── wh01 scans the note's QR code, signs in and receives the batch ────────────────────────
    const warehouse = await newPage(browser)
    await signIn(warehouse.page, 'wh01')
    await warehouse.page.goto(new URL(noteUrl).pathname)
    await warehouse.page.getByRole('article', { name: `送货单 ${batchNo}` }).waitFor()
    await warehouse.page.getByRole('button', { name: '收货', exact: true }).click()
    await warehouse.page.waitForURL((url) => url.pathname === '/PcRcv/detail')
    const receiving = warehouse.page.locator('[role="tabpanel"][data-path="/PcRcv/detail"]')
    await expect.poll(() => receiving.locator('[data-field="batch_no"]').innerText()).toBe(batchNo)
    // more than the note carries is refused, nothing is saved
    await receiving.getByLabel('第 1 行本次收货数量').fill('121')
    await receiving.getByRole('button', { name: '确认收货' }).click()
    await expect.poll(() => receiving.getByRole('alert').innerText()).toBe('收货数量超过可收数量')
    await receiving.getByLabel('第 1 行本次收货数量').fill('120')
    await receiving.getByRole('button', { name: '确认收货' }).click()
    const receipt = receiving.getByRole('status', { name: '本次收货' })
    await receipt.getByRole('heading', { name: /^已生成收货单 RK\d+$/ }).waitFor()

    // ── everything agrees: API, order lists (v1 and v2), batch list, summary ──────────────────
    const final = (await call<OrderDetailAnswer>(buyerToken, 'GET', `/Order/OrderPublish/GetDetail?id=${orderId}`)).Data
    expect(final.status).toBe('已完成')
    expect(final.lines.map((l) => [l.line_status, l.confirmed_qty, l.shipped_qty, l.received_qty])).toEqual([
      ['已完成', 120, 120, 120],
      ['已完成', 40, 40, 40],
      ['已拒绝', 0, 0, 0],
    ])
    expect(final.lines[1]!.promised_date).toBe(proposedDate)
    expect(final.batches).toHaveLength(1)
    expect(final.batches[0]).toMatchObject({ batch_no: batchNo, qty: 160, received_qty: 160, status: '已收货' })

    const query = await openScreen(buyer.page, '/order/query')
    await filterByOrderNo(query, orderNo)
    await expect.poll(() => rowTexts(query.locator('table'), orderNo)).toEqual(expect.arrayContaining(['170', '160', '已完成']))

    const lines = await openScreen(buyer.page, '/order/queryv2')
    await filterByOrderNo(lines, orderNo)
    await expect.poll(() => lines.locator('tbody tr').filter({ hasText: orderNo }).count()).toBe(3)
    const lineRows = await lines.locator('tbody tr').filter({ hasText: orderNo }).locator('[data-status]').allInnerTexts()
    expect(lineRows.filter((s) => s === '已完成')).toHaveLength(2 + 3) // two finished lines + the order status on each row
    expect(lineRows).toContain('已拒绝')

    const summary = await openScreen(buyer.page, '/order/querysummary')
    await filterByOrderNo(summary, orderNo)
    // 订单数 1, 行数 3, 订货 170, 金额, 确认 160, 已发 160, 已收 160, 合格 0: the goods wait for incoming inspection
    await expect.poll(async () => (await rowTexts(summary.locator('table'), '合肥精工')).slice(1, 4)).toEqual(['1', '3', '170'])
    expect((await rowTexts(summary.locator('table'), '合肥精工')).slice(5)).toEqual(['160', '160', '160', '0'])
    expect(await summary.locator('tbody tr').last().innerText()).toContain('合计')

    // buttons follow the grants: buyer01 may export receipts (PcRcv_PcRcvList) but not receive goods
    const receipts = await openScreen(buyer.page, '/PcRcv/PcRcvList')
    await receipts.getByRole('button', { name: '导出Excel' }).waitFor()
    expect(await receipts.getByRole('button', { name: '订单收货' }).count()).toBe(0)

    const batches = await openScreen(supplier.page, '/order/supplySendRecord')
    await batches.getByRole('button', { name: '导出Excel' }).waitFor() // the supplier role holds export here
    await batches.getByRole('tab', { name: '全部批次' }).click()
    await batches.getByRole('search', { name: '筛选条件' }).getByLabel('送货单号').fill(batchNo)
    await batches.getByRole('button', { name: '搜索', exact: true }).click()
    await expect.poll(() => rowTexts(batches.locator('table'), batchNo)).toEqual(expect.arrayContaining([orderNo, '160', '已收货']))

    // the mail link still shows the order to whoever holds it, now finished
    const anonymous = await newPage(browser)
    await anonymous.page.goto(new URL(link!).pathname + new URL(link!).search)
    await anonymous.page.getByRole('heading', { name: `采购订单 ${orderNo}` }).waitFor()
    expect(await anonymous.page.locator('[data-field="status"]').first().innerText()).toBe('已完成')

    // ── sup1002 sees none of it ──────────────────────────────────────────────────────────────
    const other = await newPage(browser)
    await signIn(other.page, 'sup1002')
    const otherReceive = await openScreen(other.page, '/order/receive')
    await filterByOrderNo(otherReceive, orderNo)
    await expect.poll(() => otherReceive.locator('tbody').innerText()).toContain('暂无数据')
    const otherToken = await tokenOf('sup1002')
    expect((await call(otherToken, 'GET', `/Order/OrderReceive/GetDetail?id=${orderId}`)).status).toBe(404)
    expect((await call(otherToken, 'GET', `/Order/SupplyBatch/GetDetail?id=${final.batches[0]!.id}`)).status).toBe(404)
    const otherSummary = await call<{ rows: unknown[] }>(otherToken, 'POST', '/Order/OrderSummary/GetMyList', { order_no: orderNo })
    expect(otherSummary.Data.rows).toEqual([])

    for (const session of [buyer, supplier, warehouse, anonymous, other]) await session.context.close()
  }, 150_000)
})

describe('supplier extranet demo page (no portal around it)', () => {
  it('signs a supplier in and embeds the confirmation and receive elements', async () => {
    // an order for the page to show, published through the API as the buyer would
    const buyerToken = await tokenOf('buyer01')
    const saved = await call<{ id: number; order_no: string }>(buyerToken, 'POST', '/Order/OrderPublish/Save', {
      supplyid: 1001,
      delivery_address: '总装厂一号仓库',
      lines: [{ mtr_id: await materialId(buyerToken, '1003020-E02'), qty: 60, required_date: dateFromToday(10) }],
    })
    expect(saved.Code).toBe(1)
    expect((await call(buyerToken, 'POST', '/Order/OrderPublish/Publish', { id: saved.Data.id })).Code).toBe(1)
    const orderNo = saved.Data.order_no

    const { context, page } = await newPage(browser)
    await page.goto('/demo/supplier-extranet.html')
    await page.getByLabel('账号', { exact: true }).fill('sup1001')
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: '登录' }).click()

    const confirm = page.locator('scm-order-confirm')
    await confirm.getByRole('heading', { name: '供应商确认' }).waitFor()
    await expect(page.locator('scm-order-receive').getByRole('heading', { name: '订单接收' }).isVisible()).resolves.toBe(true)
    // no portal on this page: no sidebar, no tabs
    await expect(page.getByRole('navigation', { name: '主菜单' }).count()).resolves.toBe(0)

    await filterByOrderNo(confirm, orderNo)
    await confirm.getByRole('button', { name: `查看订单 ${orderNo}` }).click()
    const detail = confirm.getByRole('dialog', { name: `订单 ${orderNo}` })
    await detail.getByRole('button', { name: '全部接受' }).click()
    await confirm.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => lineStatus(detail, 1)).toBe('已确认')
    expect(await detail.locator('[data-field="status"]').first().innerText()).toBe('已确认')
    await detail.getByRole('button', { name: '关闭', exact: true }).last().click()

    const receive = page.locator('scm-order-receive')
    await filterByOrderNo(receive, orderNo)
    // the receive element loaded before the answer; searching reloads it with the new status
    await expect.poll(async () => (await rowTexts(receive.locator('table'), orderNo)).join('|')).toContain('已确认')

    await page.getByRole('button', { name: '退出' }).click()
    await page.getByLabel('账号', { exact: true }).waitFor()
    await expect(page.evaluate(() => sessionStorage.getItem('token'))).resolves.toBeNull()
    await context.close()
  }, 60_000)
})

async function materialId(token: string, code: string): Promise<number> {
  const answer = await fetch(`${baseURL()}/api/pubtable/getpub_materiel?searchKey=${encodeURIComponent(code)}`, { headers: { Authorization: `Bearer ${token}` } })
  const body = (await answer.json()) as { Data: { rows: { mtr_id: number; mtr_code: string }[] } }
  const found = body.Data.rows.find((row) => row.mtr_code === code)
  if (!found) throw new Error(`物料 ${code} 不存在`)
  return found.mtr_id
}
