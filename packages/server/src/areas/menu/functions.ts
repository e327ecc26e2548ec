import { asc } from 'drizzle-orm'
import { iconFor, routeTree, type RouteNode, type ScreenEntry } from '@scm/core'
import type { Db } from '../../db'
import { Binds, runPrepared } from '../../db/statements'
import type { Grants } from '../../http/context'
import { admits, BUTTONS, hasGrant } from '../../http/grants'
import type { RouteLookup } from '../../http/route-grants'
import { sysFunction } from '../../identity/role-schema'

type FunctionRow = typeof sysFunction.$inferInsert

/** Every node of core's routeTree as a sys_function row (id, pid, path, title, icon, sort, hidden). */
export function functionRows(nodes: readonly RouteNode[] = routeTree, pid: string | null = null): FunctionRow[] {
  return nodes.flatMap((node, index) => [
    {
      id: node.id,
      pid,
      path: node.path,
      title: node.title,
      icon: pid === null ? (node.icon ?? iconFor(node.id)) : (node.icon ?? ''),
      sort: (index + 1) * 10,
      hidden: !!node.hidden,
    },
    ...functionRows(node.children ?? [], node.id),
  ])
}

/**
 * Adds the route tree's functions missing from sys_function; runs at every start so new routes
 * appear in existing databases. Existing rows keep their menu-management edits.
 */
export async function syncFunctions(db: Db): Promise<void> {
  await db.insert(sysFunction).values(functionRows()).onConflictDoNothing({ target: sysFunction.id })
}

/** A node of GetUserMenuData (spec §3 menu node, plus the caller's buttons). */
export interface MenuNode {
  id: string
  path: string
  authName: string
  icon: string
  pid: string | null
  /** Reachable by link but not listed in the sidebar (detail pages). */
  hidden: boolean
  buttons: string[]
  children: MenuNode[]
}

/**
 * The caller's menu: granted functions whose path has a built screen (core `screens`); a group is
 * listed when at least one visible descendant is. So nobody reaches an unbuilt or ungranted screen.
 */
export async function userMenu(db: Db, grants: Grants, builtPaths: ReadonlySet<string>): Promise<MenuNode[]> {
  // every page load reads the menu: one prepared statement
  const rows = await runPrepared(db, 'menu:functions', [], new Binds(), () => db.select().from(sysFunction).orderBy(asc(sysFunction.sort), asc(sysFunction.id)))
  const byParent = new Map<string | null, typeof rows>()
  for (const row of rows) {
    const list = byParent.get(row.pid) ?? []
    list.push(row)
    byParent.set(row.pid, list)
  }
  const buttonsOf = (id: string) => (grants === 'all' ? [...BUTTONS] : [...(grants.get(id) ?? [])].sort())

  const visit = (row: (typeof rows)[number]): MenuNode | null => {
    const children = (byParent.get(row.id) ?? []).map(visit).filter((n): n is MenuNode => n !== null)
    const node: MenuNode = {
      id: row.id,
      path: row.path,
      authName: row.title,
      icon: row.icon || (row.pid === null ? iconFor(row.id) : ''),
      pid: row.pid,
      hidden: row.hidden,
      buttons: buttonsOf(row.id),
      children,
    }
    if (children.length) return children.some((child) => !child.hidden) ? node : null
    const isGroup = byParent.has(row.id)
    return !isGroup && builtPaths.has(row.path) && hasGrant(grants, row.id) ? node : null
  }
  return (byParent.get(null) ?? []).map(visit).filter((n): n is MenuNode => n !== null)
}

/**
 * The built screens the caller can open: a screen declaring the calls it makes as it opens
 * (core ScreenEntry.calls) only when every one of those routes admits his grants (or is public);
 * a call the app does not serve keeps the screen out. So no menu offers a screen whose first call
 * answers 无权限 (e.g. the order mail previews under /mail need the buyer's order list).
 */
export function openableScreens(entries: readonly ScreenEntry[], grants: Grants, routes: RouteLookup): ScreenEntry[] {
  return entries.filter(
    (entry) =>
      !entry.calls ||
      entry.calls.every((call) => {
        const route = routes(call)
        return !!route && (route.isPublic || (!!route.grant && admits(grants, route.grant)))
      }),
  )
}
