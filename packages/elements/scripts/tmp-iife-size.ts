import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { baseOptions, SINGLE_FILE_PLUGINS } from '/work/wt-claim/packages/elements/scripts/lib/esbuild-options'
const entry = process.argv[2]!
const r = await build({ ...baseOptions(true), entryPoints: [entry], write: false, outfile: '/tmp/x.js', format: 'iife', metafile: true, plugins: [...baseOptions(true).plugins!, ...SINGLE_FILE_PLUGINS] })
const out = Object.values(r.metafile.outputs)[0]!
const total = gzipSync(r.outputFiles[0]!.contents).length
console.log('gzip total KiB', (total / 1024).toFixed(1))
const groups: Record<string, number> = {}
for (const [file, info] of Object.entries(out.inputs)) {
  const key = file.replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1').replace(/^(packages\/[^/]+\/src\/[^/]+(\/[^/]+)?).*/, '$1')
  groups[key] = (groups[key] ?? 0) + info.bytesInOutput
}
for (const [k, v] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1024).toFixed(1).padStart(7), k)
console.log('raw KiB', (r.outputFiles[0]!.contents.length / 1024).toFixed(1))
