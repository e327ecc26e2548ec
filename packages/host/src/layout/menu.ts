// The sidebar menu as GET /Menu/Menu/GetUserMenuData answers it: the caller's tree only,
// listing only built screens (the server decides).

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

export const MENU_PATH = '/Menu/Menu/GetUserMenuData'

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
