import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loading } from '../loading'
import { messages } from '../messages'
import { getToken, setApiBase, setToken } from '../session'
import { installMemoryStorage } from '../testing/memory-storage'
import { sendJson, startServer, type TestServer } from '../testing/http-server'
import { ApiError, createApiClient } from '.'

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
let server: TestServer

// A tiny envelope server: each path answers one situation of the spec's error catalogue.
beforeAll(async () => {
  server = await startServer((req, res) => {
    switch (req.path) {
      case '/User/User/GetCurrentUser':
        return sendJson(res, 200, { Code: 1, Msg: '', Data: [{ userid: 1, UserName: '系统管理员' }] })
      case '/echo':
        return sendJson(res, 200, { Code: 1, Msg: '保存成功', Data: { body: req.body, nd: req.query.get('nd') } })
      case '/quiet-ok':
        return sendJson(res, 200, { Code: 1, Data: null })
      case '/refused':
        return sendJson(res, 200, { Code: 0, Msg: '编码已存在', Data: null })
      case '/refused-message':
        return sendJson(res, 200, { Code: -1, Message: '无权限', Data: null })
      case '/refused-bare':
        return sendJson(res, 200, { Code: 0, Data: null })
      case '/not-envelope':
        return sendJson(res, 200, { ok: true })
      case '/expired':
        return sendJson(res, 401, { Code: 0, Msg: 'Unauthorized' })
      case '/crash':
        return sendJson(res, 500, { Message: '数据库连接失败' })
      case '/gateway':
        res.writeHead(502, { 'Content-Type': 'text/html' })
        return res.end('<html>Bad Gateway</html>')
      case '/slow':
        return void setTimeout(() => sendJson(res, 200, { Code: 1, Data: 1 }), 1000)
      case '/SaleCheck/GetList':
      case '/signed': {
        const expected = md5(md5(server.url + req.path + req.body)).toUpperCase()
        return sendJson(res, 200, { Code: 1, Data: { valid: req.headers.code === expected, body: req.body } })
      }
      case '/export':
        if (req.query.get('fail')) return sendJson(res, 200, { Code: 0, Msg: '没有可导出的数据' })
        res.writeHead(200, { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
        return res.end(Buffer.from([0x50, 0x4b, 0x03, 0x04, req.method === 'POST' ? 1 : 0]))
      case '/token': {
        const form = new URLSearchParams(req.body)
        if (form.get('grant_type') === 'password' && form.get('username') === 'admin' && form.get('password') === 'Scm@2026') {
          return sendJson(res, 200, { access_token: 'tok-admin', token_type: 'bearer', expires_in: 7200 })
        }
        return sendJson(res, 400, { error: 'invalid_grant', error_description: '账号已锁定，请15分钟后再试' })
      }
      default:
        return sendJson(res, 404, { Message: '接口不存在' })
    }
  })
})
afterAll(() => server.close())

let unauthorized: ReturnType<typeof vi.fn<() => void>>
const client = () => createApiClient({ baseURL: server.url, onUnauthorized: () => unauthorized() })
const lastShown = () => messages.current()

beforeEach(() => {
  installMemoryStorage()
  messages.dismiss()
  unauthorized = vi.fn()
})

describe('successful calls', () => {
  it('resolves Data and sends the bearer token with a JSON content type', async () => {
    setToken('tok-1')
    const data = await client().get<{ UserName: string }[]>('/User/User/GetCurrentUser')
    expect(data[0]?.UserName).toBe('系统管理员')
    const seen = server.seen.at(-1)!
    expect(seen.headers.authorization).toBe('Bearer tok-1')
    expect(seen.headers['content-type']).toBe('application/json')
    expect(lastShown()).toBeNull()
  })

  it('sends no Authorization header without a token', async () => {
    await client().get('/quiet-ok')
    expect(server.seen.at(-1)!.headers.authorization).toBeUndefined()
  })

  it('adds nd=<now> when a GET asks for a timestamp, and passes query values', async () => {
    const before = Date.now()
    const data = await client().get<{ nd: string }>('/echo', { timestamp: true, query: { searchKey: '张' } })
    expect(Number(data.nd)).toBeGreaterThanOrEqual(before)
    expect(server.seen.at(-1)!.query.get('searchKey')).toBe('张')
    await client().get('/echo')
    expect(server.seen.at(-1)!.query.has('nd')).toBe(false)
  })

  it('posts JSON and resolves the envelope through request()', async () => {
    const envelope = await client().request<{ body: string }>('POST', '/echo', { name: '轮胎' })
    expect(envelope.Code).toBe(1)
    expect(JSON.parse(envelope.Data.body)).toEqual({ name: '轮胎' })
  })

  it('shows Msg, or 操作成功, when a success message is asked for', async () => {
    await client().post('/echo', {}, { successMessage: true })
    expect(lastShown()).toMatchObject({ text: '保存成功', type: 'success' })
    messages.dismiss()
    await client().post('/quiet-ok', {}, { successMessage: true })
    expect(lastShown()).toMatchObject({ text: '操作成功', type: 'success' })
  })

  it('reads the API base on every call, by default from getApiBase()', async () => {
    setApiBase(server.url)
    await expect(createApiClient().get('/quiet-ok')).resolves.toBeNull()
    let base = 'http://127.0.0.1:1'
    const moving = createApiClient({ baseURL: () => base })
    base = server.url
    await expect(moving.get('/quiet-ok')).resolves.toBeNull()
  })
})

describe('error catalogue', () => {
  it.each([
    ['/refused', '编码已存在', 0],
    ['/refused-message', '无权限', -1],
    ['/refused-bare', '操作失败', 0],
    ['/not-envelope', '操作失败', undefined],
  ])('Code ≠ 1 on %s shows %s and rejects', async (path, text, code) => {
    const failure = await client().get(path).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ message: text, code })
    expect(lastShown()).toMatchObject({ text, type: 'error' })
  })

  it('HTTP 401 shows 登录失效，请登录, clears the token and calls the reload hook', async () => {
    setToken('stale')
    const failure = await client().get('/expired').catch((e: unknown) => e)
    expect(failure).toMatchObject({ message: '登录失效，请登录', status: 401 })
    expect(lastShown()?.text).toBe('登录失效，请登录')
    expect(getToken()).toBeNull()
    expect(unauthorized).toHaveBeenCalledTimes(1)
  })

  it('by default a 401 clears the session and reloads the page', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { reload })
    try {
      setToken('stale')
      sessionStorage.setItem('userInfo', '{"userid":"1"}')
      await expect(createApiClient({ baseURL: server.url }).get('/expired')).rejects.toThrow('登录失效，请登录')
      expect(sessionStorage.length).toBe(0)
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('other HTTP errors show the server Message, else 网络错误，链接超时', async () => {
    await expect(client().post('/crash', {})).rejects.toMatchObject({ message: '数据库连接失败', status: 500 })
    expect(lastShown()?.text).toBe('数据库连接失败')
    messages.dismiss()
    await expect(client().get('/gateway')).rejects.toMatchObject({ message: '网络错误，链接超时', status: 502 })
    expect(lastShown()?.text).toBe('网络错误，链接超时')
  })

  it('an unreachable server and a timeout both show 网络错误，链接超时', async () => {
    const closed = await startServer(() => undefined)
    const deadUrl = closed.url
    await closed.close()
    await expect(createApiClient({ baseURL: deadUrl }).get('/x')).rejects.toThrow('网络错误，链接超时')
    messages.dismiss()
    const impatient = createApiClient({ baseURL: server.url, timeout: 100 })
    await expect(impatient.get('/slow')).rejects.toThrow('网络错误，链接超时')
    expect(lastShown()?.text).toBe('网络错误，链接超时')
  })

  it('shows only the first message while several calls fail', async () => {
    await Promise.allSettled([client().get('/refused'), client().get('/crash')])
    expect(lastShown()?.text).toBe('编码已存在')
  })

  it('silent calls reject without showing anything', async () => {
    await expect(client().get('/refused', { silent: true })).rejects.toThrow('编码已存在')
    expect(lastShown()).toBeNull()
  })

  it('the loading counter goes back to zero after success and failure', async () => {
    const during = client().get('/quiet-ok')
    expect(loading.count()).toBe(1)
    await during
    await client().get('/crash').catch(() => undefined)
    expect(loading.count()).toBe(0)
  })
})

describe('login', () => {
  it('posts a form-encoded password grant to /token and stores the token', async () => {
    setToken('previous')
    const answer = await client().login('admin', 'Scm@2026')
    expect(answer).toEqual({ access_token: 'tok-admin', token_type: 'bearer', expires_in: 7200 })
    expect(getToken()).toBe('tok-admin')
    const seen = server.seen.at(-1)!
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(seen.body).toBe('grant_type=password&username=admin&password=Scm%402026')
    expect(seen.headers.authorization).toBeUndefined()
  })

  it('a refused login shows the spec message even when the server explains in Chinese', async () => {
    const failure = await client().login('admin', 'wrong').catch((e: unknown) => e)
    expect(failure).toMatchObject({ message: '登录失败，账号或密码错误或被禁止登陆，请用管理员账号查看！', status: 400 })
    expect((failure as ApiError).data).toMatchObject({ error_description: '账号已锁定，请15分钟后再试' })
    expect(lastShown()?.text).toBe('登录失败，账号或密码错误或被禁止登陆，请用管理员账号查看！')
    expect(getToken()).toBeNull()
    expect(unauthorized).not.toHaveBeenCalled()
  })
})

describe('signed calls', () => {
  it('sends the code header over exactly the JSON text it sends', async () => {
    const body = { mtr_id: 'M1001', mtr_name: '制动蹄片总成', price: 128.5 }
    const data = await client().post<{ valid: boolean; body: string }>('/signed', body, { sign: true })
    expect(data.valid).toBe(true)
    expect(data.body).toBe(JSON.stringify(body))
  })

  it('signs a GET over an empty body, ignoring the query', async () => {
    const data = await client().get<{ valid: boolean }>('/signed', { sign: true, timestamp: true, query: { id: 3 } })
    expect(data.valid).toBe(true)
  })

  it('always signs the account calls (/SaleCheck/…), by their path', async () => {
    const data = await client().post<{ valid: boolean }>('/SaleCheck/GetList', { page: 1, rows: 10 })
    expect(data.valid).toBe(true)
  })

  it('sends no code header unless asked', async () => {
    const data = await client().post<{ valid: boolean }>('/signed', { a: 1 })
    expect(data.valid).toBe(false)
    expect(server.seen.at(-1)!.headers.code).toBeUndefined()
  })
})

describe('download', () => {
  it('resolves the file as a Blob, by GET or by POST with a body', async () => {
    const byGet = await client().download('/export')
    expect(byGet.type).toContain('spreadsheetml')
    expect([...new Uint8Array(await byGet.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 0])
    const byPost = await client().download('/export', { supplyid: '1001' })
    expect(new Uint8Array(await byPost.arrayBuffer())[4]).toBe(1)
  })

  it('an envelope refusal instead of a file shows its Msg and rejects', async () => {
    await expect(client().download('/export', undefined, { query: { fail: 1 } })).rejects.toThrow('没有可导出的数据')
    expect(lastShown()?.text).toBe('没有可导出的数据')
  })

  it('HTTP errors follow the catalogue', async () => {
    await expect(client().download('/crash')).rejects.toThrow('数据库连接失败')
  })
})
