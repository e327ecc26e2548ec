// Test-only stand-in for the browser's Web Storage, so session code runs under Node.
export class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length(): number {
    return this.items.size
  }
  clear(): void {
    this.items.clear()
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }
}

/** Installs fresh sessionStorage and localStorage on globalThis; returns them. */
export function installMemoryStorage(): { session: MemoryStorage; local: MemoryStorage } {
  const session = new MemoryStorage()
  const local = new MemoryStorage()
  Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true, writable: true })
  Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true, writable: true })
  return { session, local }
}

export function removeMemoryStorage(): void {
  delete (globalThis as Record<string, unknown>).sessionStorage
  delete (globalThis as Record<string, unknown>).localStorage
}
