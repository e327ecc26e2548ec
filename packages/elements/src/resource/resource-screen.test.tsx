import { expect } from 'chai'
import { axeViolations } from '../ui/testing/axe'
import { formatAmount } from '@scm/core'
import { sendKeys } from '@web/test-runner-commands'
import '../areas/sysmanage/base-code.element'
import '../areas/crm/service-item.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../test/support/dom'
import { click } from '../ui/testing/user'
import { API, apiList, bodyRows, button, choose, fieldOf, findButton, hasButton, openDialog, rowTexts, search, tokenOf, typeInto } from './testing/browser'

// Generated screens in Chromium against THE product server (started by the test runner under
// /scm-api, see test/support/real-server.ts): rows from the seeded database, create with a field
// error, a server refusal at its field, edit, delete with confirm, sort, 合计 row, hidden
// buttons, and axe on the list and the form.

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const before = (globalThis as unknown as { before: (hook: Hook) => void }).before

let admin = ''
before(async function () {
  this.timeout(180_000) // the first call migrates and seeds the in-memory database
  admin = await tokenOf('admin')
})

const mountScreen = (tag: string, token = admin) => mountElement(`<${tag} api-base="${API}" token="${token}"></${tag}>`)

describe('由资源定义生成的界面（真实服务端）', () => {
  afterEach(cleanup)

  it('列表显示服务端的种子数据与分页文字', async () => {
    // other test files add codes to the same server meanwhile: the count shown lies between the
    // server's count before the screen loaded and after
    const before = await apiList('/api/BaseCode/GetList', admin, {})
    const element = await mountScreen('scm-base-code')
    const root = shadowOf(element)
    await waitFor(() => bodyRows(root).length === 10 && /总共 \d+ 条记录/.test(root.textContent ?? ''), '种子数据出现')
    const after = await apiList('/api/BaseCode/GetList', admin, {})
    expect(bodyRows(root)).to.have.length(10)
    const shown = /显示第 1 到第 10 条记录，总共 (\d+) 条记录/.exec(root.textContent ?? '')
    expect(shown, '分页文字').to.not.equal(null)
    expect(Number(shown![1])).to.be.within(Math.min(before.total, after.total), Math.max(before.total, after.total))
    // the buttons come with the caller's rights, a later load than the rows
    for (const label of ['新增', '导出Excel', '搜索', '清空']) await findButton(root, label)
  })

  it('新增：字段失焦时显示校验错误，服务端拒绝显示在字段处，保存后出现在列表；再编辑、删除', async () => {
    const element = await mountScreen('scm-base-code')
    const root = shadowOf(element)
    await waitFor(() => bodyRows(root).length > 1 && hasButton(root, '新增'), '列表加载')
    button(root, '新增').click()
    const dialog = await openDialog(root)

    const code = dialog.querySelector<HTMLInputElement>('input[name="code"]')!
    await typeInto(code, '12A')
    await sendKeys({ press: 'Tab' })
    await waitFor(() => fieldOf(dialog, 'code').textContent?.includes('编码只能为数字'), '编码错误显示在字段处')
    expect(code.getAttribute('aria-invalid')).to.equal('true')

    // a code that exists already: the server refuses, the message lands at the code field
    await typeInto(code, '01')
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="name"]')!, '重复的编码')
    await choose(root, dialog, '编码类别', '计量单位')
    button(dialog, '保存').click()
    await waitFor(() => fieldOf(dialog, 'code').textContent?.includes('编码已存在'), '服务端错误显示在字段处')

    const fresh = String(Date.now()).slice(-8)
    await typeInto(code, fresh)
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="name"]')!, '浏览器测试单位')
    button(dialog, '保存').click()
    await waitFor(() => !root.querySelector('[role="dialog"][data-state="open"]'), '对话框关闭')
    await search(root, fresh)
    await waitFor(() => bodyRows(root).length === 1 && rowTexts(root)[0]!.includes('浏览器测试单位'), '新记录出现')

    button(root, '编辑 浏览器测试单位').click()
    const edit = await openDialog(root)
    const name = await waitFor(() => {
      const input = edit.querySelector<HTMLInputElement>('input[name="name"]')
      return input?.value === '浏览器测试单位' && input
    }, '编辑表单带出原值')
    await typeInto(name, '浏览器改名单位')
    button(edit, '保存').click()
    await waitFor(() => rowTexts(root)[0]?.includes('浏览器改名单位'), '改名后显示')

    button(root, '删除 浏览器改名单位').click()
    const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '删除确认')
    expect(ask.textContent).to.include('确定删除“浏览器改名单位”吗？')
    button(ask, '确定').click()
    await waitFor(() => root.textContent?.includes('暂无数据'), '删除后列表为空')
    expect((await apiList('/api/BaseCode/GetList', admin, { searchKey: fresh })).total).to.equal(0)
  })

  it('筛选栏按编码类别过滤，清空后恢复；详情对话框显示记录', async () => {
    const element = await mountScreen('scm-base-code')
    const root = shadowOf(element)
    const all = await apiList('/api/BaseCode/GetList', admin, {})
    await waitFor(() => root.textContent?.includes(`总共 ${all.total} 条记录`), '列表加载')
    const filters = root.querySelector<HTMLElement>('[role="group"][aria-label="筛选条件"]')!
    await choose(root, filters, '编码类别', '币种')
    const currency = await apiList('/api/BaseCode/GetList', admin, { filters: { type_code: { op: 'eq', value: 'currency' } } })
    await waitFor(() => root.textContent?.includes(`总共 ${currency.total} 条记录`), '按类别过滤')
    expect(bodyRows(root)).to.have.length(currency.total)
    for (const text of rowTexts(root)) expect(text).to.include('币种')

    ;(await findButton(root, `查看 ${String(currency.rows[0]!.name)}`)).click()
    const detail = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"][data-state="open"]'), '详情打开')
    await waitFor(() => detail.textContent?.includes(String(currency.rows[0]!.code)), '详情内容')
    expect(detail.textContent).to.include('编码类别').and.include('币种').and.include('创建时间')
    button(detail, '关闭').click()
    await waitFor(() => !root.querySelector('[role="dialog"][data-state="open"]'), '详情关闭')

    button(root, '清空').click()
    // other suites share the server and may add codes meanwhile: compare with the list as it is now
    await waitFor(() => !root.textContent?.includes(`总共 ${currency.total} 条记录`), '清空筛选')
    const now = await apiList('/api/BaseCode/GetList', admin, {})
    await waitFor(() => root.textContent?.includes(`总共 ${now.total} 条记录`), '清空后恢复')
  })

  it('点击列头排序，数值列显示合计行', async () => {
    const element = await mountScreen('scm-service-item')
    const root = shadowOf(element)
    await waitFor(() => bodyRows(root).length > 1, '列表加载')
    const header = [...root.querySelectorAll<HTMLElement>('th')].find((th) => th.textContent?.includes('服务单价'))!
    click(header.querySelector('button')!)
    await waitFor(() => header.getAttribute('aria-sort') === 'ascending', '升序')
    const expected = await apiList('/api/SeServiceItem/GetList', admin, { sidx: 'price', sord: 'asc' })
    await waitFor(() => rowTexts(root)[0]?.includes(String(expected.rows[0]!.name)), '按单价升序')
    const footer = root.querySelector('tfoot')!
    expect(footer.textContent).to.include('合计')
    // the server's sum over every matching item, money with thousands separators and 2 decimals
    expect(footer.querySelector('td[data-label="服务单价(元)"]')!.textContent).to.equal(formatAmount(expected.summary!.price))
  })

  it('没有该功能的用户看不到新增、导出、删除按钮', async () => {
    const element = await mountScreen('scm-base-code', await tokenOf('qe01'))
    const root = shadowOf(element)
    await waitFor(() => root.textContent?.includes('暂无数据'), '列表被拒后为空')
    for (const label of ['新增', '导出Excel']) expect(hasButton(root, label), label).to.equal(false)
    expect(root.querySelector('thead input[type="checkbox"]')).to.equal(null)
  })

  it('axe 在生成的列表与表单上没有发现问题', async () => {
    const element = await mountScreen('scm-service-item')
    const root = shadowOf(element)
    await waitFor(() => bodyRows(root).length > 1 && hasButton(root, '新增'), '列表加载')
    expect(await axeViolations(element)).to.deep.equal([])
    button(root, '新增').click()
    const dialog = await openDialog(root)
    await waitFor(() => dialog.querySelector('input[name="code"]'), '表单出现')
    expect(await axeViolations(element)).to.deep.equal([])
  })
})
