// Starts the real server as `npm start` runs it (node on the bundle packages/server/dist/main.js,
// built by `npm run build`), once per worker, each on a fresh temporary SCM_DATA_DIR and a free
// loopback port, waits until they answer, hands their URLs to the tests, and stops them after. SCM_TEST_CLOCK=1: a flow moves the
// server's clock forward (POST /api/test/AdvanceClock) instead of waiting for business time.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
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

/** A statement on the DATABASE_URL server (create or drop a database). */
async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(sql).finally(() => admin.end())
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/** The demo enterprise on PostgreSQL, once: its database the portals' template, its files the folder they copy. */
interface DemoOnPostgres {
  template: string
  files: string
}

/**
 * With DATABASE_URL (CI), the portals run on PostgreSQL, as a deployment of several instances does
 * (the browser suite keeps the embedded database): the demo is seeded once by `main.js --migrate`
 * into a template database that each portal's database copies, beside a folder of its files.
 */
async function seedOnPostgres(): Promise<DemoOnPostgres> {
  const template = `scm_e2e_tpl_${Date.now()}_${randomBytes(3).toString('hex')}`
  const files = mkdtempSync(join(tmpdir(), 'scm-e2e-seed-'))
  await onServer(`create database ${template}`)
  const seeding = spawn(process.execPath, ['packages/server/dist/main.js', '--migrate'], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: databaseUrl(template), SCM_DEMO: '1', SCM_DATA_DIR: files, SCM_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  seeding.stdout.on('data', (chunk) => (output += chunk))
  seeding.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => seeding.once('exit', resolve))
  if (code !== 0) throw new Error(`演示数据写入 PostgreSQL 失败 (code ${code})\n${output.slice(-4000)}`)
  return { template, files }
}

/** One portal: the server on its own data folder (and database, on PostgreSQL) and port, with its own mailbox. */
async function startPortal(demo?: DemoOnPostgres): Promise<{ portal: Portal; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scm-e2e-'))
  const database = demo && `scm_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`
  if (demo && database) {
    await onServer(`create database ${database} template ${demo.template}`)
    cpSync(demo.files, join(dataDir, 'db'), { recursive: true })
  }
  // `npm test` seeds one folder for every suite's portals (SCM_TEST_SEED): a copy starts at once
  else if (process.env.SCM_TEST_SEED) cpSync(process.env.SCM_TEST_SEED, join(dataDir, 'db'), { recursive: true })
  const mailDir = join(dataDir, 'mail')
  const mailbox = await startMailbox(mailDir)
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  let output = ''
  const server = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SCM_DATA_DIR: join(dataDir, 'db'), DATABASE_URL: database ? databaseUrl(database) : '', SMTP_URL: mailbox.url, SCM_TEST_CLOCK: '1', SCM_LOG_LEVEL: 'warn' },
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
    if (database) await onServer(`drop database if exists ${database} with (force)`)
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
 * portals start together, each on a copy of the demo: PostgreSQL's with DATABASE_URL, else the
 * embedded database's (SCM_TEST_SEED's folder, or each seeding its own).
 */
export default async function setup(project: TestProject) {
  for (const built of ['packages/elements/dist/host.js', 'packages/elements/dist/autoload.js', 'packages/server/dist/main.js']) {
    if (!existsSync(join(repo, built))) throw new Error(`缺少构建产物 ${built}：请先运行 npm run build`)
  }
  const count = Math.max(1, project.config.maxWorkers ?? 1)
  const demo = process.env.DATABASE_URL ? await seedOnPostgres() : undefined
  const started = await Promise.allSettled(Array.from({ length: count }, () => startPortal(demo)))
  const stops = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value.stop] : []))
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()))
    if (!demo) return
    rmSync(demo.files, { recursive: true, force: true })
    await onServer(`drop database if exists ${demo.template} with (force)`)
  }
  const failed = started.find((r) => r.status === 'rejected')
  if (failed) {
    await stopAll()
    throw (failed as PromiseRejectedResult).reason
  }
  project.provide('portals', started.map((r) => (r as PromiseFulfilledResult<{ portal: Portal }>).value.portal))
  return stopAll
}
