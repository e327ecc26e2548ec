// `npm run serve`: open the database, migrate, seed, then serve the API and the built front end.
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { readConfig } from './config'
import { openDatabase, type Database } from './db'
import { DataDirLockedError } from './db/lock'
import { isDatabaseUnavailable } from './db/errors'
import { prepareDatabase } from './prepare'
import { createApp } from './app'
import { areas } from './areas'
import { startJobs } from './platform/jobs'
import { defaultAssetDirs, missingAssets } from './http/assets'
import { Lifecycle } from './ops/lifecycle'
import { createLogger } from './ops/log'
import { answerBackupRequests } from './ops/backup/online'

const config = readConfig()
/** How long an idle keep-alive connection stays open (see below). */
const KEEP_ALIVE_MS = 65_000

/** PostgreSQL not up yet (both started at boot, or it is restarting): wait for it up to a minute, as after a restart. */
async function openWhenReachable(): Promise<Database> {
  for (let waited = 0; ; waited += 2) {
    try {
      return await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
    } catch (err) {
      if (!config.databaseUrl || !isDatabaseUnavailable(err) || waited >= 60) throw err
      if (waited === 0) console.warn(`数据库暂时无法连接，等待其就绪（最多 60 秒）：${err instanceof Error ? err.message : String(err)}`)
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
}

let database: Database
try {
  database = await openWhenReachable()
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message)
    process.exit(1)
  }
  console.error(`无法打开数据库：${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
}

try {
  const { seeded } = await prepareDatabase(database, config)
  if (seeded.length) console.log(`已初始化数据：${seeded.join('、')}`)
} catch (err) {
  console.error('数据库初始化失败：', err)
  await database.close()
  process.exit(1)
}
// `npm run migrate` (--migrate): the database brought up to this version, then exit without
// serving — once before the instances of an upgrade restart, or to make a seeded folder
if (process.argv.includes('--migrate')) {
  await database.close()
  console.log(`数据库已是当前版本（${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`}）`)
  process.exit(0)
}

const assets = defaultAssetDirs()
for (const missing of missingAssets(assets)) console.warn(`未找到 ${missing}：请先运行 npm run build（或 npm start）构建前端`)

const lifecycle = new Lifecycle()
const logger = createLogger(config.logLevel)
const app = createApp({ db: database.db, config, assets, lifecycle, logger, pool: { pool: database.pool, driver: database.kind }, coordination: database.coordination })
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`
const stopJobs = startJobs(areas, database.db, config)
// an embedded portal dumps its own database when `npm run backup` asks (ops/backup/online.ts)
const stopBackups = answerBackupRequests(database, config.dataDir)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`SCM 服务已启动：http://${config.host}:${info.port}（数据库：${where}）`)
})

lifecycle.track(server as Server)
// A balancer that keeps idle connections to the instance (cloud balancers: 60 s; haproxy with
// server-side keep-alive, which deploy/haproxy.cfg turns off) must close them before the instance
// does: a request it sends down one this side is closing fails, and a write is not retried.
// Node's default is 5 s. Headers are timed from a request's first byte, above that.
;(server as Server).keepAliveTimeout = KEEP_ALIVE_MS
;(server as Server).headersTimeout = KEEP_ALIVE_MS + 1000

server.on('error', async (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `端口 ${config.port} 已被占用，请设置 PORT 使用其他端口` : `服务启动失败：${err.message}`)
  await database.close()
  process.exit(1)
})

/**
 * SIGTERM / SIGINT: readiness fails at once (GET /readyz 503) while the instance goes on serving
 * what reaches it; once a balancer probing /readyz has seen it fail and SCM_DRAIN_SECONDS more
 * have passed, the listener closes; once no request is in flight (ops/lifecycle.ts), or after
 * SCM_SHUTDOWN_SECONDS in all, the background jobs and the pool end and the process exits 0.
 * Signals after the first change nothing (a terminal's Ctrl-C reaches tsx and the server both).
 */
let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  lifecycle.stop()
  logger.info({ signal, inFlight: lifecycle.inFlight }, 'stopping')
  const jobsStopped = stopJobs()
  stopBackups()
  const cut = await lifecycle.closeListener(server as Server, { drainMs: (config.drainSeconds ?? 2) * 1000, limitMs: (config.shutdownSeconds ?? 20) * 1000 })
  if (cut) logger.warn({ inFlight: cut }, 'shutdown limit reached: requests in flight cut')
  ;(server as Server).closeAllConnections()
  await jobsStopped
  await database.close()
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Node ends the process on a rejected promise nobody awaited; one such (a background task meeting
// a lost database) must not take every other caller down with it.
process.on('unhandledRejection', (reason) => console.error('未处理的异步错误：', reason))
