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
  after(cleanup)

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
    const box = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[role="dialog"][data-state="open"]'), '对话框打开')
    expect(box.open).to.equal(true)
    expect(box.matches(':modal')).to.equal(true)
    expect(root.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).to.equal('答复')
    await waitFor(() => box.contains(root.activeElement), '焦点在对话框内')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !root.querySelector('dialog'), '对话框关闭')
    expect(root.activeElement).to.equal(opener)
  })
})
