// axe finds no accessibility violations on the login page and on the layout with open tabs.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, launch, menuFor, menuLeaves, newPage, openFromMenu, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function violations(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page: page as never })
  for (const selector of exclude) builder = builder.exclude(selector)
  const result = await builder.analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('accessibility', () => {
  it('the login and reset-password pages', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('账号').waitFor()
    expect(await violations(page)).toEqual([])
    await page.goto('/resetPwd')
    await page.getByLabel('验证码').waitFor()
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('the layout: header, sidebar, tabs, breadcrumbs and home (screens are checked by their own suites)', async () => {
    const leaf = menuLeaves(await menuFor(await apiToken('admin')))[0]
    const { context, page } = await newPage(browser)
    await signIn(page, 'admin')
    await page.locator('[data-widget]').first().waitFor()
    expect(await violations(page)).toEqual([])
    await openFromMenu(page, leaf.path)
    await page.getByRole('button', { name: /欢迎您/ }).click()
    await page.getByRole('menu', { name: '用户菜单' }).waitFor()
    expect(await violations(page, ['[data-screen]'])).toEqual([])
    await context.close()
  })
})
