import { expect } from 'chai'
import './my-pcrcv-query.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, hasButton, tokensBefore } from '../../resource/testing/browser'

// 待检收货查询 (the supplier's receipts waiting for inspection, under 我的账户) in Chromium against
// THE product server (/scm-api, seeded demo data).

const tokens = tokensBefore('sup1001')

const mount = (tag: string, user: string) => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"></${tag}>`)

describe('待检收货查询 scm-my-pcrcv-query', () => {
  afterEach(cleanup)

  it('sup1001 只看到自己待检的收货单', async function () {
    const { rows } = await apiList('/api/Receive/GetList', tokens.sup1001!, { rows: 50, check_status: '待检' })
    const root = shadowOf(await mount('scm-my-pcrcv-query', 'sup1001'))
    expect(rows.length).to.be.greaterThan(0)
    await waitFor(() => rows.every((row) => (root.textContent ?? '').includes(String(row.rcv_no))), '待检收货单')
    const all = await apiList('/api/Receive/GetList', tokens.sup1001!, { rows: 50 })
    for (const row of all.rows.filter((r) => !rows.some((p) => p.id === r.id))) expect(root.textContent).to.not.include(String(row.rcv_no))
    expect(root.querySelector('[aria-label="检验状态"]')).to.equal(null)
    expect(hasButton(root, '订单收货')).to.equal(false)
  })
})
