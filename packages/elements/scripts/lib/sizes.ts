import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Metafile } from 'esbuild'
import { repoRoot } from './esbuild-options'

// What a page actually downloads: which files (esbuild's metafile: an entry plus every chunk it
// imports statically; dynamic imports are fetched later, on demand), their gzip size as files
// (the file figure), and the bytes Chromium received for them from the running portal (the wire
// figure, wire-sizes.ts), each against its own budget.

export interface SizeRow {
  name: string
  /** Files counted, relative to the build's outdir. */
  files: string[]
  /** gzip of the files as built (none for a row of what a page received, API answers included). */
  gzipBytes?: number
  /** Limit of the file figure in bytes, when this row has one. */
  budget?: number
  /** Bytes of the bodies Chromium received for these files (compressed as sent), once measured. */
  wireBytes?: number
  /** Bytes of the headers of those answers. */
  wireHeaderBytes?: number
  /** Limit of the wire figure in bytes, when this row has one. */
  wireBudget?: number
  /** Files a page was expected to fetch but did not (the wire figure then leaves them out). */
  wireMissing?: string[]
}

export class BuildSizes {
  private readonly gzipCache = new Map<string, number>()

  constructor(
    private readonly metafile: Metafile,
    private readonly outdir: string,
  ) {}

  /** Absolute path of a file of the build, from its path relative to outdir. */
  private metaKey(file: string): string {
    return relative(repoRoot, join(this.outdir, file))
  }

  private outdirRelative(metaKey: string): string {
    return relative(this.outdir, join(repoRoot, metaKey))
  }

  gzipOf(file: string): number {
    let bytes = this.gzipCache.get(file)
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(this.outdir, file)), { level: 9 }).length
      this.gzipCache.set(file, bytes)
    }
    return bytes
  }

  /** The file and everything it statically imports, transitively (outdir-relative paths). */
  staticClosure(file: string): Set<string> {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      const output = this.metafile.outputs[key]
      if (!output) throw new Error(`构建结果中没有 ${key}`)
      seen.add(key)
      for (const imported of output.imports) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
      }
    }
    visit(this.metaKey(file))
    return new Set([...seen].map((key) => this.outdirRelative(key)))
  }

  /** Output files (outdir-relative) built from the input whose path ends with `inputSuffix`. */
  outputsOf(inputSuffix: string): string[] {
    return Object.entries(this.metafile.outputs)
      .filter(([, output]) => Object.keys(output.inputs).some((input) => input.endsWith(inputSuffix)))
      .map(([key]) => this.outdirRelative(key))
  }

  row(name: string, files: Iterable<string>, budget?: number): SizeRow {
    const list = [...files].sort()
    const gzipBytes = list.reduce((sum, file) => sum + this.gzipOf(file), 0)
    return { name, files: list, gzipBytes, ...(budget !== undefined ? { budget } : {}) }
  }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** The figures of a row past their budgets, as Chinese sentences (none: within budget). */
export function breachesOf(row: SizeRow): string[] {
  const found: string[] = []
  if (row.budget !== undefined && (row.gzipBytes ?? 0) > row.budget) found.push(`超出预算：${row.name} 文件 gzip ${kib(row.gzipBytes ?? 0)} > ${kib(row.budget)}`)
  if (row.wireBudget !== undefined && (row.wireBytes ?? Infinity) > row.wireBudget)
    found.push(`超出预算：${row.name} 线上 ${row.wireBytes === undefined ? '未测到' : kib(row.wireBytes)} > ${kib(row.wireBudget)}`)
  if (row.wireMissing?.length) found.push(`${row.name}：页面没有取到 ${row.wireMissing.join('、')}`)
  return found
}

const budgetText = (budget: number | undefined) => (budget === undefined ? '—' : `≤ ${kib(budget)}`)

export function formatTable(rows: SizeRow[]): string {
  const header = ['内容', '文件 gzip', '文件预算', '线上（浏览器收到）', '线上预算', '另有响应头', '文件数', '结果']
  const lines = rows.map((row) => [
    row.name,
    row.gzipBytes === undefined ? '—' : kib(row.gzipBytes),
    budgetText(row.budget),
    row.wireBytes === undefined ? '—' : kib(row.wireBytes),
    budgetText(row.wireBudget),
    row.wireHeaderBytes === undefined ? '—' : kib(row.wireHeaderBytes),
    String(row.files.length),
    row.budget === undefined && row.wireBudget === undefined ? '' : breachesOf(row).length ? '超出' : '通过',
  ])
  const width = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => width(line[column]))))
  const pad = (text: string, column: number) => text + ' '.repeat(widths[column] - width(text))
  return [header, ...lines].map((line) => line.map(pad).join('  ').trimEnd()).join('\n')
}
