import { beforeEach, describe, expect, it } from 'vitest'
import { clearSearchStates, readSearchState, searchStateKey, writeSearchState } from './search-state'

class MemoryStorage {
  private items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

describe('cached search state', () => {
  beforeEach(() => {
    Object.assign(globalThis, { sessionStorage: new MemoryStorage() })
  })

  it('lives under scm.searchState.<path>', () => {
    writeSearchState('/mail/inbox', { searchKey: '报价' })
    expect(sessionStorage.getItem(searchStateKey('/mail/inbox'))).toBe('{"searchKey":"报价"}')
    expect(readSearchState('/mail/inbox')).toEqual({ searchKey: '报价' })
  })

  it('a sidebar click clears the spec lists and keeps the others', () => {
    writeSearchState('/order/publish', { page: 3 })
    writeSearchState('/sysmanage/basecode', { searchKey: '01' })
    clearSearchStates()
    expect(readSearchState('/order/publish')).toBeNull()
    expect(readSearchState('/sysmanage/basecode')).toEqual({ searchKey: '01' })
  })
})
