import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { installMemoryStorage } from '../testing/memory-storage'
import { sendJson, startServer, type TestServer } from '../testing/http-server'
import { clearApiBase, clearSession, getApiBase, getCurrentUser, getToken, loadRuntimeConfig, normalizeUser, setApiBase, setCurrentUser, setToken } from '.'

let stores: ReturnType<typeof installMemoryStorage>

beforeEach(() => {
  stores = installMemoryStorage()
  globalThis.SCM_CONFIG = undefined
})

describe('token and session', () => {
  it('keeps the token under sessionStorage "token"', () => {
    expect(getToken()).toBeNull()
    setToken('abc123')
    expect(getToken()).toBe('abc123')
    expect(stores.session.getItem('token')).toBe('abc123')
  })

  it('clearSession empties the whole sessionStorage but not the API base', () => {
    setToken('abc')
    setCurrentUser({ userid: 1 })
    stores.session.setItem('orderPublishSearch', '{"page":2}')
    setApiBase('http://api.example')
    clearSession()
    expect(stores.session.length).toBe(0)
    expect(getToken()).toBeNull()
    expect(getApiBase()).toBe('http://api.example')
  })

  it('does not throw when there is no browser storage (server side)', () => {
    delete (globalThis as Record<string, unknown>).sessionStorage
    delete (globalThis as Record<string, unknown>).localStorage
    expect(getToken()).toBeNull()
    expect(() => setToken('x')).not.toThrow()
    expect(() => clearSession()).not.toThrow()
    expect(getCurrentUser()).toBeNull()
    expect(getApiBase()).toBe('')
  })
})

describe('current user', () => {
  it.each([
    [{ UserID: 7, SupplyID: 1001 }],
    [{ user_id: '7', SupplyId: '1001' }],
    [{ userId: 7, supplyid: 1001 }],
    [{ userid: '7', SupplyID: 1001 }],
  ])('folds id aliases of %o into userid and supplyid', (raw) => {
    const user = normalizeUser({ ...raw, UserName: '张伟', Images: '/files/a.png', DeptName: '采购部' })
    expect(user).toEqual({ userid: '7', supplyid: '1001', UserName: '张伟', Images: '/files/a.png', DeptName: '采购部' })
  })

  it('uses the first entry of a list and marks staff with supplyid null', () => {
    const user = normalizeUser([{ userid: 3, UserName: '李娜' }, { userid: 4 }])
    expect(user).toMatchObject({ userid: '3', supplyid: null, UserName: '李娜', Images: '' })
  })

  it('returns null for nothing usable', () => {
    expect(normalizeUser(undefined)).toBeNull()
    expect(normalizeUser([])).toBeNull()
    expect(normalizeUser('admin')).toBeNull()
  })

  it('stores the normalized user under "userInfo" and reads it back', () => {
    setCurrentUser([{ UserID: 9, SupplyId: 1002, UserName: '王芳' }])
    expect(JSON.parse(stores.session.getItem('userInfo')!)).toMatchObject({ userid: '9', supplyid: '1002' })
    expect(getCurrentUser()).toMatchObject({ userid: '9', supplyid: '1002', UserName: '王芳' })
  })

  it('treats a damaged stored user as no user', () => {
    stores.session.setItem('userInfo', '{not json')
    expect(getCurrentUser()).toBeNull()
  })
})

describe('API base', () => {
  it('prefers localStorage, then SCM_CONFIG, then same origin', () => {
    expect(getApiBase()).toBe('')
    globalThis.SCM_CONFIG = { apiBase: 'http://page.example/api' }
    expect(getApiBase()).toBe('http://page.example/api')
    setApiBase('http://stored.example')
    expect(stores.local.getItem('apiBase')).toBe('http://stored.example')
    expect(getApiBase()).toBe('http://stored.example')
    clearApiBase()
    expect(getApiBase()).toBe('http://page.example/api')
  })
})

describe('loadRuntimeConfig', () => {
  let server: TestServer
  let answer: { status: number; body: unknown }
  beforeAll(async () => {
    server = await startServer((req, res) => {
      if (req.path === '/api/test/getconfig') sendJson(res, answer.status, answer.body)
      else sendJson(res, 404, {})
    })
  })
  afterAll(() => server.close())
  // the page's own origin: relative URLs resolve against the test server
  const pageFetch: typeof fetch = (input, init) => fetch(new URL(String(input), server.url), init)

  it('GETs /api/test/getconfig and stores its ApiBase', async () => {
    answer = { status: 200, body: { Code: 1, Msg: '', Data: { ApiBase: 'http://10.0.0.5:8080', HomeKey: 'scm' } } }
    const config = await loadRuntimeConfig(pageFetch)
    expect(config).toEqual({ ApiBase: 'http://10.0.0.5:8080', HomeKey: 'scm' })
    expect(getApiBase()).toBe('http://10.0.0.5:8080')
    expect(server.seen.at(-1)?.method).toBe('GET')
  })

  it('an empty ApiBase means same origin and clears a stale stored one', async () => {
    setApiBase('http://old.example')
    answer = { status: 200, body: { Code: 1, Data: { ApiBase: '' } } }
    await loadRuntimeConfig(pageFetch)
    expect(getApiBase()).toBe('')
  })

  it('rejects with the server message when Code is not 1, keeping what was stored', async () => {
    setApiBase('http://kept.example')
    answer = { status: 200, body: { Code: 0, Msg: '配置未找到' } }
    await expect(loadRuntimeConfig(pageFetch)).rejects.toThrow('配置未找到')
    expect(getApiBase()).toBe('http://kept.example')
  })

  it('rejects with the network message when the server fails', async () => {
    answer = { status: 500, body: 'oops' }
    await expect(loadRuntimeConfig(pageFetch)).rejects.toThrow('网络错误，链接超时')
  })
})
