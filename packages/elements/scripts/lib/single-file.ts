import { join } from 'node:path'
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild'
import { pandaCssFile, repoRoot, SINGLE_FILE_PLUGINS } from './esbuild-options'
import type { PandaStyles, WidgetSources } from './panda-styles'

// A single-file (IIFE) widget carries only the styles of its own code. Two esbuild passes: the
// first, written nowhere, tells which modules end up in the bundle (esbuild's metafile); Panda
// extracts the styles of exactly those files (panda-styles.ts); the second pass builds the file
// with that sheet in place of the portal's whole one.

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

export interface SingleFileResult {
  /** Bytes of the widget's own stylesheet (minified CSS text). */
  cssBytes: number
}

/** Builds `entry` as one IIFE file at `outfile` carrying only its own styles. */
export async function buildSingleFile(base: BuildOptions, entry: string, outfile: string, panda: PandaStyles): Promise<SingleFileResult> {
  const options: BuildOptions = { ...base, plugins: [...(base.plugins ?? []), ...SINGLE_FILE_PLUGINS], entryPoints: [entry], outfile, format: 'iife' }
  const survey = await build({ ...options, write: false, metafile: true })
  const css = panda.forWidget(widgetSources(survey.metafile))
  await build({ ...options, plugins: [...(options.plugins ?? []), widgetStylesheet(css)] })
  return { cssBytes: Buffer.byteLength(css) }
}
