// Tabs of issue 4 item 9: opening pages adds tabs, an eleventh evicts the oldest after Home,
// closing the active tab shows the previous one, and a cached page keeps its filter.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_STATE_RESET_PATHS } from '../../src/search-state/search-state'
import { apiToken, launch, menuFor, menuLeaves, closeTabOf, newPage, openFromMenu, panelOf, pathOf, selectTab, signIn, tabOf, tabPaths, type MenuNodeAnswer } from './browser'

let browser: Browser
let leaves: MenuNodeAnswer[]

beforeAll(async () => {
  browser = await launch()
  leaves = menuLeaves(await menuFor(await apiToken('admin')))
})

afterAll(async () => {
  await browser?.close()
})

/** Types the first word of the list's first data row into its search box and waits for the filter. */
async function filterList(panel: Locator) {
  const search = panel.getByRole('searchbox').first()
  await search.waitFor()
  // the one-cell row a table draws while empty or loading is not a data row
  const dataRows = panel.getByRole('row').filter({ has: panel.page().getByRole('cell') }).filter({ hasNotText: /^(暂无数据|加载中…)$/ })
  await dataRows.first().waitFor()
  const texts = (await dataRows.first().getByRole('cell').allInnerTexts()).map((text) => text.trim())
  // a word of the first row the list searches on (not every column is searched: a type label is a filter)
  const candidates = texts.filter((text) => text.length >= 1 && !/^[\d.,:\s-]+$/.test(text) && !text.includes('\n'))
  for (const keyword of candidates) {
    await search.fill(keyword)
    await search.press('Enter')
    const found = await expect
      .poll(async () => {
        const rows = await dataRows.allInnerTexts()
        return rows.length > 0 && rows.every((text) => text.includes(keyword))
      }, { timeout: 20_000 })
      .toBe(true)
      .then(() => true, () => false)
    if (found) return { search, dataRows }
  }
  throw new Error(`首行没有可搜索的文字：${texts.join(' | ')}`)
}

/** The panel of an open tab (waits until it is shown, or only rendered when `shown` is false). */
async function screenOf(page: Page, path: string, shown = true) {
  const panel = panelOf(page, path)
  await panel.waitFor({ state: shown ? 'visible' : 'attached' })
  return panel
}

