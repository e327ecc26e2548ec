// The elements' folders stand apart as the server's do (packages/server/test/layers.test.ts): an
// area (src/areas/<area>/) imports the kit (ui, list, resource, document, runtime, session) and its
// own files, never another area's: what two areas share belongs to the kit. The kit imports no
// area. An area's tests keep to the same rule; the kit's tests may mount area elements (the
// conformance suite does). From core, an area takes the kits (`@scm/core`), the business
// (`@scm/core/business`) and its own definitions (`@scm/core/<area>`, the same name); the kit takes
// the kits only. A node test (vitest), run by the host's project: the browser runner takes only *.test.tsx.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('../src', import.meta.url))
/** The portal shell writes its calls from core's tables as the elements do (its own layer test would be this one). */
const hostSrc = fileURLToPath(new URL('../../host/src', import.meta.url))

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : []))

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** `areas/order`, `ui`, `list`…, or '.' for the top level. */
function folderOf(file: string): string {
  const parts = relative(src, file).split(sep)
  if (parts.length === 1) return '.'
  return parts[0] === 'areas' && parts.length > 2 ? `areas/${parts[1]}` : parts[0]!
}

function target(from: string, spec: string): string {
  const path = resolve(dirname(from), spec)
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return path
}

// every relative specifier: `from '…'` (imports, re-exports, types too), `import '…'`, `import('…')`
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g

/** Each relative import inside src as `file → imported file` (paths relative to src), with the two folders. */
function imports(): { from: string; to: string; fromFolder: string; toFolder: string }[] {
  return files(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((m) => target(file, m[1]!))
      .filter((to) => !relative(src, to).startsWith('..'))
      .map((to) => ({ from: relative(src, file), to: relative(src, to), fromFolder: folderOf(file), toFolder: folderOf(to) })),
  )
}

/** Every import of a core subpath outside tests: `file`, its folder, the subpath. */
const coreImports = () =>
  files(src)
    .filter((file) => !isTest(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bfrom\s*['"]@scm\/core\/([a-z]+)['"]/g)].map((m) => ({ file: relative(src, file), folder: folderOf(file), module: m[1]! })))

/**
 * The first segments of the server's API paths (`/api/…` and the spec's controllers kept as they
 * were: `/Order/…`, `/User/User/…`, `/Email/…`, `/File/File/…`, `/Menu/Menu/…`, the signed
 * `/SaleCheck/…` and `/AppMateriel/…`); screen routes (`/order/query`, `/PcRcv/detail`) are not these.
 */
const API_PATH = /(['"`])\/(?:api|Order|User|Email|File|Menu|SaleCheck|AppMateriel)\//

/** Each line of a source file under `root` (not a test) that writes an API path as a literal, comments aside. */
const literalApiPaths = (root = src) =>
  files(root)
    .filter((file) => !isTest(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${relative(root, file).split(sep).join('/')}:${i + 1}` }))
        .filter(({ line }) => API_PATH.test(line) && !/^(\/\/|\*|\/\*)/.test(line))
        .map(({ line, at }) => `${at}: ${line}`),
    )

describe('elements layers', () => {
  const edges = imports()

  it('reads the imports it judges', () => {
    // a rule over no edges would pass on anything
    expect(edges.some((e) => e.fromFolder === 'areas/order' && e.toFolder === 'ui')).toBe(true)
    expect(edges.some((e) => e.fromFolder === 'areas/order' && e.toFolder === 'areas/order')).toBe(true)
  })

  it("no area imports another area's files, its tests included", () => {
    const wrong = edges.filter((e) => e.fromFolder.startsWith('areas/') && e.toFolder.startsWith('areas/') && e.toFolder !== e.fromFolder)
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([])
  })

  it('the kit imports no area (outside its tests)', () => {
    const wrong = edges.filter((e) => !e.fromFolder.startsWith('areas/') && e.toFolder.startsWith('areas/') && !isTest(e.from))
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([])
  })

  it("an area takes from core its own definitions and the business, never another area's", () => {
    const wrong = coreImports().filter((i) => i.folder.startsWith('areas/') && i.module !== 'business' && i.module !== i.folder.slice('areas/'.length))
    expect(wrong.map((i) => `${i.file} → @scm/core/${i.module}`)).toEqual([])
  })

  it("the kit takes from core the kits only, no area's definitions and no business", () => {
    const wrong = coreImports().filter((i) => !i.folder.startsWith('areas/'))
    expect(wrong.map((i) => `${i.file} → @scm/core/${i.module}`)).toEqual([])
  })

  it("no element writes an API path as a literal: the calls are each area's path table in core (the kits' in @scm/core)", () => {
    // a rule that matches nothing would pass on anything
    expect(API_PATH.test(`api.get('/api/Org/GetOrgTree')`) && API_PATH.test('path="/Order/OrderQuery/GetList"') && !API_PATH.test("navigate('/PcRcv/detail')")).toBe(true)
    expect(literalApiPaths()).toEqual([])
  })

  it('nor does the host: the shell takes its calls from core too (SESSION_PATHS, SHELL_PATHS, an area table)', () => {
    expect(literalApiPaths(hostSrc)).toEqual([])
  })
})
