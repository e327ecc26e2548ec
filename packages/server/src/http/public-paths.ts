/**
 * The calls that need no login (spec §7 public calls). Everything else answers 401 without a live
 * token. Each area declares its own (`publicPaths` of its AreaModule); createApp registers them.
 * An entry ending in `/*` covers every path below it.
 */
const paths = new Set<string>()

export function registerPublicPaths(entries: readonly string[]): void {
  for (const entry of entries) paths.add(entry)
}

/** Every registered public path (for the route-table tests and docs). */
export function publicPaths(): string[] {
  return [...paths]
}

export function isPublicPath(path: string): boolean {
  for (const entry of paths) {
    if (entry.endsWith('/*') ? path.startsWith(entry.slice(0, -1)) : path === entry) return true
  }
  return false
}
