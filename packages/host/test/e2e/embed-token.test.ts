// The supplier's extranet demo page entered WITHOUT a second login (issue 12 item 6), in Chromium
// against the running server: demo/partner-server.mjs stands in for the supplier's own server with
// the demo database's public partner key of 1001; the page asks it for an embed token, the elements
// work with it, no cookie nor stored token of the portal is on the page, and 退出 ends the token.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, launch, newPage, openFromMenu, panelOf, signIn } from './browser'
import { freePort } from './global-setup'

const repo = fileURLToPath(new URL('../../../../', import.meta.url))
let browser: Browser
let partner: ChildProcess
let partnerURL: string

beforeAll(async () => {
  browser = await launch()
  const port = await freePort()
  partnerURL = `http://127.0.0.1:${port}`
  partner = spawn(process.execPath, ['demo/partner-server.mjs'], { cwd: repo, env: { ...process.env, SCM_PORTAL: baseURL(), PORT: String(port) }, stdio: 'pipe' })
  await new Promise<void>((resolve, reject) => {
    partner.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('已启动') && resolve())
    partner.once('exit', (code) => reject(new Error(`供应商服务器（演示）退出：${code}`)))
  })
})
afterAll(async () => {
  partner?.kill()
  await browser?.close()
})

describe('supplier extranet demo page: embed token', () => {
  it('enters with a token from the supplier server, keeps no portal cookie or stored token, and 退出 ends it', async () => {
    const { context, page } = await newPage(browser, undefined, true)
    const tokens: string[] = []
    page.on('request', (request) => {
      const auth = request.headers().authorization
      if (auth && request.url().startsWith(baseURL())) tokens.push(auth.replace(/^Bearer /, ''))
    })
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.url().startsWith(baseURL()) && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`)
    })
    await page.goto(`/demo/supplier-extranet.html?partner=${encodeURIComponent(partnerURL)}`)
    await page.getByRole('button', { name: '以本站账号直接进入' }).click()

    await expect.poll(() => page.locator('#user-name').innerText()).toBe('sup1001')
    const confirm = page.locator('scm-order-confirm')
    await confirm.locator('td[data-label="订单号"]').first().waitFor()
    await page.locator('scm-supplier-claims').getByText('我的索赔单').waitFor()
    // the balance widget's signed /SaleCheck calls pass with the embed token too
    await page.locator('scm-supply-balance').locator('article[aria-label^="余额 "]').first().waitFor()
    expect(refused).toEqual([])
    // every call of the elements carries the embed token; the page stored nothing of the portal
    expect(tokens.length).toBeGreaterThan(0)
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).toMatch(/^scmembed\.\d+\./)
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
    expect(await context.cookies()).toEqual([])

    // the token is limited to the widgets: the portal's home page refuses it
    const home = await fetch(`${baseURL()}/api/Home/GetWidgets`, { headers: { Authorization: `Bearer ${tokens[0]}` } })
    expect(home.status).toBe(403)
    expect(((await home.json()) as { Msg: string }).Msg).toBe('嵌入令牌不能调用此功能')

    await page.getByRole('button', { name: '退出' }).click()
    await page.getByRole('button', { name: '以本站账号直接进入' }).waitFor()
    await expect
      .poll(async () => (await fetch(`${baseURL()}/User/User/GetCurrentUser`, { headers: { Authorization: `Bearer ${tokens[0]}` } })).status)
      .toBe(401)
    await context.close()
  })

  it('the administrator finds 合作方密钥 in the 系统管理 menu, with the demo key of 1001', async () => {
    const { context, page } = await newPage(browser, undefined, true)
    await signIn(page, 'admin')
    await openFromMenu(page, '/sysmanage/partnerKey')
    const screen = panelOf(page, '/sysmanage/partnerKey').locator('scm-partner-key')
    const row = screen.locator('tbody tr', { hasText: '演示密钥' })
    await expect.poll(() => row.innerText()).toContain('合肥精工')
    await expect(row.innerText()).resolves.toContain('有效')
    // the toolbar shows the admin's buttons once his grants are read: waited for, not sampled
    await expect.poll(() => screen.getByRole('button', { name: '签发密钥' }).isVisible()).toBe(true)
    await context.close()
  })
})
