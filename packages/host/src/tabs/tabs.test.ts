import { describe, expect, it } from 'vitest'
import { closeTab, homeTab, MAX_TABS, openTab, retitleTab, tabHref, type PageTab } from './tabs'

const page = (n: number): PageTab => ({ path: `/p/${n}`, title: `页面${n}`, search: '' })

function openMany(count: number): PageTab[] {
  let tabs = [homeTab('首页')]
  for (let n = 1; n <= count; n++) tabs = openTab(tabs, page(n))
  return tabs
}

describe('open-page tabs (spec §2)', () => {
  it('starts with Home and adds one tab per new route name', () => {
    const tabs = openTab(openMany(2), { ...page(1), search: '?id=3' })
    expect(tabs.map((t) => t.path)).toEqual(['/home', '/p/1', '/p/2'])
    expect(tabHref(tabs[1])).toBe('/p/1?id=3')
  })

  it('keeps at most 10, removing the oldest after Home', () => {
    const ten = openMany(MAX_TABS - 1)
    expect(ten).toHaveLength(10)
    const eleven = openTab(ten, page(10))
    expect(eleven).toHaveLength(10)
    expect(eleven[0].path).toBe('/home')
    expect(eleven.map((t) => t.path)).not.toContain('/p/1')
    expect(eleven[9].path).toBe('/p/10')
  })

  it('closing the active tab activates the previous one', () => {
    const tabs = openMany(3)
    const closed = closeTab(tabs, '/p/3', '/p/3')
    expect(closed.tabs.map((t) => t.path)).toEqual(['/home', '/p/1', '/p/2'])
    expect(closed.activate?.path).toBe('/p/2')
    const middle = closeTab(tabs, '/p/1', '/p/1')
    expect(middle.activate?.path).toBe('/home')
  })

  it('closing another tab keeps the active one, and Home cannot be closed', () => {
    const tabs = openMany(3)
    expect(closeTab(tabs, '/p/1', '/p/3').activate).toBeNull()
    expect(closeTab(tabs, '/home', '/home').tabs).toBe(tabs)
  })

  it('keeps a title an element gave when its route is opened again', () => {
    const renamed = retitleTab(openMany(1), '/p/1', '订单 PO1')
    expect(openTab(renamed, page(1))[1].title).toBe('订单 PO1')
  })
})
