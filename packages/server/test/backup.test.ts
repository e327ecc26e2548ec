// Issue 39 item 6: backup and restore. A real portal process (`tsx src/main.ts`) takes uploads in
// a loop through HTTP while `npm run backup -- DIR` backs it up; the backup is then restored with
// `npm run restore -- DIR` into a NEW database and file store, and this file looks for itself:
// every table's row count equals the manifest's, the restored files are exactly the manifest's and
// each one's bytes hash to its name. Cases: an embedded portal (PGlite) restored into a new data
// folder and, with DATABASE_URL, into PostgreSQL and an S3 bucket (s3rver: how a portal that started
// on one machine moves to several; a portal then starts on them and serves a file); a PostgreSQL
// portal (demo data) restored into another PostgreSQL database and data folder. No fixed sleeps:
// waits are for a count of acknowledged writes, a process's exit or its first line.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db'
import { fileStoreOf, readBlob } from '../src/platform/file-store'
import type { Manifest } from '../src/ops/backup/manifest'
import { TEST_PGLITE_SETTINGS } from './config'
import { repo, startPortalProcess, type PortalProcess } from './portal-process'
import { startS3Server } from './s3-server'

const onPostgres = process.env.SCM_TEST_DRIVER === 'pg' && !!process.env.DATABASE_URL
/** A portal's start, a backup or a restore on a loaded 2-core machine takes seconds; these are guards far past that. */
const STEP_MS = 240_000

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex')
const folders: string[] = []
const newFolder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `scm-backup-${name}-`))
  folders.push(dir)
  return dir
}

/** Where a portal's database and files are: the environment the server and both commands read. */
interface Place {
  dataDir: string
  databaseUrl?: string
  filesUrl?: string
}
const envOf = (place: Place) => ({
  SCM_DATA_DIR: place.dataDir,
  DATABASE_URL: place.databaseUrl ?? '',
  SCM_FILES_URL: place.filesUrl ?? '',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
})

/** `npm run <script> -- args` as an operator runs it; answers its exit code and output. */
function npmRun(script: 'backup' | 'restore', args: string[], place: Place): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repo,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...envOf(place) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })
}

/** A new empty database on the DATABASE_URL server; drop() removes it. */
async function newPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scm_backup_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  await admin(`create database ${name}`)
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

async function signIn(portal: PortalProcess): Promise<string> {
  const res = await fetch(`${portal.url}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Scm@2026' }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

/** Uploads of new content one after another until stopped; each acknowledged one's hash, in order. */
function uploadsInALoop(portal: PortalProcess, token: string) {
  const acknowledged: string[] = []
  const errors: string[] = []
  const waiters: { count: number; resolve(): void }[] = []
  let stopping = false
  const loop = (async () => {
    for (let i = 0; !stopping; i++) {
      const content = `备份期间写入的文件 ${i} ${randomBytes(8).toString('hex')}`
      const form = new FormData()
      form.append('file', new File([content], `写入-${i}.txt`, { type: 'text/plain' }))
      const res = await fetch(`${portal.url}/File/File/UploadFiles`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
      const body = await res.text()
      if (res.status === 200 && JSON.parse(body).Code === 1) acknowledged.push(sha256(content))
      else errors.push(`${res.status} ${body}`)
      for (const waiter of waiters.filter((w) => acknowledged.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
      if (errors.length) break
    }
  })()
  return {
    acknowledged,
    errors,
    /** Resolves once `count` uploads in all are acknowledged (or the loop ended). */
    reach: (count: number) => Promise.race([new Promise<void>((resolve) => (acknowledged.length >= count ? resolve() : waiters.push({ count, resolve }))), loop]),
    stop: async () => {
      stopping = true
      await loop
    },
  }
}

interface BackedUp {
  manifest: Manifest
  /** Hashes acknowledged before the backup started, and after it ended. */
  before: string[]
  after: string[]
  /** Uploads acknowledged while the backup ran. */
  during: number
  errors: string[]
}

/** Backs the running portal up into `dir` while uploads flow, from before it starts to after it ends. */
async function backUpWhileWriting(portal: PortalProcess, place: Place, dir: string): Promise<BackedUp> {
  const writes = uploadsInALoop(portal, await signIn(portal))
  await writes.reach(3)
  const before = [...writes.acknowledged]
  const run = await npmRun('backup', [dir], place)
  const ended = writes.acknowledged.length
  await writes.reach(ended + 2)
  await writes.stop()
  expect(run.code, run.output).toBe(0)
  return {
    manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')),
    before,
    after: writes.acknowledged.slice(ended),
    during: ended - before.length,
    errors: writes.errors,
  }
}

/** What a backup taken while writes flow must show: no failed write, a snapshot inside the backup's time, every file of it. */
function expectConsistent(backed: BackedUp) {
  expect(backed.errors, 'every upload during the backup was answered').toEqual([])
  expect(backed.during, 'uploads were acknowledged while the backup ran').toBeGreaterThan(0)
  const listed = new Set(backed.manifest.files.map((f) => f.hash))
  for (const hash of backed.before) expect(listed.has(hash), `a file acknowledged before the backup (${hash})`).toBe(true)
  for (const hash of backed.after) expect(listed.has(hash), `a file acknowledged after the backup (${hash})`).toBe(false)
  expect(backed.manifest.filesCopied).toBe(true)
}

/** Every table's rows, counted here (not by the code under test). */
async function countTables(place: Place): Promise<{ tables: Record<string, number>; hashes: string[] }> {
  const database = await openDatabase({ dataDir: place.dataDir, databaseUrl: place.databaseUrl, settings: TEST_PGLITE_SETTINGS })
  try {
    const { rows } = await database.pool.query<{ schemaname: string; tablename: string }>(
      `select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    const tables: Record<string, number> = {}
    for (const { schemaname, tablename } of rows) {
      const { rows: counted } = await database.pool.query(`select count(*) as n from "${schemaname}"."${tablename}"`)
      tables[`${schemaname}.${tablename}`] = Number(counted[0].n)
    }
    const { rows: files } = await database.pool.query<{ hash: string }>('select distinct hash from uploaded_file order by hash')
    return { tables, hashes: files.map((f) => f.hash) }
  } finally {
    await database.close()
  }
}

