import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { serveStatic } from '@hono/node-server/serve-static'
import type { AppEnv } from './context'
import { serverPackageDir } from '../db/package-dir'

/** Built front-end files the server hands out next to the API. */
export interface AssetDirs {
  /** packages/elements/dist → /elements/* */
  elements: string
  /** packages/host/index.html → every page GET (client-side routes); its styles are /elements/host.css */
  hostIndex: string
  /** demo/ → /demo/* */
  demo: string
}

/** The repository: packages/server is two folders below it (from src/ or from the bundle in dist/). */
const repoRoot = join(serverPackageDir(), '../..')

export function defaultAssetDirs(root = repoRoot): AssetDirs {
  return {
    elements: join(root, 'packages/elements/dist'),
    hostIndex: join(root, 'packages/host/index.html'),
    demo: join(root, 'demo'),
  }
}

/** What `npm run build` has not produced yet (start-up prints a hint for each). */
export function missingAssets(dirs: AssetDirs): string[] {
  // the host script is built into elements/dist, sharing the elements' React chunk
  return [dirs.hostIndex, join(dirs.elements, 'host.js')].filter((p) => !existsSync(p))
}

// plain HTML: the page policy allows no inline style (security-headers.ts)
const NOT_BUILT_PAGE =
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>尚未构建</title>' +
  '<body><h1>前端尚未构建</h1><p>请先运行 <code>npm run build</code>（或 <code>npm start</code>），再刷新本页。</p></body></html>'

/** A browser navigation (not an API call): GET asking for HTML. */
function isPageRequest(c: Context): boolean {
  return c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html') && !c.req.path.startsWith('/api/')
}

const strip = (prefix: string) => (path: string) => path.slice(prefix.length) || '/'

/** Files whose name holds a hash of their content (the build's `chunks/[name]-[hash]`): a change is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Entry files keep their name from build to build: the browser asks again, answered 304 while unchanged. */
export const REVALIDATE = 'no-cache'

/**
 * serveStatic once the folder exists (it may be built while the server runs): a browser that
 * accepts brotli or gzip gets the copy compressed at build (`<file>.br`, `.gz`: elements'
 * scripts/precompress.ts), with the file's own Content-Type. `cacheControl` says, by request path,
 * how long a browser may keep the file; the files it keeps for `REVALIDATE` carry a strong ETag
 * (a hash of the bytes sent, so one per encoding) and a matching If-None-Match is answered 304.
 */
function staticFrom(root: string, rewriteRequestPath: (path: string) => string, cacheControl: (path: string) => string): MiddlewareHandler<AppEnv> {
  let serve: MiddlewareHandler<AppEnv> | undefined
  const revalidate = etag()
  return async (c, next) => {
    if (!serve) {
      if (!existsSync(root)) return next()
      serve = serveStatic({ root, rewriteRequestPath, precompressed: true })
    }
    const rule = cacheControl(c.req.path)
    let missing = false
    const serveFile = async () => {
      const res = await serve!(c, async () => {
        missing = true
      })
      if (missing || !res) return
      c.res = res
      c.res.headers.set('Cache-Control', rule)
    }
    // a hashed file is never asked for again; a part (Range) is no whole file to name
    if (rule === IMMUTABLE || c.req.header('Range')) await serveFile()
    else await revalidate(c, serveFile)
    if (missing) return next()
    // Hono's etag deletes the 304's other headers while iterating them, which skips some: no length without a body
    if (c.res.status === 304) c.res.headers.delete('Content-Length')
  }
}

const elementsCache = (path: string) => (path.startsWith('/elements/chunks/') ? IMMUTABLE : REVALIDATE)

/**
 * Static files before authentication: /elements/*, /demo/*, and the host page
 * for every other page GET so client-side routes (/order/publish…) load on refresh.
 */
export function mountAssets(app: Hono<AppEnv>, dirs: AssetDirs): void {
  app.use('/elements/*', staticFrom(dirs.elements, strip('/elements'), elementsCache))
  app.use('/demo/*', staticFrom(dirs.demo, strip('/demo'), () => REVALIDATE))
  const revalidatePage = etag()
  app.use('*', async (c, next) => {
    if (!isPageRequest(c)) return next()
    if (!existsSync(dirs.hostIndex)) return c.html(NOT_BUILT_PAGE, 503)
    await revalidatePage(c, async () => {
      c.res = c.html(readFileSync(dirs.hostIndex, 'utf8'), 200, { 'Cache-Control': REVALIDATE })
    })
  })
}
