import { expect } from 'chai'
import './org/org-company.element'
import './org/org-dept.element'
import './org/org-station.element'
import './org/org-user.element'
import './org/org-userdtl.element'
import './supply-user.element'
import './right.element'
import './supply-authority.element'
import './operation-authority.element'
import './online-user.element'
import './rese-pwd-log.element'
import './upload-file.element'
import './wf.element'
import './msg-accept-user.element'
import './job-run.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, bodyRows, button, hasButton, tokenOf } from '../../resource/testing/browser'
import { itShowsServerData, type ScreenShowing } from '../../resource/testing/screens'
import { axeViolations } from '../../ui/testing/axe'

// The administration screens in Chromium against THE product server (under /scm-api): each one
// shows the server's data and axe finds nothing on it; rights as a checkbox tree. (The menu and
// widget configuration and the personal pages: config/, MySelf/.)

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const before = (globalThis as unknown as { before: (hook: Hook) => void }).before

let admin = ''
before(async function () {
  this.timeout(180_000)
  admin = await tokenOf('admin')
})

const mount = (tag: string, attrs = '', token = admin) => mountElement(`<${tag} api-base="${API}" token="${token}" ${attrs}></${tag}>`)

const SCREENS: ScreenShowing[] = [
  ['scm-org-company', '', '皖江汽车动力股份有限公司'],
  ['scm-org-dept', '', '采购部'],
  ['scm-org-station', '', '采购经理'],
  ['scm-org-user', '', '采购员（'],
  ['scm-org-userdtl', 'user-id="2"', '李文涛'],
  ['scm-supply-user', '', 'sup1001'],
  ['scm-right', '', '采购员'],
  ['scm-supply-authority', '', 'buyer01'],
  ['scm-operation-authority', '', '文件分类'],
  ['scm-online-user', '', 'admin'],
  ['scm-rese-pwd-log', '', '管理操作审计日志'],
  ['scm-upload-file', '', '上传文件'],
  ['scm-wf', '', '作业指导书审核'],
  ['scm-msg-accept-user', '', '订单发布通知'],
  // the test server runs no jobs: the read-only list with its columns
  ['scm-job-run', '', '应运行时间'],
]

describe('系统管理各页面（真实服务端）', () => {
  afterEach(cleanup)

  itShowsServerData(SCREENS, mount)

  it('权限管理：角色的功能与按钮是一棵勾选树；管理员拥有全部权限', async () => {
    const element = await mount('scm-right')
    const root = shadowOf(element)
    await waitFor(() => hasButton(root, '采购员'), '角色列表')
    button(root, '设置权限 采购员').click()
    const tree = await waitFor(() => root.querySelector<HTMLElement>('ul[aria-label="采购员的功能权限"]'), '权限树')
    const box = (name: string) => tree.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="勾选 ${name}"]`)
    // a group is partly checked: the seeded buyer holds some order screens, not all
    await waitFor(() => box('订单管理')?.indeterminate, '订单管理部分授权')
    expect(box('订单查询'), '收起时不显示页面').to.equal(null)
    button(root, '展开分组').click()
    await waitFor(() => box('订单查询'), '展开后显示页面')
    // the seeded buyer grants: order query with all its buttons, nothing in system management
    expect(box('订单查询')!.checked).to.equal(true)
    expect(box('基础编码')!.checked).to.equal(false)
    button(root, '展开 订单查询').click()
    const exportBox = await waitFor(() => box('订单查询·导出'), '订单查询的按钮')
    expect(exportBox.checked).to.equal(true)
    // taking one button away leaves the screen partly granted, and the change can be saved or undone
    exportBox.click()
    await waitFor(() => box('订单查询')!.indeterminate, '部分授权')
    const save = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === '保存权限')!
    expect(save.disabled).to.equal(false)
    button(root, '撤销修改').click()
    await waitFor(() => box('订单查询·导出')!.checked && save.disabled, '撤销后恢复')
    expect(await axeViolations(element)).to.deep.equal([])

    button(root, '设置权限 系统管理员').click()
    await waitFor(() => root.textContent?.includes('系统管理员拥有全部权限，无需设置。'), '管理员说明')
    expect(hasButton(root, '保存权限')).to.equal(false)
  })

  it('在线用户：列出会话，当前会话不能强制下线，结束另一会话后其令牌失效', async () => {
    const other = await tokenOf('wsm01')
    const element = await mount('scm-online-user')
    const root = shadowOf(element)
    await waitFor(() => bodyRows(root).some((r) => r.textContent?.includes('wsm01')), '会话列表')
    await waitFor(() => root.querySelector('button[aria-label^="强制下线 钱卫东"]'), '强制下线按钮')
    expect(root.textContent).to.include('当前会话')
    const forceButtons = [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.getAttribute('aria-label')?.startsWith('强制下线 钱卫东'))
    expect(forceButtons.length).to.be.greaterThan(0)
    // end every session of wsm01: no other test file signs in as him, so no other file's token ends
    // here (svc01, whom the work-order tests use at the same time, was ended under them)
    for (let i = 0; i < forceButtons.length; i++) {
      const next = await waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label')?.startsWith('强制下线 钱卫东')), '下一个会话')
      next.click()
      const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '强制下线确认')
      button(ask, '确定').click()
      await waitFor(() => !root.querySelector('[role="alertdialog"][data-state="open"]'), '确认关闭')
      await new Promise((r) => setTimeout(r, 300))
    }
    const answer = await fetch(`${API}/Menu/Menu/GetUserMenuData`, { headers: { Authorization: `Bearer ${other}` } })
    expect(answer.status).to.equal(401)
  })
})
