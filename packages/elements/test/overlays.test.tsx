import { expect } from 'chai'
import { sendKeys } from '@web/test-runner-commands'
import './fixtures/fixture-overlays.element'
import { cleanup, mountElement, settle, shadowOf, waitFor } from './support/dom'

// Ark UI's portals (Dialog, Select) render inside the element's shadow root, where the
// stylesheet applies, because the runtime binds Ark's EnvironmentProvider to that root.

function buttonNamed(root: ShadowRoot, name: string): HTMLButtonElement {
  const button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name)
  if (!button) throw new Error(`没有按钮“${name}”`)
  return button
}

describe('Ark 浮层', () => {
  afterEach(cleanup)

  it('对话框在 shadow root 内打开并带样式；点遮罩不关闭，Esc 关闭', async () => {
    const element = await mountElement('<scm-fixture-overlays></scm-fixture-overlays>')
    const root = shadowOf(element)
    buttonNamed(root, '打开对话框').click()
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"][data-state="open"]'), '对话框打开')
    expect(document.body.querySelector('[role="dialog"]')).to.equal(null)
    expect(dialog.getRootNode()).to.equal(root)
    expect(dialog.getAttribute('aria-labelledby')).to.be.a('string')
    const style = getComputedStyle(dialog)
    expect(style.backgroundColor).to.equal('rgb(255, 255, 255)')
    expect(style.paddingTop).to.equal('19px')

    const backdrop = root.querySelector<HTMLElement>('[data-part="backdrop"]')!
    expect(getComputedStyle(backdrop).position).to.equal('fixed')
    backdrop.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))
    backdrop.click()
    await settle()
    expect(root.querySelector('[role="dialog"]')?.getAttribute('data-state')).to.equal('open')

    await sendKeys({ press: 'Escape' })
    await waitFor(() => !root.querySelector('[role="dialog"][data-state="open"]'), '对话框关闭')
  })

  it('下拉列表在 shadow root 内展开并带样式，选中后显示所选项', async () => {
    const element = await mountElement('<scm-fixture-overlays></scm-fixture-overlays>')
    const root = shadowOf(element)
    const trigger = root.querySelector<HTMLButtonElement>('[data-part="trigger"][data-scope="select"]')!
    trigger.focus()
    await sendKeys({ press: 'Enter' })
    const listbox = await waitFor(() => root.querySelector<HTMLElement>('[role="listbox"][data-state="open"]'), '列表展开')
    expect(document.body.querySelector('[role="listbox"]')).to.equal(null)
    const style = getComputedStyle(listbox)
    expect(style.backgroundColor).to.equal('rgb(250, 250, 250)')
    expect(style.paddingTop).to.equal('5px')

    const option = [...root.querySelectorAll<HTMLElement>('[role="option"]')].find((item) => item.textContent === '二号仓库')!
    option.click()
    await waitFor(() => trigger.textContent?.includes('二号仓库'), '显示所选项')
  })
})
