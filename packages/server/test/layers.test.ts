// The server's folders stand in layers: clock < db < identity < http < platform < ops, resource, document <
// areas < the app (app.ts, prepare.ts, main.ts). A folder imports only folders below it (types
// aside), so no framework file depends on an area, no area on another, and no two folders import
// each other.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = resolve(__dirname, '../src')
const FRAMEWORK = ['clock', 'db', 'identity', 'http', 'platform', 'ops', 'resource', 'document', 'mail', 'seed']

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

/** folder → folders it imports values from (type-only imports leave no trace at run time). */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/^import (?!type )[^'"]*from '(\.[^']+)'/gm)) {
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
})
