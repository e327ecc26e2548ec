import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { embedWidgets } from '@scm/core'
import { findElementFiles, readElements, type ElementInfo } from './lib/contracts'
import { baseOptions, elementsDir, pandaCssFile, repoRoot } from './lib/esbuild-options'
import { buildManifest } from './lib/manifest'
import { runPanda } from './lib/panda-styles'
import { coreDocuments, partnerParts, widgetActionParts } from './lib/partner-parts'
import { buildSingleFile, sheetUtilities } from './lib/single-file'
import { buildTypings } from './lib/typings'
import { precompress } from './precompress'

// The element build (`npm run build -w packages/elements`, or `tsx scripts/build.ts`):
//   dist/runtime.js             the element runtime; with its chunks: React, react-dom, r2wc, jotai
//   dist/elements/<tag>.js      one entry per `src/areas/**/*.element.tsx`
//   dist/host.js                the host portal (packages/host/src/main.tsx), same React chunk
//   dist/host.css               the host page's boot styles (packages/host/boot.css: no inline style)
//   dist/chunks/*.js            code shared between entries (Ark UI parts land here, not in runtime)
//   dist/autoload.js            imports an element's entry when its tag first appears
//   dist/iife/<tag>.js          a single-file bundle per embeddable element, with only its own styles
//                               and of the action box only what its partner's actions ask for
//   dist/custom-elements.json   the contracts, as a Custom Elements Manifest
//   src/jsx.d.ts                JSX and HTMLElementTagNameMap typings of the tags

export interface ElementsBuildOptions {
  /** Folder searched for `*.element.tsx`; default `src/areas`. */
  sourceDir?: string
  /** Output folder, emptied first; default `dist`. */
  outdir?: string
  /** Host entry; default `packages/host/src/main.tsx` when it exists; null for none. */
  hostEntry?: string | null
  /** Where to write the JSX typings; null to skip. */
  typingsFile?: string | null
  /** Minified production bundles (default true). */
  production?: boolean
  /** Run panda codegen and write the whole stylesheet first (default true); the widgets' own sheets are always made. */
  panda?: boolean
}

export interface ElementsBuildResult {
  elements: ElementInfo[]
  outdir: string
  /** esbuild's record of the module build (entries, chunks, imports). */
  metafile: Metafile
  autoloadFile: string
  iifeFiles: string[]
}

export const RUNTIME_OUT = 'runtime'
const defaultHostEntry = join(repoRoot, 'packages/host/src/main.tsx')

export async function buildElements(options: ElementsBuildOptions = {}): Promise<ElementsBuildResult> {
  const sourceDir = options.sourceDir ?? join(elementsDir, 'src/areas')
  const outdir = options.outdir ?? join(elementsDir, 'dist')
  const hostEntry = options.hostEntry === undefined ? (existsSync(defaultHostEntry) ? defaultHostEntry : null) : options.hostEntry
  const typingsFile = options.typingsFile === undefined ? join(elementsDir, 'src/jsx.d.ts') : options.typingsFile
  const production = options.production ?? true

  const panda = await runPanda(options.panda ?? true)
  const elements = readElements(findElementFiles(sourceDir), elementsDir)
  if (!options.sourceDir) checkEmbedWidgets(elements)
  if (typingsFile) writeIfChanged(typingsFile, buildTypings(elements))

  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const elementFiles = Object.fromEntries(elements.map((element) => [element.tag, `./elements/${element.tag}.js`]))
  const base = baseOptions(production)
  // the tag → file map exists only in the autoloader
  const autoloadDefine = { ...base.define, __SCM_ELEMENT_FILES__: JSON.stringify(elementFiles) }

  const modules = await build({
    ...base,
    // Panda's css() knows only the utilities the portal's sheet has classes of (lib/single-file.ts)
    plugins: [...(base.plugins ?? []), sheetUtilities(readFileSync(pandaCssFile, 'utf8'))],
    entryPoints: [
      { in: join(elementsDir, 'src/runtime/index.ts'), out: RUNTIME_OUT },
      ...elements.map((element) => ({ in: element.file, out: `elements/${element.tag}` })),
      ...(hostEntry ? [{ in: hostEntry, out: 'host' }] : []),
    ],
    outdir,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
  })

  // the host page's styles before its script runs: a file, as its policy allows no inline style
  const hostStyles = hostEntry && join(dirname(hostEntry), '../boot.css')
  if (hostStyles && existsSync(hostStyles)) copyFileSync(hostStyles, join(outdir, 'host.css'))

  // The autoloader is a separate, dependency-free bundle: nothing shared, nothing to wait for.
  const autoloadFile = join(outdir, 'autoload.js')
  await build({ ...base, define: autoloadDefine, entryPoints: [join(elementsDir, 'src/autoload.ts')], outfile: autoloadFile, format: 'esm' })

  // Pages that cannot load modules get one self-contained file per embeddable element, with the
  // styles of its own code only (lib/single-file.ts).
  // Each carries of the document kit's action box only what its partner's actions ask for
  // (lib/partner-parts.ts: no line grid in a widget whose partner can be offered no form with lines).
  const iifeFiles: string[] = []
  const documents = await coreDocuments()
  for (const element of elements.filter((candidate) => candidate.embeddable)) {
    const outfile = join(outdir, 'iife', `${element.tag}.js`)
    await buildSingleFile(base, element.file, outfile, panda, [partnerParts(widgetActionParts(element.tag, documents))])
    iifeFiles.push(outfile)
  }

  const manifest = buildManifest(elements, (element) => `elements/${element.tag}.js`)
  writeFileSync(join(outdir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return { elements, outdir, metafile: modules.metafile, autoloadFile, iifeFiles }
}

/**
 * The embeddable elements (`embeddable: true`, built as IIFE) are the widgets an embed token may
 * serve (core embedWidgets, from which the server cuts its grants): the two lists must name the
 * same tags, or a widget would answer 403 on a partner's page (or a token reach a non-widget).
 */
export function checkEmbedWidgets(elements: ElementInfo[]): void {
  const built = elements.filter((element) => element.embeddable).map((element) => element.tag).sort()
  const declared = embedWidgets.map((widget) => widget.tag).sort()
  const missing = built.filter((tag) => !declared.includes(tag))
  const extra = declared.filter((tag) => !built.includes(tag))
  if (missing.length || extra.length)
    throw new Error(
      `嵌入组件不一致：${missing.length ? `可嵌入元素 ${missing.join('、')} 未列入 core embedWidgets；` : ''}${extra.length ? `embedWidgets 中的 ${extra.join('、')} 不是可嵌入元素` : ''}`,
    )
}

function writeIfChanged(file: string, text: string): void {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : null
  if (before !== text) writeFileSync(file, text)
}

async function main(): Promise<void> {
  const started = Date.now()
  const result = await buildElements()
  const compressed = await precompress(result.outdir)
  const where = relative(process.cwd(), result.outdir) || '.'
  console.log(
    `元素构建完成：${result.elements.length} 个元素，${result.iifeFiles.length} 个 IIFE 包，${compressed.files} 个文件预压缩（br、gz）→ ${where}（${Date.now() - started} ms）`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
