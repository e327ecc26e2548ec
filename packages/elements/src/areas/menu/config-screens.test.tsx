import { expect } from 'chai'
import './sys-menu.element'
import './sys-gardget.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, button, hasButton, openDialog, tokensBefore, typeInto } from '../../resource/testing/browser'
import { itShowsServerData, type ScreenShowing } from '../../resource/testing/screens'

// The configuration screens (menus, home widgets) in Chromium against THE product server (under
// /scm-api): each one shows the server's data and axe finds nothing on it; the menu tree editor
// adds and deletes a node.

const tokens = tokensBefore('admin')
const mount = (tag: string) => mountElement(`<${tag} api-base="${API}" token="${tokens.admin}"></${tag}>`)

const SCREENS: ScreenShowing[] = [
  ['scm-sys-menu', '', '系统管理'],
  ['scm-sys-gardget', '', '未读邮件'],
]

describe('系统配置各页面（真实服务端）', () => {
  afterEach(cleanup)

  itShowsServerData(SCREENS, mount)

  it('菜单管理：新增顶级菜单出现在树中，内置菜单不能删除，自定义菜单可以删除', async () => {
    const element = await mount('scm-sys-menu')
    const root = shadowOf(element)
    const tree = await waitFor(() => root.querySelector<HTMLElement>('[role="tree"][aria-label="菜单树"]'), '菜单树')
    // the text of a node row (a click on it selects the node)
    const item = (text: string) => [...tree.querySelectorAll<HTMLElement>('[data-part="branch-text"], [data-part="item-text"]')].find((n) => n.textContent?.startsWith(text))
    await waitFor(() => item('系统管理'), '菜单树加载')

    item('系统管理')!.click()
    await waitFor(() => root.textContent?.includes('系统内置'), '选中内置菜单')
    // the buttons follow the caller's grants, which may arrive after the tree
    await waitFor(() => hasButton(root, '删除') && hasButton(root, '新增顶级菜单'), '菜单按钮')
    expect(button(root, '删除').disabled).to.equal(true)

    button(root, '新增顶级菜单').click()
    const dialog = await openDialog(root)
    const id = `wtr_${String(Date.now()).slice(-6)}`
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="id"]')!, '1坏编号')
    button(dialog, '保存').click()
    await waitFor(() => dialog.textContent?.includes('菜单编号只能包含字母、数字和下划线，且以字母开头'), '编号规则')
    expect(dialog.textContent).to.include('请输入菜单名称').and.include('请输入路径')
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="id"]')!, id)
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="authName"]')!, '浏览器测试菜单')
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="path"]')!, '/wtr-test')
    button(dialog, '保存').click()
    await waitFor(() => item('浏览器测试菜单'), '新菜单出现在树中')
    await waitFor(() => root.textContent?.includes(id) && root.textContent.includes('自定义'), '新菜单被选中')

    const remove = button(root, '删除')
    expect(remove.disabled).to.equal(false)
    remove.click()
    const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '删除确认')
    button(ask, '确定').click()
    await waitFor(() => !item('浏览器测试菜单'), '删除后不在树中')
    const answer = await fetch(`${API}/Menu/Menu/GetMenuData`, { headers: { Authorization: `Bearer ${tokens.admin}` } })
    expect(JSON.stringify(((await answer.json()) as { Data: unknown }).Data)).not.to.include(id)
  })
})
