// Graceful stop of a real server process (portal-process.ts's programArgs, on a copy of the suite's seeded PGlite
// folder): on SIGTERM /readyz answers 503 at once, the request in flight still completes with 200,
// and then the process closes its database and exits 0. No fixed sleeps: every wait is for an
// event (the server's first line, the 100 Continue that says the request arrived, the exit) or a
// condition polled under a 60 s cap.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { programArgs, repo } from './portal-process'

const CAP_MS = 60_000
let dataDir = ''
let child: ChildProcess | undefined

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const end = Date.now() + CAP_MS
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (child?.exitCode !== null) throw new Error(`the server exited (${child?.exitCode}) before ${what}`)
    if (Date.now() > end) throw new Error(`${what}: not within ${CAP_MS / 1000} s`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The answer to a request that has been sent and is still being read. */
function answerOf(req: http.ClientRequest): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    req.on('error', reject)
    req.on('response', (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
  })
}

describe.skipIf(process.env.SCM_TEST_DRIVER === 'pg')('graceful stop', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'scm-stop-'))
    cpSync(inject('pgliteSeed'), dataDir, { recursive: true })
  })
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('on SIGTERM fails readiness, finishes the request in flight, closes the database and exits 0', async () => {
    // node itself (programArgs), so the signal reaches the server
    child = spawn(process.execPath, programArgs('main'), {
      cwd: repo,
      env: { ...process.env, SCM_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SCM_DEMO: '0', DATABASE_URL: '', SCM_LOG_LEVEL: 'info', SCM_SHUTDOWN_SECONDS: '60' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.on('data', (d) => (output += d))
    child.stderr!.on('data', (d) => (output += d))
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
    const origin = await until('the server started', () => /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0])
    const { port } = new URL(origin)

    // a balancer's probe: ready
    expect((await fetch(`${origin}/readyz`)).status).toBe(200)

    // a sign-in whose form is still arriving: in flight from the moment the server answers 100 Continue
    const form = new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Scm@2026' }).toString()
    const signIn = http.request({
      host: '127.0.0.1',
      port,
      path: '/token',
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(form), Expect: '100-continue' },
    })
    const answer = answerOf(signIn)
    signIn.flushHeaders()
    await once(signIn, 'continue')
    signIn.write(form.slice(0, 10))

    child.kill('SIGTERM')
    const readiness = await until('/readyz answered 503', async () => {
      const res = await fetch(`${origin}/readyz`)
      return res.status === 503 ? await res.json() : undefined
    })
    expect(readiness).toEqual({ status: 'stopping' })
    expect(child.exitCode, 'still serving the request in flight').toBeNull()

    signIn.end(form.slice(10))
    const signedIn = await answer
    expect(signedIn.status).toBe(200)
    expect(JSON.parse(signedIn.body)).toMatchObject({ token_type: expect.stringMatching(/bearer/i), access_token: expect.any(String) })
    expect(signedIn.headers.connection).toBe('close')

    const [code] = await Promise.race([exited, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no exit within ${CAP_MS / 1000} s\n${output}`)), CAP_MS))])
    expect(code, output).toBe(0)
    expect(existsSync(join(dataDir, 'scm-server.lock')), 'the database closed (its folder lock released)').toBe(false)
    const log = output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(log).toContainEqual(expect.objectContaining({ msg: 'stopping', signal: 'SIGTERM' }))
    expect(log).toContainEqual(expect.objectContaining({ msg: 'request', method: 'POST', route: '/token', status: 200 }))
    expect(log.at(-1)).toMatchObject({ msg: 'stopped' })
  }, 180_000)
})
