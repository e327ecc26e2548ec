import { join, resolve } from 'node:path'
import { buildElements, RUNTIME_OUT } from './build'
import { withBenchSession } from './lib/bench-session'
import { breachesOf, BuildSizes, formatTable, type SizeRow } from './lib/sizes'
import { checkLoopbackOnly, encodingsOf, loadElementsPage, loadWidgetPage, withWire, type PageLoad } from './lib/wire-sizes'
import { precompress } from './precompress'

// `npm run bench:size`: builds, then prints two figures for what a page loads and fails (exit 1)
// past a budget:
// - the file figure: gzip of the built files (issue 3) — runtime (dist/runtime.js and the chunks it
//   imports: React, react-dom, r2wc…) ≤ 80 KiB, autoloader ≤ 3 KiB, each element (its entry plus
//   the chunks it imports beyond the runtime) ≤ 40 KiB, every single-file widget
//   (iife/<tag>.js of each embeddable element) ≤ 130 KiB;
// - the wire figure (issue 41): the bytes Chromium received for the same files from the portal
//   (packages/server/dist, so `npm run build` first) on a fresh database, headers included, with an
//   empty cache — runtime ≤ 76 KiB, each element ≤ 40 KiB, every single-file widget ≤ 100 KiB.
//   All elements load on one page (module build), each widget on a blank page of its own.
// The Panda stylesheet is a chunk of its own (fetched by the runtime, shared by every element):
// printed apart; the host's first screen counts it (`npm run bench:size -w packages/host`).
// `--source <dir>` measures the elements of another folder (e.g. test/fixtures) instead, files
// only; `--files-only` skips the browser.

const KIB = 1024
export const BUDGETS = { runtime: 80 * KIB, autoload: 3 * KIB, element: 40 * KIB, iife: 130 * KIB }
export const WIRE_BUDGETS = { runtime: 76 * KIB, element: 40 * KIB, iife: 100 * KIB }

function sourceArgument(): string | undefined {
  const at = process.argv.indexOf('--source')
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : undefined
}

interface Loads {
  elements: PageLoad
  widgets: Map<string, PageLoad>
}

async function main(): Promise<void> {
  const sourceDir = sourceArgument()
  const result = await buildElements(sourceDir ? { sourceDir, outdir: join(sourceDir, 'dist'), hostEntry: null, typingsFile: null } : {})
  const sizes = new BuildSizes(result.metafile, result.outdir)
  const iifeFiles = result.iifeFiles.map((file) => file.slice(result.outdir.length + 1))
  const widgetTags = result.elements.filter((element) => element.embeddable).map((element) => element.tag)

  let loads: Loads | undefined
  if (!sourceDir && !process.argv.includes('--files-only')) {
    await precompress(result.outdir) // as `npm run build` leaves dist/ for the server
    loads = await withBenchSession(async (session) => {
      const elements = await loadElementsPage(session, result.elements.map((element) => element.tag))
      const widgets = new Map<string, PageLoad>()
      for (const tag of widgetTags) widgets.set(tag, await loadWidgetPage(session, tag))
      return { elements, widgets }
    })
    checkLoopbackOnly([loads.elements, ...loads.widgets.values()])
  }
  const wire = (row: SizeRow, load: PageLoad | undefined, budget?: number) => (load ? withWire(row, load, budget) : row)

  const runtime = sizes.staticClosure(`${RUNTIME_OUT}.js`)
  const rows: SizeRow[] = [
    wire(sizes.row('运行时（runtime.js 及其静态依赖）', runtime, BUDGETS.runtime), loads?.elements, WIRE_BUDGETS.runtime),
    wire(sizes.row('自动加载器 autoload.js', ['autoload.js'], BUDGETS.autoload), loads?.elements),
    wire(sizes.row('样式表（Panda CSS 文本块，运行时加载）', sizes.outputsOf('styled-system/styles.css')), loads?.elements),
  ]
  for (const element of result.elements) {
    const beyondRuntime = [...sizes.staticClosure(`elements/${element.tag}.js`)].filter((file) => !runtime.has(file))
    rows.push(wire(sizes.row(`元素 ${element.tag}（入口 + 运行时之外的共享块）`, beyondRuntime, BUDGETS.element), loads?.elements, WIRE_BUDGETS.element))
  }
  for (const name of iifeFiles) {
    const tag = name.replace(/^iife\/(.+)\.js$/, '$1')
    rows.push(wire(sizes.row(`IIFE ${name}（单文件，含 React 与自己的样式）`, [name], BUDGETS.iife), loads?.widgets.get(tag), WIRE_BUDGETS.iife))
  }

  console.log(formatTable(rows))
  if (loads) console.log(`线上编码（应答数）：${encodingsOf([loads.elements, ...loads.widgets.values()])}`)
  const breaches = rows.flatMap(breachesOf)
  if (breaches.length) {
    for (const breach of breaches) console.error(breach)
    process.exit(1)
  }
  console.log('全部在预算之内')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
