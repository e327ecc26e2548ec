import { homeRoute, publicRoutes } from './public'
import { routeTree } from './tree'
import type { RouteNode } from './types'

/** Every node of the layout tree, parents before their children (public routes not included). */
export function flattenRoutes(nodes: readonly RouteNode[] = routeTree): RouteNode[] {
  const out: RouteNode[] = []
  const walk = (list: readonly RouteNode[]) => {
    for (const node of list) {
      out.push(node)
      if (node.children) walk(node.children)
    }
  }
  walk(nodes)
  return out
}

/** Path without query, hash or trailing slash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

function matches(pattern: string, path: string, ignoreCase: boolean): boolean {
  const want = pattern.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return false
  return want.every((segment, i) => {
    const actual = have[i] ?? ''
    if (segment.startsWith(':')) return actual !== ''
    return ignoreCase ? segment.toLowerCase() === actual.toLowerCase() : segment === actual
  })
}

let everyRoute: RouteNode[] | undefined
const allRoutes = () => (everyRoute ??= [homeRoute, ...publicRoutes, ...flattenRoutes()])

/**
 * The route of a path (`/receive/:id` matches `/receive/42`). Exact spelling first, then ignoring
 * case as the browser router does, so `/qas/CheckFault` still finds `/qas/checkFault`.
 */
export function findRoute(path: string): RouteNode | undefined {
  const wanted = normalizePath(path)
  return (
    allRoutes().find((route) => matches(route.path, wanted, false)) ??
    allRoutes().find((route) => matches(route.path, wanted, true))
  )
}

/** The chain from the top-level group down to the route of `path` (breadcrumbs); [] if unknown. */
export function routeTrail(path: string): RouteNode[] {
  const target = findRoute(path)
  if (!target) return []
  const search = (list: readonly RouteNode[], trail: RouteNode[]): RouteNode[] | undefined => {
    for (const node of list) {
      const next = [...trail, node]
      if (node === target) return next
      const found = node.children && search(node.children, next)
      if (found) return found
    }
    return undefined
  }
  return search(routeTree, []) ?? [target]
}
