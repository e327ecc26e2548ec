// What every database benchmark does around its measurements: a throwaway database on the
// DATABASE_URL server, the real server started in child processes, demo users' tokens.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../src/db'
import { prepareDatabase } from '../src/prepare'
import { readConfig } from '../src/config'

const PASSWORD = process.env.SCM_DEMO_PASSWORD ?? 'Scm@2026'
const serverDir = fileURLToPath(new URL('..', import.meta.url))

/** A new database `<prefix>_<time>_<random>` on the server of `base`; drop() removes it. */
export async function createBenchDatabase(base: string, prefix = 'scm_bench') {
  const name = `${prefix}_${Date.now()}_${randomBytes(2).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

let built = false
/** The production server as `npm start` runs it (the compiled bundle), built once per benchmark from the current source. */
function buildServer(): void {
  if (built) return
  const r = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: serverDir, stdio: 'inherit' })
  if (r.status !== 0) throw new Error('构建服务端失败（npm run build）')
  built = true
}

export function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; origin: string }> {
  buildServer()
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), '--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', SCM_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (match) resolve({ child, origin: `http://127.0.0.1:${match[1]}` })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`服务进程退出（${code}）：${output}`)))
    setTimeout(() => reject(new Error(`服务 60 秒内未启动：${output}`)), 60_000)
  })
}

export async function token(origin: string, username: string): Promise<string> {
  const res = await fetch(`${origin}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: PASSWORD }),
  })
  const body = (await res.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`登录 ${username} 失败：${JSON.stringify(body)}`)
  return body.access_token
}

/** Stops the servers started for a benchmark and waits for them to exit. */
export async function stopServers(servers: ChildProcess[]): Promise<void> {
  for (const server of servers) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
}

/** The machine's load averages (1 / 5 / 15 min), printed beside every result. */
export async function machineLoad(): Promise<string> {
  return (await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' / ')
}

/** A pg client on the bench database, for the bulk rows and the figures the run prints. */
export async function benchClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  // dropping the database after a failure ends this connection: not a second error
  client.on('error', () => {})
  return client
}

/** A benchmark database migrated with the demo data, answered open (the caller seeds more, then closes it). */
export async function demoDatabase(url: string) {
  const database = await openDatabase({ dataDir: 'memory', databaseUrl: url })
  await prepareDatabase(database, { ...readConfig({}), databaseUrl: url, demo: true })
  return database
}

/**
 * A benchmark's data, timed: the demo database (a kept one, BENCH_REUSE, is migrated by the server
 * as it starts), then `seed`'s bulk rows unless kept. Answers the open client and both times.
 */
export async function benchData(url: string, reused: boolean, seed: (client: pg.Client) => Promise<unknown>) {
  let t0 = performance.now()
  if (!reused) {
    const database = await demoDatabase(url)
    await database.close()
  }
  const client = await benchClient(url)
  const migrateSeconds = (performance.now() - t0) / 1000
  t0 = performance.now()
  if (!reused) await seed(client)
  const seedSeconds = (performance.now() - t0) / 1000
  return { client, migrateSeconds, seedSeconds }
}

/**
 * The frame of every benchmark on PostgreSQL: DATABASE_URL required (else exit 2), a throwaway
 * database `<prefix>_…` (BENCH_KEEP=1 keeps it; with `reusable`, BENCH_REUSE=<url> measures a kept
 * one again and `reused` says so), the servers `measure` pushes stopped at the end; exits 1 when
 * `measure` answers a breach (true) or fails.
 */
export function runBench(
  prefix: string,
  measure: (bench: { url: string; reused: boolean }, servers: ChildProcess[]) => Promise<boolean>,
  { reusable = false }: { reusable?: boolean } = {},
): void {
  const main = async () => {
    const base = process.env.DATABASE_URL
    if (!base) {
      console.error('请设置 DATABASE_URL（PostgreSQL），例如 DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres')
      process.exit(2)
    }
    const reuse = reusable ? process.env.BENCH_REUSE : undefined
    const bench = reuse ? { url: reuse, drop: async () => {} } : await createBenchDatabase(base, prefix)
    const servers: ChildProcess[] = []
    let failed = false
    try {
      failed = await measure({ url: bench.url, reused: !!reuse }, servers)
    } finally {
      await stopServers(servers)
      if (process.env.BENCH_KEEP === '1') console.log(`保留数据库：${bench.url}`)
      else await bench.drop()
    }
    process.exit(failed ? 1 : 0)
  }
  main().catch((err) => {
    console.error('压测失败：', err)
    process.exit(1)
  })
}
