import { join } from 'node:path'
import { build } from 'esbuild'
import type { Context, Next } from 'koa'
import { baseOptions, repoRoot } from '../../scripts/lib/esbuild-options'

// Dev-server pieces for the browser tests (loaded by web-test-runner.config.mjs through tsx).

/**
 * Serves each test file as ONE esbuild bundle. React and react-dom ship as CommonJS, which the
 * dev server cannot hand to a browser as modules, so a transform-only setup (each file through
 * @web/dev-server-esbuild) cannot load them; bundling with the product's esbuild settings can,
 * and also loads Panda's stylesheet as a text module (`loader: {'.css': 'text'}`) and resolves
 * `styled-system/*` from tsconfig paths, exactly as the product build does.
 */
export function bundleTestFiles() {
  return {
    name: 'scm-bundle-test-files',
    async serve(context: Context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined
      const base = baseOptions(false)
      // one JS file answers the request, so images and fonts travel inline
      const loader = Object.fromEntries(
        Object.entries(base.loader ?? {}).map(([ext, kind]) => [ext, kind === 'file' ? 'dataurl' : kind]),
      )
      const result = await build({
        ...base,
        loader,
        entryPoints: [join(repoRoot, decodeURIComponent(context.path))],
        define: { ...base.define, __SCM_ELEMENT_FILES__: '{}' },
        format: 'esm',
        write: false,
        sourcemap: 'inline',
        // the test runner's own socket module, imported by @web/test-runner-commands
        external: ['/__web-dev-server*'],
        logLevel: 'silent',
      })
      return { body: result.outputFiles[0].text, type: 'js' }
    },
  }
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
