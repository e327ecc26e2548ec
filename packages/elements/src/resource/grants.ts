import { useEffect, useState } from 'react'
import type { ApiClient, ResourceButton } from '@scm/core'
import { useApi } from '../runtime'
import { SESSION_PATHS } from '@scm/core'

// Which buttons (add/edit/delete/export) the caller holds on a menu function. The server's menu
// call already answers per node, so the elements ask it once per client and read the node of
// their function. Hiding is only convenience: every endpoint checks the same grants.

export const MENU_PATH = SESSION_PATHS.menu

interface MenuNode {
  id: string
  buttons?: string[]
  children?: MenuNode[]
}

/** How long a screen opened later may reuse the menu: an admin's grant change shows within it. */
const MENU_REUSE_MS = 30_000

const menus = new WeakMap<ApiClient, { menu: Promise<MenuNode[]>; at: number }>()

function menuOf(api: ApiClient): Promise<MenuNode[]> {
  const cached = menus.get(api)
  if (cached && Date.now() - cached.at < MENU_REUSE_MS) return cached.menu
  // silent: a failed menu call leaves the buttons hidden; the list call reports the problem
  const menu = api.get<MenuNode[]>(MENU_PATH, { silent: true, timestamp: true }).catch(() => [])
  const entry = { menu, at: Date.now() }
  menus.set(api, entry)
  // forget a failure so the next screen asks again
  menu.then((nodes) => nodes.length || (menus.get(api) === entry && menus.delete(api)))
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

/**
 * Which buttons the caller holds on a menu function: `can('delete')`. Nothing is granted while the
 * menu is loading, so no button flashes up and goes.
 */
export function useCan(fn: string): (button: ResourceButton | 'audit') => boolean {
  const granted = useGrantedButtons(useApi(), fn)
  return (button) => (granted as ReadonlySet<string> | null)?.has(button) ?? false
}
