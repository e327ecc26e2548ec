// The after-sales menus as the portal draws them (granted functions with a built screen): the
// service staff have every CRM screen, a customer his own record, work orders, acceptance,
// complaints and satisfaction, the outlet engineer only his work orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../../test/helpers'
import type { MenuNode } from '../menu/functions'
import { desc, eq } from 'drizzle-orm'
import { dateTimeText } from '../../http/dates'
import { seWorkbill } from './schema'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const leaves = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n.path]))
async function crmMenu(user: string) {
  const menu = (await (await loginAs(t.app, user)).get('/Menu/Menu/GetUserMenuData')).body.Data as MenuNode[]
  return { groups: menu.map((n) => n.id), crm: leaves(menu.filter((n) => n.id === 'crm')).sort() }
}

describe('after-sales menus', () => {
  it('svc01 has every after-sales screen', async () => {
    const { crm } = await crmMenu('svc01')
    expect(crm).toEqual(
      [
        '/crm/custInfo',
        '/crm/ordersupplement',
        '/crm/se_complaint_deal',
        '/crm/se_complaint_deal_detail',
        '/crm/se_complaint_stf',
        '/crm/se_cust_complaint',
        '/crm/se_cust_stf',
        '/crm/workbill/pub_ServiceOutlets',
        '/crm/workbill/se_maintainitem',
        '/crm/workbill/se_serviceitem',
        '/crm/workbill/se_servicemanner',
        '/crm/workbill/se_workbill',
        '/crm/workbill/se_workbill/detail',
        '/crm/workbill/se_workbill_access',
        '/crm/workbill/se_workbill_finish',
        '/crm/workbill/se_workbill_type',
      ].sort(),
    )
  })

  it('cust01 has his record and vehicles, work orders, acceptance, complaints and satisfaction', async () => {
    const { crm } = await crmMenu('cust01')
    expect(crm).toEqual(
      ['/crm/custInfo', '/crm/se_cust_complaint', '/crm/se_cust_stf', '/crm/workbill/se_workbill', '/crm/workbill/se_workbill/detail', '/crm/workbill/se_workbill_finish'].sort(),
    )
  })

  it('eng01 has only his work orders', async () => {
    const { crm } = await crmMenu('eng01')
    expect(crm).toEqual(['/crm/workbill/se_workbill', '/crm/workbill/se_workbill/detail'])
  })
})

describe('超期与临期工单 on the home page', () => {
  const widget = async (user: string) => {
    const data = (await (await loginAs(t.app, user)).get('/api/Home/GetWidgets')).body.Data as { widgets: { id: string; title: string; count: number; items: { label: string; value: string; tone?: string; link: string }[] }[] }
    return data.widgets.find((w) => w.id === 'overdueWorkbills')
  }

  it('shows service staff the overdue work orders, an engineer only his outlet\'s, nobody else', async () => {
    const all = await widget('svc01')
    expect(all!.title).toBe('超期与临期工单')
    expect(all!.count).toBeGreaterThanOrEqual(2)
    expect(all!.items[0]!.value).toMatch(/^已超期 /)
    // in the danger colour: the SLA marks' tone
    expect(all!.items[0]!.tone).toBe('error')
    expect(all!.items[0]!.link).toMatch(/^\/crm\/workbill\/se_workbill\/detail\?id=\d+$/)
    const mine = await widget('eng01')
    // the demo's overdue ones are both at his outlet
    expect(mine!.count).toBeGreaterThanOrEqual(1)
    expect(mine!.count).toBeLessThanOrEqual(all!.count)
    expect(await widget('cust02')).toBeUndefined()
    expect(await widget('sup1001')).toBeUndefined()
  })

  it('also lists an open work order near its deadline, with the time left', async () => {
    const now = new Date()
    const [open] = await t.db.select({ id: seWorkbill.id }).from(seWorkbill).where(eq(seWorkbill.status, '处理中')).orderBy(desc(seWorkbill.id)).limit(1)
    const dueIn = (ms: number) => t.db.update(seWorkbill).set({ complete_due: dateTimeText(new Date(now.getTime() + ms)) }).where(eq(seWorkbill.id, open!.id))
    await dueIn(60 * 86_400_000) // far off: not in the widget
    const before = (await widget('svc01'))!.count
    // ten minutes ahead is within the warning time whatever the hour (it counts business hours from now)
    await dueIn(10 * 60_000)
    const after = (await widget('svc01'))!
    expect(after.count).toBe(before + 1)
    // near, not past: the time left, in the warning tone
    expect(after.items.find((i) => i.link.endsWith(`?id=${open!.id}`))).toMatchObject({ value: expect.stringMatching(/^剩余 /), tone: 'warning' })
  })
})
