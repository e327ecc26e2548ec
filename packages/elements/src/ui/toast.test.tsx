import { expect } from 'chai'
import { messages } from '@scm/core'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, queryByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click } from './testing/user'
import { MessageToast } from './toast'

describe('MessageToast', () => {
  afterEach(() => {
    messages.dismiss()
    cleanup()
  })

  it('shows one message at a time: a second one while the first is up is dropped', async () => {
    const { shadow } = await renderInShadow(<MessageToast />)
    messages.show('保存成功', 'success')
    messages.show('操作失败', 'error')
    const shown = await waitFor(() => getByRole(shadow, 'status'))
    expect(shown.textContent).to.contain('保存成功')
    expect(queryByRole(shadow, 'alert')).to.equal(null)
    expect(shadow.textContent).to.not.contain('操作失败')
  })

  it('shows errors as an alert and closes on its × button', async () => {
    const { shadow } = await renderInShadow(<MessageToast />)
    messages.show('网络错误，链接超时', 'error')
    const alert = await waitFor(() => getByRole(shadow, 'alert'))
    await click(getByRole(alert, 'button', { name: '关闭消息' }))
    await waitFor(() => expect(queryByRole(shadow, 'alert')).to.equal(null))
    // the bus is free again: the next message shows
    messages.show('操作成功', 'success')
    await waitFor(() => expect(getByRole(shadow, 'status').textContent).to.contain('操作成功'))
  })
})
