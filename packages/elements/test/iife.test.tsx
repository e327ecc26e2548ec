import { expect } from 'chai'
import { cleanup, FIXTURE_DIST as DIST, mount, nextEvent, requireFixtureBuild, shadowOf } from './support/dom'

// An embeddable element's single-file IIFE works on a page that loads no modules.

describe('IIFE 单文件包', () => {
  before(requireFixtureBuild)
  after(cleanup)

  it('普通 <script> 加载后元素可用且带样式', async () => {
    const script = document.createElement('script')
    script.src = `${DIST}/iife/scm-fixture-form.js`
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve
      script.onerror = () => reject(new Error('IIFE 加载失败'))
    })
    document.head.append(script)
    await loaded
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
})
