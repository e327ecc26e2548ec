import { expect } from 'chai'
import { lazyPart } from './lazy-part'
import { afterEach, describe, it } from './testing/mocha'
import { findByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click } from './testing/user'

// A part of the kit whose chunk fails to load shows 加载失败 with 重试 in its place (not its
// placeholder for ever); 重试 fetches it again.

describe('lazyPart 加载失败', () => {
  afterEach(cleanup)

  it('显示中文提示与“重试”，重试成功后显示真正的部件', async () => {
    let attempts = 0
    const Part = lazyPart(
      'FlakyPart',
      () => {
        attempts += 1
        if (attempts === 1) return Promise.reject(new Error('网络中断'))
        return Promise.resolve(({ text }: { text: string }) => <strong>{text}</strong>)
      },
      () => <span>占位</span>,
    )
    const { shadow } = await renderInShadow(<Part text="真正的部件" />)
    const alert = await findByRole(shadow, 'alert')
    expect(alert.textContent).to.include('加载失败')
    expect(shadow.textContent).to.not.include('占位')
    await click(alert.querySelector('button')!)
    await waitFor(() => expect(shadow.querySelector('strong')?.textContent).to.equal('真正的部件'))
    expect(attempts).to.equal(2)
    expect(shadow.querySelector('[role="alert"]')).to.equal(null)
  })

  it('重试向服务器再要一次失败过的代码块（同一地址的失败会被浏览器记住）', async () => {
    // the fixture server fails this chunk's first fetch only (test/support/wtr-plugins.ts)
    const url = new URL(`/fixture-chunk/flaky-part-${Date.now()}.js`, location.href).href
    const Part = lazyPart<{ text?: string }>(
      'FlakyPart',
      () => import(/* @vite-ignore */ url).then((m: { FlakyPart: () => string }) => m.FlakyPart),
      () => <span>占位</span>,
    )
    const { shadow } = await renderInShadow(<Part />)
    const alert = await findByRole(shadow, 'alert')
    expect(alert.textContent).to.include('加载失败')
    const retry = alert.querySelector('button')!
    expect(retry.textContent).to.equal('重试')
    await click(retry)
    await waitFor(() => expect(shadow.textContent).to.include('真正的部件'))
    expect(shadow.querySelector('[role="alert"]')).to.equal(null)
  })
})
