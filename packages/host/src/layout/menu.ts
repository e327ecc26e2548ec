// The sidebar menu as core's SESSION_PATHS.menu (GetUserMenuData) answers it: the caller's tree
// only, listing only built screens (the server decides).

export interface MenuNode {
  id: string
  path: string
  authName: string
  icon?: string
  pid?: string | null
  hidden?: boolean
  buttons?: string[]
  children?: MenuNode[]
}

/** Menu nodes to list: hidden ones (detail pages) are reachable by link only. */
export function visibleChildren(node: MenuNode): MenuNode[] {
  return (node.children ?? []).filter((child) => !child.hidden)
}

/** Ids of the nodes on the way to `path` (to open the groups that contain the current page). */
export function menuTrail(nodes: MenuNode[], path: string): string[] {
  for (const node of nodes) {
    if (node.path === path) return [node.id]
    const below = menuTrail(node.children ?? [], path)
    if (below.length) return [node.id, ...below]
  }
  return []
}

/**
 * Whether the caller's menu holds `path` (hidden detail pages included): the pages a user may open.
 * The server refuses every call of a page not granted anyway; this only spares the user a screen
 * of refusals. `canonical` maps a menu path (which an admin may write short) to its route.
 */
export function menuHolds(nodes: MenuNode[], path: string, canonical: (path: string) => string = (p) => p): boolean {
  return nodes.some((node) => (node.path && canonical(node.path) === path) || menuHolds(node.children ?? [], path, canonical))
}
