// Bytes on the wire (issue 41 item 1), over real HTTP on @hono/node-server: the build's compressed
// copies of scripts and styles (brotli when asked, else gzip, else the file), JSON and pages
// compressed on the fly past 1 KB, hashed chunks kept a year, entry files and the host page
// revalidated by ETag (304), downloads and exports streamed as produced and never compressed, and
// the security headers on every compressed answer. The element files are a build of the test's own,
// compressed by the build's own step (elements/scripts/precompress.ts), as assets.test.ts makes its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import { precompress } from '../../elements/scripts/precompress'
import { createApp } from '../src/app'
import type { AssetDirs } from '../src/http/assets'
import { contentDisposition, requireFn } from '../src/http'
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers'

let t: TestApp
let server: ServerType
let origin = ''
let token = ''
const root = mkdtempSync(join(tmpdir(), 'scm-compression-'))
const dirs: AssetDirs = { elements: join(root, 'dist'), hostIndex: join(root, 'index.html'), demo: join(root, 'demo') }
const CHUNK = '/chunks/Layout-Z5VJB5VK.js'
/** One of the module build's many shared chunks of a few hundred bytes. */
const SMALL_CHUNK = '/chunks/chunk-7QK2M4XA.js'
/** Script text of a few KB that compresses as a real bundle does. */
const script = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `export function ${name}${i}(row){return row.qty*${i}+"采购订单${i}"}`).join('\n')

/** The export route's second half waits for this: the test lets it go once the first bytes arrived. */
let releaseExport = () => {}
const EXPORT_HEAD = Buffer.alloc(64 * 1024, 'P')
/** An export compressed already, and a text download that gzip would hold back until its end. */
const EXPORT_TYPES: Record<string, string> = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' }

