import { expect } from 'chai'
import { messages } from '@scm/core'
import './fixtures/fixture-form.element'
import { cleanup, mountElement, shadowOf, waitFor } from './support/dom'

// One <scm-toaster> per page, however many elements; it shows the core bus one message at a time.

describe('页面消息', () => {
  afterEach(() => {
    cleanup()
    messages.dismiss()
  })

  it('多个元素只放入一个 scm-toaster，消息一次只显示一条', async () => {
    await mountElement('<scm-fixture-form heading="甲"></scm-fixture-form>')
    await mountElement('<scm-fixture-form heading="乙"></scm-fixture-form>')
    const toasters = document.querySelectorAll('scm-toaster')
    expect(toasters).to.have.length(1)
    expect(toasters[0].parentElement).to.equal(document.body)
    await customElements.whenDefined('scm-toaster')
    const root = await waitFor(() => toasters[0].shadowRoot, 'toaster 渲染')

    expect(messages.show('保存成功', 'success')).to.equal(true)
    const status = await waitFor(() => root.querySelector<HTMLElement>('[role="status"]'), '显示消息')
    expect(status.textContent).to.contain('保存成功')
    expect(getComputedStyle(status).position).to.equal('fixed')

    expect(messages.show('第二条', 'error')).to.equal(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.textContent).to.not.contain('第二条')
    expect(root.querySelectorAll('[role="status"], [role="alert"]')).to.have.length(1)

    root.querySelector<HTMLButtonElement>('button[aria-label="关闭消息"]')!.click()
    await waitFor(() => !root.querySelector('[role="status"]'), '消息关闭')
    messages.show('操作失败', 'error')
    const alert = await waitFor(() => root.querySelector<HTMLElement>('[role="alert"]'), '错误消息')
    expect(alert.textContent).to.contain('操作失败')
  })
})
