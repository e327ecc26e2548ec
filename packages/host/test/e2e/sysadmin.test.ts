// System administration end to end (issue 6 item 9), in Chromium against the real server:
// admin creates a role without the export button and a buyer in a department and station holding
// it → the buyer sees only the granted menu and no 导出Excel, and the server refuses the export
// too; admin forbids the buyer's login while the buyer is signed in → the buyer's next action
// lands on /login with the spec's message; admin adds a menu node → it is in the sidebar after a
// reload.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, choose, baseURL, call, launch, menuFor, menuGroups, menuLeaves, newPage, openFromMenu, openScreen, panelOf, pathOf, signIn } from './browser'

const ROLE = { code: 'e2e_assist', name: '采购助理E2E' }
const BUYER = { usercode: 'e2ebuyer1', name: '赵采购', password: 'Buyer#2026ab' }
const MENU_GROUP = { id: 'e2e_quick', name: '常用功能E2E' }
const MENU_LEAF = { id: 'e2e_quick_online', name: '在线会话E2E', path: '/sysmanage/onlineUser' }

let browser: Browser
let admin: { context: BrowserContext; page: Page }
let buyer: { context: BrowserContext; page: Page }

beforeAll(async () => {
  browser = await launch()
  admin = await newPage(browser)
  await signIn(admin.page, 'admin')
})

afterAll(async () => {
  // the added menu would change the admin's sidebar for the flows that run after this file
  const token = await apiToken('admin').catch(() => null)
  if (token) {
    for (const id of [MENU_LEAF.id, MENU_GROUP.id]) {
      await fetch(`${baseURL()}/Menu/Menu/DelMenu?id=${id}`, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined)
    }
  }
  await browser?.close()
})

async function confirmYes(page: Page): Promise<void> {
  const ask = page.getByRole('alertdialog')
  await ask.waitFor()
  await ask.getByRole('button', { name: '确定' }).click()
  await ask.waitFor({ state: 'detached' })
}

