import { buildElements, RUNTIME_OUT } from './build'
import { BuildSizes } from './lib/sizes'
const result = await buildElements({ panda: false, typingsFile: null, hostEntry: null, outdir: '/tmp/elbuild' })
const sizes = new BuildSizes(result.metafile, result.outdir)
const runtime = sizes.staticClosure(`${RUNTIME_OUT}.js`)
for (const tag of process.argv.slice(2)) {
  const files = [...sizes.staticClosure(`elements/${tag}.js`)].filter((f) => !runtime.has(f))
  console.log(tag)
  for (const f of files.sort((a, b) => sizes.gzipOf(b) - sizes.gzipOf(a))) {
    const out = result.metafile.outputs[`${result.outdir.replace(/^\//, '')}/${f}`] ?? Object.entries(result.metafile.outputs).find(([k]) => k.endsWith(f))?.[1]
    const ins = out ? Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 4).map(([k, v]) => `${k.replace(/.*packages\//, '')}:${v.bytesInOutput}`).join(' ') : ''
    console.log((sizes.gzipOf(f) / 1024).toFixed(2).padStart(6), f, ins)
  }
}
