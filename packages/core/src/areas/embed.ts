import { BALANCE_FNS } from './account/balance'
import { claimDocument } from './quality/claim'
import { inspectionDocument } from './quality/inspection'
import { statementDocument } from './account/statement'
import { workbillDocument } from './crm/workbill'
import { vehicleResource } from '../business/vehicle'
import { findRoute } from '../routes/find'
import { screens } from './screens'
import type { ScreenEntry } from '../routes/types'

/** Whose users a widget serves on their own site. */
export type EmbedOwner = 'supplier' | 'customer'

/**
 * The widgets a partner's page embeds with an embed token (issue 12 item 6, issue 13 item 6):
 * the elements whose contract says `embeddable: true` (the elements' build test holds the two
 * lists equal). Each names the menu functions its calls are granted by: a screen's route id when
 * the tag has a screen in the registry, else `fns` (a widget without a portal screen of its own).
 */
export const embedWidgets: readonly { tag: string; owner: EmbedOwner; fns?: readonly string[] }[] = [
  { tag: 'scm-order-confirm', owner: 'supplier' },
  { tag: 'scm-order-receive', owner: 'supplier' },
  { tag: 'scm-supplier-claims', owner: 'supplier', fns: [claimDocument.fn] },
  // balances to confirm, and the open statements whose lines he confirms
  { tag: 'scm-supply-balance', owner: 'supplier', fns: [BALANCE_FNS.confirm, statementDocument.fn] },
  // a customer's repair widget on a WeChat page: his vehicles and his work orders
  { tag: 'scm-wechat-repair', owner: 'customer', fns: [workbillDocument.fn, vehicleResource.fn] },
  // the supplier's own scorecard (issue 40 item 3): the functions his figures are counted under —
  // inspections (PPM, lot acceptance), his orders (on-time delivery), claims, statements; not the
  // send records (overdue batches stay on the portal's scorecard, the token gets no such list)
  { tag: 'scm-supplier-scorecard', owner: 'supplier', fns: [inspectionDocument.fn, 'order_myquery', claimDocument.fn, statementDocument.fn] },
  // the login form: it calls /token only and needs no function
  { tag: 'scm-supplier-login', owner: 'supplier', fns: [] },
]

/**
 * The functions an embed token of an owner kind may use: the grants of its user are cut down to
 * these, whatever his roles hold. `known` is the screen registry (default: the registered screens).
 */
export function embedFunctions(owner: EmbedOwner, known: readonly ScreenEntry[] = screens): string[] {
  const fns = new Set<string>()
  for (const widget of embedWidgets) {
    if (widget.owner !== owner) continue
    for (const fn of widget.fns ?? [routeIdOfTag(widget.tag, known)]) fns.add(fn)
  }
  return [...fns]
}

function routeIdOfTag(tag: string, known: readonly ScreenEntry[]): string {
  const screen = known.find((entry) => entry.tag === tag)
  const route = screen && findRoute(screen.path)
  if (!route) throw new Error(`嵌入组件 ${tag} 没有对应的菜单功能`)
  return route.id
}
