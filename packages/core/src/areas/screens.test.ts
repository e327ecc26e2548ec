import { describe, expect, it } from 'vitest'
import { findRoute } from '../routes'
import { registerScreens, screenFor, screens } from './screens'

describe('screen registry', () => {
  it('holds only known leaf routes, one valid tag per path', () => {
    const paths = screens.map((s) => s.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const entry of screens) {
      const route = findRoute(entry.path)
      expect(route, entry.path).toBeDefined()
      expect(route?.children ?? [], entry.path).toEqual([])
      expect(entry.tag).toMatch(/^scm-[a-z0-9-]+$/)
    }
  })

  it('maps a route to its element tag, one entry per path', () => {
    registerScreens({ path: '/receive/:id', tag: 'scm-receive-test' })
    registerScreens({ path: '/receive/:id', tag: 'scm-receive-test-v2' })
    expect(screens.filter((s) => s.path === '/receive/:id')).toHaveLength(1)
    expect(screenFor('/receive/77?x=1')?.tag).toBe('scm-receive-test-v2')
    expect(screenFor('/no/such/page')).toBeUndefined()
  })

  it('refuses unknown paths, groups and invalid tags', () => {
    expect(() => registerScreens({ path: '/order/nothing', tag: 'scm-x' })).toThrow('未知的路由：/order/nothing')
    expect(() => registerScreens({ path: '/receive/5', tag: 'scm-x' })).toThrow('未知的路由')
    expect(() => registerScreens({ path: '/order', tag: 'scm-order' })).toThrow('路由分组不能直接对应页面')
    expect(() => registerScreens({ path: '/order/query', tag: 'OrderQuery' })).toThrow('无效的页面标签')
  })
})
