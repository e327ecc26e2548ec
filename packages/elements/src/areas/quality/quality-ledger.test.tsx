import { expect } from 'chai'
import { formatDate } from '@scm/core'
import './quality-ledger.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, tokensBefore } from '../../resource/testing/browser'

// 质量台账 (scm-quality-ledger) in Chromium against THE product server (/scm-api): quality events this
// file records through recordQualityEvent (as the documents do) show in the list; the statistics
// switch grouping with exact, formatted figures; the charts draw (SVG) once their chunk is loaded.

const tokens = tokensBefore('qe01', 'sup1001')

const today = new Date()
const lastMonth = formatDate(new Date(today.getFullYear(), today.getMonth() - 1, 15))
const now = formatDate(today)
// a material of this file's own, so its figures are exactly these events'
const material = { mtrId: 990001, mtrCode: 'BT-LEDGER', mtrName: '台账浏览器测试件' }
const user = { userid: 1, UserName: '质检员' }

before(async function () {
  this.timeout(180_000)
  const events = [
    { kind: '检验', eventDate: lastMonth, docType: 'QulInspection', docId: 1, docNo: 'JYBT0001', supplyid: 1001, ...material, lotQty: 500, sampleSize: 50, defectQty: 3, rejectedQty: 500, verdict: '不合格', defectCode: 'D01', user },
    { kind: '检验', eventDate: now, docType: 'QulInspection', docId: 2, docNo: 'JYBT0002', supplyid: 1001, ...material, lotQty: 1000, sampleSize: 80, verdict: '合格', user },
    { kind: '索赔', eventDate: now, docType: 'QulClaim', docId: 1, docNo: 'SPBT0001', supplyid: 1001, ...material, claimAmount: 1234.5, disposition: '待确认', user },
    { kind: '检验', eventDate: now, docType: 'QulInspection', docId: 3, docNo: 'JYBT0003', supplyid: 1002, mtrCode: 'BT-OTHER', mtrName: '他家零件', lotQty: 200, rejectedQty: 200, verdict: '不合格', user },
  ]
  const answer = await fetch('/scm-fixture/quality-events', { method: 'POST', body: JSON.stringify(events) })
  if (answer.status !== 204) throw new Error(`记录质量事件失败：${answer.status}`)
})

// a page long enough for this file's events among the demo's (inspections and claims of every month)
const mountLedger = (who: string) => mountElement(`<scm-quality-ledger api-base="${API}" token="${tokens[who]}" page-size="100"></scm-quality-ledger>`)
const tableRows = (root: ShadowRoot, caption: string) => [...root.querySelectorAll(`[role="region"][aria-label="${caption}"] tbody tr`)].map((r) => r.textContent ?? '')
const tab = (root: ShadowRoot, name: string) => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === name)!

function choose(select: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value)
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

describe('质量台账 scm-quality-ledger（真实服务端）', () => {
  afterEach(cleanup)

  it('qe01 sees the events in the list, newest first, with verdict and defect code', async function () {
    const root = shadowOf(await mountLedger('qe01'))
    const rows = await waitFor(() => {
      const found = tableRows(root, '质量台账列表').filter((r) => r.includes('BT'))
      return found.length >= 4 ? found : null
    }, '台账行')
    expect(rows.findIndex((r) => r.includes('JYBT0001'))).to.be.greaterThan(rows.findIndex((r) => r.includes('JYBT0002')))
    const rejected = rows.find((r) => r.includes('JYBT0001'))!
    expect(rejected).to.include('不合格').and.include('D01').and.include(lastMonth)
    expect(rows.find((r) => r.includes('SPBT0001'))).to.include('1,234.50')
  })

  it('switches statistics grouping and draws the charts after loading them', async function () {
    const root = shadowOf(await mountLedger('qe01'))
    await waitFor(() => tab(root, '统计分析'), '统计分析页签')
    expect(root.querySelector('[data-chart]')).to.equal(null)
    tab(root, '统计分析').click()
    // by supplier first: both suppliers of the period
    await waitFor(() => tableRows(root, '质量统计表').length >= 2 || null, '按供应商统计')
    expect(root.textContent).to.include('PPM = 不合格数量 ÷ 检验批量合计 × 1,000,000')
    // a supplier's rows: his agreement's PPM target beside the PPM
    const statsTable = () => root.querySelector('[aria-label="质量统计表"]')?.textContent ?? ''
    expect(statsTable()).to.include('PPM目标')
    choose(root.querySelector<HTMLSelectElement>('select[aria-label="统计方式"]')!, 'material')
    const row = await waitFor(() => tableRows(root, '质量统计表').find((r) => r.includes('BT-LEDGER')), '按物料统计的测试件')
    expect(statsTable()).not.to.include('PPM目标')
    // 2 lots, 1 rejected → 50.00%; 500 of 1,500 → 333,333 PPM; claim 1,234.50
    expect(row).to.include('台账浏览器测试件').and.include('50.00').and.include('333,333').and.include('1,500').and.include('1,234.50')
    choose(root.querySelector<HTMLSelectElement>('select[aria-label="统计方式"]')!, 'month')
    await waitFor(() => tableRows(root, '质量统计表').some((r) => r.includes(now.slice(0, 7))) || null, '按月份统计')
    const charts = await waitFor(() => {
      const drawn = [...root.querySelectorAll('[data-chart]')].filter((c) => c.querySelector('svg path'))
      return drawn.length >= 2 ? drawn : null
    }, '图表绘制')
    expect(charts.map((c) => c.getAttribute('data-chart'))).to.include.members(['月度批不合格率与PPM', '月度索赔金额'])
  })

  it('sup1001 sees his own figures only, without a supplier column', async function () {
    const root = shadowOf(await mountLedger('sup1001'))
    const rows = await waitFor(() => {
      const found = tableRows(root, '质量台账列表')
      return found.some((r) => r.includes('JYBT0002')) ? found : null
    }, '供应商的台账行')
    expect(rows.some((r) => r.includes('JYBT0003'))).to.equal(false)
    tab(root, '统计分析').click()
    const months = await waitFor(() => {
      const found = tableRows(root, '质量统计表')
      return found.some((r) => r.includes(now.slice(0, 7))) ? found : null
    }, '供应商按月统计')
    expect(months.join()).not.to.include('他家零件')
    expect(root.querySelector('[aria-label="质量统计表"]')?.textContent).to.include('PPM目标')
    const options = [...root.querySelectorAll<HTMLOptionElement>('select[aria-label="统计方式"] option')].map((o) => o.value)
    expect(options).to.deep.equal(['material', 'month'])
  })
})
