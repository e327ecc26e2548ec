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

/**
 * Short paths of pages nested one level deeper than their top-level group, e.g.
 * /crm/se_maintainitem for /crm/workbill/se_maintainitem: links written without the subgroup
 * still open the page. A short path that is itself a route is left alone.
 */
export function nestedAliases(): { from: string; to: string }[] {
  const aliases: { from: string; to: string }[] = []
  for (const group of routeEntries) {
    for (const sub of group.children) {
      for (const page of sub.children) {
        const from = `${group.path}/${page.path.slice(sub.path.length + 1)}`
        if (!byPath.has(from) && !from.slice(group.path.length + 1).includes('/')) aliases.push({ from, to: page.path })
      }
    }
  }
  return aliases
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
