import { expect } from 'chai'
import { cleanup, FIXTURE_DIST as DIST, mount, requireFixtureBuild, shadowOf, waitFor } from './support/dom'

// An element whose chunk fails to load (the flaky fixture: its first fetch answers 503) shows a
// Chinese message with 重试 instead of a blank panel; 重试 loads it again and the element appears.

describe('元素代码加载失败', () => {
  before(requireFixtureBuild)
  after(cleanup)

  it('显示中文提示与“重试”按钮，点击后元素正常显示', async () => {
    const autoload = document.createElement('script')
    autoload.type = 'module'
    autoload.src = `${DIST}/autoload.js`
    document.head.append(autoload)
    const element = mount('<scm-fixture-flaky></scm-fixture-flaky>').firstElementChild as HTMLElement

    const alert = await waitFor(() => element.querySelector<HTMLElement>('[role="alert"]'), '加载失败提示')
    expect(alert.textContent).to.include('加载失败')
    expect(element.getBoundingClientRect().height, '不是空白').to.be.greaterThan(0)
    const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === '重试')
    expect(retry, '重试按钮').to.not.equal(undefined)

    retry!.click()
    await waitFor(() => customElements.get('scm-fixture-flaky') && element.shadowRoot?.textContent?.includes('不稳定网络下的元素'), '重试后显示')
    expect(element.querySelector('[role="alert"]')).to.equal(null)
    expect(shadowOf(element).querySelector('p')!.textContent).to.equal('不稳定网络下的元素')
  })
})
