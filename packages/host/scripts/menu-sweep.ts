// Opens every menu entry of every demo account in Chromium against a running portal and reports the
// pages that refuse a call, show an error message or stay blank — the check an area passes before
// it is resolved (`npx tsx packages/host/scripts/menu-sweep.ts http://127.0.0.1:8080 [account…]`).
// Exits 1 when a page fails; prints one line per page.
import { chromium, type Page } from 'playwright-core'

const base = process.argv[2] ?? 'http://127.0.0.1:8080'
const PASSWORD = 'Scm@2026'
const ACCOUNTS = process.argv.length > 3 ? process.argv.slice(3) : ['admin', 'buyer01', 'wh01', 'qe01', 'svc01', 'eng01', 'tech01', 'wsm01', 'sup1001', 'sup1002', 'cust01', 'cust02']

interface MenuNode {
  path: string
  authName: string
  hidden?: boolean
  children?: MenuNode[]
}

const leaves = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => {
    const children = (n.children ?? []).filter((c) => !c.hidden)
    return children.length ? leaves(children) : n.hidden ? [] : [n]
  })

async function menuOf(account: string): Promise<MenuNode[] | null> {
  const token = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: account, password: PASSWORD }),
  }).then((r) => r.json() as Promise<{ access_token?: string }>)
  if (!token.access_token) return null
  const menu = await fetch(`${base}/Menu/Menu/GetUserMenuData`, { headers: { Authorization: `Bearer ${token.access_token}` } }).then((r) => r.json() as Promise<{ Data: MenuNode[] }>)
  return leaves(menu.Data)
}

/**
 * Text of the open screen (through its shadow roots) and the error messages shown on the page. A
 * string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
 */
const STATE_SCRIPT = `(() => {
  const textOf = (node) => {
    let text = ''
    const walk = (n) => {
      if (n.nodeType === Node.TEXT_NODE) text += n.textContent
      if (n.shadowRoot) walk(n.shadowRoot)
      n.childNodes.forEach(walk)
    }
    walk(node)
    return text.replace(/\\s+/g, ' ').trim()
  }
  const alerts = []
  const findAlerts = (root) => {
    root.querySelectorAll('[role="alert"]').forEach((a) => {
      const t = textOf(a)
      if (t && a.offsetParent !== null) alerts.push(t)
    })
    root.querySelectorAll('*').forEach((e) => e.shadowRoot && findAlerts(e.shadowRoot))
  }
  findAlerts(document)
  const screen = document.querySelector('[data-screen]:not([hidden])') ?? document.querySelector('main')
  return { text: screen ? textOf(screen) : '', alerts }
})()`
const pageState = (page: Page) => page.evaluate(STATE_SCRIPT) as Promise<{ text: string; alerts: string[] }>

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
let failed = 0
for (const account of ACCOUNTS) {
  const entries = await menuOf(account)
  if (!entries) {
    console.log(`${account}: 无法登录（跳过）`)
    continue
  }
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  const page = await context.newPage()
  let refused: string[] = []
  page.on('response', async (res) => {
    const url = new URL(res.url())
    if (url.origin !== new URL(base).origin || !/json/.test(res.headers()['content-type'] ?? '')) return
    const body = (await res.json().catch(() => null)) as { Code?: number; Msg?: string } | null
    if (res.status() >= 400 || (body && body.Code !== undefined && body.Code !== 1)) refused.push(`${res.status()} ${url.pathname} ${body?.Msg ?? ''}`)
  })
  await page.goto('/login')
  await page.getByLabel('账号').fill(account)
  await page.getByLabel('密码').fill(PASSWORD)
  await page.getByRole('button', { name: '登录' }).click()
  await page.waitForURL('**/home')
  for (const entry of entries) {
    refused = []
    await page.goto(entry.path)
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    const { text, alerts } = await pageState(page)
    const problems = [...refused.map((r) => `拒绝 ${r}`), ...alerts.map((a) => `提示 ${a}`), ...(text.length < 20 ? [`空白（${text}）`] : [])]
    if (problems.length) failed++
    console.log(`${problems.length ? '✗' : '✓'} ${account} ${entry.path} ${entry.authName}${problems.length ? ` — ${problems.join('；')}` : ''}`)
  }
  await context.close()
}
await browser.close()
console.log(failed ? `${failed} 个页面有问题` : '全部页面正常')
process.exit(failed ? 1 : 0)
