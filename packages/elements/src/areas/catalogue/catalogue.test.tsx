import { expect } from 'chai'
import './price-review.element'
import './package-list.element'
import './package-query.element'
import './goods-on.element'
import './goods-stop.element'
import './part-list.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, hasButton, rowTexts, tokensBefore } from '../../resource/testing/browser'

// Catalogue screens in Chromium against THE product server's demo data: price review (a supplier's
// own quotes; the buyer's 比价 panel and price history), packaging (the field-by-field comparison of
// a pending version, the approved ones in 包装查询), goods (customers: listed only; staff: 停售 with
// its history), part lists.

const tokens = tokensBefore('buyer01', 'sup1001', 'cust01', 'svc01', 'wh01')
const mount = (tag: string, user: string, extra = '') => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"${extra}></${tag}>`)

describe('配件报价 / 价格审核 scm-price-review', () => {
  afterEach(cleanup)

  it('sup1001 sees only his own quotes', async function () {
    const root = shadowOf(await mount('scm-price-review', 'sup1001', ' page-size="50"'))
    await waitFor(() => rowTexts(root).some((t) => /BJ\d{12}/.test(t)), '报价单')
    expect(rowTexts(root).join('\n')).to.not.include('芜湖恒通')
    await waitFor(() => hasButton(root, '新增'), '按钮 新增')
  })

  it('buyer01 opens a quote waiting for review: 比价 beside the other suppliers and the price history', async function () {
    const pending = (await apiList('/api/PcPriceQuote/GetList', tokens.buyer01!, { rows: 50, filters: { status: { op: 'eq', value: '待审核' } } })).rows[0]!
    const root = shadowOf(await mount('scm-price-review', 'buyer01', ` record-id="${String(pending.id)}"`))
    await waitFor(() => root.querySelector('[data-panel="price-compare"]'), '比价面板')
    await waitFor(() => root.querySelector('[data-panel="price-history"] tbody tr'), '价格历史')
    expect(root.querySelector('[data-panel="price-compare"]')!.textContent).to.include('现行价格')
    await waitFor(() => hasButton(root, '审核通过') && hasButton(root, '退回'), '审核按钮')
  })
})

describe('包装规格 scm-package-list / scm-package-query', () => {
  afterEach(cleanup)

  it('a pending change shows against the approved version, field by field', async function () {
    const pending = (await apiList('/api/PackageSpec/GetList', tokens.buyer01!, { rows: 50, filters: { status: { op: 'eq', value: '待审核' }, version: { op: 'eq', value: 2 } } }).catch(() => null))?.rows[0]
      ?? (await apiList('/api/PackageSpec/GetList', tokens.buyer01!, { rows: 50 })).rows.find((r) => r.status === '待审核' && Number(r.version) === 2)!
    const root = shadowOf(await mount('scm-package-list', 'buyer01', ` record-id="${String(pending.id)}"`))
    await waitFor(() => root.querySelector('[data-panel="package-compare"] tr[data-changed]'), '变更项')
    const changed = [...root.querySelectorAll('[data-panel="package-compare"] tr[data-changed]')].map((r) => r.getAttribute('data-field'))
    expect(changed).to.include('package_type')
    expect(changed).to.include('qty_per_package')
    await waitFor(() => hasButton(root, '批准'), '批准按钮')
  })

  it('包装查询 lists approved specifications only; the warehouse reads without buttons', async function () {
    const root = shadowOf(await mount('scm-package-query', 'wh01', ' page-size="50"'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('已批准')), '已批准的规格')
    for (const t of rowTexts(root)) expect(t).to.not.include('待审核')
    expect(hasButton(root, '新增')).to.equal(false)
  })
})

describe('商品维护 scm-goods-on / scm-goods-stop', () => {
  afterEach(cleanup)

  it('cust01 sees the listed goods with pictures and no buttons', async function () {
    const root = shadowOf(await mount('scm-goods-on', 'cust01'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('城市客车')), '在售商品')
    expect(root.querySelector('tbody img')).to.not.equal(null)
    expect(hasButton(root, '停售')).to.equal(false)
    expect(rowTexts(root).join('\n')).to.not.include('WJ3250')
  })

  it('svc01 sees the stopped goods with 恢复', async function () {
    const root = shadowOf(await mount('scm-goods-stop', 'svc01'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('WJ3250')), '停售商品')
    await waitFor(() => hasButton(root, '恢复'), '恢复按钮')
  })
})

describe('配件清单 scm-part-list', () => {
  afterEach(cleanup)

  it('lists parts with their types and suppliers', async function () {
    const root = shadowOf(await mount('scm-part-list', 'svc01', ' page-size="50"'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('气缸垫')), '配件')
  })
})
