import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
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
    plugins: [sideEffectFree, lightArkEnvironment],
  }
}

const PURE_PACKAGE = /^(@scm\/core(\/[\w-]+)?$|styled-system\/)/
const PURE_FOLDER = /[\\/](packages[\\/]core[\\/]src|styled-system)[\\/]/

/**
 * Lets esbuild drop the modules of @scm/core (its kits, `@scm/core/business` and every
 * `@scm/core/<area>`) and of Panda's generated `styled-system` that a bundle does not use. Neither
 * declares `sideEffects` in a package.json, so esbuild otherwise keeps every module they re-export
 * (the route tree, all resource definitions, dayjs, every recipe) in the runtime chunk; and an
 * area's index not so marked tied all its modules together: an element importing one code table of
 * `@scm/core/quality` loaded every quality definition (27 kB) with it. Their modules only declare
 * things; a module whose exports are used still runs whole (e.g. core's screen registry). If
 * @scm/core adds `"sideEffects": false` to its package.json, its half of this plugin becomes
 * redundant.
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

const ARK_ENVIRONMENT_PROVIDER = /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]providers[\\/]environment[\\/]environment-provider\.js$/

/**
 * Gives Ark UI's EnvironmentProvider (rendered by the runtime around every element) its two DOM
 * helpers from src/runtime/environment-dom.ts instead of @zag-js/dom-query. dom-query is a single
 * module; esbuild puts a module whole into one chunk, so the runtime importing it would carry every
 * dom-query function any Ark part uses (≈ 3.5 KiB gz) into the runtime chunk that all pages load.
 * Only that one importer is redirected; Ark's machines keep the real dom-query, in their own chunks.
 */
const lightArkEnvironment: Plugin = {
  name: 'scm-light-ark-environment',
  setup(build) {
    build.onResolve({ filter: /^@zag-js\/dom-query$/ }, (args) =>
      ARK_ENVIRONMENT_PROVIDER.test(args.importer) ? { path: join(elementsDir, 'src/runtime/environment-dom.ts') } : undefined,
    )
  },
}

const OUR_SOURCE = /[\\/]packages[\\/](elements|core)[\\/]src[\\/].*\.tsx?$/
const LITERAL_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g

/**
 * For the single-file (IIFE) bundles: our `import('./x')` of a lazily fetched part becomes a static
 * import resolved at once. Without splitting esbuild inlines a dynamic import anyway, but as a
 * lazily initialised module whose imports it can no longer tree-shake, so a widget carried parts
 * of @scm/core it never uses (sampling tables, every resource definition, the route tree). A module
 * so imported runs before its importer (not later): it must not read its importer's values at load.
 */
export const staticDynamicImports: Plugin = {
  name: 'scm-static-dynamic-imports',
  setup(build) {
    build.onLoad({ filter: OUR_SOURCE }, async (args) => {
      const text = await readFile(args.path, 'utf8')
      if (text.search(LITERAL_IMPORT) < 0) return undefined
      const targets: string[] = []
      const body = text.replace(LITERAL_IMPORT, (_all, _quote: string, target: string) => {
        targets.push(target)
        return `Promise.resolve(__scm_lazy_${targets.length - 1})`
      })
      const head = targets.map((target, i) => `import * as __scm_lazy_${i} from ${JSON.stringify(target)}\n`).join('')
      return { contents: head + body, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) }
    })
  },
}

const ARK_VIEW = /[\\/]elements[\\/]src[\\/]ui[\\/]([a-z-]+)-view\.tsx$/

/**
 * For the single-file (IIFE) bundles: a control whose module-build view is drawn by an Ark machine
 * (`src/ui/<name>-view.tsx`) draws with the browser's own control when `src/ui/<name>-native-view.tsx`
 * exists: <dialog> for Dialog, <select>, <input type="date">, a plain number box, a file input.
 * Same props, recipe classes, roles and Chinese texts; the Ark machines, Floating UI, the date and
 * number libraries stay out of a supplier's one file (≈ 60 KiB gz for the claims widget).
 */
export const nativeViews: Plugin = {
  name: 'scm-native-views',
  setup(build) {
    build.onResolve({ filter: /-view$/ }, async (args) => {
      if (args.pluginData === nativeViews) return undefined
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: nativeViews })
      const name = ARK_VIEW.exec(resolved.path)?.[1]
      if (!name || name.endsWith('-native')) return undefined
      const native = join(elementsDir, `src/ui/${name}-native-view.tsx`)
      return existsSync(native) ? { path: native } : undefined
    })
  },
}

/** What the single-file (IIFE) bundles add to baseOptions' plugins. */
export const SINGLE_FILE_PLUGINS: Plugin[] = [staticDynamicImports, nativeViews]
