import { claimDocument } from '../document/claim'
import { findRoute } from './find'
import { screens } from './registry'
import type { ScreenEntry } from './types'

/** Whose users a widget serves on their own site. */
export type EmbedOwner = 'supplier' | 'customer'

/**
 * The widgets a partner's page embeds with an embed token (issue 12 item 6, issue 13 item 6):
 * the elements whose contract says `embeddable: true` (the elements' build test holds the two
 * lists equal). Each names the menu function its calls are granted by: a screen's route id when
 * the tag has a screen in the registry, else `fn` (a widget without a portal screen).
 */
export const embedWidgets: readonly { tag: string; owner: EmbedOwner; fn?: string }[] = [
  { tag: 'scm-order-confirm', owner: 'supplier' },
  { tag: 'scm-order-receive', owner: 'supplier' },
  { tag: 'scm-supplier-claims', owner: 'supplier', fn: claimDocument.fn },
  // the login form: it calls /token only and needs no function
  { tag: 'scm-supplier-login', owner: 'supplier', fn: '' },
]

/**
 * The functions an embed token of an owner kind may use: the grants of its user are cut down to
 * these, whatever his roles hold. `known` is the screen registry (default: the registered screens).
 */
export function embedFunctions(owner: EmbedOwner, known: readonly ScreenEntry[] = screens): string[] {
  const fns = new Set<string>()
  for (const widget of embedWidgets) {
    if (widget.owner !== owner) continue
    const fn = widget.fn ?? routeIdOfTag(widget.tag, known)
    if (fn) fns.add(fn)
  }
  return [...fns]
}

function routeIdOfTag(tag: string, known: readonly ScreenEntry[]): string | undefined {
  const screen = known.find((entry) => entry.tag === tag)
  const route = screen && findRoute(screen.path)
  if (!route) throw new Error(`嵌入组件 ${tag} 没有对应的菜单功能`)
  return route.id
}
