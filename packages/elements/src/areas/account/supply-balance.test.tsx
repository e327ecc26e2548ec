import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import { formatAmount } from '@scm/core'
import './supply-balance.element'
import './pchang-acc.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, button, findButton, hasButton, tokensBefore, typeInto } from '../../resource/testing/browser'

// <scm-supply-balance> (the balance widget of supplier extranets) and 采购发票 (scm-pchang-acc) in
// Chromium against THE product server (/scm-api, seeded demo data), every call signed: a supplier
// sees his published balances per plant, exactly as published, confirms or disputes one, and sees
// none of another supplier's; the invoice list shows matched and mismatched invoices and the
// mismatch line by line.

const B = '/SaleCheck'
const tokens = tokensBefore('sup1001', 'sup1002')
const mount = (tag: string, user: string) => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"></${tag}>`)
type Balance = { id: number; co_desc: string; period: string; closing_amount: string; status: string }
const balanceCards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('article[aria-label^="余额 "]')]
const statementCards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('article[aria-label^="对账单 "]')]

describe('往来余额 scm-supply-balance（真实服务端，签名调用）', () => {
  afterEach(cleanup)

  it('sup1001 在手机宽度下看到两个工厂的已发布余额（期末余额与发布值一致到分）和待确认的对账单', async function () {
    await setViewport({ width: 375, height: 800 })
    const { rows } = await apiList(`${B}/GetPublishedBalance`, tokens.sup1001!, { rows: 12 })
    const published = rows as unknown as Balance[]
    const open = (await apiList(`${B}/GetList`, tokens.sup1001!, { rows: 20, filters: { status: { op: 'in', value: ['已发布', '有异议'] } } })).rows as { check_no: string }[]
    const root = shadowOf(await mount('scm-supply-balance', 'sup1001'))
    await waitFor(() => balanceCards(root).length === published.length && published.length >= 2, '余额卡片')
    expect(new Set(published.map((b) => b.co_desc)).size).to.equal(2)
    for (const b of published) {
      const card = balanceCards(root).find((c) => c.getAttribute('aria-label') === `余额 ${b.co_desc} ${b.period}`)!
      expect(card.querySelector('[data-testid="closing-amount"]')!.textContent).to.equal(formatAmount(b.closing_amount))
      expect(card.querySelector(`[data-status="${b.status}"]`)).to.not.equal(null)
    }
    // the disputed one shows his reason and no buttons; the confirmed one neither
    const disputed = balanceCards(root).find((c) => c.querySelector('[data-status="有异议"]'))!
    expect(disputed.textContent).to.contain('异议原因：')
    expect(disputed.querySelector('button')).to.equal(null)
    await waitFor(() => statementCards(root).length === open.length && open.length > 0, '待确认的对账单')
    expect(statementCards(root).map((c) => c.getAttribute('aria-label'))).to.have.members(open.map((s) => `对账单 ${s.check_no}`))
    expect(root.querySelector('section')!.scrollWidth).to.be.at.most(375)
    await setViewport({ width: 1280, height: 800 })
  })

  it('sup1002 确认一条余额、对另一条提出异议（原因必填），看不到 sup1001 的余额和对账单', async function () {
    const theirs = (await apiList(`${B}/GetList`, tokens.sup1001!, { rows: 50 })).rows as { check_no: string }[]
    const mine = (await apiList(`${B}/GetPublishedBalance`, tokens.sup1002!, { rows: 12 })).rows as unknown as Balance[]
    const waiting = mine.filter((b) => b.status === '已发布')
    expect(waiting.length).to.be.at.least(2)
    const root = shadowOf(await mount('scm-supply-balance', 'sup1002'))
    await waitFor(() => balanceCards(root).length === mine.length, '余额卡片')
    const text = root.textContent ?? ''
    for (const s of theirs) expect(text).to.not.contain(s.check_no)

    const [first, second] = waiting as [Balance, Balance]
    const label = (b: Balance) => `${b.co_desc} ${b.period}`
    button(root, `确认 ${label(first)}`).click()
    await waitFor(() => balanceCards(root).find((c) => c.getAttribute('aria-label') === `余额 ${label(first)}`)?.querySelector('[data-status="已确认"]'), '余额已确认')

    button(root, `提出异议 ${label(second)}`).click()
    await waitFor(() => hasButton(root, '提交异议'), '异议原因输入框')
    button(root, '提交异议').click()
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent === '请填写异议原因', '异议原因必填')
    await typeInto(root.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${label(second)} 异议原因"]`)!, '付款金额与我方记录不符')
    button(root, '提交异议').click()
    const card = await waitFor(() => balanceCards(root).find((c) => c.getAttribute('aria-label') === `余额 ${label(second)}` && c.querySelector('[data-status="有异议"]')), '余额有异议')
    expect(card.textContent).to.contain('付款金额与我方记录不符')
    const after = (await apiList(`${B}/GetPublishedBalance`, tokens.sup1002!, { rows: 12 })).rows as unknown as Balance[]
    expect(after.find((b) => b.id === first.id)!.status).to.equal('已确认')
    expect(after.find((b) => b.id === second.id)!.status).to.equal('有异议')
  })
})

describe('采购发票 scm-pchang-acc（真实服务端，签名调用）', () => {
  afterEach(cleanup)

  it('sup1001 看到已匹配与不符的发票（状态着色），打开不符的发票逐行看到不符原因；sup1002 看不到', async function () {
    const { rows } = await apiList(`${B}/PchangAcc/GetList`, tokens.sup1001!, { rows: 20 })
    const bad = (rows as { reg_no: string; status: string }[]).find((r) => r.status === '不符')!
    const root = shadowOf(await mount('scm-pchang-acc', 'sup1001'))
    await waitFor(() => root.querySelector('tbody [data-status="不符"]') && root.querySelector('tbody [data-status="已匹配"]'), '两种匹配状态')
    expect(root.querySelector<HTMLElement>('tbody [data-status="不符"]')!.dataset.tone).to.equal('error')
    expect(root.querySelector<HTMLElement>('tbody [data-status="已匹配"]')!.dataset.tone).to.equal('success')
    ;(await findButton(root, `查看 ${bad.reg_no}`)).click()
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"][data-state="open"] [data-document]'), '发票详情')
    await waitFor(() => dialog.textContent?.includes('数量不符：开票'), '不符原因')
    expect(dialog.textContent).to.contain('1行明细不符')

    const other = shadowOf(await mount('scm-pchang-acc', 'sup1002'))
    const theirs = (await apiList(`${B}/PchangAcc/GetList`, tokens.sup1002!, { rows: 20 })).rows as { reg_no: string }[]
    await waitFor(() => theirs.length > 0 && theirs.every((r) => other.textContent?.includes(r.reg_no)), 'sup1002 自己的发票')
    expect(other.textContent).to.not.contain(bad.reg_no)
  })
})
