// One-off codemod (issue 38): moves core's area files under core/src/areas/<area>/ and the shared
// business under core/src/business/, and rewrites every import that reaches them: each name taken
// from `@scm/core` is resolved to the file declaring it and taken from that file's new module
// (`@scm/core`, `@scm/core/<area>`, `@scm/core/business`); relative imports inside core are
// recomputed from the new locations. Run once with `npx tsx scripts/areas-codemod.ts [--dry]`.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join, relative, resolve, basename, sep } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')
const coreSrc = join(root, process.env.SRC ?? 'packages/core/src')
const coreMode = !process.env.SRC
const dry = process.argv.includes('--dry')

/** old path (under core/src) → new path; a trailing `/` moves a whole folder. */
const MOVES: Record<string, string> = JSON.parse(readFileSync(join(import.meta.dirname, process.env.MOVES ?? 'areas-moves.json'), 'utf8'))

function newPathOf(abs: string): string {
  const rel = relative(coreSrc, abs).split(sep).join('/')
  if (rel.startsWith('..')) return abs
  if (MOVES[rel]) return join(coreSrc, MOVES[rel]!)
  for (const [from, to] of Object.entries(MOVES)) if (from.endsWith('/') && rel.startsWith(from)) return join(coreSrc, to + rel.slice(from.length))
  return abs
}

function moduleOf(newAbs: string): string {
  const rel = relative(coreSrc, newAbs).split(sep)
  if (rel[0] === 'areas' && rel.length > 2) return `@scm/core/${rel[1]}`
  if (rel[0] === 'business') return '@scm/core/business'
  return '@scm/core'
}

function relSpec(fromAbs: string, toAbs: string): string {
  let spec = relative(dirname(fromAbs), toAbs).split(sep).join('/').replace(/\.tsx?$/, '')
  if (spec.endsWith('/index')) spec = spec.slice(0, -'/index'.length)
  if (spec === 'index') spec = '.'
  if (!spec.startsWith('.')) spec = `./${spec}`
  return spec
}

const configPath = join(root, 'tsconfig.json')
const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)) } })!
const program = ts.createProgram(parsed.fileNames, parsed.options)
const checker = program.getTypeChecker()

const resolveSpec = (spec: string, from: string) => ts.resolveModuleName(spec, from, parsed.options, ts.sys).resolvedModule?.resolvedFileName

interface Binding { text: string; decl: string | undefined }

/** The file declaring the symbol an import/export specifier names. */
function declaringFile(node: ts.ImportSpecifier | ts.ExportSpecifier): string | undefined {
  let sym = ts.isExportSpecifier(node) ? checker.getExportSpecifierLocalTargetSymbol(node) : checker.getSymbolAtLocation(node.name)
  if (!sym) return undefined
  if (sym.flags & ts.SymbolFlags.Alias) sym = checker.getAliasedSymbol(sym)
  const decl = sym.declarations?.[0]
  return decl?.getSourceFile().fileName
}

const edits = new Map<string, { start: number; end: number; text: string }[]>()
const report = new Map<string, Set<string>>() // declaring old file → importing places
const problems: string[] = []

