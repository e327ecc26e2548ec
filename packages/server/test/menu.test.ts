import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { flattenRoutes, screens, registerScreens, type ScreenEntry } from '@scm/core'
import { createTestApp, loginAs, type TestApp } from './helpers'
import type { MenuNode } from '../src/areas/menu/functions'

let t: TestApp
const saved: ScreenEntry[] = []
beforeAll(async () => {
  t = await createTestApp()
  saved.push(...screens)
})
afterEach(() => {
  screens.splice(0, screens.length, ...saved) // undo screens a test registered
})
afterAll(() => t.close())

/** Every visible-or-hidden leaf screen path in a menu tree. */
function leafPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length ? leafPaths(n.children) : [n.path]))
}

/** Builds every leaf of the route tree, as if the whole portal were done. */
function registerEveryScreen() {
  const leaves = flattenRoutes().filter((r) => !r.children && !r.path.includes(':'))
  registerScreens(...leaves.map((r) => ({ path: r.path, tag: `scm-test-${r.id.toLowerCase().replace(/_/g, '-')}` })))
  return leaves
}

async function menuOf(usercode: string): Promise<MenuNode[]> {
  const res = await (await loginAs(t.app, usercode)).get('/Menu/Menu/GetUserMenuData')
  expect(res.body.Code).toBe(1)
  return res.body.Data
}

describe('GET /Menu/Menu/GetUserMenuData', () => {
  it('lists no unbuilt screen: a screen appears once registered', async () => {
    screens.splice(0, screens.length)
    expect(await menuOf('admin')).toEqual([])
    registerScreens({ path: '/sysmanage/basecode', tag: 'scm-basecode-test' })
    const menu = await menuOf('admin')
    expect(menu).toHaveLength(1)
    expect(menu[0]).toMatchObject({ id: 'sysmanage', path: '/sysmanage', authName: '系统管理', icon: 'setting', pid: null })
    expect(menu[0]!.children).toEqual([
      { id: 'sysmanage_basecode', path: '/sysmanage/basecode', authName: '基础编码', icon: '', pid: 'sysmanage', hidden: false, buttons: ['add', 'edit', 'delete', 'export', 'audit'], children: [] },
    ])
  })

  it('gives admin the whole tree once every screen is built, in route order', async () => {
    const leaves = registerEveryScreen()
    const menu = await menuOf('admin')
    expect(menu.map((n) => n.id)).toEqual(['QulManage', 'partsManage', 'mail', 'order', 'package', 'bulletin1', 'fileSystem', 'todo', 'MySelf1', 'qas', 'prcsdocument', 'sysmanage', 'equip', 'contract', 'PcRcv', 'MyQAS', 'OrderAudit', 'crm', 'MyAccount', 'materialManage', 'config1'])
    expect(leafPaths(menu).sort()).toEqual(leaves.map((l) => l.path).sort())
    expect(menu.find((n) => n.id === 'OrderAudit')!.icon).toBe('audit')
    expect(menu.find((n) => n.id === 'qas')!.icon).toBe('order') // ids without their own icon
    const mail = menu.find((n) => n.id === 'mail')!
    expect(mail.children.find((c) => c.id === 'mail_detail')).toMatchObject({ hidden: true })
  })

  it('gives a supplier only the supplier groups', async () => {
    registerEveryScreen()
    const menu = await menuOf('sup1001')
    expect(menu.map((n) => n.id).sort()).toEqual(['MyAccount', 'MySelf1', 'QulManage', 'bulletin1', 'mail', 'order', 'package', 'partsManage'].sort())
    // of parts, only price review: his own quotes for his own parts
    expect(leafPaths(menu.filter((n) => n.id === 'partsManage'))).toEqual(['/partsManage/PriceReview'])
    // of quality, only his own: handling lines and handlings (returns to him), claims to answer, his
    // quality ledger and his inspections, the production faults charged to him (read only) and the
    // trace of his own batches — never the staff's inspection entry, result or code-table screens
    expect(leafPaths(menu.filter((n) => n.id === 'QulManage'))).toEqual([
      '/QulManage/qulQueryDtl',
      '/QulManage/qualityHandle',
      '/QulManage/claimDem',
      '/QulManage/accQuery',
      '/QulManage/check_infor_query',
      '/QulManage/check_infor_fault_dtl',
      '/QulManage/check_infor_fault_query',
      '/QulManage/technical_quality_agreement',
      '/QulManage/parts_traceability',
    ])
    const order = menu.find((n) => n.id === 'order')!
    expect(order.children.map((c) => c.id)).toEqual(expect.arrayContaining(['order_receive', 'order_supplyConfirm', 'order_supplySendRecord']))
    expect(order.children.map((c) => c.id)).not.toContain('order_publish')
    expect(leafPaths(menu)).not.toContain('/MySelf/PasswordSet')
    expect(leafPaths(menu)).not.toContain('/MyAccount/SCM_SupplyAcc') // staff enter balances
    expect(order.children[0]!.buttons).toEqual(['add', 'edit', 'export'])
  })

  it('gives a customer only his customer record and vehicles, complaints, satisfaction, work orders, the listed goods, mail, bulletins and MySelf', async () => {
    registerEveryScreen()
    const menu = await menuOf('cust01')
    expect(menu.map((n) => n.id).sort()).toEqual(['MySelf1', 'bulletin1', 'crm', 'mail', 'materialManage'].sort())
    // of the goods, the listed ones only (the server answers him nothing else)
    expect(leafPaths(menu.filter((n) => n.id === 'materialManage'))).toEqual(['/materialManage/materialOn'])
    const crm = leafPaths(menu.filter((n) => n.id === 'crm'))
    expect(crm).toEqual(expect.arrayContaining(['/crm/se_cust_complaint', '/crm/se_cust_stf', '/crm/workbill/se_workbill']))
    // his own record and vehicles (rows scoped by his customer id), never the work order types or return visits
    expect(crm).toContain('/crm/custInfo')
    expect(crm).not.toContain('/crm/workbill/se_workbill_type')
    expect(crm).not.toContain('/crm/workbill/se_workbill_access')
  })

  it('gives staff roles their own areas', async () => {
    registerEveryScreen()
    const groups = async (u: string) => (await menuOf(u)).map((n) => n.id)
    expect(await groups('buyer01')).toEqual(expect.arrayContaining(['order', 'MyAccount', 'partsManage', 'contract', 'mail']))
    // of system management only 审批流程 (his approvals, the flows read only)
    const buyerSys = (await menuOf('buyer01')).find((n) => n.id === 'sysmanage')!
    expect(buyerSys.children!.map((n) => [n.id, n.buttons])).toEqual([['sysmanage_wf', []]])
    expect(await groups('wh01')).toEqual(expect.arrayContaining(['PcRcv', 'order']))
    expect(await groups('qe01')).toEqual(expect.arrayContaining(['QulManage', 'qas', 'MyQAS', 'equip']))
    expect(await groups('svc01')).toEqual(expect.arrayContaining(['crm', 'materialManage']))
    expect(await groups('svc01')).not.toContain('order')
  })

  it('hides a group whose only built screens are hidden ones', async () => {
    screens.splice(0, screens.length)
    registerScreens({ path: '/package/detail', tag: 'scm-package-detail-test' })
    expect(await menuOf('admin')).toEqual([])
  })
})
