import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { baseOptions, SINGLE_FILE_PLUGINS } from '/work/wt-claim/packages/elements/scripts/lib/esbuild-options'
const stubs = process.argv.slice(3)
const stub = { name: 'stub', setup(b: any) { b.onLoad({ filter: /.*/ }, (a: any) => stubs.some((s) => a.path.endsWith(s)) ? { contents: 'export const DialogView = () => null; export const UploadView = () => null; export const confirm = async () => true', loader: 'ts' } : undefined) } }
const r = await build({ ...baseOptions(true), entryPoints: [process.argv[2]!], write: false, outfile: '/tmp/x.js', format: 'iife', plugins: [stub, ...baseOptions(true).plugins!, ...SINGLE_FILE_PLUGINS] })
console.log(stubs.join(','), 'gzip KiB', (gzipSync(r.outputFiles[0]!.contents).length / 1024).toFixed(1))
