// The portal's routes, read once from core's route tree (spec §2 "Route groups") with full
// paths, titles, parents and default children resolved, for the router, tabs and breadcrumbs.
import { findRoute, normalizePath, routeTree, type RouteNode } from '@scm/core'
import { HOME_PATH } from './guard'

export const HOME_TITLE = '首页'

export interface RouteEntry {
  id: string
  /** Absolute path, e.g. /QulManage/standard/standard_type. */
  path: string
  title: string
  hidden: boolean
  roles?: string[]
  /** Absolute path of the default child, for groups. */
  redirect?: string
  parent?: RouteEntry
  children: RouteEntry[]
}

function joinPath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path
  return `${parentPath.replace(/\/$/, '')}/${path}`
}

function build(node: RouteNode, parentPath: string, parent?: RouteEntry): RouteEntry {
  const path = joinPath(parentPath, node.path)
  const entry: RouteEntry = {
    id: node.id,
    path,
    title: node.title,
    hidden: Boolean(node.hidden),
    roles: node.roles,
    parent,
    children: [],
  }
  entry.children = (node.children ?? []).map((child) => build(child, path, entry))
  if (entry.children.length > 0) {
    entry.redirect = node.redirect ? joinPath(path, node.redirect) : entry.children[0].path
  }
  return entry
}

export const routeEntries: RouteEntry[] = routeTree.map((node) => build(node, ''))

const byPath = new Map<string, RouteEntry>()
const visit = (entry: RouteEntry) => {
  byPath.set(entry.path, entry)
  entry.children.forEach(visit)
}
routeEntries.forEach(visit)

/**
 * The route's own spelling of a path: the router matches paths ignoring case (so /qas/CheckFault
 * opens /qas/checkFault), and tabs must not split one page in two by spelling.
 */
export function canonicalPath(path: string): string {
  return findRoute(path)?.path ?? normalizePath(path)
}

/** The route entry of an absolute path (no query string), if the tree has one. */
export function routeEntry(path: string): RouteEntry | undefined {
  return byPath.get(canonicalPath(path))
}

/** Every entry, parents before children. */
export function allRouteEntries(): RouteEntry[] {
  return [...byPath.values()]
}

export function routeTitle(path: string): string {
  if (path === HOME_PATH) return routeEntry(path)?.title ?? HOME_TITLE
  return routeEntry(path)?.title ?? ''
}

export interface Crumb {
  path: string
  title: string
}

/** Breadcrumbs of a path: Home first, then each group down to the page. */
export function breadcrumbTrail(path: string): Crumb[] {
  const home: Crumb = { path: HOME_PATH, title: routeTitle(HOME_PATH) }
  const chain: Crumb[] = []
  for (let entry = routeEntry(path); entry; entry = entry.parent) {
    if (entry.path !== HOME_PATH) chain.unshift({ path: entry.path, title: entry.title })
  }
  return [home, ...chain]
}
