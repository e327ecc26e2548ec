import { expect } from 'chai'
import '../areas/order/order-confirm.element'
import { cleanup, mountElement, nextEvent, shadowOf, waitFor } from '../../test/support/dom'
import { API, apiPost, tokensBefore } from '../resource/testing/browser'

// Embedding without a second login, in Chromium against THE product server (/scm-api): a partner
// key issued by the administrator is exchanged (as the supplier's server does) for a short-lived
// embed token; <scm-order-confirm> with that token fires scm-token-expiring before it runs out,
// the page answers with a fresh token, and the element goes on working with the new one even
// once the old one is dead. No mocks. (Beside ./shell, which fires the event for every element;
// the order confirmation is the embeddable one the test uses.)

const tokens = tokensBefore('admin')

async function issueKey(name: string): Promise<{ id: number; key: string }> {
  return apiPost('/api/PartnerKey/Issue', tokens.admin!, { name, owner_kind: 'supplier', supplyid: 1001 })
}

/** What the supplier's server does: its key + its user's login name → a token. */
async function mint(key: string, seconds: number): Promise<string> {
  const answer = await fetch(`${API}/api/PartnerKey/EmbedToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Partner-Key': key },
    body: JSON.stringify({ usercode: 'sup1001', seconds }),
  })
  const envelope = (await answer.json()) as { Code: number; Msg: string; Data: { access_token: string } }
  if (envelope.Code !== 1) throw new Error(envelope.Msg)
  return envelope.Data.access_token
}

const orderRows = (root: ShadowRoot) => [...root.querySelectorAll('tbody tr')].filter((row) => row.querySelector('td[data-label="订单号"]'))

describe('嵌入令牌：到期前请页面换新令牌', () => {
  after(cleanup)

  it('元素在到期前触发 scm-token-expiring，页面设置新 token 后继续可用，旧令牌失效也不影响', async function () {
    const first = await issueKey('浏览器测试 甲')
    const second = await issueKey('浏览器测试 乙')
    // 61 s to live: the event is due 60 s before, i.e. in about a second
    const shortToken = await mint(first.key, 61)
    const unauthorized: Event[] = []
    document.addEventListener('scm-unauthorized', (event) => unauthorized.push(event))

    const expiring = nextEvent<{ expiresAt: number; secondsLeft: number }>(document, 'scm-token-expiring')
    const element = await mountElement(`<scm-order-confirm api-base="${API}" token="${shortToken}"></scm-order-confirm>`)
    const root = shadowOf(element)
    await waitFor(() => orderRows(root).length > 0, 'sup1001 的订单')
    const event = await expiring
    expect(event.target).to.equal(element)
    expect(event.detail.secondsLeft).to.be.within(1, 61)
    // measured at the moment the event fired (not when this test got to run again on a busy machine)
    const firedAt = performance.timeOrigin + event.timeStamp
    expect(Math.abs(event.detail.expiresAt - (firedAt + event.detail.secondsLeft * 1000))).to.be.below(2000)

    const listCalls = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/SupplyConfirm/GetList')).length
    const before = listCalls()
    // the page answers: a fresh token from its server, set as the property; the element reloads with it
    const fresh = await mint(second.key, 600)
    ;(element as HTMLElement & { token?: string }).token = fresh
    await waitFor(() => listCalls() > before, '用新令牌重新加载列表')
    // the old token is now dead on the server; the element still works (sorting asks the server again)
    await apiPost(`/api/PartnerKey/Revoke?id=${first.id}`, tokens.admin!, {})
    const afterRevoke = listCalls()
    const header = [...root.querySelectorAll<HTMLElement>('th')].find((th) => th.textContent?.includes('订单号'))!
    ;(header.querySelector('button') ?? header).click()
    await waitFor(() => listCalls() > afterRevoke, '排序发出新的列表请求')
    await waitFor(() => header.getAttribute('aria-sort') === 'ascending' || header.getAttribute('aria-sort') === 'descending', '按订单号排序')
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(orderRows(root).length).to.be.greaterThan(0)
    expect(unauthorized.length, '没有 401').to.equal(0)
    // no second warning for the fresh token, which has ten minutes
    expect(element.getAttribute('token')).to.equal(shortToken) // the property won; nothing else changed
  })
})
