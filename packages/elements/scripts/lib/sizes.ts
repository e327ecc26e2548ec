import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Metafile } from 'esbuild'
import { repoRoot } from './esbuild-options'

// What a page actually downloads, measured in gzip bytes from esbuild's metafile: an entry plus
// every chunk it imports statically (dynamic imports are fetched later, on demand).

export interface SizeRow {
  name: string
  /** Files counted, relative to the build's outdir. */
  files: string[]
  gzipBytes: number
  /** Limit in bytes, when this row has one. */
  budget?: number
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

export function formatTable(rows: SizeRow[]): string {
  const header = ['内容', 'gzip', '预算', '文件数', '结果']
  const lines = rows.map((row) => [
    row.name,
    kib(row.gzipBytes),
    row.budget === undefined ? '—' : `≤ ${kib(row.budget)}`,
    String(row.files.length),
    row.budget === undefined ? '' : row.gzipBytes <= row.budget ? '通过' : '超出',
  ])
  const width = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => width(line[column]))))
  const pad = (text: string, column: number) => text + ' '.repeat(widths[column] - width(text))
  return [header, ...lines].map((line) => line.map(pad).join('  ').trimEnd()).join('\n')
}
