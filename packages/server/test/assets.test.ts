import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../src/app'
import type { AssetDirs } from '../src/http/assets'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
const root = mkdtempSync(join(tmpdir(), 'scm-assets-'))
const dirs: AssetDirs = {
  elements: join(root, 'elements-dist'),
  hostIndex: join(root, 'index.html'),
  demo: join(root, 'demo'),
}
beforeAll(async () => {
  t = await createTestApp()
  for (const d of [dirs.elements, dirs.demo]) mkdirSync(d, { recursive: true })
  writeFileSync(join(dirs.elements, 'scm-elements.js'), 'export const elements = 1')
  writeFileSync(join(dirs.elements, 'host.js'), 'console.log("host")')
  writeFileSync(join(dirs.demo, 'supplier.html'), '<h1>供应商门户</h1>')
})
afterAll(async () => {
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

const page = { headers: { Accept: 'text/html,application/xhtml+xml' } }

describe('static files and client routes', () => {
  it('serves elements, the host script and demo pages without login', async () => {
    const app = createApp({ db: t.db, config: t.config, assets: dirs })
    expect(await (await app.request('/elements/scm-elements.js')).text()).toBe('export const elements = 1')
    expect((await app.request('/elements/host.js')).headers.get('content-type')).toContain('javascript')
    expect(await (await app.request('/demo/supplier.html')).text()).toContain('供应商门户')
    expect((await app.request('/elements/missing.js')).status).toBe(404)
  })

  it('answers every page navigation with the host page once built, a build hint before', async () => {
    const app = createApp({ db: t.db, config: t.config, assets: dirs })
    const before = await app.request('/order/publish', page)
    expect(before.status).toBe(503)
    expect(await before.text()).toContain('npm run build')
    writeFileSync(dirs.hostIndex, '<!doctype html><scm-host></scm-host><script type="module" src="/elements/host.js"></script>')
    for (const path of ['/', '/login', '/order/publish', '/crm/workbill/se_workbill']) {
      const res = await app.request(path, page)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toContain('<scm-host>')
    }
    // API calls keep their envelope answers
    expect((await app.request('/User/User/GetCurrentUser')).status).toBe(401)
    expect((await (await app.request('/api/nothing', page)).json()).Msg).toBe('接口不存在')
  })

  it('allows configured origins to call the API cross-origin', async () => {
    const app = createApp({ db: t.db, config: { ...t.config, corsOrigins: ['https://supplier.example'] } })
    const preflight = await app.request('/User/User/GetCurrentUser', {
      method: 'OPTIONS',
      headers: { Origin: 'https://supplier.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://supplier.example')
    const other = await app.request('/api/test/getconfig', { headers: { Origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})
