// The portal under its Content-Security-Policy (issue 37 item 6), in Chromium against the running
// server: the host's screens (sign-in, the rich-text editor of 写邮件, an order mail's inline-styled
// preview, the WeChat binding QR code, a chart and its tooltip, an equipment QR code and its printed
// label, a PDF preview), the API reference and the demo pages work with scripts and styles from
// the portal only, and no page reports a violation (securitypolicyviolation events, Chromium's
// console) or an uncaught error.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newPage, openScreen, PASSWORD, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * What the policy refused in a context's pages (and the windows they open), and their uncaught
 * errors: the policy's own event where a page can report it, and Chromium's console line (which
 * also covers a window written by script, where no listener was set).
 */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const found: string[] = []
  await context.exposeBinding('scmReportViolation', (_source, text: string) => void found.push(text))
  await context.addInitScript(() => {
    const report = (window as unknown as { scmReportViolation: (text: string) => void }).scmReportViolation
    document.addEventListener(
      'securitypolicyviolation',
      (e) => report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`),
      true,
    )
  })
  context.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) found.push(`console ${message.type()}: ${message.text()}`)
  })
  context.on('weberror', (error) => void found.push(`uncaught: ${error.error().message}`))
  return found
}

async function signedIn(username: string): Promise<{ context: BrowserContext; page: Page; refused: string[] }> {
  const { context, page } = await newPage(browser, undefined, true)
  const refused = await watchPolicy(context)
  await signIn(page, username)
  return { context, page, refused }
}

/** An <img> that has loaded its picture (a data: or blob: address the policy allows). */
const drawn = (page: Page, selector: string) => page.locator(selector).first().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)

describe('the portal under its Content-Security-Policy', () => {
  it('buyer01: sign-in, 写邮件 with the rich-text editor, an order mail preview, the WeChat QR code', async () => {
    const { context, page, refused } = await signedIn('buyer01')
    const home = await page.goto('/home')
    const policy = home!.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("style-src 'self'")
    expect(policy).not.toContain('unsafe-')
    await page.locator('nav[aria-label="主菜单"]').waitFor({ state: 'attached' })

    // 站内邮件 › 写邮件: Tiptap (ProseMirror) edits, formats and undoes under the policy
    const write = await openScreen(page, '/mail/write', 'scm-mail-write')
    const body = write.getByRole('textbox', { name: '邮件正文' })
    await body.click()
    await body.pressSequentially('到货安排：')
    await write.getByRole('button', { name: '加粗' }).click()
    await body.pressSequentially('600 片')
    await expect.poll(() => body.innerHTML()).toMatch(/<strong>600 片<\/strong>/)

    // 订单发布邮件（明细）: the server's mail, styled by style attributes, keeps its look (set through CSSOM)
    const preview = await openScreen(page, '/mail/OrderPublishEmailV2', 'scm-order-mail-preview-v2')
    const order = preview.locator('select')
    await expect.poll(() => order.locator('option').count()).toBeGreaterThan(1)
    await order.selectOption({ index: 1 })
    const mail = preview.getByRole('document', { name: '邮件正文' })
    const heading = mail.locator('th').first()
    await heading.waitFor()
    expect(await heading.evaluate((th) => getComputedStyle(th).backgroundColor)).toBe('rgb(250, 250, 250)')
    expect(await mail.locator('[style]').count()).toBeGreaterThan(0)
    expect(await mail.locator('[data-scm-style]').count()).toBe(0)

    // 个人资料: the binding QR code is a data: image from the server
    const personal = await openScreen(page, '/MySelf/personal', 'scm-personal')
    await personal.getByRole('img', { name: '微信绑定二维码' }).waitFor()
    await expect.poll(() => drawn(page, 'scm-personal >> img[alt="微信绑定二维码"]')).toBe(true)

    await openScreen(page, '/order/publish', 'scm-order-publish')
    await page.locator('scm-order-publish').locator('tbody tr').first().waitFor()
    expect(refused).toEqual([])
    await context.close()
  })

  it('qe01: the quality ledger’s charts draw, and their tooltips show, under the policy', async () => {
    const { context, page, refused } = await signedIn('qe01')
    const ledger = await openScreen(page, '/QulManage/accQuery', 'scm-quality-ledger')
    await ledger.getByRole('tab', { name: '统计分析' }).click()
    const chart = ledger.locator('[data-chart]').first()
    await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(0)
    // the tooltip is drawn in the chart's SVG (rich text), not as HTML with style attributes
    const texts = () => chart.locator('svg text').count()
    const before = await texts()
    const box = (await chart.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2)
    await expect.poll(texts).toBeGreaterThan(before)
    expect(refused).toEqual([])
    await context.close()
  })

  it('tech01: an equipment QR code and its printed label, a PDF previewed in a frame', async () => {
    const { context, page, refused } = await signedIn('tech01')
    await page.goto('/equip/equipAccount?id=1')
    const machine = page.locator('[role="dialog"][data-state="open"]').filter({ has: page.locator('[data-document]') })
    const labelPanel = machine.getByRole('region', { name: '设备二维码标签' })
    await labelPanel.locator('img').waitFor()
    await expect.poll(() => labelPanel.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)

    // 打印标签: the label window inherits the policy; its style is a constructed sheet, and the
    // portal's page, not an inline script, asks it to print once its QR code has loaded (the print
    // dialog itself is stubbed: headless Chromium has none to show, and it would hold the window)
    await page.evaluate(() => {
      const open = window.open.bind(window)
      window.open = (...args: Parameters<typeof window.open>) => {
        const opened = open(...args)
        if (opened) opened.print = () => void ((opened as unknown as { printed: boolean }).printed = true)
        return opened
      }
    })
    const [label] = await Promise.all([page.waitForEvent('popup'), labelPanel.getByRole('button', { name: '打印标签' }).click()])
    await label.locator('.label img').waitFor()
    await expect.poll(() => label.locator('.label').evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px')
    await expect.poll(() => label.locator('.label img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expect.poll(() => label.evaluate(() => (window as unknown as { printed?: boolean }).printed === true)).toBe(true)
    await label.close()

    // 文件管理: a PDF preview is a blob: document in a frame
    const manage = await openScreen(page, '/fileSystem/fileManage', 'scm-file-manage')
    await manage.getByRole('treeitem', { name: '底盘' }).click()
    await manage.getByRole('button', { name: '预览 前桥总成装配图.pdf' }).click()
    const frame = manage.locator('iframe[title="预览 前桥总成装配图.pdf"]')
    await frame.waitFor()
    expect(await frame.getAttribute('src')).toMatch(/^blob:/)
    // Chromium's PDF viewer starts in the frame under the inherited policy (object-src 'none' included)
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true)
    expect(refused).toEqual([])
    await context.close()
  })

  it('the API reference and the demo pages run their own script files under the policy', async () => {
    const { context, page } = await newPage(browser, undefined, true)
    const refused = await watchPolicy(context)
    // the host's own page before sign-in (the login form)
    await page.goto('/login')
    await page.getByLabel('账号').waitFor()

    const docs = await page.goto('/api/docs')
    expect(docs!.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect.poll(() => page.locator('main section').count()).toBeGreaterThan(10)
    await page.getByPlaceholder('按路径、功能或说明筛选').fill('GetUnHandNotince')
    await expect.poll(() => page.locator('#n').innerText()).toMatch(/^[1-9]\d* \/ \d+ 个调用$/)

    // the supplier's extranet: its script signs in through the element and embeds the order elements
    const extranet = await page.goto('/demo/supplier-extranet.html')
    expect(extranet!.headers()['content-security-policy']).toContain("script-src 'self'")
    await page.getByLabel('账号', { exact: true }).fill('sup1001')
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: '登录' }).click()
    await page.locator('scm-order-confirm').getByRole('heading', { name: '供应商确认' }).waitFor()
    await expect.poll(() => page.locator('#user-name').innerText()).not.toBe('')
    // its stylesheet themes the page (a file now)
    expect(await page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 61, 46)')
    await page.getByRole('button', { name: '退出' }).click()
    await page.getByRole('button', { name: '以本站账号直接进入' }).waitFor()

    // the WeChat-style pages on a phone
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/demo/wechat-bulletins.html')
    await page.getByLabel('账号', { exact: true }).fill('cust01')
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: '登录' }).click()
    const row = page.locator('scm-bulletin-index').locator('tbody tr').filter({ hasText: '售后服务热线调整通知' })
    await row.getByRole('button', { name: '查看公告 售后服务热线调整通知' }).click()
    await page.locator('scm-bulletin-detail').getByRole('article', { name: '公告 售后服务热线调整通知' }).waitFor()
    await page.getByRole('banner').getByRole('button', { name: '退出' }).click()
    await page.getByRole('button', { name: '登录' }).waitFor()

    await page.goto('/demo/wechat-repair.html')
    await page.getByLabel('账号', { exact: true }).fill('cust01')
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: '登录' }).click()
    await page.locator('scm-wechat-repair').getByRole('button', { name: '我要报修' }).waitFor()
    expect(await page.evaluate(() => typeof (window as unknown as { scmWechatRepair?: unknown }).scmWechatRepair)).toBe('object')

    expect(refused).toEqual([])
    await context.close()
  }, 120_000)

  it('the answers carry the headers a browser reads: nosniff, referrer policy, framing', async () => {
    const { context, page } = await newPage(browser, undefined, true)
    const answer = await page.goto('/login')
    const headers = answer!.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('same-origin')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['strict-transport-security']).toBeUndefined()
    const script = await page.request.get('/elements/host.js')
    expect(script.headers()['x-content-type-options']).toBe('nosniff')
    expect(script.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    await context.close()
  })
})
