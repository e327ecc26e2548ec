import { expect } from 'chai'
import './personal.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, tokensBefore } from '../../resource/testing/browser'

// 微信绑定 on the personal page, in Chromium against THE product server (/scm-api): the QR code of
// the caller's signed binding link; with no official account configured, opening the link says the
// binding cannot finish, and the page still reads 未绑定. (Binding with WeChat's answer and
// unbinding: server tests with the platform's test double, src/areas/wx/wx.test.ts.)

const tokens = tokensBefore('cust02')

describe('个人资料 · 微信绑定（真实服务端）', () => {
  afterEach(cleanup)

  it('cust02 看到自己的绑定二维码；未配置公众号时扫码不会绑定', async function () {
    const root = shadowOf(await mountElement(`<scm-personal api-base="${API}" token="${tokens.cust02}"></scm-personal>`))
    const group = await waitFor(() => root.querySelector<HTMLElement>('[role="group"][aria-label="微信绑定"]'), '微信绑定')
    const img = await waitFor(() => group.querySelector<HTMLImageElement>('img[alt="微信绑定二维码"]'), '二维码')
    expect(img.src).to.match(/^data:image\/png;base64,/)
    await waitFor(() => img.complete && img.naturalWidth >= 100, '二维码图片可显示')
    expect(group.querySelector('[data-status="未绑定"]')).to.not.equal(null)
    expect(group.textContent).to.match(/二维码在 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 前有效/)
    const link = new URL(img.dataset.url!)
    expect(link.pathname).to.match(/\/api\/wx\/Bind$/)
    expect(link.searchParams.get('state')).to.match(/^[\w-]+\.[\w-]+$/)

    // the link's end on this server (no official account): refused with the reason, nothing bound
    const answer = await fetch(`${API}/api/wx/Bind${link.search}&code=anything`)
    expect(answer.status).to.equal(503)
    expect(await answer.text()).to.include('未配置微信公众号')
    ;[...group.querySelectorAll('button')].find((b) => b.textContent === '我已完成扫码')!.click()
    await waitFor(() => group.querySelector('[data-status="未绑定"]') && group.querySelector('img'), '仍未绑定')
  })
})
