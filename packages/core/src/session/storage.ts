// Guarded access to the browser stores, so this module also loads under Node (server, tests)
// and inside sandboxed frames where touching `sessionStorage` throws.

type StoreName = 'sessionStorage' | 'localStorage'

export function browserStore(name: StoreName): Storage | undefined {
  try {
    const store = (globalThis as Record<string, unknown>)[name] as Storage | undefined
    return store && typeof store.getItem === 'function' ? store : undefined
  } catch {
    return undefined
  }
}

export function readItem(name: StoreName, key: string): string | null {
  try {
    return browserStore(name)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(name: StoreName, key: string, value: string | null): void {
  try {
    const store = browserStore(name)
    if (!store) return
    if (value === null) store.removeItem(key)
    else store.setItem(key, value)
  } catch {
    // a full or blocked store must not break the page
  }
}
