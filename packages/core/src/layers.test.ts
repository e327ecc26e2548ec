// Core's folders stand in layers as the server's do (packages/server/test/layers.test.ts): the kits
// (session, client, resource, document, routes…) < business/ (what several areas share: the purchase
// chain, users, prices, vehicles; `@scm/core/business`) < areas/<area>/ (`@scm/core/<area>`) < the
// registry (the files right in areas/: every area's screens, resources and widgets) and index.ts.
// A kit imports no area, no business and not the registry; the business imports no area; an area
// imports the kits, the business and its own files, never another area's. Tests may reach further.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('.', import.meta.url))

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [join(dir, e.name)] : []))

/** `areas/order`, `registry` (a file right in areas/), `business`, a kit (`client`, `resource`…), or '.' (index.ts). */
function folderOf(file: string): string {
  const parts = relative(src, file).split(sep)
  if (parts.length === 1) return '.'
  if (parts[0] === 'areas') return parts.length > 2 ? `areas/${parts[1]}` : 'registry'
  return parts[0]!
}

function target(from: string, spec: string): string {
  const path = resolve(dirname(from), spec)
  for (const candidate of [`${path}.ts`, join(path, 'index.ts'), path]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return path
}

// every relative specifier: imports and re-exports, types too
const SPECIFIER = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g

const edges = files(src).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => {
    const to = target(file, m[1]!)
    return { from: relative(src, file), to: relative(src, to), fromFolder: folderOf(file), toFolder: folderOf(to) }
  }),
)
const isKit = (folder: string) => !folder.startsWith('areas/') && !['registry', 'business', '.'].includes(folder)
const show = (list: typeof edges) => list.map((e) => `${e.from} → ${e.to}`)

describe('core layers', () => {
  it('reads the imports it judges', () => {
    expect(edges.some((e) => e.fromFolder === 'areas/quality' && e.toFolder === 'document')).toBe(true)
    expect(edges.some((e) => e.fromFolder === 'business' && e.toFolder === 'resource')).toBe(true)
  })

  it('no kit imports an area, the business or the registry', () => {
    expect(show(edges.filter((e) => isKit(e.fromFolder) && !isKit(e.toFolder)))).toEqual([])
  })

  it('the business imports no area and not the registry', () => {
    expect(show(edges.filter((e) => e.fromFolder === 'business' && (e.toFolder.startsWith('areas/') || e.toFolder === 'registry' || e.toFolder === '.')))).toEqual([])
  })

  it("no area imports another area's files or the registry", () => {
    expect(show(edges.filter((e) => e.fromFolder.startsWith('areas/') && e.toFolder !== e.fromFolder && (e.toFolder.startsWith('areas/') || e.toFolder === 'registry' || e.toFolder === '.')))).toEqual([])
  })

  it("@scm/core (index.ts) re-exports the kits and the registry, no area's definitions", () => {
    expect(show(edges.filter((e) => e.fromFolder === '.' && (e.toFolder.startsWith('areas/') || e.toFolder === 'business')))).toEqual([])
  })

  it('each area is exported as @scm/core/<area>, the business as @scm/core/business', () => {
    const exports = JSON.parse(readFileSync(join(src, '../package.json'), 'utf8')).exports as Record<string, string>
    const areas = readdirSync(join(src, 'areas'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    const expected = Object.fromEntries([['.', './src/index.ts'], ...areas.map((a) => [`./${a}`, `./src/areas/${a}/index.ts`]), ['./business', './src/business/index.ts']])
    expect(exports).toEqual(expected)
  })
})
