import type { IncomingMessage } from 'node:http'
import { createApp, openDatabase, prepareDatabase, recordQualityEvent, type Db, type QualityEvent, type ServerConfig } from '@scm/server'

// Node side of the browser tests of generated screens: THE product server (Hono app, migrated
// and demo-seeded PGlite in memory), answering under /scm-api/* of the test runner's own origin,
// so elements with api-base="/scm-api" talk to the real endpoints, grants and validation.
// Started on the first request, so test runs that never call it pay nothing.

export const REAL_SERVER_PREFIX = '/scm-api'
/**
 * POST [QualityEvent…] here records quality events on the real server in one transaction, as the
 * documents do (screens of the quality ledger test on events of their own).
 */
export const QUALITY_EVENTS_FIXTURE = '/scm-fixture/quality-events'

interface KoaLike {
  path: string
  url: string
  method: string
  headers: Record<string, string | string[] | undefined>
  req: IncomingMessage
  status: number
  body: unknown
  set(name: string, value: string): void
}

const config: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory',
  demo: true,
  mailFrom: 'SCM 浏览器测试 <scm-test@localhost>',
  apiBase: REAL_SERVER_PREFIX,
  sessionSeconds: 60 * 60,
  adminPassword: 'Scm@2026',
  logLevel: 'silent',
}

let started: Promise<{ db: Db; app: { fetch: (request: Request) => Response | Promise<Response> } }> | undefined

function start() {
  started ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory' })
    await prepareDatabase(database, config)
    return { db: database.db, app: createApp({ db: database.db, config }) }
  })()
  return started
}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Koa middleware for web-test-runner's `middleware` list. */
export function realServerApi() {
  return async (ctx: KoaLike, next: () => Promise<unknown>) => {
    if (ctx.path === QUALITY_EVENTS_FIXTURE && ctx.method === 'POST') {
      const { db } = await start()
      const events = JSON.parse((await rawBody(ctx.req)).toString('utf8')) as QualityEvent[]
      await db.transaction(async (tx) => {
        for (const event of events) await recordQualityEvent(tx, event)
      })
      ctx.status = 204
      return
    }
    if (!ctx.path.startsWith(`${REAL_SERVER_PREFIX}/`)) return next()
    const { app } = await start()
    const headers = new Headers()
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD'
    const request = new Request(new URL(ctx.url.slice(REAL_SERVER_PREFIX.length), 'http://127.0.0.1'), {
      method: ctx.method,
      headers,
      body: hasBody ? new Uint8Array(await rawBody(ctx.req)) : undefined,
    })
    const response = await app.fetch(request)
    ctx.status = response.status
    response.headers.forEach((value, name) => ctx.set(name, value))
    ctx.body = Buffer.from(await response.arrayBuffer())
  }
}
