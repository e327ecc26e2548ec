import { expect } from 'chai'
import { getSharedStyleSheet } from '../src/runtime'
import './fixtures/fixture-form.element'
import { cleanup, mount, mountElement, shadowOf } from './support/dom'

// The Panda stylesheet applies inside every element's shadow root, through ONE shared
// CSSStyleSheet, and the document's own styles stay untouched.

describe('样式表', () => {
  afterEach(cleanup)

  it('Panda 样式在 shadow root 内生效', async () => {
    const element = await mountElement('<scm-fixture-form></scm-fixture-form>')
    const heading = shadowOf(element).querySelector('h2')!
    const style = getComputedStyle(heading)
    expect(style.color).to.equal('rgb(106, 27, 154)')
    expect(style.fontSize).to.equal('17px')
    expect(style.fontWeight).to.equal('700')
  })

  it('两个元素共用同一个 CSSStyleSheet，文档样式不增加', async () => {
    const documentSheets = document.styleSheets.length
    const first = await mountElement('<scm-fixture-form heading="甲"></scm-fixture-form>')
    const second = await mountElement('<scm-fixture-form heading="乙"></scm-fixture-form>')
    const [sheetA] = shadowOf(first).adoptedStyleSheets
    const [sheetB] = shadowOf(second).adoptedStyleSheets
    expect(sheetA).to.equal(sheetB)
    expect(sheetA).to.equal(getSharedStyleSheet())
    expect(sheetA.cssRules.length).to.be.greaterThan(0)
    expect(document.styleSheets.length).to.equal(documentSheets)
    expect(document.adoptedStyleSheets).to.have.length(0)
    expect(document.querySelectorAll('style, link[rel="stylesheet"]')).to.have.length(0)
  })

  it('同样的类名在文档中（shadow root 之外）不受影响', async () => {
    const element = await mountElement('<scm-fixture-form></scm-fixture-form>')
    const className = shadowOf(element).querySelector('h2')!.className
    const outside = mount(`<h2 class="${className}">外部标题</h2>`).firstElementChild!
    expect(getComputedStyle(outside).color).to.equal('rgb(0, 0, 0)')
  })

  it('CSS 自定义属性穿过 shadow 边界改变主题', async () => {
    const element = await mountElement('<scm-fixture-form style="--scm-fixture-accent: rgb(0, 128, 0)"></scm-fixture-form>')
    expect(getComputedStyle(shadowOf(element).querySelector('h2')!).color).to.equal('rgb(0, 128, 0)')
  })
})
