import { describe, expect, it } from 'vitest'
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie'

describe('sidebar cookie', () => {
  it('is open by default and remembers closed', () => {
    expect(readSidebarOpen('')).toBe(true)
    expect(readSidebarOpen('a=1; sidebarStatus=0')).toBe(false)
    expect(readSidebarOpen('sidebarStatus=1')).toBe(true)
    expect(sidebarCookie(false)).toMatch(/^sidebarStatus=0; path=\//)
  })
})
