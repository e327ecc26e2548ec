import type { BrowserContext, Page } from 'playwright-core'
import { recordNetwork, throttle } from '../../../elements/scripts/lib/bench-browser'
import { DEMO_PASSWORD, demoToken } from '../../../elements/scripts/lib/bench-portal'
import type { BenchSession } from '../../../elements/scripts/lib/bench-session'
import { clickAt, largestContentfulPaint, whenShown } from './page-timing'

// The scenarios of `npm run bench:web` (issue 41 item 3). Every page runs throttled (4× slower CPU,
// Lighthouse's mobile network). A run is one browser context: its first visit finds the cache
// empty (cold), a second page of the same context finds what the first one cached (warm). Each
// answers milliseconds of the page's own clock (page-timing.ts).

const DESKTOP = { viewport: { width: 1280, height: 800 } }
/** A phone, as the WeChat and supplier pages are opened on. */
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
const PUBLISH = '/order/publish'
const STEP_TIMEOUT_MS = 60_000

export interface Visit {
  /** A throttled page of the run's context, recording its network. */
  page(): Promise<Page>
}

/** One run: a fresh context (empty cache); `work` visits it cold then warm. */
export async function inFreshContext<T>(session: BenchSession, phone: boolean, work: (visit: Visit) => Promise<T>): Promise<T> {
  const context: BrowserContext = await session.browser.newContext({ ...(phone ? PHONE : DESKTOP), locale: 'zh-CN' })
  // a throttled cold page shows in seconds: a wait this long means the page will not show it
  context.setDefaultTimeout(STEP_TIMEOUT_MS)
  try {
    return await work({
      async page() {
        const page = await context.newPage()
        await throttle(await recordNetwork(page))
        return page
      },
    })
  } finally {
    await context.close()
  }
}

/** The login page: its largest contentful paint, read once the page has loaded all it asks for. */
export async function loginPaint(session: BenchSession, page: Page): Promise<number> {
  await page.goto(`${session.portal.url}/login`)
  await page.getByRole('button', { name: '登录' }).waitFor()
  await page.waitForLoadState('networkidle')
  return largestContentfulPaint(page)
}

/** The sidebar entry of `path`, its groups unfolded (a user's clicks, not timed). */
async function menuEntry(page: Page, path: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  const link = nav.locator(`a[href="${path}"]`)
  const groups = await link.evaluate((node) => {
    const ids: string[] = []
    for (let list = node.closest('ul[id]'); list; list = list.parentElement?.closest('ul[id]') ?? null) ids.unshift(list.id)
    return ids
  })
  for (const id of groups) {
    const toggle = nav.locator(`button[aria-controls="${id}"]`)
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  return link
}

const firstRowOf = (path: string) => ({ scope: `[role="tabpanel"][data-path="${path}"]`, selector: 'tbody td[data-label]' })

/**
 * buyer01 signs in on /login and opens 订单发布 from the menu: from the click on 登录 until the
 * menu shows, plus from the click on 订单发布 until its first row is on screen (the time the
 * benchmark takes to unfold the menu group between the two is a user's, not the portal's).
 */
export async function signInToFirstRow(session: BenchSession, page: Page): Promise<number> {
  await page.goto(`${session.portal.url}/login`)
  await page.getByLabel('账号').fill('buyer01')
  await page.getByLabel('密码').fill(DEMO_PASSWORD)
  const signedInAt = await clickAt(page.getByRole('button', { name: '登录' }))
  const menuAt = await whenShown(page, { scope: 'nav[aria-label="主菜单"]', selector: `a[href="${PUBLISH}"]`, attached: true })
  const link = await menuEntry(page, PUBLISH)
  const openedAt = await clickAt(link)
  const rowAt = await whenShown(page, firstRowOf(PUBLISH))
  return menuAt - signedInAt + (rowAt - openedAt)
}

/** A blank page holding one single-file widget of a demo account, until `ready` is on screen. */
async function openWidget(session: BenchSession, page: Page, tag: string, token: string, ready: { selector: string; text?: string }): Promise<number> {
  await page.goto(session.pages.widgetPage(tag, token))
  return whenShown(page, { scope: tag, ...ready })
}

/** cust01's WeChat repair widget: until its list offers 我要报修, plus from that click until 故障描述 takes typing. */
export async function repairFormReady(session: BenchSession, page: Page, token: string): Promise<number> {
  const tag = 'scm-wechat-repair'
  const listAt = await openWidget(session, page, tag, token, { selector: 'button', text: '我要报修' })
  const clickedAt = await clickAt(page.locator(tag).getByRole('button', { name: '我要报修' }))
  const formAt = await whenShown(page, { scope: tag, selector: 'textarea[name="fault_desc"]' })
  return listAt + (formAt - clickedAt)
}

/** sup1001's balance widget: until its first closing balance figure shows. */
export function balanceFigures(session: BenchSession, page: Page, token: string): Promise<number> {
  return openWidget(session, page, 'scm-supply-balance', token, { selector: '[data-testid="closing-amount"]' })
}

/** Tokens of the widgets' demo accounts (a partner page gets one from its own server before it shows the widget). */
export async function widgetTokens(session: BenchSession): Promise<{ customer: string; supplier: string }> {
  return { customer: await demoToken(session.portal, 'cust01'), supplier: await demoToken(session.portal, 'sup1001') }
}

/**
 * buyer01, signed in with 订单发布 and `other` open as tabs, switches between them `times` times:
 * each from the click on the tab until the page's content is on screen.
 */
export async function tabSwitches(session: BenchSession, page: Page, other: string, times: number): Promise<number[]> {
  await signInToFirstRow(session, page)
  await clickAt(await menuEntry(page, other))
  await whenShown(page, { scope: `[role="tabpanel"][data-path="${other}"]`, selector: 'tbody td[data-label]' })
  const tabs = page.getByRole('tablist', { name: '已打开的页面' })
  const samples: number[] = []
  for (let at = 0; at < times; at += 1) {
    const path = at % 2 === 0 ? PUBLISH : other
    const clickedAt = await clickAt(tabs.locator(`[data-path="${path}"]`).getByRole('tab'))
    samples.push((await whenShown(page, firstRowOf(path))) - clickedAt)
  }
  return samples
}
