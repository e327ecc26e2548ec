import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import '../areas/quality/claim-dem.element'
import '../areas/order/order-query.element'
import '../areas/crm/service-item.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../test/support/dom'
import { API, tokenOf } from '../resource/testing/browser'

// Whole list screens on a phone (375px) against THE product server: the SearchArea wraps and its
// filters shrink to the row — the 索赔单's date-range picker, the orders' native date boxes, a
// resource's number range — so the page never becomes wider than the screen.

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const before = (globalThis as unknown as { before: (hook: Hook) => void }).before

const tokens: Record<string, string> = {}
before(async function () {
  this.timeout(180_000) // the first call migrates and seeds the in-memory database
  for (const user of ['qe01', 'admin']) tokens[user] = await tokenOf(user)
})

const PHONE = 375

/** A list screen at phone width, loaded, with its lazily fetched controls (calendars, number boxes) in place. */
async function mountOnPhone(tag: string, user: string): Promise<ShadowRoot> {
  await setViewport({ width: PHONE, height: 740 })
  const root = shadowOf(await mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"></${tag}>`))
  await waitFor(() => root.querySelector('[role="search"]') && root.querySelector('tbody tr') && !root.querySelector('[aria-busy="true"]'), `${tag} 加载`)
  return root
}

function expectFitsPhone(root: ShadowRoot) {
  expect(document.documentElement.scrollWidth, '页面不横向滚动').to.be.at.most(PHONE)
  for (const part of root.querySelectorAll<HTMLElement>('[role="search"] *')) {
    const label = part.getAttribute('aria-label') ?? part.outerHTML.slice(0, 80)
    expect(part.getBoundingClientRect().right, label).to.be.at.most(PHONE)
  }
}

describe('列表页在 375px 手机宽度下不横向滚动（真实服务端）', () => {
  afterEach(async () => {
    cleanup()
    await setViewport({ width: 1280, height: 800 })
  })

  it('索赔单：索赔日期区间缩到一行之内，两端仍能放下一个日期', async function () {
    const root = await mountOnPhone('scm-claim-dem', 'qe01')
    expectFitsPhone(root)
    for (const label of ['索赔日期起', '索赔日期止']) {
      const box = root.querySelector<HTMLInputElement>(`[role="search"] input[aria-label="${label}"]`)!
      // YYYY-MM-DD at 12px needs about 65px
      expect(box.getBoundingClientRect().width, label).to.be.at.least(70)
    }
  })

  it('订单查询：下单日期起止换行而不撑宽页面', async function () {
    const root = await mountOnPhone('scm-order-query', 'admin')
    expectFitsPhone(root)
    expect(root.querySelector('[role="search"] input[aria-label="下单日期止"]')).to.not.equal(null)
  })

  it('资源列表（维修服务项目）：数值区间的两个输入框并排缩小', async function () {
    const root = await mountOnPhone('scm-service-item', 'admin')
    expectFitsPhone(root)
    const min = root.querySelector<HTMLElement>('[role="search"] input[aria-label="服务单价(元)最小值"]')!
    const max = root.querySelector<HTMLElement>('[role="search"] input[aria-label="服务单价(元)最大值"]')!
    expect(min.getBoundingClientRect().width).to.be.at.least(40)
    expect(max.getBoundingClientRect().top, '同一行').to.equal(min.getBoundingClientRect().top)
  })
})
