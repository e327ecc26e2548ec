import { expect } from 'chai'
import './rese-pwd-log.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, openDialog, tokenOf } from '../../resource/testing/browser'

// The audit log's change table names fields in Chinese (the server's labels) and shows 是/否.

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const before = (globalThis as unknown as { before: (hook: Hook) => void }).before

let admin = ''
const code = String(900 + Math.floor(Math.random() * 99))
before(async function () {
  this.timeout(180_000)
  admin = await tokenOf('admin')
  const res = await fetch(`${API}/api/BaseCode/Save`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type_code: 'unit', code, name: '审计浏览器测试', enabled: true }),
  })
  expect(res.status).to.equal(200)
})

describe('审计日志', () => {
  afterEach(cleanup)

  it('变更内容显示中文字段名与是/否', async () => {
    const element = await mountElement(`<scm-rese-pwd-log api-base="${API}" token="${admin}"></scm-rese-pwd-log>`)
    const root = shadowOf(element)
    const tab = await waitFor(() => [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.includes('管理操作审计日志')), '审计日志页签')
    tab.click()
    const view = await waitFor(() => root.querySelector<HTMLButtonElement>(`button[aria-label="查看变更 新增 基础编码 ${code} 审计浏览器测试"]`), '查看按钮')
    view.click()
    const dialog = await openDialog(root)
    const table = await waitFor(() => dialog.querySelector('table[aria-label="变更内容"]'), '变更表')
    const fields = [...table.querySelectorAll('tbody th')].map((th) => th.textContent)
    expect(fields).to.include.members(['编码类别', '编码', '名称', '是否启用'])
    expect(fields).not.to.include('type_code')
    const enabled = [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === '是否启用')
    expect(enabled?.querySelector('td:last-child')?.textContent).to.equal('是')
  })
})
