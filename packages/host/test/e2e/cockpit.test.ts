// The cockpit on the home pages (issue 40 items 2 and 3), in Chromium against the running server:
// buyer01's home opens with his 采购驾驶舱, and a click on a number — the figure's, a rate's
// denominator, a supplier's row — opens exactly the records behind it, already filtered, their total
// the number clicked; the page fits a phone. sup1001's home shows his own scorecard, and its single
// file works on a page without modules, without the chart library.
import { COCKPIT_PATHS, type CockpitAnswer, type FigureRecordsPage } from '@scm/core/cockpit'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, call, launch, newPage, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const figuresOf = async (token: string, query: string) => (await call<CockpitAnswer>(token, 'GET', `${COCKPIT_PATHS.figures}?${query}`)).Data
const recordsOf = async (token: string, query: string) => (await call<FigureRecordsPage>(token, 'GET', `${COCKPIT_PATHS.records}?${query}`)).Data

/** Clicks `opener`, waits for the records dialog's answer and answers it (closed with 关闭 by the caller). */
async function openRecords(cockpit: Locator, opener: Locator): Promise<{ dialog: Locator; total: string }> {
  await opener.click()
  const dialog = cockpit.getByRole('dialog')
  const summary = dialog.locator('[data-testid="records-summary"][aria-busy="false"]')
  await summary.waitFor()
  return { dialog, total: await summary.locator('[data-testid="records-total"]').innerText() }
}

async function closeRecords(cockpit: Locator, dialog: Locator) {
  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect.poll(() => cockpit.getByRole('dialog').count()).toBe(0)
}

describe('cockpit on the home page', () => {
  it('buyer01: 采购驾驶舱 first on his home; a number opens exactly its records, filtered', async () => {
    const token = await apiToken('buyer01')
    const answer = await figuresOf(token, 'period=month')
    expect(answer.title).toBe('采购驾驶舱')
    const overdue = answer.figures.find((f) => f.id === 'overdueDeliveries')!
    const otd = answer.figures.find((f) => f.id === 'otdFirstPromise')!
    expect(overdue.value).toBeGreaterThan(0)

    const { context, page } = await newPage(browser)
    await signIn(page, 'buyer01')
    await expect.poll(() => page.locator('[data-widget]').first().getAttribute('data-widget')).toBe('cockpit')
    const cockpit = page.locator('[data-widget="cockpit"] scm-cockpit')
    await cockpit.getByRole('heading', { name: '采购驾驶舱' }).waitFor()

    // 逾期未到货批次: the figure's number lists the overdue batches, as many as it says
    const card = cockpit.locator('article[data-figure="overdueDeliveries"]')
    await expect.poll(() => card.locator('[data-tone="error"]').count()).toBeGreaterThan(0)
    let shown = await openRecords(cockpit, card.getByRole('button', { name: /^逾期未到货批次 .*，查看明细$/ }))
    expect(shown.total).toBe(String(overdue.numerator))
    const batches = await recordsOf(token, 'figure=overdueDeliveries&rows=100')
    await expect.poll(() => shown.dialog.locator('tbody tr').count()).toBe(batches.rows.length)
    for (const batch of batches.rows) await expect(shown.dialog.locator('tbody').innerText()).resolves.toContain(String(batch.batch_no))
    await closeRecords(cockpit, shown.dialog)

    // one supplier's row: only his batches
    const row = overdue.breakdowns.supplier![0]!
    shown = await openRecords(cockpit, card.getByRole('button', { name: `${row.name} 逾期未到货批次 ${row.value} 个，查看明细` }))
    expect(shown.total).toBe(String(row.numerator))
    await expect(shown.dialog.innerText()).resolves.toContain(`供应商：${row.name}`)
    const suppliers = await shown.dialog.locator('tbody td[data-label="供应商"]').allInnerTexts()
    expect(suppliers.length).toBe(row.numerator)
    expect(new Set(suppliers)).toEqual(new Set([row.name]))
    await closeRecords(cockpit, shown.dialog)

    // a rate's denominator: the order lines due in the month
    const otdCard = cockpit.locator('article[data-figure="otdFirstPromise"]')
    shown = await openRecords(cockpit, otdCard.locator('button[data-part="denominator"]'))
    expect(shown.total).toBe(String(otd.denominator))
    await closeRecords(cockpit, shown.dialog)
    await context.close()
  })

  it('at 375 px the cockpit stacks its cards and the home page does not scroll sideways', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 })
    await signIn(page, 'qe01')
    const cockpit = page.locator('[data-widget="cockpit"] scm-cockpit')
    await cockpit.getByRole('heading', { name: '质量驾驶舱' }).waitFor()
    const cards = cockpit.locator('article[data-figure]')
    await expect.poll(() => cards.count()).toBeGreaterThan(1)
    const lefts = await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left))
    expect(new Set(lefts).size).toBe(1)
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    await context.close()
  })

  it('sup1001: his own scorecard on his home, no other supplier in it', async () => {
    const token = await apiToken('sup1001')
    const answer = await figuresOf(token, 'role=supplier&period=last12')
    const staff = await figuresOf(await apiToken('qe01'), 'period=last12&figure=supplierPpm')
    const others = staff.figures[0]!.breakdowns.supplier!.filter((r) => r.key !== '1001').map((r) => r.name)
    expect(others.length).toBeGreaterThan(0)

    const { context, page } = await newPage(browser)
    await signIn(page, 'sup1001')
    const scorecard = page.locator('[data-widget="supplierScorecard"] scm-supplier-scorecard')
    await expect.poll(() => scorecard.locator('article[data-figure]').count()).toBe(answer.figures.length)
    await scorecard.locator('li[aria-label^="索赔单 "]').first().waitFor()
    expect(await page.locator('[data-widget="cockpit"]').count()).toBe(0)
    const text = await scorecard.innerText()
    for (const name of others) expect(text).not.toContain(name)
    await context.close()
  })

  it('the scorecard works as its single IIFE file on a page without modules, without the chart library', async () => {
    const token = await apiToken('sup1001')
    const { context, page } = await newPage(browser, { width: 375, height: 800 })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
    const html = `<!doctype html><html lang="zh-CN"><body><scm-supplier-scorecard token="${token}"></scm-supplier-scorecard><script src="/elements/iife/scm-supplier-scorecard.js"></script></body></html>`
    await page.route('**/iife-scorecard.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
    await page.goto('/iife-scorecard.html')
    const scorecard = page.locator('scm-supplier-scorecard')
    await scorecard.locator('article[data-figure="supplierPpm"] svg[data-sparkline]').waitFor()
    await scorecard.locator('li[aria-label^="索赔单 "]').first().waitFor()
    expect(scripts).toEqual(['/elements/iife/scm-supplier-scorecard.js'])
    expect(await scorecard.locator('[data-chart]').count()).toBe(0)
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    expect(errors).toEqual([])
    await context.close()
  })
})
