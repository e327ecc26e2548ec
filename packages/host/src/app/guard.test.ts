import { describe, expect, it } from 'vitest'
import { guardRedirect } from './guard'

describe('navigation guard (spec §2)', () => {
  it('sends /login to / when a session token exists', () => {
    expect(guardRedirect('/login', true)).toBe('/')
    expect(guardRedirect('/sysmanage/basecode', true)).toBeNull()
    expect(guardRedirect('/no/such/page', true)).toBeNull()
  })

  it('lets only the open paths through without a token', () => {
    for (const open of ['/login', '/resetPwd', '/order/authEmail', '/receive/42']) {
      expect(guardRedirect(open, false)).toBeNull()
    }
    for (const closed of ['/', '/home', '/404', '/getKey', '/sysmanage/basecode', '/receive']) {
      expect(guardRedirect(closed, false)).toBe('/login')
    }
  })
})
