// The open-page tabs of spec §2 "Layout behaviour", kept as pure functions over a list:
// at most 10, Home first, one tab per route name, the oldest after Home removed past 10,
// closing the active tab activates the previous one, Home cannot be closed.

export const MAX_TABS = 10

export interface PageTab {
  /** Route name: the pathname without query string; the tab's identity. */
  path: string
  title: string
  /** Query string last seen on this route ('' or '?a=b'), restored when the tab is clicked. */
  search: string
}

export function homeTab(title: string, path = '/home'): PageTab {
  return { path, title, search: '' }
}

/**
 * Adds the route as a tab and evicts past the limit; a route already open keeps its place and its
 * title (an element may have renamed it) and only takes the new query string.
 */
export function openTab(tabs: PageTab[], tab: PageTab, max = MAX_TABS): PageTab[] {
  const index = tabs.findIndex((t) => t.path === tab.path)
  if (index >= 0) {
    if (tabs[index].search === tab.search) return tabs
    const next = tabs.slice()
    next[index] = { ...tabs[index], search: tab.search }
    return next
  }
  const next = [...tabs, tab]
  // the first entry is Home and stays; the oldest one after it goes
  while (next.length > max && next.length > 1) next.splice(1, 1)
  return next
}

/** Renames a tab (an element's scm-title); unknown paths leave the list alone. */
export function retitleTab(tabs: PageTab[], path: string, title: string): PageTab[] {
  const index = tabs.findIndex((t) => t.path === path)
  if (index < 0 || !title || tabs[index].title === title) return tabs
  const next = tabs.slice()
  next[index] = { ...tabs[index], title }
  return next
}

export interface ClosedTabs {
  tabs: PageTab[]
  /** The tab to show now: the previous one when the active tab closed, else null (stay). */
  activate: PageTab | null
}

/** Closes a tab; the first tab (Home) has no close mark and is never closed. */
export function closeTab(tabs: PageTab[], path: string, activePath: string): ClosedTabs {
  const index = tabs.findIndex((t) => t.path === path)
  if (index <= 0) return { tabs, activate: null }
  const next = tabs.filter((_, i) => i !== index)
  const activate = path === activePath ? next[index - 1] : null
  return { tabs: next, activate }
}

export function tabHref(tab: PageTab): string {
  return tab.path + tab.search
}
