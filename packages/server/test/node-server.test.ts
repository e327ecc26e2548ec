// Bodies over real HTTP on @hono/node-server (app.request() in the other suites never reaches the
// Node request): JSON read straight from Node's request, forms, signatures, chunked bodies, limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { signRequest } from '@scm/core'
import { createTestApp, type TestApp } from './helpers'
import { bodySizeLimit, ok, readBody, readPayload, requireFn, requireSignature } from '../src/http'

const vector = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../core/src/sign/vector.json', import.meta.url)), 'utf8'),
) as { apiBase: string; path: string; body: string; code: string }

let t: TestApp
const servers: ServerType[] = []

function listen(fetch: (req: Request, env?: unknown) => Response | Promise<Response>): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`))
    servers.push(server)
  })
}

interface Sent {
  status: number
  body: any
}

/** One HTTP request as a client sends it: Content-Length by default, chunked when asked. */
function send(origin: string, path: string, body: string | Buffer, headers: Record<string, string> = {}, chunked = false): Promise<Sent> {
  const url = new URL(path, origin)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: chunked ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: unknown = text
          try {
            parsed = JSON.parse(text)
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed })
        })
      },
    )
    req.on('error', reject)
    if (chunked) {
      // several writes, so the body really arrives in pieces
      const buffer = Buffer.from(body)
      for (let at = 0; at < buffer.length; at += 7000) req.write(buffer.subarray(at, at + 7000))
      req.end()
    } else req.end(body)
  })
}

// a signed path of the test's own (the shared vector's path is a real call now, answered by its area)
const SIGNED_ECHO = '/AppMateriel/TestEcho'

let origin = ''
let token = ''
beforeAll(async () => {
  t = await createTestApp({ apiBase: vector.apiBase })
  t.app.post('/test/echo', requireFn('*'), async (c) => ok(c, await readBody(c)))
  t.app.post('/test/echo-twice', requireFn('*'), async (c) => ok(c, { first: await readPayload(c), again: await c.req.json() }))
  t.app.post(SIGNED_ECHO, requireFn('*'), requireSignature, async (c) => ok(c, await readBody(c)))
  origin = await listen(t.app.fetch)
  const login = await send(origin, '/token', new URLSearchParams({ grant_type: 'password', username: 'buyer01', password: 'Scm@2026' }).toString(), {
    'Content-Type': 'application/x-www-form-urlencoded',
  })
  expect(login.status).toBe(200)
  token = login.body.access_token
})
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve))
  await t.close()
})

const json = () => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' })

describe('request bodies on the Node server', () => {
  it('reads a large JSON body with Chinese text intact, by length or chunked', async () => {
    const payload = { remark: '发动机缸体铸件——'.repeat(20_000), rows: 10 } // ~400 KB, many TCP pieces
    const byLength = await send(origin, '/test/echo', JSON.stringify(payload), json())
    expect(byLength).toMatchObject({ status: 200, body: { Code: 1, Data: payload } })
    const chunked = await send(origin, '/test/echo', JSON.stringify(payload), json(), true)
    expect(chunked).toMatchObject({ status: 200, body: { Code: 1, Data: payload } })
  })

  it('shares the text read once with later readers of the same body', async () => {
    const res = await send(origin, '/test/echo-twice', JSON.stringify({ supplyid: 1001 }), json())
    expect(res.body.Data).toEqual({ first: { supplyid: 1001 }, again: { supplyid: 1001 } })
  })

  it('checks a signature over the raw body, then hands the same body to the handler', async () => {
    const code = signRequest(vector.apiBase, SIGNED_ECHO, vector.body)
    const signed = await send(origin, SIGNED_ECHO, vector.body, { ...json(), code })
    expect(signed).toMatchObject({ status: 200, body: { Code: 1, Data: JSON.parse(vector.body) } })
    const forged = await send(origin, SIGNED_ECHO, vector.body.replace(/}$/, ',"x":1}'), { ...json(), code })
    expect(forged).toMatchObject({ status: 400, body: { Code: 0, Msg: '请求签名无效' } })
  })

  it('answers malformed JSON with 400 请求数据格式错误, and no token with 401 before reading', async () => {
    expect(await send(origin, '/test/echo', '{"rows":', json())).toMatchObject({ status: 400, body: { Code: 0, Msg: '请求数据格式错误' } })
    expect(await send(origin, '/test/echo', '{}', { 'Content-Type': 'application/json' })).toMatchObject({ status: 401 })
  })
})

describe('bodySizeLimit', () => {
  it('refuses a body over the limit by its length or while it streams, and passes one within it', async () => {
    const app = new Hono()
    app.onError((_err, c) => c.text('failed', 500)) // the read cut off by the limit; the limit then answers 413
    app.use('*', bodySizeLimit(1000))
    app.post('/size', async (c) => ok(c, (await c.req.text()).length))
    const small = await listen(app.fetch)
    expect(await send(small, '/size', 'x'.repeat(1000))).toMatchObject({ status: 200, body: { Data: 1000 } })
    expect(await send(small, '/size', 'x'.repeat(1001))).toMatchObject({ status: 413, body: { Code: 0, Msg: '请求数据过大' } })
    expect(await send(small, '/size', 'x'.repeat(900), {}, true)).toMatchObject({ status: 200, body: { Data: 900 } })
    expect(await send(small, '/size', 'x'.repeat(20_000), {}, true)).toMatchObject({ status: 413, body: { Msg: '请求数据过大' } })
  })
})
