import { expect } from 'chai'
import { confirm, ConfirmHost } from './confirm'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, queryByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, press } from './testing/user'

async function ask(text: string) {
  const { shadow } = await renderInShadow(<ConfirmHost />)
  const answer = confirm(text, { danger: true })
  const box = await waitFor(() => getByRole(shadow, 'alertdialog', { name: '提示' }))
  expect(box.textContent).to.contain(text)
  return { shadow, box, answer }
}

describe('confirm', () => {
  afterEach(cleanup)

  it('resolves true on 确定', async () => {
    const { shadow, box, answer } = await ask('确定删除选中的 2 条记录吗？')
    await click(getByRole(box, 'button', { name: '确定' }))
    expect(await answer).to.equal(true)
    await waitFor(() => expect(queryByRole(shadow, 'alertdialog')).to.equal(null))
  })

  it('resolves false on 取消 and on Esc', async () => {
    const first = await ask('确定发布吗？')
    await click(getByRole(first.box, 'button', { name: '取消' }))
    expect(await first.answer).to.equal(false)

    const answer = confirm('确定作废吗？')
    // the new question's box, not the first one still closing: Esc before it opens reaches nothing
    await waitFor(() => expect(getByRole(first.shadow, 'alertdialog').textContent).to.contain('确定作废吗？'))
    await press('Escape')
    expect(await answer).to.equal(false)
  })

  it('asks one question at a time, in order', async () => {
    const { box, answer } = await ask('第一个问题')
    const second = confirm('第二个问题')
    await click(getByRole(box, 'button', { name: '确定' }))
    expect(await answer).to.equal(true)
    await waitFor(() => expect(box.isConnected && box.textContent).to.contain('第二个问题'))
    await click(getByRole(box, 'button', { name: '取消' }))
    expect(await second).to.equal(false)
  })

  it('refuses without a host rather than hang', async () => {
    let message = ''
    await confirm('没有宿主').catch((e: Error) => (message = e.message))
    expect(message).to.contain('ConfirmHost')
  })
})
