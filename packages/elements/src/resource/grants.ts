import { useEffect, useState } from 'react'
import type { ApiClient, ResourceButton } from '@scm/core'

// Which buttons (add/edit/delete/export) the caller holds on a menu function. The server's menu
// call already answers per node, so the elements ask it once per client and read the node of
// their function. Hiding is only convenience: every endpoint checks the same grants.

export const MENU_PATH = '/Menu/Menu/GetUserMenuData'

interface MenuNode {
  id: string
  buttons?: string[]
  children?: MenuNode[]
}

const menus = new WeakMap<ApiClient, Promise<MenuNode[]>>()

function menuOf(api: ApiClient): Promise<MenuNode[]> {
  let menu = menus.get(api)
  if (!menu) {
    // silent: a failed menu call leaves the buttons hidden; the list call reports the problem
    menu = api.get<MenuNode[]>(MENU_PATH, { silent: true }).catch(() => [])
    menus.set(api, menu)
    // forget a failure so the next screen asks again
    menu.then((nodes) => nodes.length || menus.delete(api))
  }
  return menu
}

function findNode(nodes: MenuNode[] | undefined, id: string): MenuNode | undefined {
  for (const node of nodes ?? []) {
    if (node.id === id) return node
    const inner = findNode(node.children, id)
    if (inner) return inner
  }
  return undefined
}

/** The granted buttons of a function, or null while the menu is loading. */
export function useGrantedButtons(api: ApiClient, fn: string): ReadonlySet<ResourceButton> | null {
  const [buttons, setButtons] = useState<ReadonlySet<ResourceButton> | null>(null)
  useEffect(() => {
    let live = true
    menuOf(api).then((nodes) => {
      if (live) setButtons(new Set((findNode(nodes, fn)?.buttons ?? []) as ResourceButton[]))
    })
    return () => {
      live = false
    }
  }, [api, fn])
  return buttons
}
