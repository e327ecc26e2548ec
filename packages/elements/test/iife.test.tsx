import { expect } from 'chai'
import { sendKeys } from '@web/test-runner-commands'
import { cleanup, FIXTURE_DIST as DIST, mount, nextEvent, requireFixtureBuild, shadowOf, waitFor } from './support/dom'

// An embeddable element's single-file IIFE works on a page that loads no modules.

function loadIife(tag: string): Promise<unknown> {
  const script = document.createElement('script')
  script.src = `${DIST}/iife/${tag}.js`
  const loaded = new Promise((resolve, reject) => {
    script.onload = resolve
    script.onerror = () => reject(new Error('IIFE 加载失败'))
  })
  document.head.append(script)
  return loaded
}

describe('IIFE 单文件包', () => {
  before(requireFixtureBuild)
  // a test that fails with its modal open must not leave the next test's page inert
  afterEach(cleanup)

  it('普通 <script> 加载后元素可用且带样式', async () => {
    await loadIife('scm-fixture-form')
    expect(customElements.get('scm-fixture-form')).to.be.a('function')

    let element: Element | null = null
    const ready = nextEvent(document, 'scm-ready', { filter: (event) => event.target === element })
    element = mount('<scm-fixture-form heading="嵌入页面" page-size="30"></scm-fixture-form>').firstElementChild
    await ready
    const root = shadowOf(element!)
    expect(root.querySelector('h2')!.textContent).to.equal('嵌入页面')
    expect(getComputedStyle(root.querySelector('h2')!).color).to.equal('rgb(106, 27, 154)')
    expect(JSON.parse(root.querySelector('output')!.textContent!).pageSize).to.equal(30)
  })

  it('对话框用浏览器的模态 <dialog>：打开后焦点在框内，Esc 关闭并回到打开它的按钮', async () => {
    await loadIife('scm-fixture-dialog')
    const element = mount('<scm-fixture-dialog></scm-fixture-dialog>').firstElementChild!
    const root = shadowOf(element)
    const opener = await waitFor(() => root.querySelector('button'), '打开按钮')
    opener.focus()
    opener.click()
    // drawn first, shown modal by the effect after it
    const box = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[role="dialog"][data-state="open"]:modal'), '对话框打开')
    expect(box.open).to.equal(true)
    expect(box.matches(':modal')).to.equal(true)
    expect(root.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).to.equal('答复')
    await waitFor(() => box.contains(root.activeElement), '焦点在对话框内')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !root.querySelector('dialog'), '对话框关闭')
    expect(root.activeElement).to.equal(opener)
  })

  it('表单控件用浏览器自带的控件（<select>、数字框、日期框），值照样交给页面', async () => {
    await loadIife('scm-fixture-controls')
    const element = mount('<scm-fixture-controls></scm-fixture-controls>').firstElementChild!
    const root = shadowOf(element)
    const select = await waitFor(() => root.querySelector<HTMLSelectElement>('select[aria-label="选项"]'), '原生下拉框')
    const state = () => JSON.parse(root.querySelector('output')!.textContent!)
    // no Ark machine in the single file: no listbox, no zag data attributes on the controls
    expect(root.querySelector('[role="listbox"], [data-scope="select"][data-part="positioner"]')).to.equal(null)
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['请选择', '甲', '乙'])

    select.focus()
    setNative(select, 'b', 'change')
    await waitFor(() => state().choice === 'b', '选中乙')

    const plus = root.querySelector<HTMLButtonElement>('button[aria-label="增加"]')!
    plus.click()
    plus.click()
    await waitFor(() => state().qty === 2, '数量加到 2')
    const qty = root.querySelector<HTMLInputElement>('input[aria-label="数量"]')!
    await typeText(qty, '4.5')
    await waitFor(() => state().qty === 4.5, '输入 4.5')
    expect(root.querySelector<HTMLButtonElement>('button[aria-label="减少"]')!.disabled).to.equal(false)

    const date = root.querySelector<HTMLInputElement>('input[type="date"][aria-label="日期"]')!
    setNative(date, '2026-11-24', 'input')
    await waitFor(() => state().date === '2026-11-24', '日期')
    setNative(root.querySelector<HTMLInputElement>('input[type="date"][aria-label="结束"]')!, '2026-12-31', 'input')
    await waitFor(() => state().range[1] === '2026-12-31', '结束日期')
    expect(root.querySelector<HTMLInputElement>('input[type="date"][aria-label="开始"]')!.max).to.equal('2026-12-31')
  })
})

/** Sets a control's value the way the browser does when a user picks (React sees the event). */
function setNative(control: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change') {
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value)
  control.dispatchEvent(new Event(event, { bubbles: true }))
}

async function typeText(input: HTMLInputElement, text: string) {
  input.focus()
  input.select()
  await sendKeys({ press: 'Backspace' })
  await sendKeys({ type: text })
}

