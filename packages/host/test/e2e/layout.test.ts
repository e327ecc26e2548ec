// The layout around the screens: breadcrumbs, sidebar memory, the header's unread mail and the
// home widgets, the element events the host answers, the phone width, and a page chunk that fails to load.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activeTab, apiToken, baseURL, launch, menuFor, menuLeaves, newPage, openFromMenu, panelOf, pathOf, signIn, tabPaths } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

describe('layout', () => {
  it('shows breadcrumbs with Home first and the page title in the tab', async () => {
    const leaf = menuLeaves(await menuFor(await apiToken('admin')))[0]
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    await openFromMenu(page, leaf.path)
    const crumbs = await page.getByRole('navigation', { name: '面包屑' }).getByRole('listitem').allInnerTexts()
    expect(crumbs[0].replace('/', '').trim()).toBe('首页')
    expect(crumbs.at(-1)?.replace('/', '').trim()).toBe(leaf.authName)
    expect(crumbs.length).toBeGreaterThanOrEqual(3)
    await expect(activeTab(page)).resolves.toBe(leaf.authName)
    expect(await page.title()).toContain(leaf.authName)
    await context.close()
  })

  it('remembers a closed sidebar in a cookie across a reload', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    const nav = page.locator('nav[aria-label="主菜单"]')
    await expect(nav.getAttribute('data-open')).resolves.toBe('true')
    expect((await nav.boundingBox())?.width).toBe(210)
    await page.getByRole('button', { name: '收起菜单' }).click()
    await expect.poll(() => nav.getAttribute('data-open')).toBe('false')
    expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('0')
    await page.reload()
    await page.getByRole('button', { name: '展开菜单' }).waitFor()
    await expect(nav.getAttribute('data-open')).resolves.toBe('false')
    await page.getByRole('button', { name: '展开菜单' }).click()
    await expect.poll(() => nav.getAttribute('data-open')).toBe('true')
    await context.close()
  })

  it('shows the unread mail count in the header and on the home page, and reloads it on a mail change', async () => {
    const token = await apiToken('sup1001')
    const answer = await fetch(`${baseURL()}/Email/MSMailRecord/GetUnReadNum`, { headers: { Authorization: `Bearer ${token}` } })
    const unread = ((await answer.json()) as { Data: number }).Data
    expect(unread).toBeGreaterThan(0)
    const { context, page } = await newPage(browser)
    await signIn(page, 'sup1001')
    await expect.poll(() => page.getByTestId('unread-count').innerText()).toBe(String(unread))
    await expect(page.getByRole('button', { name: `站内信，未读 ${unread} 封` }).isVisible()).resolves.toBe(true)
    await expect.poll(() => page.getByTestId('widget-count-unreadMail').innerText()).toBe(String(unread))
    // an element that changed mail says so; the header asks the server again
    const refreshed = page.waitForRequest((request) => request.url().includes('/Email/MSMailRecord/GetUnReadNum'))
    await page.evaluate(() =>
      document.querySelector('main')!.dispatchEvent(new CustomEvent('scm-change', { detail: { entity: 'mail' }, bubbles: true, composed: true })),
    )
    await refreshed
    await context.close()
  })

  it('answers the element events: scm-navigate opens a route, scm-title renames the tab', async () => {
    const leaves = menuLeaves(await menuFor(await apiToken('admin')))
    const [first, second] = leaves
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    await openFromMenu(page, first.path)
    const element = panelOf(page, first.path).locator(':scope > [data-screen] > *')
    await element.evaluate((node) => node.dispatchEvent(new CustomEvent('scm-title', { detail: { title: '订单 PO1' }, bubbles: true, composed: true })))
    await expect.poll(() => activeTab(page)).toBe('订单 PO1')
    await element.evaluate((node, path) => node.dispatchEvent(new CustomEvent('scm-navigate', { detail: { path }, bubbles: true, composed: true })), `${second.path}?orderNo=PO1`)
    await page.waitForURL((url) => url.pathname === second.path)
    await expect.poll(() => tabPaths(page)).toEqual(['/home', first.path, second.path])
    // query parameters reach the screen as attributes
    await expect(panelOf(page, second.path).locator(':scope > [data-screen] > *').getAttribute('order-no')).resolves.toBe('PO1')
    expect(pathOf(page)).toBe(second.path)
    await context.close()
  })

  it('an element reporting scm-unauthorized ends the session', async () => {
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    await page.evaluate(() => document.querySelector('main')!.dispatchEvent(new CustomEvent('scm-unauthorized', { bubbles: true, composed: true })))
    await page.waitForURL('**/login')
    await page.getByText('登录失效，请登录').waitFor()
    await expect(page.evaluate(() => sessionStorage.getItem('token'))).resolves.toBeNull()
    await context.close()
  })
})

describe('mobile', () => {
  it('at 375 px the sidebar opens over a backdrop that closes it', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 740 })
    await signIn(page, 'admin')
    const nav = page.getByRole('navigation', { name: '主菜单' })
    await expect(nav.isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: '展开菜单' }).click()
    await expect(nav.isVisible()).resolves.toBe(true)
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 350, y: 400 } })
    await expect.poll(() => nav.isVisible()).toBe(false)
    // the page fits the screen: no sideways scrolling
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    await context.close()
  })

  it('at 375 px a page opened from the menu fits and the drawer closes', async () => {
    const leaf = menuLeaves(await menuFor(await apiToken('admin')))[0]
    const { context, page } = await newPage(browser, { width: 375, height: 740 })
    await signIn(page, 'admin')
    await page.getByRole('button', { name: '展开菜单' }).click()
    await openFromMenu(page, leaf.path)
    await expect.poll(() => page.getByRole('navigation', { name: '主菜单' }).isVisible()).toBe(false)
    await panelOf(page, leaf.path).waitFor()
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    await context.close()
  })
})

// A page whose chunk fails to load (the network drops once) shows 页面加载失败 with 重试 in its
// place instead of a blank portal; 重试 fetches the chunk again (under a new URL) and the page appears.
describe('a page chunk that fails to load', () => {
  it('shows a Chinese message with 重试; 重试 loads the page', async () => {
    const { context, page } = await newPage(browser)
    const asked: string[] = []
    await page.route(
      (url) => url.pathname.includes('/chunks/HomePage-'),
      (route) => {
        asked.push(route.request().url())
        return asked.length === 1 ? route.abort('connectionreset') : route.continue()
      },
    )
    await signIn(page, 'admin')
    const alert = page.getByRole('alert').filter({ hasText: '页面加载失败，请检查网络后重试' })
    await alert.waitFor()
    await alert.getByRole('button', { name: '重试' }).click()
    await page.locator('[data-widget]').first().waitFor()
    await expect(alert.count()).resolves.toBe(0)
    expect(asked).toHaveLength(2)
    expect(new URL(asked[1]!).searchParams.get('retry')).toBe('1')
    await context.close()
  })
})