describe('system administration', () => {
  it('admin creates a role granted 基础编码 without its export button', async () => {
    const screen = await openScreen(admin.page, '/sysmanage/right', 'scm-right')
    await screen.getByRole('button', { name: '新增', exact: true }).click()
    const form = admin.page.getByRole('dialog', { name: '新增角色' })
    await form.getByRole('textbox', { name: '角色编码', exact: true }).fill(ROLE.code)
    await form.getByRole('textbox', { name: '角色名称', exact: true }).fill(ROLE.name)
    await form.getByRole('button', { name: '保存' }).click()
    await form.waitFor({ state: 'detached' })

    // the new role is chosen: its tree of functions and buttons, nothing checked yet
    const tree = screen.getByRole('list', { name: `${ROLE.name}的功能权限` })
    await tree.waitFor()
    await screen.getByRole('button', { name: '展开分组' }).click()
    const screenBox = tree.getByRole('checkbox', { name: '勾选 基础编码', exact: true })
    await expect(screenBox.isChecked()).resolves.toBe(false)
    // the box is drawn beside a visually hidden native checkbox: a user clicks its label
    const labelOf = (name: string) => tree.locator('label', { has: admin.page.getByRole('checkbox', { name, exact: true }) })
    await labelOf('勾选 基础编码').click()
    await expect.poll(() => screenBox.isChecked()).toBe(true)
    // open the screen's buttons and take 导出 away
    await tree.getByRole('button', { name: '展开 基础编码' }).click()
    const exportBox = tree.getByRole('checkbox', { name: '勾选 基础编码·导出' })
    await expect(exportBox.isChecked()).resolves.toBe(true)
    await labelOf('勾选 基础编码·导出').click()
    await expect.poll(() => exportBox.isChecked()).toBe(false)
    await expect(screenBox.evaluate((box) => (box as HTMLInputElement).indeterminate)).resolves.toBe(true)
    await screen.getByRole('button', { name: '保存权限' }).click()
    await expect.poll(() => screen.getByRole('button', { name: '保存权限' }).isDisabled()).toBe(true)
  })

  it('admin creates a buyer in 采购部 / 采购员 holding that role', async () => {
    const screen = await openScreen(admin.page, '/sysmanage/userManage', 'scm-user-manage')
    await screen.getByRole('button', { name: '新增', exact: true }).click()
    const form = admin.page.getByRole('dialog', { name: '新增用户' })
    await form.getByRole('textbox', { name: '账号', exact: true }).fill(BUYER.usercode)
    await form.getByRole('textbox', { name: '姓名', exact: true }).fill(BUYER.name)
    await form.getByLabel('初始密码').fill(BUYER.password)
    // two companies (vehicle and engine plant): departments are named with their company
    await choose(form, '部门', '皖江汽车动力股份有限公司 / 采购部')
    await choose(form, '岗位', '采购员')
    await form.getByText(ROLE.name, { exact: true }).click()
    await form.getByRole('button', { name: '保存' }).click()
    await form.waitFor({ state: 'detached' })

    await screen.getByRole('searchbox').fill(BUYER.usercode)
    await screen.getByRole('searchbox').press('Enter')
    const row = screen.getByRole('row').filter({ hasText: BUYER.usercode })
    await row.waitFor()
    const cells = await row.getByRole('cell').allInnerTexts()
    expect(cells).toEqual(expect.arrayContaining([BUYER.usercode, BUYER.name, '内部员工', '采购部', '采购员', ROLE.name, '正常']))
  })

  it('the buyer sees only the granted menu, no 导出Excel, and the server refuses the export', async () => {
    buyer = await newPage(browser)
    await signIn(buyer.page, BUYER.usercode, BUYER.password)
    await expect(menuGroups(buyer.page)).resolves.toEqual(['系统管理'])
    const token = await buyer.page.evaluate(() => sessionStorage.getItem('token'))
    expect(menuLeaves(await menuFor(token!)).map((leaf) => leaf.path)).toEqual(['/sysmanage/basecode'])

    await openFromMenu(buyer.page, '/sysmanage/basecode')
    const screen = panelOf(buyer.page, '/sysmanage/basecode').locator('scm-base-code')
    // granted buttons show once the element has read the menu; export is not among them
    await screen.getByRole('button', { name: '新增', exact: true }).waitFor()
    await screen.getByRole('row').nth(1).waitFor()
    await expect(screen.getByRole('button', { name: '导出Excel' }).count()).resolves.toBe(0)

    const refused = await call(token!, 'POST', '/api/BaseCode/Export', {})
    expect(refused).toMatchObject({ status: 403, Code: 0, Msg: '无权限' })
    // what was granted still works
    expect((await call(token!, 'POST', '/api/BaseCode/GetList', { page: 1, rows: 10 })).Code).toBe(1)
  })

  it('admin forbids the signed-in buyer: the next action lands on /login with 登录失效，请登录', async () => {
    const screen = await openScreen(admin.page, '/sysmanage/userManage', 'scm-user-manage')
    await screen.getByRole('searchbox').fill(BUYER.usercode)
    await screen.getByRole('searchbox').press('Enter')
    const row = screen.getByRole('row').filter({ hasText: BUYER.usercode })
    await row.waitFor()
    await screen.getByRole('button', { name: `禁止登录 ${BUYER.name}` }).click()
    await confirmYes(admin.page)
    await row.getByText('已禁止登录').waitFor()

    // the buyer, still on the base-code list, searches again
    const list = panelOf(buyer.page, '/sysmanage/basecode').locator('scm-base-code')
    await list.getByRole('button', { name: '搜索', exact: true }).click()
    await buyer.page.waitForURL('**/login')
    await buyer.page.getByText('登录失效，请登录').first().waitFor()
    expect(pathOf(buyer.page)).toBe('/login')
    await expect(buyer.page.evaluate(() => sessionStorage.getItem('token'))).resolves.toBeNull()
    // and the account cannot sign in again
    await expect(apiToken(BUYER.usercode, BUYER.password)).rejects.toThrow()
    await buyer.context.close()
  })

  it('admin adds a menu node and it appears in the sidebar after a reload', async () => {
    const screen = await openScreen(admin.page, '/config/SysMenu', 'scm-sys-menu')
    await screen.getByRole('tree', { name: '菜单树' }).waitFor()

    await screen.getByRole('button', { name: '新增顶级菜单' }).click()
    let form = admin.page.getByRole('dialog', { name: '新增菜单' })
    await form.getByRole('textbox', { name: '菜单编号', exact: true }).fill(MENU_GROUP.id)
    await form.getByRole('textbox', { name: '菜单名称', exact: true }).fill(MENU_GROUP.name)
    await form.getByRole('textbox', { name: '路径', exact: true }).fill('/e2equick')
    await form.getByRole('spinbutton', { name: '排序' }).fill('990')
    await form.getByRole('button', { name: '保存' }).click()
    await form.waitFor({ state: 'detached' })
    // the new node is chosen: add a page under it
    await screen.getByRole('treeitem', { name: MENU_GROUP.name }).waitFor()
    await screen.getByRole('button', { name: '新增下级菜单' }).click()
    form = admin.page.getByRole('dialog', { name: '新增菜单' })
    await form.getByRole('textbox', { name: '菜单编号', exact: true }).fill(MENU_LEAF.id)
    await form.getByRole('textbox', { name: '菜单名称', exact: true }).fill(MENU_LEAF.name)
    await choose(form, '从已上线页面选择路径', `在线用户（${MENU_LEAF.path}）`)
    await expect(form.getByRole('textbox', { name: '路径', exact: true }).inputValue()).resolves.toBe(MENU_LEAF.path)
    await form.getByRole('button', { name: '保存' }).click()
    await form.waitFor({ state: 'detached' })

    // not before the next menu load
    expect(await menuGroups(admin.page)).not.toContain(MENU_GROUP.name)
    await admin.page.reload()
    await expect.poll(() => menuGroups(admin.page)).toContain(MENU_GROUP.name)
    const nav = admin.page.getByRole('navigation', { name: '主菜单' })
    await nav.getByRole('button', { name: MENU_GROUP.name }).click()
    await nav.getByRole('link', { name: MENU_LEAF.name }).click()
    await admin.page.waitForURL((url) => url.pathname === MENU_LEAF.path)
    await panelOf(admin.page, MENU_LEAF.path).locator('scm-online-user').waitFor()
  })
})
