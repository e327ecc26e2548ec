import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import type { BuildOptions, Plugin } from 'esbuild'

// Paths and esbuild settings shared by the product build, the size bench and the browser tests.

export const elementsDir = resolve(import.meta.dirname, '../..')
export const repoRoot = resolve(elementsDir, '../..')
export const pandaCssFile = join(repoRoot, 'styled-system/styles.css')

/** Settings every bundle of ours uses; `production` false keeps React's readable errors. */
export function baseOptions(production: boolean): BuildOptions {
  return {
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // tsconfig `paths` resolve `styled-system/*` to the generated Panda files
    tsconfig: join(repoRoot, 'tsconfig.json'),
    loader: {
      '.css': 'text',
      '.svg': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.gif': 'file',
      '.woff2': 'file',
    },
    assetNames: 'assets/[name]-[hash]',
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      // host (packages/host): build-time home page variant SCM_HOME = file | scm | gonghua (default scm)
      'process.env.SCM_HOME': JSON.stringify(process.env.SCM_HOME || 'scm'),
    },
    minify: production,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sideEffectFree],
  }
}

const PURE_PACKAGE = /^(@scm\/core$|styled-system\/)/
const PURE_FOLDER = /[\\/](packages[\\/]core[\\/]src|styled-system)[\\/]/

/**
 * Lets esbuild drop the modules of @scm/core and of Panda's generated `styled-system` that a
 * bundle does not use. Neither declares `sideEffects` in a package.json, so esbuild otherwise
 * keeps every module they re-export (the route tree, all resource definitions, dayjs, every
 * recipe) in the runtime chunk. Their modules only declare things; a module whose exports are
 * used still runs whole (e.g. core's screen registry). If @scm/core adds `"sideEffects": false`
 * to its package.json, its half of this plugin becomes redundant.
 */
const sideEffectFree: Plugin = {
  name: 'scm-side-effect-free',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === sideEffectFree) return undefined
      if (!PURE_PACKAGE.test(args.path) && !PURE_FOLDER.test(args.importer)) return undefined
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: sideEffectFree,
      })
      if (resolved.errors.length || !PURE_FOLDER.test(resolved.path)) return undefined
      return { path: resolved.path, sideEffects: false }
    })
  },
}

/** `panda codegen` then `panda cssgen`: the generated helpers and the one stylesheet. */
export function runPanda(): void {
  const panda = join(repoRoot, 'node_modules/.bin/panda')
  const run = (args: string[]) => execFileSync(panda, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] })
  run(['codegen', '--silent'])
  run(['cssgen', '--silent', '--minify', '--outfile', pandaCssFile])
}