for (const sf of program.getSourceFiles()) {
  const file = sf.fileName
  if (file.includes('/node_modules/') || !file.startsWith(root)) continue
  const inCore = file.startsWith(coreSrc + '/')
  const quote = sf.text.includes("from '") ? "'" : '"'
  for (const st of sf.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier)) continue
    const spec = st.moduleSpecifier.text
    const scm = coreMode && spec === '@scm/core'
    if (!scm && !spec.startsWith('.')) continue
    const target = resolveSpec(spec, file)
    if (!target) { problems.push(`${file}: cannot resolve ${spec}`); continue }
    const relCore = spec.startsWith('.') && (inCore || target.startsWith(coreSrc + '/'))
    if (!scm && !relCore) continue
    const semi = st.getText(sf).trimEnd().endsWith(';') ? ';' : ''
    const named = ts.isImportDeclaration(st)
      ? st.importClause?.namedBindings && ts.isNamedImports(st.importClause.namedBindings) && !st.importClause.name ? st.importClause.namedBindings.elements : undefined
      : st.exportClause && ts.isNamedExports(st.exportClause) ? st.exportClause.elements : undefined
    const typeOnly = ts.isImportDeclaration(st) ? !!st.importClause?.isTypeOnly : st.isTypeOnly
    const keyword = ts.isImportDeclaration(st) ? 'import' : 'export'
    const barrel = basename(target) === 'index.ts'
    const place = relative(root, file)
    if (!named || (relCore && !barrel)) {
      if (scm) { if (ts.isImportDeclaration(st) && st.importClause) problems.push(`${place}: ${st.getText(sf)} not rewritten`); continue }
      const next = relSpec(newPathOf(file), newPathOf(target))
      if (next !== spec) (edits.get(file) ?? edits.set(file, []).get(file)!).push({ start: st.moduleSpecifier.getStart(sf), end: st.moduleSpecifier.getEnd(), text: `${quote}${next}${quote}` })
      continue
    }
    const groups = new Map<string, Binding[]>()
    for (const el of named) {
      const decl = declaringFile(el)
      if (decl && !decl.includes('/node_modules/')) (report.get(decl) ?? report.set(decl, new Set()).get(decl)!).add(place)
      const importedName = (el.propertyName ?? el.name).text
      let key: string
      if (!decl || decl.includes('/node_modules/')) { problems.push(`${place}: ${importedName} unresolved`); key = scm ? spec : relSpec(newPathOf(file), newPathOf(target)) }
      else if (scm) key = moduleOf(newPathOf(decl))
      else {
        const declNew = newPathOf(decl)
        const barrelNew = newPathOf(target)
        const keep = basename(barrelNew) === 'index.ts' && barrelNew !== join(coreSrc, 'index.ts') && !relative(dirname(barrelNew), declNew).startsWith('..')
        key = relSpec(newPathOf(file), keep ? barrelNew : declNew)
      }
      const list = groups.get(key) ?? groups.set(key, []).get(key)!
      list.push({ text: el.getText(sf), decl })
    }
    if (groups.size === 1 && groups.has(spec)) continue
    const text = [...groups].map(([mod, list]) => `${keyword} ${typeOnly ? 'type ' : ''}{ ${list.map((b) => b.text).join(', ')} } from ${quote}${mod}${quote}${semi}`).join('\n')
    ;(edits.get(file) ?? edits.set(file, []).get(file)!).push({ start: st.getStart(sf), end: st.getEnd(), text })
  }
}

if (process.argv.includes('--report')) {
  for (const [decl, places] of [...report].sort()) {
    if (!decl.startsWith(coreSrc)) continue
    const areas = new Set([...places].map((p) => p.replace(/^packages\/(\w+)\/(src|test)\/(areas\/[^/]+|[^/]+).*/, '$1:$3')))
    console.log(relative(coreSrc, decl), '→', [...areas].sort().join(' '))
  }
}
for (const p of problems) console.error('!', p)
if (dry) process.exit(0)

const contents = new Map<string, string>()
for (const [file, list] of edits) {
  let text = readFileSync(file, 'utf8')
  for (const e of list.sort((a, b) => b.start - a.start)) text = text.slice(0, e.start) + e.text + text.slice(e.end)
  contents.set(file, text)
}
// move, then write the rewritten text at the new place
for (const [from, to] of Object.entries(MOVES)) {
  const dest = join(coreSrc, to)
  mkdirSync(from.endsWith('/') ? dirname(dest.replace(/\/$/, '')) : dirname(dest), { recursive: true })
  execFileSync('git', ['mv', join(coreSrc, from), dest.replace(/\/$/, '')], { cwd: root })
}
for (const [file, text] of contents) writeFileSync(newPathOf(file), text)
console.log(`${contents.size} files rewritten, ${Object.keys(MOVES).length} moves`)
