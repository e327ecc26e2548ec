import postcss, { type AtRule, type Container } from 'postcss'

// Panda writes every token of its preset into `@layer tokens` (≈ 420 custom properties, 11.7 kB),
// whatever the styles use; the portal's styles read a few dozen (Panda's own advice: prune them in
// a post-processing step, as its `cssgen:done` hook examples do). A token stays when a
// declaration outside the tokens layer reads it through `var()`, when a kept token reads it, or
// when one of `sources` (the code the stylesheet serves: our TypeScript, which may write
// `var(--x)` in an inline style) names it. Only the tokens layer is touched.

const VAR_READ = /var\(\s*(--[\w-]+)/g

function readsOf(text: string): string[] {
  return [...text.matchAll(VAR_READ)].map((match) => match[1]!)
}

function isTokensLayer(node: AtRule): boolean {
  return node.name === 'layer' && node.params.trim() === 'tokens' && Array.isArray(node.nodes)
}

/** Removes rules and at-rules that the pruning left without declarations. */
function dropEmpty(container: Container): void {
  container.each((child) => {
    if (child.type !== 'rule' && child.type !== 'atrule') return
    if (!('nodes' in child) || !child.nodes) return
    dropEmpty(child)
    if (child.nodes.length === 0) child.remove()
  })
}

export interface PruneResult {
  css: string
  /** Custom properties declared in the tokens layer before and after. */
  declared: number
  kept: number
}

/** The stylesheet without the tokens nothing reads (see above). */
export function pruneUnusedTokens(css: string, sources: Iterable<string> = []): PruneResult {
  const root = postcss.parse(css)
  const layers: AtRule[] = []
  root.walkAtRules('layer', (node) => {
    if (isTokensLayer(node)) layers.push(node)
  })
  const tokenValues = new Map<string, string[]>()
  for (const layer of layers)
    layer.walkDecls(/^--/, (decl) => {
      tokenValues.set(decl.prop, [...(tokenValues.get(decl.prop) ?? []), decl.value])
    })

  const used = new Set<string>()
  const pending: string[] = []
  const read = (text: string) => {
    for (const name of readsOf(text))
      if (!used.has(name)) {
        used.add(name)
        pending.push(name)
      }
  }
  root.walkDecls((decl) => {
    if (!layers.some((layer) => decl.parent && isInside(decl.parent, layer))) read(decl.value)
  })
  for (const text of sources) read(text)
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) for (const value of tokenValues.get(name) ?? []) read(value)

  for (const layer of layers) {
    layer.walkDecls(/^--/, (decl) => {
      if (!used.has(decl.prop)) decl.remove()
    })
    dropEmpty(layer)
  }
  const kept = [...tokenValues.keys()].filter((name) => used.has(name)).length
  return { css: root.toString(), declared: tokenValues.size, kept }
}

function isInside(node: Container, ancestor: Container): boolean {
  for (let at: Container | undefined = node; at; at = at.parent as Container | undefined) if (at === ancestor) return true
  return false
}