/** Restores the backup into `place` (new and empty) and compares what is there with the manifest. */
async function expectRestored(dir: string, manifest: Manifest, place: Place) {
  const run = await npmRun('restore', [dir], place)
  expect(run.code, run.output).toBe(0)
  expect(run.output).toContain(`数据库：${Object.keys(manifest.tables).length} 张表的行数与清单一致`)
  expect(run.output).toContain(`文件：${manifest.files.length} 个文件的内容与哈希一致`)

  const restored = await countTables(place)
  expect(restored.tables).toEqual(manifest.tables)
  expect(restored.hashes).toEqual(manifest.files.map((f) => f.hash).sort())
  const store = fileStoreOf(place)
  const stored: string[] = []
  for await (const hash of store.list()) stored.push(hash)
  expect(stored.sort()).toEqual(manifest.files.map((f) => f.hash).sort())
  for (const file of manifest.files) {
    const bytes = await readBlob(store, file.hash)
    expect(bytes && sha256(bytes), `the bytes of ${file.hash}`).toBe(file.hash)
    expect(bytes!.byteLength).toBe(file.size)
  }
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe('backup and restore of an embedded portal', () => {
  const source: Place = { dataDir: '' }
  const dir = join(newFolder('embedded'), 'backup')
  let portal: PortalProcess | undefined
  let backed: BackedUp

  beforeAll(async () => {
    source.dataDir = join(newFolder('embedded-portal'), 'data')
    portal = await startPortalProcess({ ...envOf(source), SCM_DEMO: '0' }, '嵌入式门户', STEP_MS)
    backed = await backUpWhileWriting(portal, source, dir)
  }, 2 * STEP_MS)
  afterAll(() => portal?.stop())

  it('backs up the running portal (its server dumps its own database) while uploads flow', () => {
    expectConsistent(backed)
    expect(backed.manifest.source.engine).toBe('pglite')
    expect(backed.manifest.source.migration?.tag).toMatch(/^\d{4}_/)
    expect(existsSync(join(dir, 'database.sql'))).toBe(true)
  })

  it('restores into a new data folder: every table and every file as the manifest says; a second restore there is refused', async () => {
    const target: Place = { dataDir: join(newFolder('embedded-restore'), 'data') }
    await expectRestored(dir, backed.manifest, target)
    const again = await npmRun('restore', [dir], target)
    expect(again.code).toBe(1)
    expect(again.output).toMatch(/不是空的/)
  }, STEP_MS)

  it.skipIf(!onPostgres)('restores into PostgreSQL and a bucket, where a portal of several instances then starts and serves the files', async () => {
    const database = await newPgDatabase()
    const s3 = await startS3Server()
    const target: Place = { dataDir: newFolder('embedded-to-pg'), databaseUrl: database.url, filesUrl: s3.url('restored') }
    let moved: PortalProcess | undefined
    try {
      await expectRestored(dir, backed.manifest, target)
      moved = await startPortalProcess(envOf(target), 'PostgreSQL 上的门户', STEP_MS)
      const token = await signIn(moved)
      const list = await (await fetch(`${moved.url}/File/File/getFilelist?rows=1`, { headers: { Authorization: `Bearer ${token}` } })).json()
      const [file] = list.Data.rows as { id: number; hash: string }[]
      const download = await fetch(`${moved.url}/File/File/Download?id=${file!.id}`, { headers: { Authorization: `Bearer ${token}` } })
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(file!.hash)
    } finally {
      await moved?.stop()
      await database.drop()
      await s3.close()
    }
  }, 2 * STEP_MS)
})

describe.skipIf(!onPostgres)('backup and restore of a PostgreSQL portal', () => {
  const dir = join(newFolder('pg'), 'backup')
  const databases: { drop(): Promise<void> }[] = []
  let portal: PortalProcess | undefined
  let backed: BackedUp

  beforeAll(async () => {
    const database = await newPgDatabase()
    databases.push(database)
    const source: Place = { dataDir: newFolder('pg-portal'), databaseUrl: database.url }
    // the demo enterprise: every area's tables with rows, its files in this portal's store
    portal = await startPortalProcess({ ...envOf(source), SCM_DEMO: '1' }, 'PostgreSQL 门户', STEP_MS)
    backed = await backUpWhileWriting(portal, source, dir)
  }, 2 * STEP_MS)
  afterAll(async () => {
    await portal?.stop()
    for (const database of databases) await database.drop()
  })

  it('backs up the running portal from one snapshot (pg_dump) while uploads flow', () => {
    expectConsistent(backed)
    expect(backed.manifest.source.engine).toBe('postgresql')
    expect(Object.values(backed.manifest.tables).filter((n) => n > 0).length).toBeGreaterThan(50)
  })

  it('restores into a new PostgreSQL database and store; into a database that is not empty it refuses', async () => {
    const database = await newPgDatabase()
    databases.push(database)
    const target: Place = { dataDir: newFolder('pg-restore'), databaseUrl: database.url }
    await expectRestored(dir, backed.manifest, target)
    const again = await npmRun('restore', [dir], { ...target, dataDir: newFolder('pg-restore-again') })
    expect(again.code).toBe(1)
    expect(again.output).toMatch(/目标数据库 .* 不是空的（已有 \d+ 张表）/)
  }, STEP_MS)
})
