import { expect } from 'chai'
import { figureById, figureText } from '@scm/core/cockpit'
import './supplier-scorecard.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, tokensBefore } from '../../resource/testing/browser'
import { axeViolations } from '../../ui/testing/axe'
import { cardsOf, figuresOf, mountCockpit, recordsOf } from './cockpit-testing'
import { targetText } from './figure-view'

// <scm-supplier-scorecard> in Chromium against THE product server (/scm-api, the demo enterprise):
// sup1001 sees his own figures — on-time delivery, PPM against his quality agreement's target, open
// claims with their 8D due dates, statements to confirm — and nothing of another supplier, nor any
// ranking; the trends are inline SVG lines, no chart library.

const tokens = tokensBefore('sup1001', 'qe01', 'buyer01')

const claimCards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('li[aria-label^="索赔单 "]')]
const statementCards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('li[aria-label^="对账单 "]')]

describe('供应商记分卡 scm-supplier-scorecard（真实服务端）', () => {
  afterEach(cleanup)

  it('sup1001 看到自己的准时交货率、PPM 与质量协议目标、未关闭索赔及8D期限、待确认对账单', async () => {
    const token = tokens.sup1001!
    const { element, root } = await mountCockpit('scm-supplier-scorecard', token)
    const answer = await figuresOf(token, { role: 'supplier', period: 'last12' })
    expect(answer.title).to.equal('供应商记分卡')
    expect(cardsOf(root).map((card) => card.dataset.figure)).to.deep.equal(answer.figures.map((f) => f.id))
    for (const id of ['otdFirstPromise', 'otdCurrentPromise', 'supplierPpm', 'openClaims', 'statementsToConfirm']) expect(answer.figures.map((f) => f.id)).to.include(id)
    for (const figure of answer.figures) {
      const def = figureById(figure.id)!
      const card = cardsOf(root).find((c) => c.dataset.figure === figure.id)!
      expect(card.querySelector('[data-value]')!.textContent, def.id).to.equal(figureText(def, figure.value))
      const target = targetText(def, figure.target)
      if (target) expect(card.textContent, `${def.id} 目标`).to.contain(target)
      // a period's figure with values has its trend as an inline SVG line
      if (figure.trend.some((p) => p.value !== null)) expect(card.querySelector('svg[data-sparkline] path')?.getAttribute('d'), `${def.id} 趋势`).to.match(/^M/)
    }
    // PPM against his own quality agreement's target, in the danger colour when past it
    const ppm = answer.figures.find((f) => f.id === 'supplierPpm')!
    expect(ppm.target, '质量协议的PPM目标').to.be.a('number')
    const ppmCard = cardsOf(root).find((c) => c.dataset.figure === 'supplierPpm')!
    if (ppm.status === 'danger') expect(getComputedStyle(ppmCard.querySelector('[data-value]')!).color).to.equal('rgb(184, 50, 50)')
    // no chart library: the trends are the scorecard's own SVG lines
    expect(root.querySelector('[data-chart]')).to.equal(null)

    // his open claims, each with its 8D due date (past due: marked)
    const claims = await recordsOf(token, { figure: 'openClaims', rows: 20 })
    expect(claims.total).to.be.greaterThan(0)
    await waitFor(() => claimCards(root).length === claims.rows.length, '未关闭索赔卡片')
    for (const claim of claims.rows) {
      const card = claimCards(root).find((c) => c.getAttribute('aria-label') === `索赔单 ${claim.claim_no}`)!
      expect(card, String(claim.claim_no)).to.not.equal(undefined)
      if (claim.due_on) expect(card.textContent).to.contain(String(claim.due_on))
    }
    expect(root.querySelector('section[aria-label="未关闭索赔与8D期限"] h3')!.textContent).to.contain(`共 ${claims.total} 条`)
    // his statements waiting for him: as many as the figure says
    const statements = answer.figures.find((f) => f.id === 'statementsToConfirm')!
    await waitFor(() => statementCards(root).length === statements.value, '待确认对账单卡片')
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('只有 sup1001 自己的数字：没有其他供应商的名称、索赔单或排名', async () => {
    const { root } = await mountCockpit('scm-supplier-scorecard', tokens.sup1001!)
    const answer = await figuresOf(tokens.sup1001!, { role: 'supplier', period: 'last12' })
    // the server answers his own breakdown row only
    for (const figure of answer.figures) for (const rows of Object.values(figure.breakdowns)) if (rows[0]?.key && /^\d+$/.test(rows[0].key)) expect(rows.map((r) => r.key), figure.id).to.deep.equal(['1001'])
    // the staff see the others: none of their names nor claims is on his scorecard
    const staff = await figuresOf(tokens.qe01!, { period: 'last12', figure: 'supplierPpm' })
    const others = staff.figures[0]!.breakdowns.supplier!.filter((r) => r.key !== '1001')
    expect(others.length).to.be.greaterThan(0)
    const allClaims = await recordsOf(tokens.qe01!, { figure: 'openClaims', rows: 100 })
    const mine = await recordsOf(tokens.sup1001!, { figure: 'openClaims', rows: 100 })
    const theirClaims = allClaims.rows.filter((r) => !mine.rows.some((m) => m.id === r.id))
    expect(theirClaims.length).to.be.greaterThan(0)
    await waitFor(() => claimCards(root).length > 0, '未关闭索赔卡片')
    const text = root.textContent ?? ''
    for (const other of others) expect(text).to.not.contain(other.name)
    for (const claim of theirClaims) expect(text).to.not.contain(String(claim.claim_no))
    // no breakdown table, no ranking
    expect(root.querySelector('table')).to.equal(null)
    expect(text).to.not.contain('排名')
  })

  it('员工打开记分卡：服务端拒绝（无权查看该驾驶舱），不显示任何数字', async () => {
    const root = shadowOf(await mountElement(`<scm-supplier-scorecard api-base="${API}" token="${tokens.buyer01}"></scm-supplier-scorecard>`))
    await waitFor(() => root.querySelector('section[aria-busy="false"]'), '读取结束')
    expect(cardsOf(root)).to.have.length(0)
    expect(root.textContent).to.contain('记分卡加载失败')
  })
})
