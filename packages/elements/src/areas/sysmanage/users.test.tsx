import { expect } from 'chai'
import { sendKeys } from '@web/test-runner-commands'
import './user-manage.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, bodyRows, button, choose, fieldOf, hasButton, openDialog, rowTexts, search, tokenOf, typeInto } from '../../resource/testing/browser'

// 用户管理 in Chromium against THE product server (the test runner serves it under /scm-api):
// the spec's query fields, create with field rules and the server's refusal, reset password,
// forbid login, and buttons hidden from a user who lacks them.

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const before = (globalThis as unknown as { before: (hook: Hook) => void }).before

let admin = ''
before(async function () {
  this.timeout(180_000) // the first call migrates and seeds the in-memory database
  admin = await tokenOf('admin')
})

const mountUsers = (token = admin) => mountElement(`<scm-user-manage api-base="${API}" token="${token}"></scm-user-manage>`)

async function passwordWorks(username: string, password: string): Promise<boolean> {
  const answer = await fetch(`${API}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  })
  return answer.ok
}

/** Ticks a kit Checkbox by clicking its visible label, as a user does. */
function tick(scope: ParentNode, label: string) {
  const box = [...scope.querySelectorAll<HTMLLabelElement>('label')].find((l) => l.textContent?.trim() === label && l.querySelector('input[type="checkbox"]'))
  if (!box) throw new Error(`没有复选框 ${label}`)
  box.click()
}

const rowOf = (root: ShadowRoot, text: string) => bodyRows(root).find((r) => r.textContent?.includes(text))

describe('用户管理（真实服务端）', () => {
  afterEach(cleanup)

  it('列表显示用户，按登录状态、客户用户与关键字查询', async () => {
    const element = await mountUsers()
    const root = shadowOf(element)
    const all = await apiList('/User/User/GetUsers', admin, {})
    await waitFor(() => root.textContent?.includes(`总共 ${all.total} 条记录`), '全部用户')
    expect(rowTexts(root).some((t) => t.includes('buyer01') && t.includes('李文涛') && t.includes('采购部'))).to.equal(true)

    const filters = root.querySelector<HTMLElement>('[role="search"][aria-label="筛选条件"]')!
    await choose(root, filters, '客户用户', '仅客户用户')
    const customers = await apiList('/User/User/GetUsers', admin, { isCustomer: '1' })
    await waitFor(() => root.textContent?.includes(`总共 ${customers.total} 条记录`), '仅客户用户')
    for (const text of rowTexts(root)) expect(text).to.include('客户用户')

    button(root, '清空').click()
    await waitFor(() => root.textContent?.includes(`总共 ${all.total} 条记录`), '清空后恢复')
    await search(root, 'sup100')
    await waitFor(() => bodyRows(root).length > 0 && rowTexts(root).every((t) => t.includes('sup100')), '关键字查询')
  })

  it('新增：字段规则与服务端拒绝显示在表单中；重置密码只显示一次；禁止登录后无法登录', async () => {
    const element = await mountUsers()
    const root = shadowOf(element)
    await waitFor(() => hasButton(root, '新增') && bodyRows(root).length > 1, '列表加载')
    button(root, '新增').click()
    const dialog = await openDialog(root)

    const usercode = dialog.querySelector<HTMLInputElement>('input[name="usercode"]')!
    await typeInto(usercode, '坏 账号')
    await sendKeys({ press: 'Tab' })
    await waitFor(() => fieldOf(dialog, 'usercode').textContent?.includes('账号只能包含字母、数字和 _ . - @'), '账号规则')
    expect(usercode.getAttribute('aria-invalid')).to.equal('true')

    // nothing else filled: the required fields say so and nothing is sent
    await typeInto(usercode, 'buyer01')
    button(dialog, '保存').click()
    await waitFor(() => fieldOf(dialog, 'password').textContent?.includes('请输入初始密码'), '初始密码必填')
    expect(dialog.textContent).to.include('请选择角色')

    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="UserName"]')!, '浏览器测试员')
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'Tester#2026ab')
    await choose(root, dialog, '部门', '质量部')
    await choose(root, dialog, '岗位', '来料检验员')
    tick(dialog, '质量工程师')
    button(dialog, '保存').click()
    // an account that exists: the server refuses, the form stays filled
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent?.includes('账号已存在'), '服务端拒绝')
    expect(dialog.querySelector<HTMLInputElement>('input[name="UserName"]')!.value).to.equal('浏览器测试员')

    const code = `bt${String(Date.now()).slice(-7)}`
    await typeInto(usercode, code)
    button(dialog, '保存').click()
    await waitFor(() => !root.querySelector('[role="dialog"][data-state="open"]'), '保存后关闭')
    await search(root, code)
    await waitFor(() => rowOf(root, code)?.textContent?.includes('来料检验员'), '新用户在列表中')
    expect(rowOf(root, code)!.textContent).to.include('质量部').and.include('质量工程师').and.include('正常')
    expect(await passwordWorks(code, 'Tester#2026ab')).to.equal(true)

    button(root, '重置密码 浏览器测试员').click()
    let ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '重置确认')
    button(ask, '确定').click()
    const shown = await waitFor(() => root.querySelector<HTMLElement>('[aria-label="新密码"]')?.textContent?.trim(), '新密码显示')
    expect(await passwordWorks(code, 'Tester#2026ab')).to.equal(false)
    expect(await passwordWorks(code, shown)).to.equal(true)
    button(root, '我已记下').click()
    await waitFor(() => !root.querySelector('[aria-label="新密码"]'), '密码对话框关闭')

    button(root, '禁止登录 浏览器测试员').click()
    ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '禁止确认')
    expect(ask.textContent).to.include('在线会话将立即结束')
    button(ask, '确定').click()
    await waitFor(() => rowOf(root, code)?.textContent?.includes('已禁止登录'), '状态变为已禁止登录')
    expect(await passwordWorks(code, shown)).to.equal(false)
    expect(hasButton(rowOf(root, code)!, '允许登录')).to.equal(true)
  })

  it('没有用户管理权限的用户看不到新增与行操作按钮', async () => {
    const element = await mountUsers(await tokenOf('buyer01'))
    const root = shadowOf(element)
    await waitFor(() => root.textContent?.includes('暂无数据'), '列表被拒后为空')
    for (const label of ['新增', '编辑', '禁止登录', '重置密码', '删除']) expect(hasButton(root, label), label).to.equal(false)
  })
})
