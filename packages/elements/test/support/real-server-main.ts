// The product server for the browser tests, in a process of its own (started by real-server.ts):
// THE Hono app on a migrated, demo-seeded PGlite in memory, under /scm-api/*, plus the quality
// events fixture. Out of the test runner's process because PGlite works on the thread that calls
// it: seeding there held the runner's event loop for tens of seconds on a loaded machine, and the
// browser's commands to the runner (a key press) timed out waiting for it.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { createApp, openDatabase, prepareDatabase, recordQualityEvent, type QualityEvent, type ServerConfig } from '@scm/server'
import { QUALITY_EVENTS_FIXTURE, REAL_SERVER_PREFIX } from './real-server-paths'

// a copy of the folder `npm test` seeded once for every suite's portals (SCM_TEST_SEED), else a
// database in memory seeded here
const seeded = process.env.SCM_TEST_SEED
const dataDir = seeded ? mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'scm-wtr-')) : 'memory'
if (seeded) {
  cpSync(seeded, dataDir, { recursive: true })
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}

const config: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir,
  demo: true,
  mailFrom: 'SCM 浏览器测试 <scm-test@localhost>',
  apiBase: REAL_SERVER_PREFIX,
  sessionSeconds: 60 * 60,
  adminPassword: 'Scm@2026',
  logLevel: 'silent',
}

const database = await openDatabase({ dataDir })
await prepareDatabase(database, config)
const product = createApp({ db: database.db, config })

const app = new Hono()
// quality events recorded in one transaction, as the documents do (the quality ledger's screens test on events of their own)
app.post(QUALITY_EVENTS_FIXTURE, async (c) => {
  const events = (await c.req.json()) as QualityEvent[]
  await database.db.transaction(async (tx) => {
    for (const event of events) await recordQualityEvent(tx, event)
  })
  return c.body(null, 204)
})
app.all(`${REAL_SERVER_PREFIX}/*`, (c) => {
  const url = new URL(c.req.url)
  url.pathname = url.pathname.slice(REAL_SERVER_PREFIX.length)
  return product.fetch(new Request(url, c.req.raw))
})

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`REAL_SERVER_PORT ${info.port}`))
// the runner ends: so does this server
process.on('disconnect', () => process.exit(0))
process.on('SIGTERM', () => process.exit(0))
