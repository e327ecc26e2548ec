import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../../server/test/free-port'
import { repoRoot } from './esbuild-options'

// The portal as `npm start` runs it (node on packages/server/dist/main.js, serving the built
// packages/elements/dist), for the benchmarks that measure what a browser receives: a free
// loopback port, the embedded database with its demo data in a new temporary folder.

export interface BenchPortal {
  /** http://127.0.0.1:<port> */
  url: string
  stop(): Promise<void>
}

const SERVER_BUNDLE = join(repoRoot, 'packages/server/dist/main.js')
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startBenchPortal(startMs = 240_000): Promise<BenchPortal> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('缺少服务端构建 packages/server/dist/main.js：请先运行 npm run build')
  const dataDir = mkdtempSync(join(tmpdir(), 'scm-bench-web-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SCM_DATA_DIR: join(dataDir, 'db'), DATABASE_URL: '', SMTP_URL: '', SCM_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, ended whole
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (server.pid) process.kill(-server.pid, name)
    } catch {
      // already gone
    }
  }
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      signal('SIGTERM')
      if (!(await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]))) signal('SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  const until = Date.now() + startMs
  for (;;) {
    if (server.exitCode !== null) {
      await stop()
      throw new Error(`服务进程已退出 (code ${server.exitCode})\n${output.slice(-3000)}`)
    }
    const answer = await fetch(`${url}/api/test/getconfig`).catch(() => null)
    if (answer?.ok) break
    if (Date.now() > until) {
      await stop()
      throw new Error(`服务在 ${startMs / 1000} 秒内没有就绪\n${output.slice(-3000)}`)
    }
    await delay(300) // polling a process that is starting: nothing to wait on but its answer
  }
  return { url, stop }
}

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Scm@2026'

/** A bearer token of a demo account (password grant, as a partner's server or the login form gets it). */
export async function demoToken(portal: BenchPortal, username: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await fetch(`${portal.url}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  })
  const body = (await answer.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`演示账号 ${username} 登录失败`)
  return body.access_token
}
