// Security headers on every answer (issue 37 item 6, OWASP ASVS V14): the pages' Content-Security-
// Policy (nothing inline, frame-ancestors as the operator sets it), the API's, nosniff, the
// referrer policy, HSTS only when told the portal is on TLS; and a downloaded file named by its
// base name only (RFC 6266 filename*), whatever path its uploader sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../src/app'
import { frameAncestorsOf, readConfig, type ServerConfig } from '../src/config'
import type { AssetDirs } from '../src/http/assets'
import { contentDisposition } from '../src/http/content-disposition'
import { createTestApp, login, type TestApp } from './helpers'

let t: TestApp
const root = mkdtempSync(join(tmpdir(), 'scm-security-headers-'))
const dirs: AssetDirs = {
  elements: join(root, 'elements-dist'),
  hostIndex: join(root, 'index.html'),
  demo: join(root, 'demo'),
}
beforeAll(async () => {
  t = await createTestApp({ dataDir: join(root, 'data') })
  for (const d of [dirs.elements, dirs.demo]) mkdirSync(d, { recursive: true })
  writeFileSync(join(dirs.elements, 'host.js'), 'console.log("host")')
  writeFileSync(join(dirs.demo, 'supplier-extranet.html'), '<!doctype html><h1>供应商门户</h1>')
  writeFileSync(dirs.hostIndex, '<!doctype html><scm-host></scm-host><script type="module" src="/elements/host.js"></script>')
})
afterAll(async () => {
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

const page = { headers: { Accept: 'text/html,application/xhtml+xml' } }
const appWith = (config: Partial<ServerConfig> = {}) => createApp({ db: t.db, config: { ...t.config, ...config }, assets: dirs })

/** The directives of a Content-Security-Policy, by name. */
function directives(res: Response): Record<string, string[]> {
  const policy = res.headers.get('content-security-policy') ?? ''
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  )
}

function expectEveryAnswerHeaders(res: Response, where: string) {
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), where).toBe('same-origin')
  expect(res.headers.get('cross-origin-opener-policy'), where).toBe('same-origin')
  expect(res.headers.get('cross-origin-resource-policy'), where).toBe('same-origin')
  expect(res.headers.get('strict-transport-security'), `${where}: no HSTS unless told of TLS`).toBeNull()
}

