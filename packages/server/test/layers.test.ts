// The server's folders stand in layers: clock < db < identity < http < platform < ops, resource, document <
// business (what several areas share) < areas < the app (app.ts, prepare.ts, main.ts). A folder imports
// only folders below it (types aside; the business layer's rules count types too), so no framework
// file depends on the business or an area, no area on another, and no two folders import each other.
// An area has one name on every side (docs/ARCHITECTURE.md): core/src/areas/<area>, elements/src/areas/<area>.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = resolve(__dirname, '../src')
const FRAMEWORK = ['clock', 'db', 'identity', 'http', 'platform', 'ops', 'resource', 'document', 'mail', 'seed']
const BUSINESS = 'business'
/** Areas with a folder of the same name in core, elements and server (docs/ARCHITECTURE.md). */
const PAIRED_AREAS = ['account', 'bulletin', 'catalogue', 'cockpit', 'contract', 'crm', 'equip', 'files', 'mail', 'menu', 'order', 'prcsdocument', 'quality', 'receive', 'review', 'sysmanage', 'user']
/** Areas of the server alone: no definitions of their own in core, no screens in elements. */
const SERVER_ONLY_AREAS = ['auth', 'home', 'org', 'partner', 'portal', 'pubtable', 'wf', 'wx']

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [join(dir, e.name)] : []))

/** `areas/order`, `http`, or '.' for the top level. */
function folderOf(file: string): string {
  const parts = relative(src, file).split(sep)
  if (parts.length === 1) return '.'
  return parts[0] === 'areas' && parts.length > 2 ? `areas/${parts[1]}` : parts[0]!
}

function target(from: string, spec: string): string {
  const path = resolve(dirname(from), spec)
  return existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.ts') : `${path}.ts`
}

/** folder → folders it imports values from (type-only imports leave no trace at run time), or types too. */
function folderImports(types = false): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(types ? /^(?:import|export) [^'"]*from '(\.[^']+)'/gm : /^import (?!type )[^'"]*from '(\.[^']+)'/gm)) {
      const [a, b] = [folderOf(file), folderOf(target(file, m[1]!))]
      if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b))
    }
  }
  return edges
}

describe('server layers', () => {
  const edges = folderImports()

  // What two areas share belongs to the kit (platform, document, resource, identity, http), never to one of them.
  it("no area imports another area's files", () => {
    const crossing = [...edges].flatMap(([from, to]) => (from.startsWith('areas/') ? [...to].filter((t) => t.startsWith('areas/')).map((t) => `${from} → ${t}`) : []))
    expect(crossing.sort()).toEqual([])
  })

  it('no framework folder imports an area or the app', () => {
    const wrong = FRAMEWORK.flatMap((f) => [...(edges.get(f) ?? [])].filter((to) => to.startsWith('areas/') || to === '.').map((to) => `${f} → ${to}`))
    expect(wrong).toEqual([])
  })

  it('no two folders import each other, directly or round about', () => {
    const cycles: string[] = []
    const walk = (start: string, at: string, path: string[]) => {
      for (const next of edges.get(at) ?? []) {
        if (next === start) cycles.push([...path, start].join(' → '))
        else if (!path.includes(next)) walk(start, next, [...path, next])
      }
    }
    for (const folder of edges.keys()) walk(folder, folder, [folder])
    expect(cycles).toEqual([])
  })

  const withTypes = folderImports(true)
  /** `folder → @scm/core/<module>` for every import of a core subpath (types too). */
  const coreImports = files(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '@scm\/core\/([a-z]+)'/g)].map((m) => ({ folder: folderOf(file), module: m[1]! })),
  )

  it('no framework folder imports the business layer, types included', () => {
    const wrong = FRAMEWORK.flatMap((f) => [...(withTypes.get(f) ?? [])].filter((to) => to === BUSINESS).map((to) => `${f} → ${to}`))
    expect(wrong).toEqual([])
  })

  it('the business layer imports no area and not the app, types included', () => {
    expect([...(withTypes.get(BUSINESS) ?? [])].filter((to) => to.startsWith('areas/') || to === '.')).toEqual([])
  })

  it("framework and business take from core only the kits and the business, never an area's definitions", () => {
    const wrong = coreImports.filter((i) => FRAMEWORK.includes(i.folder) || (i.folder === BUSINESS && i.module !== 'business'))
    // a framework folder takes only `@scm/core` itself (the kits)
    expect(wrong.map((i) => `${i.folder} → @scm/core/${i.module}`)).toEqual([])
  })

  it("an area takes from core its own definitions, the business and the kits, not another area's", () => {
    // what two areas share (the service calendar the cockpit counts by, the flows wf runs) is @scm/core/business
    const wrong = coreImports.filter((i) => i.folder.startsWith('areas/') && i.module !== 'business' && i.module !== i.folder.slice(6))
    expect([...new Set(wrong.map((i) => `${i.folder} → @scm/core/${i.module}`))]).toEqual([])
  })

  it('an area of a pair has its folder, under the same name, in core, elements and server; every area folder is declared', () => {
    const sides = { core: resolve(src, '../../core/src/areas'), elements: resolve(src, '../../elements/src/areas'), server: join(src, 'areas') }
    const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    const missing = PAIRED_AREAS.flatMap((area) => Object.entries(sides).filter(([, dir]) => !existsSync(join(dir, area))).map(([side]) => `${side}: ${area}`))
    expect(missing).toEqual([])
    const undeclared = Object.entries(sides).flatMap(([side, dir]) =>
      folders(dir).filter((area) => !PAIRED_AREAS.includes(area) && !(side === 'server' && SERVER_ONLY_AREAS.includes(area))).map((area) => `${side}: ${area}`),
    )
    expect(undeclared).toEqual([])
  })
})
