import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildElements, RUNTIME_OUT } from './build'
import { BuildSizes, formatTable, kib, type SizeRow } from './lib/sizes'

// `npm run bench:size`: builds, prints the gzip size of what a page loads, and fails (exit 1)
// when a budget of issue 3 is broken:
//   runtime (dist/runtime.js and the chunks it imports: React, react-dom, r2wc…) ≤ 80 KiB
//   autoloader ≤ 3 KiB
//   each element: its entry plus the chunks it imports beyond the runtime ≤ 40 KiB
//   every single-file widget (iife/<tag>.js of each embeddable element, issues 11–13) ≤ 130 KiB
// The Panda stylesheet is a chunk of its own (fetched by the runtime, shared by every element);
// it is printed apart and counted in the host's first load.
// `--source <dir>` measures the elements of another folder (e.g. test/fixtures) instead.

const KIB = 1024
export const BUDGETS = { runtime: 80 * KIB, autoload: 3 * KIB, element: 40 * KIB, iife: 130 * KIB }

function sourceArgument(): string | undefined {
  const at = process.argv.indexOf('--source')
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : undefined
}

async function main(): Promise<void> {
  const sourceDir = sourceArgument()
  const result = await buildElements(
    sourceDir ? { sourceDir, outdir: join(sourceDir, 'dist'), hostEntry: null, typingsFile: null } : {},
  )
  const sizes = new BuildSizes(result.metafile, result.outdir)
  const runtime = sizes.staticClosure(`${RUNTIME_OUT}.js`)
  const rows: SizeRow[] = [
    sizes.row('运行时（runtime.js 及其静态依赖）', runtime, BUDGETS.runtime),
    sizes.row('自动加载器 autoload.js', ['autoload.js'], BUDGETS.autoload),
  ]
  const stylesheet = sizes.outputsOf('styled-system/styles.css')
  rows.push(sizes.row('样式表（Panda CSS 文本块，运行时加载）', stylesheet))
  for (const element of result.elements) {
    const entry = `elements/${element.tag}.js`
    const beyondRuntime = [...sizes.staticClosure(entry)].filter((file) => !runtime.has(file))
    rows.push(sizes.row(`元素 ${element.tag}（入口 + 运行时之外的共享块）`, beyondRuntime, BUDGETS.element))
  }
  if (existsSync(join(result.outdir, 'host.js'))) {
    rows.push(sizes.row('宿主入口 host.js', ['host.js']))
    rows.push(sizes.row('宿主首屏（host.js 及其静态依赖 + 样式表）', [...sizes.staticClosure('host.js'), ...stylesheet]))
  }
  for (const file of result.iifeFiles) {
    const name = file.slice(result.outdir.length + 1)
    rows.push(sizes.row(`IIFE ${name}（单文件，含 React）`, [name], BUDGETS.iife))
  }

  console.log(formatTable(rows))
  const breaches = rows.filter((row) => row.budget !== undefined && row.gzipBytes > row.budget)
  if (breaches.length) {
    for (const row of breaches) console.error(`超出预算：${row.name} ${kib(row.gzipBytes)} > ${kib(row.budget ?? 0)}`)
    process.exit(1)
  }
  console.log('全部在预算之内')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
