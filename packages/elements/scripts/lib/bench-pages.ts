import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BenchPortal } from './bench-portal'

// Blank pages of the portal's own origin for the benchmarks, as a partner's page holds a widget:
// nothing but the element and its script. The portal serves no such page (demo/ holds whole
// demo pages), so a small front server on another loopback port answers them and passes every
// other request through to the portal byte for byte (compression and cache headers unchanged),
// making them one origin for the browser. Each page gets the portal's own page policy (CSP).
//
//   /bench/widget?tag=<tag>&token=<token>   the widget's single-file IIFE, /elements/iife/<tag>.js
//   /bench/elements?tags=<a,b,…>             the runtime entry, the autoloader and each tag (module build)

export interface BenchPages {
  /** http://127.0.0.1:<port> of the front server */
  url: string
  widgetPage(tag: string, token?: string): string
  elementsPage(tags: string[]): string
  close(): Promise<void>
}

const TAG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function pageHtml(head: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>基准页</title>${head}</head><body>${body}</body></html>`
}

function benchPage(url: URL): string | null {
  if (url.pathname === '/bench/widget') {
    const tag = url.searchParams.get('tag') ?? ''
    if (!TAG.test(tag)) return null
    const token = url.searchParams.get('token')
    const attributes = token ? ` token="${escapeAttribute(token)}"` : ''
    return pageHtml('', `<${tag}${attributes}></${tag}><script src="/elements/iife/${tag}.js"></script>`)
  }
  if (url.pathname === '/bench/elements') {
    const tags = (url.searchParams.get('tags') ?? '').split(',').filter((tag) => TAG.test(tag))
    const scripts = ['runtime.js', 'autoload.js'].map((file) => `<script type="module" src="/elements/${file}"></script>`).join('')
    return pageHtml(scripts, tags.map((tag) => `<${tag}></${tag}>`).join(''))
  }
  return null
}

function passThrough(portal: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = request(
    { hostname: portal.hostname, port: portal.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
      answer.pipe(outgoing)
    },
  )
  upstream.on('error', () => outgoing.destroy())
  incoming.pipe(upstream)
}

export async function startBenchPages(portal: BenchPortal): Promise<BenchPages> {
  const target = new URL(portal.url)
  // the policy the portal gives its demo pages
  const policy = (await fetch(`${portal.url}/demo/wechat-repair.html`, { headers: { Accept: 'text/html' } })).headers.get('content-security-policy')
  const server = createServer((incoming, outgoing) => {
    const page = benchPage(new URL(incoming.url ?? '/', 'http://bench.invalid'))
    if (!page) return passThrough(target, incoming, outgoing)
    outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...(policy ? { 'Content-Security-Policy': policy } : {}) })
    outgoing.end(page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    widgetPage: (tag, token) => `${url}/bench/widget?${new URLSearchParams({ tag, ...(token ? { token } : {}) })}`,
    elementsPage: (tags) => `${url}/bench/elements?${new URLSearchParams({ tags: tags.join(',') })}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
