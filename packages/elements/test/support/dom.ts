// Helpers for the browser tests: put markup in the page, wait for what a user would wait for.

const mounted: HTMLElement[] = []

/** Adds `html` to the page inside a fresh container; `cleanup()` removes it again. */
export function mount(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  mounted.push(container)
  return container
}

export function cleanup(): void {
  for (const container of mounted.splice(0)) container.remove()
}

/**
 * How long the browser tests' waits (waitFor and nextEvent here, the role queries' waitFor in
 * src/ui/testing) last by default. On a loaded two-core CI machine (every suite runs at once) a
 * server's answer or a lazily loaded part has taken more than 5 s; a passing test does not wait
 * longer for it, only a failing one reports later.
 */
export const WAIT_MS = 45_000

interface EventWait {
  /** Only an event this accepts counts (e.g. one from a given element). */
  filter?: (event: CustomEvent) => boolean
  timeout?: number
}

/** The first event `name` that reaches `target` (e.g. the document), or a timeout failure. */
export function nextEvent<T = unknown>(target: EventTarget, name: string, wait: EventWait = {}): Promise<CustomEvent<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      target.removeEventListener(name, listener)
      reject(new Error(`等待事件 ${name} 超时`))
    }, wait.timeout ?? WAIT_MS)
    const listener = (event: Event) => {
      if (wait.filter && !wait.filter(event as CustomEvent)) return
      clearTimeout(timer)
      target.removeEventListener(name, listener)
      resolve(event as CustomEvent<T>)
    }
    target.addEventListener(name, listener)
  })
}

/**
 * The pause before a wait's next look: short at first (most answers come within a few frames),
 * then 100 ms. A probe reads the page (text, roles, visibility), and on a loaded machine a wait
 * lasts seconds: looking every 20 ms cost the suite a tenth of its CPU, which the other suites lacked.
 */
export const nextLook = (attempt: number) => new Promise((resolve) => setTimeout(resolve, attempt < 3 ? 20 : attempt < 6 ? 50 : 100))

/** Polls until `probe` returns something truthy, and returns it. */
export async function waitFor<T>(probe: () => T | null | undefined | false, what: string, timeout = WAIT_MS): Promise<T> {
  const until = Date.now() + timeout
  for (let attempt = 0; ; attempt++) {
    const value = probe()
    if (value) return value
    if (Date.now() > until) throw new Error(`等待超时：${what}`)
    await nextLook(attempt)
  }
}

/** Adds an element and resolves once it has rendered (its scm-ready event). */
export async function mountElement<E extends HTMLElement = HTMLElement>(html: string): Promise<E> {
  let container: HTMLElement | undefined
  const ready = nextEvent(document, 'scm-ready', { filter: (event) => event.target === container?.firstElementChild })
  container = mount(html)
  await ready
  return container.firstElementChild as E
}

export function shadowOf(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`${element.localName} 没有 shadow root`)
  return element.shadowRoot
}

/** Lets React commit what the last change scheduled. */
export function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** Where scripts/build-fixtures.ts puts the fixture build (served from the repository root). */
export const FIXTURE_DIST = '/packages/elements/test/fixtures/dist'

/** Fails with a clear message when the fixture build is missing. */
export async function requireFixtureBuild(): Promise<void> {
  const answer = await fetch(`${FIXTURE_DIST}/autoload.js`, { method: 'HEAD' })
  if (!answer.ok) throw new Error('缺少测试元素的构建结果：请用 npm run test:browser 运行（它先执行 scripts/build-fixtures.ts）')
}
