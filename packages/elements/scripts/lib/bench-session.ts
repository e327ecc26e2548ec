import type { Browser } from 'playwright-core'
import { launchBenchBrowser } from './bench-browser'
import { startBenchPages, type BenchPages } from './bench-pages'
import { startBenchPortal, type BenchPortal } from './bench-portal'

// One benchmark session: the portal on a fresh database, the blank pages in front of it and
// Chromium; all stopped at the end whatever happens, on Ctrl-C, and after `limitMs` at the latest
// (a benchmark stops by itself).

export interface BenchSession {
  portal: BenchPortal
  pages: BenchPages
  browser: Browser
}

export async function withBenchSession<T>(work: (session: BenchSession) => Promise<T>, limitMs = 20 * 60_000): Promise<T> {
  const portal = await startBenchPortal()
  let pages: BenchPages | undefined
  let browser: Browser | undefined
  const stopAll = async () => {
    await browser?.close().catch(() => undefined)
    await pages?.close().catch(() => undefined)
    await portal.stop()
  }
  const interrupted = () => {
    void stopAll().finally(() => process.exit(130))
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  let timer: NodeJS.Timeout | undefined
  try {
    pages = await startBenchPages(portal)
    browser = await launchBenchBrowser()
    const session = { portal, pages, browser }
    const overtime = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`基准测试超过 ${limitMs / 60_000} 分钟，已停止`)), limitMs)
    })
    return await Promise.race([work(session), overtime])
  } finally {
    clearTimeout(timer)
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
    await stopAll()
  }
}

/** Addresses the browser asked for that are not on this machine's loopback (there should be none). */
export function offMachine(urls: string[]): string[] {
  return urls.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1')
}
