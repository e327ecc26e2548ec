import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { programArgs, repo } from './portal-process'

let dataDir = ''
const started: ChildProcess[] = []

function startServer(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  // node itself (programArgs), so child.pid is the server's pid
  const child = spawn(process.execPath, programArgs('main'), {
    cwd: repo,
    env: { ...process.env, SCM_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SCM_DEMO: '0', DATABASE_URL: '', SCM_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let text = ''
  child.stdout!.on('data', (d) => (text += d))
  child.stderr!.on('data', (d) => (text += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => text, exited }
}

async function waitFor<T>(probe: () => T | undefined, ms: number): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe.skipIf(process.env.SCM_TEST_DRIVER === 'pg')('PGlite folder lock', () => {
  beforeAll(() => {
    // the suite's migrated, seeded folder (global-setup): the servers start on it at once instead of
    // creating and migrating a database in WebAssembly first, which is not what is tested here
    dataDir = mkdtempSync(join(tmpdir(), 'scm-lock-'))
    cpSync(inject('pgliteSeed'), dataDir, { recursive: true })
  })
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a second server on the same folder exits non-zero and the first keeps answering', async () => {
    const first = startServer()
    const url = await waitFor(() => /http:\/\/127\.0\.0\.1:(\d+)/.exec(first.output())?.[0], 90_000)
    expect(existsSync(join(dataDir, 'scm-server.lock'))).toBe(true)

    const second = startServer()
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`数据目录 ${dataDir} 已被另一个服务进程 (pid ${first.child.pid}) 使用，请先停止它`)

    const res = await fetch(`${url}/api/test/getconfig`)
    expect(res.status).toBe(200)
    expect((await res.json()).Code).toBe(1)
    const token = await fetch(`${url}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Scm@2026' }) })
    expect(token.status).toBe(200)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dataDir, 'scm-server.lock'))).toBe(false)
  }, 150_000)

  it('takes over a stale lock left by a dead process', async () => {
    writeFileSync(join(dataDir, 'scm-server.lock'), '999999') // no such pid
    const server = startServer()
    const url = await waitFor(() => /http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[0], 90_000)
    expect((await fetch(`${url}/api/test/getconfig`)).status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 150_000)
})
