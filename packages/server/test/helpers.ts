import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import pg from 'pg'
import type { Hono } from 'hono'
import { createApp } from '../src/app'
import { openDatabase, type Database, type Db } from '../src/db'
import type { ServerConfig } from '../src/config'
import type { AppEnv } from '../src/http/context'
import { DEMO_PASSWORD } from '../src/areas/user/seed'
import { TEST_PGLITE_SETTINGS, testConfig } from './config'
import { nativeMd5 } from '../src/http/signature'
import { isSignedPath, SIGN_HEADER, signRequest } from '@scm/core'

export { DEMO_PASSWORD, testConfig }

export interface TestApp {
  app: Hono<AppEnv>
  db: Db
  database: Database
  config: ServerConfig
  close(): Promise<void>
}

/** A new database on the DATABASE_URL server, empty or a copy of `template`; drop() removes it. */
export async function createEmptyPgDatabase(prefix = 'scm_test', template?: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = new URL(process.env.DATABASE_URL!)
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  url.pathname = `/${name}`
  return {
    database: await openDatabase({ dataDir: 'memory', databaseUrl: url.toString() }),
    async drop() {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** A throwaway migrated, seeded database on the DATABASE_URL server (a copy of the run's template), dropped by drop(). */
async function createPgDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  return createEmptyPgDatabase('scm_test', inject('pgTemplate'))
}

/**
 * The app on its own migrated, demo-seeded database: PGlite from the global dump by default,
 * a fresh PostgreSQL database under SCM_TEST_DRIVER=pg. Call close() in afterAll.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const config = testConfig(overrides)
  let database: Database
  let drop = async () => {}
  if (process.env.SCM_TEST_DRIVER === 'pg') {
    ;({ database, drop } = await createPgDatabase())
  } else {
    // a copy of the seeded data folder beside it, removed on close
    const seed = inject('pgliteSeed')
    const dir = mkdtempSync(`${seed}-`)
    cpSync(seed, dir, { recursive: true })
    database = await openDatabase({ dataDir: dir, settings: TEST_PGLITE_SETTINGS })
    drop = async () => rmSync(dir, { recursive: true, force: true })
  }
  const app = createApp({ db: database.db, config, coordination: database.coordination })
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await database.close()
      await drop()
    },
  }
}

export interface Answer<T = any> {
  status: number
  body: T
  headers: Headers
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers }
}

/**
 * The `code` header core's client puts on account calls (isSignedPath), signed with the tests'
 * API base; a test passes its own `code` (or '') in `extra` to see a bad one refused.
 */
export function signature(path: string, bodyText: string): Record<string, string> {
  return isSignedPath(path.split('?')[0]!) ? { [SIGN_HEADER]: signRequest(testConfig().apiBase, path, bodyText, nativeMd5) } : {}
}

/** HTTP calls as a client makes them (JSON body, optional bearer token, account calls signed). */
export function api(app: Hono<AppEnv>, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  })
  return {
    get: async (path: string, query?: Record<string, string | number>, extra?: Record<string, string>) => {
      const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ''
      return answer(await app.request(path + qs, { headers: headers({ ...signature(path, ''), ...extra }) }))
    },
    post: async (path: string, body?: unknown, extra?: Record<string, string>) => {
      const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
      return answer(
        await app.request(path, {
          method: 'POST',
          headers: headers({ 'Content-Type': 'application/json', ...signature(path, text ?? ''), ...extra }),
          body: text,
        }),
      )
    },
  }
}

/** POST /token as the login page does (form-encoded). */
export async function requestToken(app: Hono<AppEnv>, username: string, password: string): Promise<Answer> {
  return answer(
    await app.request('/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    }),
  )
}

/** A live token of a demo account (throws with the server's answer when login fails). */
export async function login(app: Hono<AppEnv>, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await requestToken(app, username, password)
  if (res.status !== 200) throw new Error(`登录 ${username} 失败：${JSON.stringify(res.body)}`)
  return res.body.access_token as string
}

/** A signed-in client: `api` bound to a user's token. */
export type SignedInClient = ReturnType<typeof api>

/** A signed-in client of a demo account. */
export async function loginAs(app: Hono<AppEnv>, username: string, password = DEMO_PASSWORD) {
  return api(app, await login(app, username, password))
}

/** POSTs an export and reads the streamed .xlsx back (first sheet as rows of cell values). */
export async function downloadSheet(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, token: string, path: string, body: object = {}) {
  const ExcelJS = (await import('exceljs')).default
  const res = await app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.headers.get('content-type')?.includes('spreadsheetml')) return { status: res.status, rows: [] as unknown[][], body: await res.text() }
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await res.arrayBuffer()) as never)
  const rows: unknown[][] = []
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return { status: res.status, rows, disposition: res.headers.get('content-disposition') ?? '' }
}
