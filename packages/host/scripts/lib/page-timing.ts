import type { Locator, Page } from 'playwright-core'

// Times read inside the page, on its own clock (performance.now(): milliseconds since the page's
// navigation began), so the benchmark's round trips to the browser never count: a condition is
// checked on every animation frame and the page notes the frame it first held; a click is given
// by the page itself, which notes when.

/** Where to look: the elements matching `scope`, inside their shadow roots (and their children's) too. */
export interface Target {
  /** CSS selector in the document, e.g. `scm-wechat-repair` or `[role="tabpanel"][data-path="/x"]`. */
  scope: string
  /** CSS selector of what must be on screen, looked for in `scope` and every shadow root below it. */
  selector: string
  /** Text the element must hold, when given. */
  text?: string
  /** In the page is enough (e.g. an entry of a folded menu group), no box needed. */
  attached?: boolean
}

/** performance.now() of the first animation frame at which `target` is rendered (has a box on the page). */
export async function whenShown(page: Page, target: Target, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    ({ scope, selector, text, attached }) => {
      const roots: ParentNode[] = [...document.querySelectorAll(scope)]
      for (let root = roots.shift(); root; root = roots.shift()) {
        for (const found of root.querySelectorAll(selector)) {
          const shown = attached || ((found as HTMLElement).getClientRects().length > 0 && !(found as HTMLInputElement).disabled)
          if (shown && (!text || (found.textContent ?? '').includes(text))) return performance.now()
        }
        for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
        if (root instanceof Element && root.shadowRoot) roots.push(root.shadowRoot)
      }
      return false
    },
    target,
    { polling: 'raf', timeout: timeoutMs },
  )
  return (await handle.jsonValue()) as number
}

/** Clicks `locator`'s element from inside the page; answers performance.now() just before the click. */
export function clickAt(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const at = performance.now()
    ;(element as HTMLElement).click()
    return at
  })
}

/** The page's largest contentful paint so far (ms since navigation began), once there is one. */
export async function largestContentfulPaint(page: Page, timeoutMs = 60_000): Promise<number> {
  return page.evaluate(
    (limit) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error('页面没有最大内容绘制（LCP）记录')), limit)
        new PerformanceObserver((list) => {
          const entries = list.getEntries()
          resolve(entries[entries.length - 1]!.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
    timeoutMs,
  )
}

/**
 * Rejects once the page reports a script refused by its Content-Security-Policy: the page will
 * not show what a scenario waits for, so the run ends at once with the reason.
 */
export function scriptsRefused(page: Page): Promise<never> {
  const refused = new Promise<never>((_resolve, reject) => {
    page.on('console', (message) => {
      const text = message.text()
      if (/^Loading the script .* violates the following Content Security Policy directive/.test(text)) reject(new Error(`页面脚本被内容安全策略拦截：${text.slice(0, 160)}`))
    })
  })
  refused.catch(() => undefined) // a race may have ended before
  return refused
}
