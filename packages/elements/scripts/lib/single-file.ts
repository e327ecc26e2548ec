import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild'
import { pandaCssFile, repoRoot, SINGLE_FILE_PLUGINS } from './esbuild-options'
import type { PandaStyles, WidgetSources } from './panda-styles'

// A single-file (IIFE) widget carries only the styles of its own code. Two esbuild passes: the
// first, written nowhere, tells which modules end up in the bundle (esbuild's metafile); Panda
// extracts the styles of exactly those files (panda-styles.ts); the second pass builds the file
// with that sheet in place of the portal's whole one, and Panda's css() knowing only the utilities
// that sheet has classes of (as the module build's css() knows those of the whole sheet).

const RECIPE_MODULE = /^styled-system\/recipes\/([a-z-]+)\.js$/
const OUR_CODE = /\.(?:tsx?|jsx?)$/

/** The modules whose code a bundle holds (tree-shaken away: not counted), for Panda. */
export function widgetSources(metafile: Metafile): WidgetSources {
  const outputs = Object.values(metafile.outputs)
  const inputs = outputs.flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path))
  return {
    files: inputs.filter((path) => OUR_CODE.test(path) && !path.includes('node_modules/')).map((path) => join(repoRoot, path)),
    recipeModules: inputs.flatMap((path) => RECIPE_MODULE.exec(path)?.[1] ?? []),
  }
}

/** Serves `css` wherever the bundle imports the Panda stylesheet (styled-system/styles.css). */
export function widgetStylesheet(css: string): Plugin {
  return {
    name: 'scm-widget-stylesheet',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]styled-system[\\/]styles\.css$/ }, (args) =>
        args.path === pandaCssFile ? { contents: css, loader: 'text' } : undefined,
      )
    },
  }
}

const PANDA_CSS_FUNCTION = /[\\/]styled-system[\\/]css[\\/]css\.js$/
const UTILITY_TABLE = /const utilities = "([^"]*)"/

/**
 * Panda's css() (styled-system/css/css.js) turns a style object into class names at run time with a
 * table of every utility of the config (`display:d,padding:p/1,…`: property, class prefix,
 * shorthands; 358 entries, 8 kB). A bundle's class names can only be styled by its sheet (the
 * portal's whole sheet for the module build, its own for a widget), so the table keeps the
 * utilities whose class prefix the sheet uses (`.d_flex`, `.hover\:d_none`): every class the sheet
 * styles comes out the same, a class the sheet has no rule for stays unstyled as before (only its
 * name may differ). Entries are `prop:className[/shorthand…]`.
 */
export function pruneUtilityTable(table: string, sheet: string): string {
  const used = (className: string) => sheet.includes(`.${className}_`) || sheet.includes(`\\:${className}_`)
  return table
    .split(',')
    .filter((entry) => used(entry.slice(entry.indexOf(':') + 1).split('/')[0]!))
    .join(',')
}

/** Serves Panda's css() with the utility table limited to what `sheet` styles (pruneUtilityTable). */
export function sheetUtilities(sheet: string): Plugin {
  return {
    name: 'scm-sheet-utilities',
    setup(builder) {
      builder.onLoad({ filter: PANDA_CSS_FUNCTION }, async (args) => {
        const text = await readFile(args.path, 'utf8')
        const table = UTILITY_TABLE.exec(text)?.[1]
        if (table === undefined) throw new Error(`${args.path}：找不到 Panda 的工具表（const utilities = "…"），Panda 升级后请调整 single-file.ts`)
        return { contents: text.replace(UTILITY_TABLE, () => `const utilities = ${JSON.stringify(pruneUtilityTable(table, sheet))}`), loader: 'js', resolveDir: dirname(args.path) }
      })
    },
  }
}

export interface SingleFileResult {
  /** Bytes of the widget's own stylesheet (minified CSS text). */
  cssBytes: number
}

/** Builds `entry` as one IIFE file at `outfile` carrying only its own styles; `plugins` its own (partner-parts.ts). */
export async function buildSingleFile(base: BuildOptions, entry: string, outfile: string, panda: PandaStyles, plugins: Plugin[] = []): Promise<SingleFileResult> {
  const options: BuildOptions = { ...base, plugins: [...(base.plugins ?? []), ...SINGLE_FILE_PLUGINS, ...plugins], entryPoints: [entry], outfile, format: 'iife' }
  const survey = await build({ ...options, write: false, metafile: true })
  const css = panda.forWidget(widgetSources(survey.metafile))
  await build({ ...options, plugins: [...(options.plugins ?? []), widgetStylesheet(css), sheetUtilities(css)] })
  return { cssBytes: Buffer.byteLength(css) }
}