describe('open-page tabs', () => {
  it('adds a tab per page, keeps 10 with Home first, and closing the active tab shows the previous', async () => {
    expect(leaves.length, '需要至少 10 个已构建的页面').toBeGreaterThanOrEqual(10)
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    await expect.poll(() => tabPaths(page)).toEqual(['/home'])

    const pages = leaves.slice(0, 10).map((leaf) => leaf.path)
    for (const path of pages.slice(0, 9)) await openFromMenu(page, path)
    await expect.poll(() => tabPaths(page)).toEqual(['/home', ...pages.slice(0, 9)])

    // the eleventh tab: the oldest after Home goes
    await openFromMenu(page, pages[9])
    const ten = ['/home', ...pages.slice(1, 10)]
    await expect.poll(() => tabPaths(page)).toEqual(ten)

    // a page already open is not added again
    await openFromMenu(page, pages[3])
    await tabOf(page, pages[3]).getByRole('tab', { selected: true }).waitFor()
    expect(await tabPaths(page)).toEqual(ten)

    // close the active tab → the previous one shows
    await closeTabOf(page, pages[3])
    await page.waitForURL((url) => url.pathname === pages[2])
    await expect.poll(() => tabPaths(page)).not.toContain(pages[3])
    expect(await (await screenOf(page, pages[2])).isVisible()).toBe(true)

    // Home has no close mark, the others do
    await expect(tabOf(page, '/home').getByTitle(/^关闭/).count()).resolves.toBe(0)
    await expect(tabOf(page, pages[2]).getByTitle(/^关闭/).count()).resolves.toBe(1)
    // from the keyboard: Delete on a focused tab closes it, and the previous one shows
    await tabOf(page, pages[2]).getByRole('tab').focus()
    await page.keyboard.press('Delete')
    await page.waitForURL((url) => url.pathname === pages[1])
    await expect.poll(() => tabPaths(page)).not.toContain(pages[2])
    await tabOf(page, '/home').getByRole('tab').focus()
    await page.keyboard.press('Delete')
    expect((await tabPaths(page))[0]).toBe('/home')
    await context.close()
  })

  it('a filtered list keeps its filter when its tab is revisited', async () => {
    // a list the sidebar does not reset (spec: only inbox, outbox, order publish… are reset)
    const list = ['/sysmanage/basecode', '/order/query'].find((path) => leaves.some((leaf) => leaf.path === path))!
    expect(list, '需要已构建的基础编码或订单查询页面').toBeTruthy()
    const other = leaves.find((leaf) => leaf.path !== list)!
    // a short window, so the list scrolls
    const { context, page } = await newPage(browser, { width: 1280, height: 300 })
    await signIn(page, 'admin')
    await openFromMenu(page, other.path)
    await openFromMenu(page, list)
    const panel = await screenOf(page, list)
    const { search, dataRows } = await filterList(panel)
    const filteredRows = await dataRows.allInnerTexts()
    const keyword = await search.inputValue()
    // the element node itself must survive the tab switch
    await panel.locator(':scope > [data-screen] > *').evaluate((node) => ((node as HTMLElement).dataset.probe = 'kept'))
    await panel.evaluate((node) => node.scrollTo(0, 60))
    await expect.poll(() => panel.evaluate((node) => node.scrollTop)).toBeGreaterThan(0)
    const scrolled = await panel.evaluate((node) => node.scrollTop)

    await selectTab(page, other.path)
    // the URL changes first; React hides the panel in the render after it
    await expect.poll(() => panel.isVisible()).toBe(false)
    await selectTab(page, list)
    await expect(search.inputValue()).resolves.toBe(keyword)
    await expect(dataRows.allInnerTexts()).resolves.toEqual(filteredRows)
    await expect(panel.locator(':scope > [data-screen] > *').getAttribute('data-probe')).resolves.toBe('kept')
    await expect(panel.evaluate((node) => node.scrollTop)).resolves.toBe(scrolled)
    await context.close()
  })

  it('a sidebar click clears the cached search of the spec lists, and only theirs', async () => {
    const list = SEARCH_STATE_RESET_PATHS.find((path) => leaves.some((leaf) => leaf.path === path))!
    expect(list, '需要至少一个已构建的收件箱、订单发布等列表').toBeTruthy()
    const kept = leaves.find((leaf) => !(SEARCH_STATE_RESET_PATHS as readonly string[]).includes(leaf.path))!
    const other = leaves.find((leaf) => leaf.path !== list && leaf.path !== kept.path)!
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    await openFromMenu(page, kept.path)
    await openFromMenu(page, list)
    const panel = await screenOf(page, list)
    const keptPanel = await screenOf(page, kept.path, false)
    const field = panel.locator('input:not([type="checkbox"]):not([type="hidden"]):not([readonly])').first()
    await field.fill('PO2026')
    const element = (target: Locator) => target.locator(':scope > [data-screen] > *')
    await element(panel).evaluate((node) => ((node as HTMLElement).dataset.probe = 'old'))
    await element(keptPanel).evaluate((node) => ((node as HTMLElement).dataset.probe = 'old'))
    const key = `scm.searchState.${list}`
    await page.evaluate((k) => sessionStorage.setItem(k, '{"searchKey":"PO2026"}'), key)

    await openFromMenu(page, other.path)
    // cleared (a remounted list may write its fresh, empty state again)
    await expect(page.evaluate((k) => sessionStorage.getItem(k) ?? '', key)).resolves.not.toContain('PO2026')
    await selectTab(page, list)
    // a fresh element, with nothing typed
    await expect.poll(() => element(panel).getAttribute('data-probe')).toBeNull()
    await expect.poll(() => panel.locator('input:not([type="checkbox"]):not([type="hidden"]):not([readonly])').first().inputValue()).toBe('')
    // a list outside the spec's set keeps its element
    await expect(element(keptPanel).getAttribute('data-probe')).resolves.toBe('old')
    await context.close()
  })
})
