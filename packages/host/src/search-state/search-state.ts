// Cached search state of list screens (filters, page, sort) lives in sessionStorage under
// `scm.searchState.<route path>`, so an element keeps it when re-created and the same contract
// works on a third-party page. An element reads the key when it mounts and writes it as the user
// searches; the host clears some of them on a sidebar click (spec §2 "Layout behaviour").

export const SEARCH_STATE_PREFIX = 'scm.searchState.'

/**
 * Lists whose cached search state a sidebar click clears: inbox, outbox, mailbox, bulletin,
 * my bulletin, order publish, order receive, my contract and the quality-query tab.
 */
export const SEARCH_STATE_RESET_PATHS = [
  '/mail/inbox',
  '/mail/outbox',
  '/mail/foldManage',
  '/bulletin/index',
  '/bulletin/list',
  '/order/publish',
  '/order/receive',
  '/contract/query',
  '/QulManage/accQuery',
] as const

export function searchStateKey(path: string): string {
  return SEARCH_STATE_PREFIX + path
}

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

export function readSearchState<T = unknown>(path: string): T | null {
  const text = store()?.getItem(searchStateKey(path))
  if (!text) return null
  try {
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

export function writeSearchState(path: string, state: unknown): void {
  try {
    store()?.setItem(searchStateKey(path), JSON.stringify(state))
  } catch {
    // a full store only loses the cache
  }
}

/** Removes the cached state of the given routes (a sidebar click clears the spec's lists). */
export function clearSearchStates(paths: readonly string[] = SEARCH_STATE_RESET_PATHS): void {
  const s = store()
  for (const path of paths) {
    try {
      s?.removeItem(searchStateKey(path))
    } catch {
      // nothing cached
    }
  }
}
