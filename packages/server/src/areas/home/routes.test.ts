import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { eq } from 'drizzle-orm'
import { routeTree, screenFor, type RouteNode } from '@scm/core'
import { api, createTestApp, loginAs, type TestApp } from '../../../test/helpers'
import { sysGadget } from '../../platform/widget-schema'
import { registerWidgetSource, widgetSource, type WidgetSource } from '../../platform/widgets'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Stands `source` in for the widget's real one until the test ends (files share their worker's modules). */
function replaceWidgetSource(id: string, source: WidgetSource) {
  const real = widgetSource(id)!
  onTestFinished(() => registerWidgetSource(id, real))
  registerWidgetSource(id, source)
}

const widgetsOf = async (user: string, home = 'scm') => {
  const res = await (await loginAs(t.app, user)).get('/api/Home/GetWidgets', { home })
  expect(res.status).toBe(200)
  expect(res.body.Code).toBe(1)
  return res.body.Data as { home: string; widgets: { id: string; title: string; count?: number; link?: string; items?: { label: string; link?: string }[] }[] }
}

describe('GET /api/Home/GetWidgets', () => {
  it('answers the caller widget set with live data, leaving out widgets without a built source', async () => {
    const data = await widgetsOf('buyer01')
    expect(data.home).toBe('scm')
    const unread = data.widgets.find((w) => w.id === 'unreadMail')
    expect(unread).toMatchObject({ title: '未读邮件' })
    const header = await (await loginAs(t.app, 'buyer01')).get('/Email/MSMailRecord/GetUnReadNum')
    expect(unread?.count).toBe(header.body.Data)
    expect(unread?.count).toBeGreaterThan(0)
    // configured for everyone, but its area is not built (no source registered) → not in the set
    await t.db.insert(sysGadget).values({ id: 'qualityCharts', title: '质量图表', sort: 1 })
    const ids = (await widgetsOf('buyer01')).widgets.map((w) => w.id)
    expect(ids).toContain('unreadMail')
    expect(ids).not.toContain('qualityCharts')
    for (const id of ids) expect(widgetSource(id)).toBeDefined()
  })

  it('follows the plugin configuration: enabled flag, homes, roles and order', async () => {
    replaceWidgetSource('latestBulletins', async () => ({ items: [{ label: '关于春节放假的通知', time: '2026-01-20 09:00:00' }] }))
    await t.db.update(sysGadget).set({ roles: ['buyer'], homes: ['scm'], sort: 5 }).where(eq(sysGadget.id, 'latestBulletins'))
    // moved before unread mail (the buyer's cockpit, configured first, stays first)
    const order = (await widgetsOf('buyer01')).widgets.map((w) => w.id)
    expect(order.filter((id) => id === 'latestBulletins' || id === 'unreadMail')).toEqual(['latestBulletins', 'unreadMail'])
    expect((await widgetsOf('sup1001')).widgets.map((w) => w.id)).not.toContain('latestBulletins')
    expect((await widgetsOf('buyer01', 'file')).widgets.map((w) => w.id)).not.toContain('latestBulletins')

    await t.db.update(sysGadget).set({ enabled: false }).where(eq(sysGadget.id, 'unreadMail'))
    expect((await widgetsOf('buyer01')).widgets.map((w) => w.id)).not.toContain('unreadMail')
    await t.db.update(sysGadget).set({ enabled: true }).where(eq(sysGadget.id, 'unreadMail'))
  })

  /** Pages of the route tree that have no screen yet. */
  const unbuiltPages = (nodes: readonly RouteNode[] = routeTree): string[] =>
    nodes.flatMap((node) => (node.children?.length ? unbuiltPages(node.children) : screenFor(node.path) ? [] : [node.path]))

  it('links only to built screens', async () => {
    // the mail screens are built: the unread-mail widget opens the inbox
    expect((await widgetsOf('buyer01')).widgets.find((w) => w.id === 'unreadMail')?.link).toBe('/mail/inbox')
    // every page of the route tree has its screen now; a link to a page without one (a later
    // screen, a mistyped path) is still left out
    expect(unbuiltPages()).toEqual([])
    replaceWidgetSource('latestBulletins', async () => ({
      link: '/futureArea/page',
      items: [
        { label: '未上线页面的公告', link: '/futureArea/item' },
        { label: '收件箱', link: '/mail/inbox' },
      ],
    }))
    const shown = (await widgetsOf('buyer01')).widgets.find((w) => w.id === 'latestBulletins')
    expect(shown).toBeDefined()
    expect(shown?.link).toBeUndefined()
    expect(shown?.items?.map((i) => i.link)).toEqual([undefined, '/mail/inbox'])
  })

  it('refuses an unknown home variant in Chinese and a caller without a session', async () => {
    const bad = await (await loginAs(t.app, 'admin')).get('/api/Home/GetWidgets', { home: 'other' })
    expect(bad.status).toBe(400)
    expect(bad.body.Code).toBe(0)
    expect(bad.body.Msg).toMatch(/首页类型/)
    expect((await api(t.app).get('/api/Home/GetWidgets')).status).toBe(401)
  })

  it('uses the configured home when none is asked', async () => {
    const res = await (await loginAs(t.app, 'admin')).get('/api/Home/GetWidgets')
    expect(res.body.Data.home).toBe('scm')
  })
})
