// Chromium through playwright-core, and the steps every flow shares (sign in, read the sidebar,
// read the tabs), written as a user acts: labels, roles and visible text.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { isSignedPath, SIGN_HEADER, signRequest } from '@scm/core'
import { inject, onTestFailed } from 'vitest'

export const PASSWORD = 'Scm@2026'
export const LOGIN_FAILED = '登录失败，账号或密码错误或被禁止登陆，请用管理员账号查看！'

/** The portal of this worker (global-setup starts one per worker): a file's flows all run on it. */
function portal() {
  const portals = inject('portals')
  return portals[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % portals.length]!
}

export const baseURL = (): string => portal().baseURL

/** Where this worker's portal keeps the mail it sent (mailbox.ts). */
export const mailDir = (): string => portal().mailDir

/** The worker's one Chromium: every file the worker runs shares it (vitest.e2e.config.ts: isolate off). */
let chromiumOfWorker: Promise<Browser> | undefined
/** Contexts whose page is closed, for the next page (see newPage), and the file each last served. */
const idleContexts: { context: BrowserContext; file: number }[] = []
/** The file being run (launch() starts each file). */
let file = 0

/**
 * The browser of a test file. The worker's Chromium, not a new one: the portal's scripts are then
 * compiled once a worker, not once a file (V8's code cache lives in a context's memory, and the
 * contexts pass from file to file). Its close() at the end of the file leaves it to the next file;
 * the process's exit ends it.
 */
export async function launch(): Promise<Browser> {
  file++
  chromiumOfWorker ??= chromium.launch({
    // npm test's own launcher when it runs this suite at a lower priority (scripts/test.mjs)
    executablePath: process.env.SCM_TEST_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    // --max-opt=1: V8's baseline compiler at most — a flow's page runs its code a few times, and
    // optimising it cost more CPU than it saved (the suite's Chromium time 219 → 184 CPU-s)
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--process-per-site', '--js-flags=--max-opt=1'],
  })
  const browser = await chromiumOfWorker
  return Object.create(browser, { close: { value: async () => {} } }) as Browser
}

function contextOptions() {
  return { baseURL: baseURL(), locale: 'zh-CN' }
}

/**
 * A page left open in each shared context, on a small file of the portal's origin, so that the
 * origin's renderer process lives on between the flows and serves the next page of the context
 * (Chromium's --process-per-site): the portal's chunks are compiled once in that process, not once
 * a page in a new one (a fifth of the suite's Chromium time). It never takes a key or a click.
 */
async function keepRenderer(context: BrowserContext): Promise<BrowserContext> {
  await (await context.newPage()).goto('/elements/autoload.js')
  return context
}

async function configured(context: BrowserContext): Promise<BrowserContext> {
  // generous: CI shares two cores between the servers, two Chromiums and the test runners
  context.setDefaultTimeout(60_000)
  context.setDefaultNavigationTimeout(60_000)
  return context
}

/**
 * A new page of its own, signed in as nobody yet. Once a page is closed its context serves the
 * next one, in this file or the worker's next, so the portal's scripts are compiled once a worker,
 * then taken from V8's code cache (a context per page compiled them all again: most of a flow's
 * Chromium time). Never two open pages
 * in one context (a flow's second user gets a context of his own). A page's session is its own
 * sessionStorage; the one cookie (the sidebar's) may pass to the next page. The `context` answered
 * is the page's: its close() closes the page and frees the context. `own`: a context of its own,
 * for a flow that reads the cookies or watches every page of it.
 */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }, own = false): Promise<{ context: BrowserContext; page: Page }> {
  if (own) {
    const context = await configured(await browser.newContext({ ...contextOptions(), viewport }))
    return { context, page: watched(await context.newPage()) }
  }
  const reused = idleContexts.pop()
  // a file starts without the sidebar cookie an earlier file left (within a file it may pass)
  if (reused && reused.file !== file) await reused.context.clearCookies()
  const context = reused?.context ?? (await keepRenderer(await configured(await browser.newContext(contextOptions()))))
  const page = watched(await context.newPage())
  await page.setViewportSize(viewport)
  const close = async () => {
    await page.close()
    idleContexts.push({ context, file })
  }
  return { context: Object.create(context, { close: { value: close } }) as BrowserContext, page }
}

/**
 * What the page met that a failed test's message does not say (a script error, a call that got
 * no answer or a 5xx, the message on screen): printed when the test fails, so a failure seen
 * once in CI can be read rather than guessed.
 */
