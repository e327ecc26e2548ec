import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screens } from '@scm/core'
import { declaredRoutes, hasGrant, type Grants } from '../src/http'
import { findSession, hashToken } from '../src/identity/sessions'
import type { MenuNode } from '../src/areas/menu/functions'
import { api, createTestApp, login, type TestApp } from './helpers'

// A screen is in a menu only for callers who may make the calls it makes: its own function is
// granted, and the calls it declares (core ScreenEntry.calls) admit the caller.

const DEMO_ACCOUNTS = ['admin', 'buyer01', 'wh01', 'qe01', 'svc01', 'sup1001', 'cust01'] as const

let t: TestApp
const menus = new Map<string, MenuNode[]>()
const grants = new Map<string, Grants>()
const tokens = new Map<string, string>()

beforeAll(async () => {
  t = await createTestApp()
  for (const account of DEMO_ACCOUNTS) {
    const token = await login(t.app, account)
    tokens.set(account, token)
    grants.set(account, (await findSession(t.db, hashToken(token)))!.grants)
    const res = await api(t.app, token).get('/Menu/Menu/GetUserMenuData')
    expect(res.status).toBe(200)
    menus.set(account, res.body.Data)
  }
})
afterAll(() => t.close())

/** Screens (leaves, hidden ones included) of a menu tree. */
const leaves = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]))

describe('menus and the calls of their screens', () => {
  it('every call a screen declares is a route the app serves', () => {
    const served = new Set(declaredRoutes(t.app).map((r) => `${r.method} ${r.path}`))
    const unknown = screens.flatMap((s) => (s.calls ?? []).filter((call) => !served.has(call)).map((call) => `${s.path}: ${call}`))
    expect(unknown).toEqual([])
  })

  it.each(DEMO_ACCOUNTS)('%s: every screen in the menu is one of his functions, and its declared calls do not answer 403', async (account) => {
    const menu = leaves(menus.get(account)!)
    expect(menu.length).toBeGreaterThan(0)
    const refused: string[] = []
    for (const node of menu) {
      if (!hasGrant(grants.get(account)!, node.id)) refused.push(`${node.path}: function ${node.id} not granted`)
      for (const call of screens.find((s) => s.path === node.path)?.calls ?? []) {
        const [method, path] = call.split(' ') as [string, string]
        const client = api(t.app, tokens.get(account))
        const res = method === 'POST' ? await client.post(path, {}) : await client.get(path)
        if (res.status === 403) refused.push(`${node.path}: ${call} → 403`)
      }
    }
    expect(refused).toEqual([])
  })

  it('lists the order mail previews only to those who may list the orders they preview', () => {
    const previews = ['/mail/OrderPublishEmail', '/mail/OrderPublishEmailV2']
    const has = (account: string) => leaves(menus.get(account)!).map((n) => n.path)
    for (const account of ['admin', 'buyer01']) expect(has(account), account).toEqual(expect.arrayContaining(previews))
    for (const account of ['wh01', 'qe01', 'svc01', 'sup1001', 'cust01']) {
      expect(has(account).filter((p) => previews.includes(p)), account).toEqual([])
      // the rest of their mail group stays
      expect(has(account), account).toContain('/mail/inbox')
    }
  })
})
