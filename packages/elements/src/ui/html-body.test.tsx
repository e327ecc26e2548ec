import { expect } from 'chai'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { HtmlBody, SanitizedHtml } from './html-body'

// Stored HTML in a shadow root: sanitised, and its style attributes set through CSSOM (the
// portal's policy refuses style attributes in parsed markup), the markup otherwise unchanged.

const MAIL =
  '<table style="border-collapse:collapse"><tr><th style="background:#fafafa;text-align:left" title="a style=b">订单号</th>' +
  '<td STYLE=\'color: rgb(200, 0, 0)\'>PO1</td></tr></table>' +
  '<p onclick="steal()">正文 <b>加粗</b> style="not an attribute"</p><a href="javascript:steal()">链接</a><script>steal()</script>'

describe('SanitizedHtml', () => {
  afterEach(cleanup)

  it('keeps the styles of a mail through CSSOM, its text and other attributes as written, nothing that runs', async () => {
    const { shadow } = await renderInShadow(<SanitizedHtml html={MAIL} role="document" aria-label="邮件正文" />)
    const body = getByRole(shadow, 'document', { name: '邮件正文' })
    const th = body.querySelector('th')!
    expect(getComputedStyle(th).backgroundColor).to.equal('rgb(250, 250, 250)')
    expect(getComputedStyle(th).textAlign).to.equal('left')
    expect(th.getAttribute('title')).to.equal('a style=b')
    expect(getComputedStyle(body.querySelector('td')!).color).to.equal('rgb(200, 0, 0)')
    expect(getComputedStyle(body.querySelector('table')!).borderCollapse).to.equal('collapse')
    expect(body.querySelectorAll('[data-scm-style]').length).to.equal(0)
    expect(body.querySelector('p')!.textContent).to.equal('正文 加粗 style="not an attribute"')
    expect(body.innerHTML).to.not.contain('onclick').and.not.contain('javascript:').and.not.contain('<script')
  })

  it('draws the new HTML when it changes', async () => {
    const { shadow, rerender } = await renderInShadow(<HtmlBody html="<p>第一版</p>" label="公告内容" />)
    expect(getByRole(shadow, 'document', { name: '公告内容' }).textContent).to.equal('第一版')
    rerender(<HtmlBody html={'<p style="font-weight:700">第二版</p>'} label="公告内容" />)
    const body = getByRole(shadow, 'document', { name: '公告内容' })
    expect(body.textContent).to.equal('第二版')
    expect(getComputedStyle(body.querySelector('p')!).fontWeight).to.equal('700')
  })
})
