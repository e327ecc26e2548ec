import { expect } from 'chai'
import './fixtures/fixture-form.element'
import { cleanup, mount, mountElement, nextEvent, shadowOf } from './support/dom'

// Events bubble and are composed: the page hears them on the element or any ancestor.

function buttonNamed(root: ShadowRoot, name: string): HTMLButtonElement {
  return [...root.querySelectorAll('button')].find((button) => button.textContent === name)!
}

describe('事件', () => {
  afterEach(cleanup)

  it('首次渲染后发出 scm-ready，页面在 document 上收到', async () => {
    let element: Element | null = null
    const ready = nextEvent(document, 'scm-ready', { filter: (event) => event.target === element })
    element = mount('<scm-fixture-form></scm-fixture-form>').firstElementChild
    const event = await ready
    expect(event.bubbles).to.equal(true)
    expect(event.composed).to.equal(true)
    expect(shadowOf(element!).querySelector('form')).to.not.equal(null)
  })

  it('scm-change 与 scm-navigate 穿过 shadow 边界，带 detail', async () => {
    const element = await mountElement('<scm-fixture-form></scm-fixture-form>')
    const root = shadowOf(element)
    const input = root.querySelector('input')!
    input.focus()
    input.value = ''
    // a real user typing: React hears native input events
    document.execCommand('insertText', false, '二号仓库')
    const changed = nextEvent<{ name: string }>(document, 'scm-change')
    const navigated = nextEvent<{ path: string }>(element.parentElement!, 'scm-navigate')
    buttonNamed(root, '保存').click()
    const change = await changed
    expect(change.detail).to.deep.equal({ name: '二号仓库' })
    expect(change.target).to.equal(element) // retargeted to the host outside the shadow root
    expect((await navigated).detail).to.deep.equal({ path: `/fixture/${encodeURIComponent('二号仓库')}` })
  })

  it('scm-title 带标题', async () => {
    const element = await mountElement('<scm-fixture-form heading="订单确认"></scm-fixture-form>')
    const titled = nextEvent<{ title: string }>(document, 'scm-title')
    buttonNamed(shadowOf(element), '设置标题').click()
    expect((await titled).detail).to.deep.equal({ title: '订单确认' })
  })
})
