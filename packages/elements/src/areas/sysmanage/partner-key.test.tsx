import { expect } from 'chai'
import './partner-key.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, button, choose, hasButton, openDialog, rowTexts, search, tokensBefore, typeInto } from '../../resource/testing/browser'

// 合作方密钥 /sysmanage/partnerKey in Chromium against THE product server (/scm-api): the
// administrator issues a key for supplier 1001 (shown once, in the dialog only), finds it in the
// list by its prefix, revokes it, and the supplier's server is refused a token at once. No mocks.

const tokens = tokensBefore('admin')

async function exchange(key: string) {
  const answer = await fetch(`${API}/api/PartnerKey/EmbedToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Partner-Key': key },
    body: JSON.stringify({ usercode: 'sup1001' }),
  })
  return { status: answer.status, body: (await answer.json()) as { Code: number; Msg: string; Data: { access_token: string } | null } }
}

describe('合作方密钥管理', () => {
  after(cleanup)

  it('签发（只显示一次）→ 列表 → 吊销，吊销后立即换不到令牌', async function () {
    const element = await mountElement(`<scm-partner-key api-base="${API}" token="${tokens.admin}"></scm-partner-key>`)
    const root = shadowOf(element)
    // the demo data's public demo key of 1001 is listed, valid
    await waitFor(() => rowTexts(root).some((text) => text.includes('演示密钥') && text.includes('有效')), '演示密钥')

    // the buttons follow the caller's grants, which may arrive after the rows
    ;(await waitFor(() => hasButton(root, '签发密钥') && button(root, '签发密钥'), '签发密钥按钮')).click()
    const dialog = await openDialog(root)
    expect(dialog.textContent).to.include('签发合作方密钥')
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="name"]')!, '浏览器签发')
    await choose(root, dialog, '供应商', '合肥精工')
    button(dialog, '签发').click()
    const shown = await waitFor(() => root.querySelector<HTMLElement>('[aria-label="新签发的密钥"]'), '签发的密钥')
    const key = shown.textContent!.trim()
    expect(key).to.match(/^scmpk_[A-Za-z0-9_-]{32}$/)
    expect(root.textContent).to.include('关闭后无法再次查看')
    // the key works for the supplier's server
    const minted = await exchange(key)
    expect(minted.status).to.equal(200)
    expect(minted.body.Data!.access_token).to.match(/^scmembed\./)

    button(root, '我已保存，关闭').click()
    await waitFor(() => !root.querySelector('[aria-label="新签发的密钥"]'), '密钥框关闭')
    await search(root, '浏览器签发')
    const row = await waitFor(() => rowTexts(root).find((text) => text.includes('浏览器签发')), '新密钥在列表中')
    expect(row).to.include(key.slice(0, 12)) // its prefix
    expect(row).to.include('合肥精工')
    expect(row).to.include('admin')
    expect(row).to.include('有效')
    expect(root.textContent).not.to.include(key) // never shown again

    button(root, '吊销 浏览器签发').click()
    const question = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"], [role="dialog"][data-state="open"]'), '吊销确认')
    expect(question.textContent).to.include('确定吊销密钥“浏览器签发”吗？')
    button(question, '确定').click()
    await waitFor(() => rowTexts(root).find((text) => text.includes('浏览器签发') && text.includes('已吊销')), '已吊销')
    expect(() => button(root, '吊销 浏览器签发')).to.throw()

    const refused = await exchange(key)
    expect(refused.status).to.equal(401)
    expect(refused.body.Msg).to.equal('合作方密钥已被吊销')
  })
})
