import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { build } from 'esbuild'
import type { Context, Next } from 'koa'
import { baseOptions, repoRoot } from '../../scripts/lib/esbuild-options'

// Dev-server pieces for the browser tests (loaded by web-test-runner.config.mjs through tsx).

/**
 * Serves the test files as ONE esbuild build of all of them with shared chunks (ESM splitting):
 * React, Ark, the kits and Panda's stylesheet are bundled and parsed once, not once per file (65
 * bundles of about 6 MB each took most of the suite's time in esbuild and in the browser's parser).
 * React and react-dom ship as CommonJS, which the dev server cannot hand to a browser as modules,
 * so a transform-only setup (each file through @web/dev-server-esbuild) cannot load them; bundling
 * with the product's esbuild settings can, and also loads Panda's stylesheet as a text module
 * (`loader: {'.css': 'text'}`) and resolves `styled-system/*` from tsconfig paths, exactly as the
 * product build does. The build runs once, on the first request; a run of one file builds them all
 * too (a few seconds).
 */
export function bundleTestFiles() {
  let outputs: Promise<Map<string, string>> | undefined
  return {
    name: 'scm-bundle-test-files',
    async serve(context: Context) {
      const path = decodeURIComponent(context.path)
      if (!TEST_FILE.test(path) && !path.startsWith(`/${CHUNKS}/`)) return undefined
      outputs ??= buildTestFiles()
      const text = (await outputs).get(path.replace(TEST_FILE, '.test.js'))
      return text === undefined ? undefined : { body: text, type: 'js' }
    },
  }
}

/** The browser tests (web-test-runner.config.mjs `files`); `.test.ts` files here are node tests. */
const TEST_FILE = /\.test\.tsx$/
/** Where the shared chunks are served: the entries import them by paths relative to their own URL. */
const CHUNKS = '__test-chunks'

async function buildTestFiles(): Promise<Map<string, string>> {
  const elementsDir = join(repoRoot, 'packages/elements')
  const entryPoints = ['src', 'test'].flatMap((folder) =>
    readdirSync(join(elementsDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => join(elementsDir, folder, file)),
  )
  const base = baseOptions(false)
  // one JS file answers each request, so images and fonts travel inline
  const loader = Object.fromEntries(Object.entries(base.loader ?? {}).map(([ext, kind]) => [ext, kind === 'file' ? 'dataurl' : kind]))
  const result = await build({
    ...base,
    loader,
    entryPoints,
    // served at the paths the runner asks for: /packages/elements/…/x.test.tsx → x.test.js
    outdir: repoRoot,
    outbase: repoRoot,
    splitting: true,
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    // React as the product ships it: its development build checks nothing these tests assert (no
    // test reads the console) and took a third of the browser's time
    define: { ...base.define, 'process.env.NODE_ENV': JSON.stringify('production'), __SCM_ELEMENT_FILES__: '{}' },
    format: 'esm',
    write: false,
    sourcemap: 'inline',
    // the test runner's own socket module, imported by @web/test-runner-commands
    external: ['/__web-dev-server*'],
    logLevel: 'silent',
  })
  return new Map(result.outputFiles.map((file) => [`/${relative(repoRoot, file.path).split(sep).join('/')}`, file.text]))
}

/**
 * A tiny API for the fixture elements under /fixture-api (a test server, like core's client
 * tests use, not a stand-in for the product server): `/echo` answers the envelope with the path
 * and Authorization header it received, `/expired` answers 401.
 */
export function fixtureApi() {
  const chunkFetches = new Set<string>()
  return async (context: Context, next: Next) => {
    // the flaky fixture's chunk fails until it is asked again (the autoloader's 重试 adds ?retry=N)
    if (context.path.endsWith('/elements/scm-fixture-flaky.js') && !context.query.retry) {
      context.status = 503
      context.body = 'unavailable'
      return
    }
    // a chunk that fails its first fetch only (per path, whatever the query), as when the network
    // drops once; it then holds one part that draws 真正的部件
    if (context.path.startsWith('/fixture-chunk/')) {
      const first = !chunkFetches.has(context.path)
      chunkFetches.add(context.path)
      context.status = first ? 503 : 200
      context.type = 'application/javascript'
      context.body = first ? 'unavailable' : "export const FlakyPart = () => '真正的部件'"
      return
    }
    if (!context.path.startsWith('/fixture-api/')) return next()
    context.type = 'application/json'
    if (context.path === '/fixture-api/expired') {
      context.status = 401
      context.body = JSON.stringify({ Message: '令牌已过期' })
      return
    }
    context.status = 200
    context.body = JSON.stringify({
      Code: 1,
      Msg: '',
      Data: { path: context.path, authorization: context.get('authorization') },
    })
  }
}
