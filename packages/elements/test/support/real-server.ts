import { spawn } from 'node:child_process'
import type { IncomingMessage } from 'node:http'
import { fileURLToPath } from 'node:url'
import { QUALITY_EVENTS_FIXTURE, REAL_SERVER_PREFIX } from './real-server-paths'

// Node side of the browser tests of generated screens: THE product server (real-server-main.ts, in
// a process of its own) answering under /scm-api/* of the test runner's own origin, so elements
// with api-base="/scm-api" talk to the real endpoints, grants and validation. It starts with the
// runner, so its seeding overlaps the first bundles.

export { QUALITY_EVENTS_FIXTURE, REAL_SERVER_PREFIX }

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

/** Headers of one hop, which fetch sets itself (or refuses). */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect'])

function startServer(): Promise<string> {
  const script = fileURLToPath(new URL('./real-server-main.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] })
  process.once('exit', () => child.kill())
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const port = /REAL_SERVER_PORT (\d+)/.exec(output)?.[1]
      if (port) resolve(`http://127.0.0.1:${port}`)
    })
    child.once('exit', (code) => reject(new Error(`浏览器测试的服务进程已退出 (code ${code})\n${output}`)))
  })
}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Koa middleware for web-test-runner's `middleware` list: passes /scm-api/* and the fixture to the server process. */
export function realServerApi() {
  const origin = startServer()
  origin.catch(() => {}) // reported to the request that needs it
  return async (ctx: KoaLike, next: () => Promise<unknown>) => {
    if (!ctx.path.startsWith(`${REAL_SERVER_PREFIX}/`) && ctx.path !== QUALITY_EVENTS_FIXTURE) return next()
    const headers = new Headers()
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD'
    const response = await fetch(`${await origin}${ctx.url}`, {
      method: ctx.method,
      headers,
      body: hasBody ? new Uint8Array(await rawBody(ctx.req)) : undefined,
      redirect: 'manual',
    })
    ctx.status = response.status
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name) && name !== 'content-encoding') ctx.set(name, value)
    })
    ctx.body = Buffer.from(await response.arrayBuffer())
  }
}
