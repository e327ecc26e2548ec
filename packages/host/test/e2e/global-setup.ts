// Starts the real server as `npm start` runs it (node on the bundle packages/server/dist/main.js,
// built by `npm run build`), once per worker, each on a fresh temporary SCM_DATA_DIR and a free
// loopback port, waits until they answer, hands their URLs to the tests, and stops them after. SCM_TEST_CLOCK=1: a flow moves the
// server's clock forward (POST /api/test/AdvanceClock) instead of waiting for business time.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startMailbox } from './mailbox'
import { freePort } from '../../../server/test/free-port'

const repo = fileURLToPath(new URL('../../../../', import.meta.url))

/** A running portal the flows of one worker use. */
export interface Portal {
  baseURL: string
  /** Folder of the messages the server sent through the loopback SMTP server. */
  mailDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per worker (VITEST_POOL_ID 1, 2, …). */
    portals: Portal[]
  }
}

export { freePort }

async function waitUntilUp(url: string, server: ChildProcess, log: () => string, timeoutMs = 150_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`服务进程已退出 (code ${server.exitCode})\n${log()}`)
    try {
      const answer = await fetch(`${url}/api/test/getconfig`)
      if (answer.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`服务在 ${timeoutMs / 1000} 秒内没有就绪\n${log()}`)
}

/** One portal: the server on its own data folder and port, with its own mailbox. */
async function startPortal(): Promise<{ portal: Portal; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scm-e2e-'))
  // `npm test` seeds one folder for every suite's portals (SCM_TEST_SEED): a copy starts at once
  if (process.env.SCM_TEST_SEED) cpSync(process.env.SCM_TEST_SEED, join(dataDir, 'db'), { recursive: true })
  const mailDir = join(dataDir, 'mail')
  const mailbox = await startMailbox(mailDir)
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  let output = ''
  const server = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SCM_DATA_DIR: join(dataDir, 'db'), DATABASE_URL: '', SMTP_URL: mailbox.url, SCM_TEST_CLOCK: '1', SCM_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((r) => server.once('exit', r))
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (server.exitCode === null) {
        try {
          process.kill(-server.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
    }
    await mailbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitUntilUp(baseURL, server, () => output.slice(-4000))
  } catch (error) {
    await stop()
    throw error
  }
  return { portal: { baseURL, mailDir }, stop }
}

/**
 * One portal per worker (the config's maxWorkers): the flows of a file run on their worker's
 * portal, so two files run side by side without sharing a clock (AdvanceClock) or a mailbox. The
 * portals start together, each seeding its own embedded database.
 */
export default async function setup(project: TestProject) {
  for (const built of ['packages/elements/dist/host.js', 'packages/elements/dist/autoload.js', 'packages/server/dist/main.js']) {
    if (!existsSync(join(repo, built))) throw new Error(`缺少构建产物 ${built}：请先运行 npm run build`)
  }
  const count = Math.max(1, project.config.maxWorkers ?? 1)
  const started = await Promise.allSettled(Array.from({ length: count }, () => startPortal()))
  const stops = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value.stop] : []))
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
  const failed = started.find((r) => r.status === 'rejected')
  if (failed) {
    await stopAll()
    throw (failed as PromiseRejectedResult).reason
  }
  project.provide('portals', started.map((r) => (r as PromiseFulfilledResult<{ portal: Portal }>).value.portal))
  return stopAll
}
