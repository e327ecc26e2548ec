import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadConfigAndCreateContext } from '@pandacss/node'
import { pandaCssFile, repoRoot } from './esbuild-options'
import { pruneUnusedTokens } from './token-prune'

// The Panda stylesheets of a build, from ONE definition (panda.config.ts and the styles written in
// the code), through Panda's node API (what `panda cssgen` runs):
// - the full sheet (styled-system/styles.css): every file of the config's `include`, for the
//   module build, where the runtime loads it once per page for every element and the host;
// - a widget's sheet: only the files of one single-file (IIFE) bundle, as `panda cssgen <glob>`
//   would give for them, and only the recipes that bundle carries (all recipes set
//   `staticCss: ['*']`: their variants are chosen at run time, so every recipe's CSS is otherwise
//   in every sheet, whether the widget draws it or not).
// Both lose the theme tokens nothing reads (token-prune.ts).

type PandaContext = Awaited<ReturnType<typeof loadConfigAndCreateContext>>
type Encoder = PandaContext['encoder']
type StaticCssRules = Parameters<PandaContext['staticCss']['getStyleObjects']>[0]

/** What a single-file bundle is made of (from esbuild's metafile). */
export interface WidgetSources {
  /** Absolute paths of the modules whose code is in the bundle. */
  files: string[]
  /** Names of the recipe modules it imports from `styled-system/recipes` (file names, kebab-case). */
  recipeModules: string[]
}

export interface PandaStyles {
  /** The portal's whole stylesheet (what `panda cssgen` writes, less unread tokens). */
  full(): string
  /** The stylesheet of one single-file widget. */
  forWidget(sources: WidgetSources): string
  /** Files Panda extracts styles from (the config's include), absolute. */
  files: ReadonlySet<string>
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase())

export async function loadPandaStyles(cwd: string): Promise<PandaStyles> {
  const ctx = await loadConfigAndCreateContext({ cwd })
  ctx.config.minify = true
  const files = new Set(ctx.getFiles().map((file) => resolve(cwd, file)))
  const recipeConfigs: Record<string, { staticCss?: unknown }> = { ...ctx.config.theme?.recipes, ...ctx.config.theme?.slotRecipes }

  /** What appendBaselineCss adds (reset, tokens, global styles, keyframes) but the static CSS. */
  const widgetBaseline = () => {
    const sheet = ctx.createSheet()
    ctx.appendLayerParams(sheet)
    if (ctx.config.preflight) ctx.appendCssOfType('preflight', sheet)
    if (!ctx.tokens.isEmpty) ctx.appendCssOfType('tokens', sheet)
    ctx.appendCssOfType('global', sheet)
    if (ctx.config.theme?.keyframes) ctx.appendCssOfType('keyframes', sheet)
    return sheet
  }

  /** The config's static CSS, with the recipes' part limited to the recipes named. */
  const addStaticCss = (encoder: Encoder, names: Set<string>) => {
    const declared = (ctx.config.staticCss ?? {}) as StaticCssRules
    const recipes: Record<string, unknown> = {}
    for (const [name, config] of Object.entries(recipeConfigs)) {
      if (!names.has(name)) continue
      const everyRecipe = declared.recipes === '*' ? ['*'] : []
      const listed = typeof declared.recipes === 'object' ? ((declared.recipes as Record<string, unknown[]>)[name] ?? []) : []
      const rules = [...everyRecipe, ...listed, ...((config.staticCss as unknown[] | undefined) ?? [])]
      if (rules.length) recipes[name] = rules
    }
    const objects = ctx.staticCss.getStyleObjects({ ...declared, recipes } as StaticCssRules)
    for (const css of objects.css) encoder.hashStyleObject(encoder.atomic, css)
    for (const pattern of objects.patterns) encoder.hashStyleObject(encoder.atomic, pattern)
    for (const result of objects.recipes) for (const [name, variants] of Object.entries(result)) encoder.processRecipe(name, variants)
  }

  const textOf = (paths: Iterable<string>) => [...paths].map((path) => readFileSync(path, 'utf8'))

  return {
    files,
    full() {
      // the steps of `panda cssgen`
      const sheet = ctx.createSheet()
      ctx.appendLayerParams(sheet)
      ctx.appendBaselineCss(sheet)
      ctx.parseFiles()
      ctx.appendParserCss(sheet)
      return pruneUnusedTokens(ctx.getCss(sheet), textOf(files)).css
    },
    forWidget({ files: bundled, recipeModules }) {
      const own = bundled.filter((file) => files.has(file))
      const sheet = widgetBaseline()
      const encoder = ctx.encoder.clone()
      for (const file of own) ctx.project.parseSourceFile(file, encoder)
      addStaticCss(encoder, new Set([...encoder.recipes.keys(), ...recipeModules.map(camelCase)]))
      sheet.processDecoder(ctx.decoder.clone().collect(encoder))
      return pruneUnusedTokens(ctx.getCss(sheet), textOf(own)).css
    },
  }
}

/**
 * `panda codegen` (the generated helpers in styled-system/), then, when `writeFullSheet`, the
 * portal's whole stylesheet to styled-system/styles.css; the styles stay loaded for the widgets.
 */
export async function runPanda(writeFullSheet = true): Promise<PandaStyles> {
  if (writeFullSheet) execFileSync(join(repoRoot, 'node_modules/.bin/panda'), ['codegen', '--silent'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] })
  const styles = await loadPandaStyles(repoRoot)
  if (writeFullSheet) writeFileSync(pandaCssFile, styles.full())
  return styles
}