function watched(page: Page): Page {
  const seen: string[] = []
  const note = (line: string) => {
    if (seen.length < 50) seen.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
  }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => note(`page error: ${error.message}`))
  page.on('requestfailed', (request) => note(`no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`))
  page.on('response', (response) => {
    if (response.status() >= 500) note(`${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return console.log(`[page log]\n${seen.join('\n')}`)
      const shown = await page
        .locator('[role="alert"], [role="status"]')
        .allInnerTexts()
        .catch(() => [])
      console.log(`[page log] ${page.url()}\non screen: ${JSON.stringify(shown)}\n${seen.join('\n')}`)
    })
  } catch {
    // opened outside a test (a beforeAll): nothing to report to
  }
  return page
}

export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('账号').fill(username)
  await page.getByLabel('密码').fill(password)
  await page.getByRole('button', { name: '登录' }).click()
  await page.waitForURL('**/home')
  // attached, not visible: on a phone the sidebar starts closed
  await page.locator('nav[aria-label="主菜单"]').waitFor({ state: 'attached' })
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

/** The row of open pages. */
export function tabBar(page: Page) {
  return page.getByRole('tablist', { name: '已打开的页面' })
}

/** One open page's tab with its close mark (none on Home). */
export function tabOf(page: Page, path: string) {
  return tabBar(page).locator(`[data-path="${path}"]`)
}

export async function selectTab(page: Page, path: string): Promise<void> {
  await tabOf(page, path).getByRole('tab').click()
  await page.waitForURL((url) => url.pathname === path)
}

/** Closes a tab with its close mark, as a mouse user does. */
export async function closeTabOf(page: Page, path: string): Promise<void> {
  await tabOf(page, path).getByTitle(/^关闭/).click()
}

/** Titles of the open tabs, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return tabBar(page).getByRole('tab').allInnerTexts()
}

/** Title of the tab of the page shown. */
export async function activeTab(page: Page): Promise<string> {
  return tabBar(page).getByRole('tab', { selected: true }).innerText()
}

/** The panel holding an open page's element. */
export function panelOf(page: Page, path: string) {
  return page.locator(`[role="tabpanel"][data-path="${path}"]`)
}

/** The sidebar's top-level entries as the user reads them. */
export async function menuGroups(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  return nav.locator(':scope > ul > li > :is(a, button)').allInnerTexts()
}

/** Signs in through the API (for calls the tests compare with what the page shows). */
export async function apiToken(username: string, password = PASSWORD): Promise<string> {
  const answer = await fetch(`${baseURL()}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  })
  const body = (await answer.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`登录 ${username} 失败`)
  return body.access_token
}

export interface MenuNodeAnswer {
  id: string
  path: string
  authName: string
  hidden?: boolean
  children?: MenuNodeAnswer[]
}

export async function menuFor(token: string): Promise<MenuNodeAnswer[]> {
  const answer = await fetch(`${baseURL()}/Menu/Menu/GetUserMenuData`, { headers: { Authorization: `Bearer ${token}` } })
  const body = (await answer.json()) as { Code: number; Data: MenuNodeAnswer[] }
  if (body.Code !== 1) throw new Error('菜单请求失败')
  return body.Data
}

/** Leaf pages of a menu tree (the ones a click opens), in menu order. */
export function menuLeaves(nodes: MenuNodeAnswer[]): MenuNodeAnswer[] {
  return nodes.flatMap((node) => {
    const children = (node.children ?? []).filter((child) => !child.hidden)
    return children.length ? menuLeaves(children) : node.hidden ? [] : [node]
  })
}

/** Opens a page from the sidebar as a user does: unfold its groups, click its entry. */
export async function openFromMenu(page: Page, path: string): Promise<void> {
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
  await link.click()
  await page.waitForURL((url) => url.pathname === path)
  await tabOf(page, path).getByRole('tab', { selected: true }).waitFor()
}

/** Route paths of the open tabs, in order. */
export async function tabPaths(page: Page): Promise<string[]> {
  return tabBar(page)
    .locator(':scope > [data-path]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.path ?? ''))
}

/** Calls the API as the portal does (envelope answer with the HTTP status); the calls the server
 *  wants signed carry core's signature (the test server's SCM_API_BASE is empty). */
export async function call<T = unknown>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; Code: number; Msg: string; Data: T }> {
  const text = body === undefined ? '' : JSON.stringify(body)
  const bare = path.split('?')[0]!
  const signed: Record<string, string> = isSignedPath(bare) ? { [SIGN_HEADER]: signRequest('', bare, text) } : {}
  const answer = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...signed },
    body: body === undefined || method === 'GET' ? undefined : text,
  })
  const envelope = (await answer.json()) as { Code: number; Msg: string; Data: T }
  return { status: answer.status, ...envelope }
}

/** Picks an option of a kit Select inside `scope`, as a user does with the mouse. */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click()
  await scope.page().getByRole('option', { name: option, exact: true }).click()
}

/** Opens a portal page and answers its tab panel, or the screen element `tag` inside it. */
export async function openScreen(page: Page, path: string, tag?: string): Promise<Locator> {
  await page.goto(path)
  const panel = panelOf(page, path)
  const screen = tag ? panel.locator(tag) : panel
  await screen.waitFor()
  return screen
}

/** The text of each cell of the first body row of a list table that holds `rowText`. */
export async function rowTexts(table: Locator, rowText: string): Promise<string[]> {
  const row = table.locator('tbody tr').filter({ hasText: rowText }).first()
  await row.waitFor()
  return row.locator('td').allInnerTexts()
}

