import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'

// Debian's Chromium through playwright-core for the benchmarks, and what they read from it:
// Chromium's own network log (DevTools protocol `Network.*` events: the bytes each answer took on
// the wire as the browser received them — its body as sent, compressed or not, and apart its
// headers, which HTTP/2 would mostly compress away) and the throttling of Lighthouse's mobile
// preset. The browser resolves no name but 127.0.0.1, so nothing leaves this machine.

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  })
}

/** One answer as Chromium received it. */
export interface WireEntry {
  url: string
  status: number
  /** Bytes of its body as received (compressed when the server compressed it). */
  bytes: number
  /** Bytes of its status line and headers. */
  headerBytes: number
  /** Content-Encoding of the answer ('' when none). */
  encoding: string
  mimeType: string
  /** Answered from the browser's cache, without a request. */
  fromCache: boolean
}

export interface NetworkLog {
  entries(): WireEntry[]
  /** Every address asked for, answered or not. */
  requested(): string[]
  /** Forgets what was recorded so far. */
  clear(): void
  cdp: CDPSession
}

/** Records every answer `page` receives from now on. */
export async function recordNetwork(page: Page): Promise<NetworkLog> {
  const cdp = await page.context().newCDPSession(page)
  const pending = new Map<string, Omit<WireEntry, 'bytes'>>()
  const rawHeaders = new Map<string, number>()
  let done: WireEntry[] = []
  let asked: string[] = []
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    asked.push(request.url)
  })
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? ''
    const fromCache = Boolean(response.fromDiskCache || response.fromPrefetchCache)
    // encodedDataLength at this point: what arrived before the body, i.e. the headers
    pending.set(requestId, { url: response.url, status: response.status, encoding, mimeType: response.mimeType, fromCache, headerBytes: response.encodedDataLength })
  })
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
    if (headersText) rawHeaders.set(requestId, Buffer.byteLength(headersText))
  })
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = pending.get(requestId)
    if (entry) entry.fromCache = true
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = pending.get(requestId)
    if (!entry) return
    pending.delete(requestId)
    const headerBytes = entry.fromCache ? 0 : (rawHeaders.get(requestId) ?? entry.headerBytes)
    done.push({ ...entry, headerBytes, bytes: entry.fromCache ? 0 : Math.max(0, encodedDataLength - headerBytes) })
  })
  await cdp.send('Network.enable')
  return {
    cdp,
    entries: () => [...done],
    requested: () => [...asked],
    clear: () => {
      done = []
      asked = []
    },
  }
}

/** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down (1,638.4 kbit/s), 750 kbit/s up. */
export const MOBILE_NETWORK = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
export const CPU_SLOWDOWN = 4

/** Slows the page's CPU and network as a mid-range phone on a slow 4G network (Lighthouse's mobile preset). */
export async function throttle(log: NetworkLog): Promise<void> {
  await log.cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_NETWORK })
  await log.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

/** Body and header bytes of the entries whose path is one of `paths`; the paths none of them answered. */
export function wireBytesOf(entries: WireEntry[], paths: Iterable<string>): { bytes: number; headerBytes: number; missing: string[] } {
  const byPath = new Map<string, WireEntry>()
  for (const entry of entries) {
    const path = new URL(entry.url).pathname
    if (!byPath.has(path) || byPath.get(path)!.bytes < entry.bytes) byPath.set(path, entry)
  }
  let bytes = 0
  let headerBytes = 0
  const missing: string[] = []
  for (const path of paths) {
    const found = byPath.get(path)
    if (!found) missing.push(path)
    else {
      bytes += found.bytes
      headerBytes += found.headerBytes
    }
  }
  return { bytes, headerBytes, missing }
}