describe('security headers', () => {
  it('a page runs scripts and styles from the portal only, nothing inline', async () => {
    const app = appWith()
    for (const path of ['/', '/order/publish', '/api/docs', '/demo/supplier-extranet.html']) {
      const res = await app.request(path, path.startsWith('/api/') ? {} : page)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/)
      expectEveryAnswerHeaders(res, path)
      const csp = directives(res)
      expect(csp['default-src'], path).toEqual(["'self'"])
      expect(csp['script-src'], path).toEqual(["'self'"])
      expect(csp['style-src'], path).toEqual(["'self'"])
      expect(csp['img-src'], path).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:8080'])
      expect(csp['frame-src'], path).toEqual(["'self'", 'blob:'])
      expect(csp['object-src'], path).toEqual(["'none'"])
      expect(csp['base-uri'], path).toEqual(["'self'"])
      expect(csp['frame-ancestors'], path).toEqual(["'self'"])
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(res.headers.get('content-security-policy'), `${path}: no unsafe-inline / unsafe-eval`).not.toMatch(/unsafe-/)
    }
    // the test config's SCM_API_BASE is another origin: the host calls it
    expect(directives(await app.request('/', page))['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8080'])
    // the supplier extranet demo asks its own server (demo/partner-server.mjs, on this machine) for tokens
    expect(directives(await app.request('/demo/supplier-extranet.html'))['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8080', 'http://127.0.0.1:*', 'http://localhost:*'])
    // the API reference's script and style are files of the portal, as its page's policy needs
    const docs = await (await app.request('/api/docs')).text()
    expect(docs).toContain('<script src="/api/docs.js"></script>')
    expect(docs).not.toMatch(/<script>|<style|style="/)
    const script = await app.request('/api/docs.js')
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toContain("fetch('/api/openapi.json')")
    expect((await app.request('/api/docs.css')).headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('a static script, an API answer, an error and a file: nothing runs, loads or frames them', async () => {
    const app = appWith()
    const buyer = await login(app, 'buyer01')
    const answers: [string, Response][] = [
      ['static script', await app.request('/elements/host.js')],
      ['public API answer', await app.request('/api/test/getconfig')],
      ['signed-in API answer', await app.request('/User/User/GetCurrentUser', { headers: { Authorization: `Bearer ${buyer}` } })],
      ['401', await app.request('/User/User/GetCurrentUser')],
      ['404', await app.request('/api/nothing')],
      ['preflight', await app.request('/token', { method: 'OPTIONS' })],
    ]
    for (const [where, res] of answers) {
      expectEveryAnswerHeaders(res, where)
      expect(res.headers.get('content-security-policy'), where).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), where).toBe('DENY')
    }
    expect(answers[0]![1].headers.get('content-type')).toMatch(/javascript/)
    expect(answers[1]![1].status).toBe(200)
    expect(answers[3]![1].status).toBe(401)
  })

  it('sends HSTS only when told the portal is served over TLS', async () => {
    for (const [where, res] of [
      ['page', await appWith({ hsts: true }).request('/', page)],
      ['API', await appWith({ hsts: true }).request('/api/test/getconfig')],
    ] as const) {
      expect(res.headers.get('strict-transport-security'), where).toBe('max-age=31536000; includeSubDomains')
    }
    expect((await appWith({ hsts: false }).request('/api/test/getconfig')).headers.get('strict-transport-security')).toBeNull()
    // SCM_PUBLIC_URL on https: tells it; SCM_HSTS says it explicitly either way
    expect(readConfig({ SCM_PUBLIC_URL: 'https://scm.example.com' }).hsts).toBe(true)
    expect(readConfig({ SCM_PUBLIC_URL: 'http://scm.example.com' }).hsts).toBe(false)
    expect(readConfig({}).hsts).toBe(false)
    expect(readConfig({ SCM_HSTS: '1' }).hsts).toBe(true)
    expect(readConfig({ SCM_HSTS: '0', SCM_PUBLIC_URL: 'https://scm.example.com' }).hsts).toBe(false)
  })

  it('frames the pages only where the operator says (SCM_FRAME_ANCESTORS)', async () => {
    expect(readConfig({}).frameAncestors).toEqual(["'self'"])
    const intranet = readConfig({ SCM_FRAME_ANCESTORS: "self, https://intranet.example.com/" }).frameAncestors!
    expect(intranet).toEqual(["'self'", 'https://intranet.example.com'])
    const framed = await appWith({ frameAncestors: intranet }).request('/', page)
    expect(directives(framed)['frame-ancestors']).toEqual(["'self'", 'https://intranet.example.com'])
    // X-Frame-Options cannot name a site: left to frame-ancestors, which browsers prefer anyway
    expect(framed.headers.get('x-frame-options')).toBeNull()

    const nobody = await appWith({ frameAncestors: frameAncestorsOf('none') }).request('/', page)
    expect(directives(nobody)['frame-ancestors']).toEqual(["'none'"])
    expect(nobody.headers.get('x-frame-options')).toBe('DENY')
    // API answers are never framed, whatever the pages allow
    expect(directives(await appWith({ frameAncestors: intranet }).request('/api/test/getconfig'))['frame-ancestors']).toEqual(["'none'"])

    expect(() => frameAncestorsOf("https://a.example; script-src 'unsafe-inline'")).toThrow(/SCM_FRAME_ANCESTORS/)
    expect(() => frameAncestorsOf("'none' https://a.example")).toThrow(/'none'/)
  })

  it('lets other sites load the portal’s scripts and answers once SCM_CORS_ORIGINS names them', async () => {
    const res = await appWith({ corsOrigins: ['https://supplier.example'] }).request('/elements/host.js', { headers: { Origin: 'https://supplier.example' } })
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(res.headers.get('access-control-allow-origin')).toBe('https://supplier.example')
  })
})

describe('Content-Disposition', () => {
  async function upload(token: string, name: string, content: string) {
    const form = new FormData()
    form.append('category', 'contract')
    form.append('file', new File([content], name, { type: 'text/plain' }))
    const res = await t.app.request('/File/File/UploadFiles', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
    expect(res.status).toBe(200)
    return (await res.json()).Data[0] as { id: number; file_name: string; file_path: string }
  }

  it('names a file uploaded as ../../x.txt by its base name only', async () => {
    const buyer = await login(t.app, 'buyer01')
    const file = await upload(buyer, '../../x.txt', '路径穿越测试')
    const got = await t.app.request(file.file_path, { headers: { Authorization: `Bearer ${buyer}` } })
    expect(got.status).toBe(200)
    expect(await got.text()).toBe('路径穿越测试')
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="x.txt"; filename*=UTF-8''x.txt`)
    expect(got.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('one helper: base name, RFC 8187 filename*, an ASCII fallback', () => {
    expect(contentDisposition('..\\..\\C:\\temp\\技术协议(1).txt')).toBe(`attachment; filename="download.txt"; filename*=UTF-8''${encodeURIComponent('技术协议')}%281%29.txt`)
    expect(contentDisposition('/etc/passwd', true)).toBe(`inline; filename="passwd"; filename*=UTF-8''passwd`)
    expect(contentDisposition('a "quoted" name.pdf')).toBe(`attachment; filename="a _quoted_ name.pdf"; filename*=UTF-8''a%20%22quoted%22%20name.pdf`)
    expect(contentDisposition('../')).toBe(`attachment; filename="download"; filename*=UTF-8''download`)
    expect(contentDisposition('line\r\nbreak.txt')).toBe(`attachment; filename="linebreak.txt"; filename*=UTF-8''linebreak.txt`)
    expect(contentDisposition('质量台账.xlsx')).toBe(`attachment; filename="download.xlsx"; filename*=UTF-8''${encodeURIComponent('质量台账.xlsx')}`)
  })
})
