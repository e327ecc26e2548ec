// The cached search state of a list (filters, page) under `scm.searchState.<route path>` in
// sessionStorage: the host clears some of these keys on a sidebar click (spec §2), and the same
// contract works on a third-party page. Failing storage (private mode) just means no cache.

const PREFIX = 'scm.searchState.'

export function readSearchState<T>(path: string | undefined): T | null {
  if (!path) return null
  try {
    const text = sessionStorage.getItem(PREFIX + path)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

export function writeSearchState(path: string | undefined, state: unknown): void {
  if (!path) return
  try {
    sessionStorage.setItem(PREFIX + path, JSON.stringify(state))
  } catch {
    // no storage: the list still works, it just forgets
  }
}
