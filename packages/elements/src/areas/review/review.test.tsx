import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import './order-list.element'
import './order-detail.element'
import './todo-type-list.element'
import './todo-detail.element'
import './pic-item.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, findButton, rowTexts, tokensBefore } from '../../resource/testing/browser'

// 订单评审 in Chromium against THE product server (/scm-api, seeded demo data): the technology
// reviewer's list of orders to review on a phone-wide page, an order's review (BOM tree one level
// per request with the standard's differences, prices with their source, pictures present and
// missing), the production department's to-do with ages, and a change's impact.

const tokens = tokensBefore('revtech01', 'revprod01')
type Row = Record<string, any>

describe('订单评审 scm-order-audit-* / scm-todo-*（真实服务端）', () => {
  afterEach(async () => {
    cleanup()
    await setViewport({ width: 1280, height: 800 })
  })

  it('revtech01 在 375 像素的页面看到待评审订单，状态着色，页面不超宽', async function () {
    await setViewport({ width: 375, height: 740 })
    const root = shadowOf(await mountElement(`<scm-order-audit-list api-base="${API}" token="${tokens.revtech01}"></scm-order-audit-list>`))
    await waitFor(() => root.textContent?.includes('SO202605002'), '待评审订单')
    expect(root.textContent).to.not.include('已就绪')
    expect(root.querySelector('[data-status="评审中"]')).to.not.equal(null)
    expect(root.querySelector<HTMLElement>('section')!.scrollWidth).to.be.at.most(375)
  })

  it('评审详情：BOM逐级展开、价格注明来源、图片缺少的项目与就绪检查', async function () {
    const orders = await apiList('/api/OrderAudit/GetOrderListQuery', tokens.revtech01!, { page: 1, rows: 50 })
    const order = (orders.rows as Row[]).find((r) => r.order_no === 'SO202605002')!
    const root = shadowOf(await mountElement(`<scm-order-audit-detail api-base="${API}" token="${tokens.revtech01}" order-id="${order.id}"></scm-order-audit-detail>`))
    const readiness = await waitFor(() => root.querySelector('[aria-label="未满足的条件"]'), '就绪检查')
    expect(readiness.textContent).to.include('生产部尚未同意')
    expect(readiness.textContent).to.include('缺少图片“车辆铭牌”')
    ;[...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === 'BOM')!.click()
    await waitFor(() => root.querySelector('[aria-label="顶层 的BOM"]')?.textContent?.includes('底盘总成'), 'BOM 顶层')
    const expand = [...root.querySelectorAll<HTMLButtonElement>('[aria-label="顶层 的BOM"] button')].find((b) => b.textContent === '展开')!
    expand.click()
    await waitFor(() => root.querySelector('[aria-label$="的下级"] table'), '下一级')
    ;[...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === 'BOM价格')!.click()
    const prices = await waitFor(() => root.querySelector('[aria-label="BOM价格明细"]'), 'BOM价格')
    expect(prices.textContent).to.match(/价格审核|无有效价格/)
    expect(root.querySelector('[aria-label="BOM总价"]')!.textContent).to.match(/订单合计 [\d,]+\.\d{2} 元/)
    ;[...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === '订单图片')!.click()
    await waitFor(() => root.querySelector('[aria-label="订单图片项目"]'), '图片项目')
    expect(root.querySelector('[data-status="缺少"]')).to.not.equal(null)
    expect(root.querySelector('[data-status="已上传"]')).to.not.equal(null)
  })

  it('revprod01 的待办：本部门未处理的变更及已等待天数，打开变更详情看到影响', async function () {
    const root = shadowOf(await mountElement(`<scm-todo-type-list api-base="${API}" token="${tokens.revprod01}"></scm-todo-type-list>`))
    await waitFor(() => root.querySelector('[aria-label="待处理技术变更"] tbody')?.textContent?.includes('天'), '待处理技术变更')
    expect(rowTexts(root).filter((t) => t.includes('TD')).every((t) => t.includes('生产部'))).to.equal(true)
    const todo = await apiList('/api/SaTdeal/GetList', tokens.revprod01!, { page: 1, rows: 10 })
    const change = (todo.rows as Row[]).find((r) => r.status === '已发布')!
    cleanup()
    const detail = shadowOf(await mountElement(`<scm-todo-detail api-base="${API}" token="${tokens.revprod01}" kind="td" record-id="${change.id}"></scm-todo-detail>`))
    await waitFor(() => detail.querySelector('[aria-label="部门处理"]'), '部门处理')
    expect(detail.querySelector('[aria-label="影响的销售订单"]')).to.not.equal(null)
    await findButton(detail, '本部门已处理')
  })

  it('订单图片项目：列出启用与作废的项目', async function () {
    const root = shadowOf(await mountElement(`<scm-pic-project-item api-base="${API}" token="${tokens.revtech01}"></scm-pic-project-item>`))
    await waitFor(() => rowTexts(root).some((t) => t.includes('整车前45度')), '图片项目')
    expect(root.querySelector('[data-status="作废"]')).to.not.equal(null)
  })
})