beforeAll(async () => {
  t = await createTestApp()
  for (const d of [join(dirs.elements, 'chunks'), dirs.demo]) mkdirSync(d, { recursive: true })
  writeFileSync(join(dirs.elements, 'autoload.js'), script('load', 200))
  writeFileSync(join(dirs.elements, 'host.js'), script('host', 100))
  writeFileSync(join(dirs.elements, CHUNK), script('layout', 300))
  writeFileSync(join(dirs.elements, 'tiny.js'), 'export const tiny = 1')
  writeFileSync(join(dirs.elements, SMALL_CHUNK), script('cell', 6))
  writeFileSync(dirs.hostIndex, '<!doctype html><scm-host></scm-host><script type="module" src="/elements/host.js"></script>')
  writeFileSync(join(dirs.demo, 'wechat-repair.html'), `<!doctype html><h1>微信报修</h1>${'<p>请填写车辆与故障信息</p>'.repeat(100)}`)
  await precompress(dirs.elements)

  const app = createApp({ db: t.db, config: t.config, assets: dirs })
  // a download produced slowly: its end exists only after the client has read its beginning
  app.get('/test/slow-export/:type', requireFn('*'), (c) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(EXPORT_HEAD)
        new Promise<void>((resolve) => (releaseExport = resolve)).then(() => {
          controller.enqueue(Buffer.from('END'))
          controller.close()
        })
      },
    })
    return new Response(body, {
      headers: { 'Content-Type': EXPORT_TYPES[c.req.param('type')]!, 'Content-Disposition': contentDisposition(`采购订单.${c.req.param('type')}`) },
    })
  })
  origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`))
  })
  const login = await send('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'buyer01', password: DEMO_PASSWORD }).toString(),
  })
  token = JSON.parse(login.body.toString()).access_token
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

interface Got {
  status: number
  headers: http.IncomingHttpHeaders
  /** The bytes as sent (still compressed). */
  body: Buffer
}

/** One request as a browser sends it, answered with the raw bytes (no client-side decoding). */
function send(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, origin), { method, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** The bytes a browser ends up with, whatever the encoding sent. */
function decoded(got: Got): Buffer {
  const encoding = got.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(got.body)
  if (encoding === 'gzip') return gunzipSync(got.body)
  expect(encoding).toBeUndefined()
  return got.body
}

const file = (path: string) => readFileSync(join(dirs.elements, path))
const BROWSER = 'gzip, deflate, br, zstd' // what Chromium sends
const page = { Accept: 'text/html,application/xhtml+xml' }

describe('built scripts and styles', () => {
  it('sends the brotli copy when asked, gzip when only gzip is, the file when neither: the same bytes once decoded', async () => {
    for (const [accept, encoding] of [[BROWSER, 'br'], ['gzip', 'gzip'], ['gzip, deflate', 'gzip'], ['', undefined], ['identity', undefined]] as const) {
      const got = await send('/elements/autoload.js', { headers: { 'Accept-Encoding': accept } })
      expect(got.status, accept).toBe(200)
      expect(got.headers['content-encoding'], accept).toBe(encoding)
      expect(got.headers['content-type'], accept).toMatch(/^text\/javascript/)
      expect(got.headers.vary, accept).toMatch(/accept-encoding/i)
      expect(decoded(got).equals(file('autoload.js')), accept).toBe(true)
      if (encoding) expect(got.body.length, accept).toBeLessThan(file('autoload.js').length / 3)
    }
  })

  it('sends a file that compression would not make smaller as it is', async () => {
    const got = await send('/elements/tiny.js', { headers: { 'Accept-Encoding': BROWSER } })
    expect(got.headers['content-encoding']).toBeUndefined()
    expect(got.body.toString()).toBe('export const tiny = 1')
  })

  it('sends a chunk under 1 KB compressed, as brotli makes it smaller', async () => {
    expect(file(SMALL_CHUNK).length).toBeLessThan(1024)
    const got = await send(`/elements${SMALL_CHUNK}`, { headers: { 'Accept-Encoding': BROWSER } })
    expect(got.headers['content-encoding']).toBe('br')
    expect(got.body.length).toBeLessThan(file(SMALL_CHUNK).length)
    expect(decoded(got).equals(file(SMALL_CHUNK))).toBe(true)
  })

  it('lets a browser keep a hashed chunk for a year without asking again', async () => {
    const got = await send(`/elements${CHUNK}`, { headers: { 'Accept-Encoding': BROWSER } })
    expect(got.status).toBe(200)
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(got.headers['content-encoding']).toBe('br')
    expect(decoded(got).equals(file(CHUNK))).toBe(true)
  })

  it('revalidates an entry file by its ETag: 304 without a body while unchanged, one ETag per encoding', async () => {
    const first = await send('/elements/autoload.js', { headers: { 'Accept-Encoding': BROWSER } })
    expect(first.headers['cache-control']).toBe('no-cache')
    const tag = first.headers.etag!
    expect(tag).toMatch(/^"[0-9a-f]+"$/) // strong
    const again = await send('/elements/autoload.js', { headers: { 'Accept-Encoding': BROWSER, 'If-None-Match': tag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['content-length']).toBeUndefined()
    expect(again.headers.etag).toBe(tag)
    expect(again.headers['cache-control']).toBe('no-cache')
    // the gzip copy is other bytes: the br copy's tag does not name it
    const gzip = await send('/elements/autoload.js', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag } })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.etag).not.toBe(tag)
    expect(decoded(gzip).equals(file('autoload.js'))).toBe(true)
    // a changed file (a new build) is sent again
    const host = await send('/elements/host.js', { headers: { 'Accept-Encoding': 'identity' } })
    writeFileSync(join(dirs.elements, 'host.js'), script('hostV2', 100))
    const changed = await send('/elements/host.js', { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': host.headers.etag! } })
    expect(changed.status).toBe(200)
    expect(changed.body.toString()).toBe(script('hostV2', 100))
  })

  it('keeps the security headers on a compressed file and on a 304', async () => {
    const got = await send('/elements/autoload.js', { headers: { 'Accept-Encoding': BROWSER } })
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    const notModified = await send('/elements/autoload.js', { headers: { 'Accept-Encoding': BROWSER, 'If-None-Match': got.headers.etag! } })
    expect(notModified.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  })
})

describe('pages', () => {
  it('revalidates the host page by its ETag: 304 while unchanged', async () => {
    const first = await send('/order/publish', { headers: { ...page, 'Accept-Encoding': BROWSER } })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(decoded(first).toString()).toContain('<scm-host>')
    const again = await send('/login', { headers: { ...page, 'Accept-Encoding': BROWSER, 'If-None-Match': first.headers.etag! } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    // the browser takes the 304's headers onto its cached page: the page policy, or its scripts are blocked
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(again.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('compresses a demo page on the fly, with the page policy, and revalidates it by its (weak, since gzipped) ETag', async () => {
    const got = await send('/demo/wechat-repair.html', { headers: { ...page, 'Accept-Encoding': BROWSER } })
    expect(got.status).toBe(200)
    expect(got.headers['content-encoding']).toBe('gzip')
    expect(decoded(got).equals(readFileSync(join(dirs.demo, 'wechat-repair.html')))).toBe(true)
    expect(got.headers['content-security-policy']).toContain("script-src 'self'")
    expect(got.headers.etag).toMatch(/^W\/"/)
    const again = await send('/demo/wechat-repair.html', { headers: { ...page, 'Accept-Encoding': BROWSER, 'If-None-Match': got.headers.etag! } })
    expect(again.status).toBe(304)
    expect(again.headers['content-security-policy']).toBe(got.headers['content-security-policy'])
  })
})

describe('API answers', () => {
  const auth = () => ({ Authorization: `Bearer ${token}` })

  it('gzips a JSON answer over 1 KB for a client that accepts it, with the security headers', async () => {
    const got = await send('/Menu/Menu/GetUserMenuData', { headers: { ...auth(), 'Accept-Encoding': BROWSER } })
    expect(got.status).toBe(200)
    expect(got.headers['content-encoding']).toBe('gzip')
    expect(got.headers.vary).toMatch(/accept-encoding/i)
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    const text = decoded(got)
    expect(text.length).toBeGreaterThan(1024)
    expect(JSON.parse(text.toString())).toMatchObject({ Code: 1 })
    const plain = await send('/Menu/Menu/GetUserMenuData', { headers: auth() })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(text)).toBe(true)
  })

  it('sends a small JSON answer as it is, with its length', async () => {
    const got = await send('/healthz', { headers: { 'Accept-Encoding': BROWSER } })
    expect(got.status).toBe(200)
    expect(got.headers['content-encoding']).toBeUndefined()
    expect(got.headers['content-length']).toBe(String(got.body.length))
    expect(got.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(got.body.toString())).toEqual({ status: 'ok' })
  })

  it.each(Object.keys(EXPORT_TYPES))('streams a download (.%s) as it is produced, neither compressed nor held back', async (type) => {
    const { headers, head, rest } = await new Promise<{ headers: http.IncomingHttpHeaders; head: Buffer; rest: Promise<Buffer> }>((resolve, reject) => {
      const req = http.request(new URL(`/test/slow-export/${type}`, origin), { headers: { ...auth(), 'Accept-Encoding': BROWSER } }, (res) => {
        const parts: Buffer[] = []
        const rest = new Promise<Buffer>((done) => res.on('end', () => done(Buffer.concat(parts))))
        let received = 0
        res.on('data', (part: Buffer) => {
          parts.push(part)
          received += part.length
          // the whole first part is here while its end is not yet produced
          if (received >= EXPORT_HEAD.length) resolve({ headers: res.headers, head: Buffer.concat(parts), rest })
        })
      })
      req.on('error', reject)
      req.end()
    })
    expect(headers['content-encoding']).toBeUndefined()
    expect(headers['content-length']).toBeUndefined()
    expect(head.equals(EXPORT_HEAD)).toBe(true)
    releaseExport()
    expect((await rest).subarray(EXPORT_HEAD.length).toString()).toBe('END')
  })

  it('sends a real export as the .xlsx it is, uncompressed', async () => {
    const got = await send('/Order/SupplyBatch/Export', { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json', 'Accept-Encoding': BROWSER }, body: '{}' })
    expect(got.status).toBe(200)
    expect(got.headers['content-type']).toContain('spreadsheetml')
    expect(got.headers['content-encoding']).toBeUndefined()
    expect(got.body.subarray(0, 2).toString()).toBe('PK') // a zip: compressed already
  })
})
