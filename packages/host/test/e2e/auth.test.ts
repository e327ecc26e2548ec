// Guard, login, session and logout flows of issue 4 item 9, in Chromium against the real server.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activeTab, apiToken, baseURL, launch, LOGIN_FAILED, menuFor, menuGroups, newPage, pathOf, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

describe('guard and login', () => {
  it('a protected path without a token lands on /login', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/sysmanage/basecode')
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: '用户登录' }).waitFor()
    await page.goto('/')
    await page.waitForURL('**/login')
    await context.close()
  })

  it('a wrong password shows the spec message and keeps the user on /login', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('账号').fill('admin')
    await page.getByLabel('密码').fill('wrong-password')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByRole('alert').innerText()).resolves.toBe(LOGIN_FAILED)
    expect(pathOf(page)).toBe('/login')
    await expect(page.evaluate(() => sessionStorage.getItem('token'))).resolves.toBeNull()
    await context.close()
  })

  it('admin signs in, sees the menu and the welcome text; reload keeps the session', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    const groups = await menuGroups(page)
    expect(groups.length).toBeGreaterThan(0)
    // the sidebar is the server's menu for this user, in its order
    expect(groups).toEqual((await menuFor(await apiToken('admin'))).map((node) => node.authName))
    await page.getByRole('button', { name: /^欢迎您，系统管理员/ }).waitFor()
    await expect(activeTab(page)).resolves.toBe('首页')

    await page.reload()
    await page.getByRole('navigation', { name: '主菜单' }).waitFor()
    expect(pathOf(page)).toBe('/home')
    await expect(menuGroups(page)).resolves.toEqual(groups)
    await context.close()
  })

  it('/login with a token lands on /, an unknown path on /404', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    await page.goto('/login')
    await page.waitForURL('**/home')
    await page.goto('/no/such/page')
    await page.waitForURL('**/404')
    await page.getByRole('heading', { name: '页面不存在' }).waitFor()
    await page.getByRole('link', { name: '返回首页' }).click()
    await page.waitForURL('**/home')
    await context.close()
  })

  it('logout ends the session and returns to /login', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    const token = await page.evaluate(() => sessionStorage.getItem('token'))
    expect(token).toBeTruthy()
    await page.getByRole('button', { name: /欢迎您/ }).click()
    await page.getByRole('menuitem', { name: '退出登录' }).click()
    await page.waitForURL('**/login')
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0)
    await expect(page.evaluate(() => localStorage.getItem('apiBase'))).resolves.toBeNull()
    // the server ended the session too
    const answer = await fetch(new URL('/Menu/Menu/GetUserMenuData', page.url()), { headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(401)
    await page.goto('/home')
    await page.waitForURL('**/login')
    await context.close()
  })

  it('a session the server ended shows 登录失效，请登录 and goes to /login', async () => {
    const { context, page } = await newPage(browser)
    // the browser holds a session the server has ended (logout from another place, an admin ending
    // it). Ended before any page uses it: a portal page still loading with it (the home page's
    // cockpit) would itself meet the 401 and go to /login before the page under test opens.
    const token = await apiToken('buyer01')
    await fetch(new URL('/User/User/Logout', baseURL()), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    await page.goto('/login')
    await page.evaluate((ended) => sessionStorage.setItem('token', ended), token)
    // the message is a toast: watched from before the page opens, so a slow page cannot miss it
    const shown = page.getByText('登录失效，请登录').waitFor()
    await page.goto('/home')
    await page.waitForURL('**/login')
    await shown
    await expect(page.evaluate(() => sessionStorage.getItem('token'))).resolves.toBeNull()
    await context.close()
  })

  it('a page outside the menu, typed in, shows 无权访问 and no screen; the menu still works', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'sup1001')
    const refused: string[] = []
    page.on('response', (response) => response.status() === 403 && refused.push(response.url()))
    await page.goto('/sysmanage/basecode')
    const notice = page.getByRole('alert', { name: '无权访问' })
    await notice.waitFor()
    expect(await notice.innerText()).toContain('基础编码')
    await expect(page.locator('scm-base-code').count()).resolves.toBe(0)
    await expect(page.getByRole('tab', { name: /基础编码/ }).count()).resolves.toBe(0)
    expect(refused).toEqual([])
    await notice.getByRole('button', { name: '返回首页' }).click()
    await page.waitForURL('**/home')
    await context.close()
  })

  it('sup1001 sees only the supplier menu', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'sup1001')
    const shown = await menuGroups(page)
    const supplierTree = await menuFor(await apiToken('sup1001'))
    const adminTree = await menuFor(await apiToken('admin'))
    expect(shown).toEqual(supplierTree.map((node) => node.authName))
    expect(shown).not.toContain('系统管理')
    expect(adminTree.length).toBeGreaterThan(supplierTree.length)
    // a page of the admin's menu that the supplier lacks is not reachable from the supplier's menu
    const supplierIds = new Set(supplierTree.map((node) => node.id))
    expect(adminTree.some((node) => !supplierIds.has(node.id))).toBe(true)
    await context.close()
  })
})
