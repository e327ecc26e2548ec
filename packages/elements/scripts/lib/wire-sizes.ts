import type { Page } from 'playwright-core'
import { recordNetwork, wireBytesOf, type NetworkLog, type WireEntry } from './bench-browser'
import { offMachine, type BenchSession } from './bench-session'
import type { SizeRow } from './sizes'

// The wire figures of `npm run bench:size`: pages loaded in Chromium from the running portal with
// an empty cache, and the bytes its network log shows for each file of a row: the bodies as
// received (what the budgets hold), and apart the answers' headers (about 0.7 kB each on this
// HTTP/1.1 server, whatever the file; HTTP/2 compresses repeated headers away). Chromium asks for
// `Accept-Encoding: gzip, deflate, br, zstd`, as on a phone; what comes back is whatever the
// server sends (precompressed brotli once the build writes .br files and the server serves them).

/** What one cold page load received. */
export interface PageLoad {
  entries: WireEntry[]
  requested: string[]
}

/** A fresh context (empty cache) and page, recording its network, closed after `work`. */
export async function coldPage<T>(session: BenchSession, work: (page: Page, log: NetworkLog) => Promise<T>, viewport = { width: 1280, height: 800 }): Promise<T> {
  const context = await session.browser.newContext({ viewport, locale: 'zh-CN' })
  context.setDefaultTimeout(120_000)
  try {
    const page = await context.newPage()
    return await work(page, await recordNetwork(page))
  } finally {
    await context.close()
  }
}

async function loadUntilIdle(session: BenchSession, url: string): Promise<PageLoad> {
  return coldPage(session, async (page, log) => {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    return { entries: log.entries(), requested: log.requested() }
  })
}

/** Every element on one page (module build: autoload.js, the runtime, each entry and its chunks). */
export function loadElementsPage(session: BenchSession, tags: string[]): Promise<PageLoad> {
  return loadUntilIdle(session, session.pages.elementsPage(tags))
}

/** One single-file widget on a blank page. */
export function loadWidgetPage(session: BenchSession, tag: string): Promise<PageLoad> {
  return loadUntilIdle(session, session.pages.widgetPage(tag))
}

/** The row with its wire figure: the bytes `load` received for the row's files (under /elements/). */
export function withWire(row: SizeRow, load: PageLoad, wireBudget?: number): SizeRow {
  const { bytes, headerBytes, missing } = wireBytesOf(load.entries, row.files.map((file) => `/elements/${file}`))
  return { ...row, wireBytes: bytes, wireHeaderBytes: headerBytes, ...(wireBudget !== undefined ? { wireBudget } : {}), ...(missing.length ? { wireMissing: missing } : {}) }
}

/** A row of everything a load received (answers of the API included), for reading beside the budgets. */
export function totalRow(name: string, load: PageLoad): SizeRow {
  const sum = (of: (entry: WireEntry) => number) => load.entries.reduce((total, entry) => total + of(entry), 0)
  return { name, files: load.entries.map((entry) => new URL(entry.url).pathname), wireBytes: sum((entry) => entry.bytes), wireHeaderBytes: sum((entry) => entry.headerBytes) }
}

/** How the answers were encoded (e.g. `br 40、无 3`): tells whether the server compressed them. */
export function encodingsOf(loads: PageLoad[]): string {
  const counts = new Map<string, number>()
  for (const entry of loads.flatMap((load) => load.entries)) counts.set(entry.encoding || '无', (counts.get(entry.encoding || '无') ?? 0) + 1)
  return [...counts].map(([encoding, count]) => `${encoding} ${count}`).join('、')
}

/** Throws when the browser asked for anything off this machine. */
export function checkLoopbackOnly(loads: PageLoad[]): void {
  const away = offMachine(loads.flatMap((load) => load.requested))
  if (away.length) throw new Error(`浏览器请求了本机以外的地址：${[...new Set(away)].join('、')}`)
}
