import { expect } from 'chai'
import { figureById, figureText, type CockpitFigure, type FigureDef } from '@scm/core/cockpit'
import './cockpit.element'
import { cleanup, waitFor } from '../../../test/support/dom'
import { tokensBefore } from '../../resource/testing/browser'
import { lazyPartsSettled } from '../../ui/lazy-part'
import { axeViolations } from '../../ui/testing/axe'
import { cardsOf, choosePeriod, figuresOf, listed, mountCockpit, readRecords } from './cockpit-testing'
import { partsOf, partText } from './figure-view'

// <scm-cockpit> in Chromium against THE product server (/scm-api, the demo enterprise): each staff
// role's cockpit over the last 12 months, and for EVERY figure a click on its number — and on the
// other part of a rate, and on its first breakdown row — opens the records behind it, whose total
// (or 合计, for a quantity) is the numerator or denominator the card shows and the server counted.

const COCKPITS = [
  ['qe01', 'quality', '质量驾驶舱'],
  ['buyer01', 'buyer', '采购驾驶舱'],
  ['svc01', 'service', '服务驾驶舱'],
  ['wsm01', 'workshop', '设备驾驶舱'],
] as const
const tokens = tokensBefore(...COCKPITS.map(([user]) => user), 'tech01')

const valueButton = (card: HTMLElement) => card.querySelector<HTMLButtonElement>('button[aria-label$="，查看明细"]')!
/** A count's or a sum's value as the records list adds it up: without its unit. */
const withoutUnit = (text: string) => text.replace(/\s*(个|元)$/, '')

/** The number a card shows for a part: beside its label (a rate, a median), else the figure's own value. */
function shownPart(card: HTMLElement, def: FigureDef, part: 'numerator' | 'denominator'): { opener: HTMLElement; number: string } {
  const button = card.querySelector<HTMLButtonElement>(`button[data-part="${part}"]`)
  if (button) return { opener: button, number: button.querySelector('[data-number]')!.textContent! }
  expect(def.measure, `${def.id} 没有 ${part} 按钮`).to.be.oneOf(['count', 'sum'])
  return { opener: valueButton(card), number: withoutUnit(valueButton(card).textContent!) }
}

/**
 * `value` is `expected`. The suite's files share one server, and another file's write (a work order
 * completed) may move a figure between two reads (the card's and the test's, or the card's and its
 * records'): only then, and only to the figure as the server counted it at the other read, may the
 * two differ. A records list may also have been read while another file's write was there and then
 * undone (a repair reported on a vehicle, then cancelled: 一次修复率 fell and rose again), so that
 * neither read of the figure saw it: `again` reads the list once more, and that read must agree.
 */
async function expectSameOrMoved(value: string, expected: string, other: () => string | Promise<string>, what: string, again?: () => Promise<string>) {
  if (value === expected) return
  const moved = await other()
  if (moved === expected && again) value = await again()
  if (value === expected) return
  expect(moved, `${what}（服务端的数未变，两处却不同：${value}）`).to.not.equal(expected)
  expect(value, what).to.equal(moved)
}

async function checkFigure(root: ShadowRoot, card: HTMLElement, def: FigureDef, before: CockpitFigure, figure: CockpitFigure, now: () => Promise<CockpitFigure>) {
  const where = `${def.id}（${def.name}）`
  // the cards load between the test's two reads of the figures (`before`, `figure`)
  await expectSameOrMoved(valueButton(card).textContent!, figureText(def, figure.value), () => figureText(def, before.value), `${where} 数值`)
  expect(card.querySelector('h3')!.getAttribute('title'), `${where} 公式提示`).to.equal(def.formula)
  for (const part of partsOf(def)) {
    const { opener, number } = shownPart(card, def, part)
    await expectSameOrMoved(number, partText(def[part]!, figure[part]), () => partText(def[part]!, before[part]), `${where} ${part} 与服务端一致`)
    // the figure's number itself opens its main part; the other part of a rate its own list
    const list = () => readRecords(root, part === partsOf(def)[0] ? valueButton(card) : opener, `${where} ${part}`)
    const shown = await list()
    await expectSameOrMoved(listed(shown), number, async () => partText(def[part]!, (await now())[part]), `${where} ${part} 明细合计 = 卡片上的数`, async () => listed(await list()))
    expect(shown.title).to.contain(def[part]!.label)
    expect(shown.rows, `${where} 明细行`).to.equal(Math.min(10, Number(shown.total.replace(/,/g, ''))))
  }
  // the first row of its breakdown: its records are that row's numerator
  const row = card.querySelector<HTMLTableRowElement>('tbody tr[data-key]')
  if (row) {
    const dim = row.dataset.dim as keyof CockpitFigure['breakdowns']
    const rowOf = (f: CockpitFigure) => f.breakdowns[dim]?.find((r) => r.key === row.dataset.key)
    const name = (rowOf(figure) ?? rowOf(before))!.name
    const part = partsOf(def)[0]!
    const list = () => readRecords(root, row.querySelector('button')!, `${where} 分组 ${name}`)
    const inRow = (f: CockpitFigure) => partText(def[part]!, rowOf(f)?.[part])
    await expectSameOrMoved(listed(await list()), inRow(figure), async () => inRow(await now()), `${where} 分组 ${name}`, async () => listed(await list()))
  }
}

describe('角色驾驶舱 scm-cockpit（真实服务端）', () => {
  afterEach(cleanup)

  for (const [user, role, title] of COCKPITS) {
    it(`${user} 的${title}：每个指标点击数字打开构成它的记录，记录合计等于卡片上的分子或分母`, async function () {
      const token = tokens[user]!
      const { root } = await mountCockpit('scm-cockpit', token)
      expect(root.querySelector('h2')!.textContent).to.equal(title)
      const earlier = await figuresOf(token, { period: 'last12' })
      await choosePeriod(root, '近12个月', (text) => text.includes('至'))
      const answer = await figuresOf(token, { period: 'last12' })
      expect(answer.role).to.equal(role)
      expect(cardsOf(root).map((card) => card.dataset.figure)).to.deep.equal(answer.figures.map((f) => f.id))
      await lazyPartsSettled()
      for (const figure of answer.figures) {
        const def = figureById(figure.id)!
        const card = cardsOf(root).find((c) => c.dataset.figure === figure.id)!
        // a failing or overdue figure in the danger colour, its status tag too
        if (figure.status === 'danger') {
          expect(getComputedStyle(valueButton(card)).color, `${def.id} 危险色`).to.equal('rgb(184, 50, 50)')
          expect(card.querySelector('[data-tone="error"]'), `${def.id} 未达标标签`).to.not.equal(null)
        }
        // a figure of a period has its 12-period trend, drawn by the lazily loaded chart
        if (def.timing === 'period') expect(card.querySelector('[data-chart="trend"] svg'), `${def.id} 趋势图`).to.not.equal(null)
        const now = async () => (await figuresOf(token, { period: 'last12' })).figures.find((f) => f.id === figure.id)!
        await checkFigure(root, card, def, earlier.figures.find((f) => f.id === figure.id) ?? figure, figure, now)
      }
    })
  }

  it('tech01（设备技术员）看到设备驾驶舱，与车间主任同一组指标；axe 查无可访问性问题（含明细对话框）', async () => {
    const { element, root } = await mountCockpit('scm-cockpit', tokens.tech01!)
    expect(root.querySelector('h2')!.textContent).to.equal('设备驾驶舱')
    expect(cardsOf(root).map((card) => card.dataset.figure)).to.deep.equal(['mtbf', 'mttr', 'availability', 'pmCompliance', 'overduePlans'])
    await lazyPartsSettled()
    expect(await axeViolations(element)).to.deep.equal([])
    root.querySelector<HTMLButtonElement>('button[data-part="denominator"]')!.click()
    await waitFor(() => root.querySelector('[role="dialog"] [data-testid="records-summary"][aria-busy="false"]'), '明细加载')
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('采购驾驶舱分组显示采购与对账，准时交货率并列首次承诺与当前承诺', async () => {
    const { root } = await mountCockpit('scm-cockpit', tokens.buyer01!)
    expect([...root.querySelectorAll('h3:not([title])')].map((h) => h.textContent)).to.deep.equal(['采购', '对账'])
    const first = cardsOf(root).find((c) => c.dataset.figure === 'otdFirstPromise')!
    expect(first.textContent).to.contain('准时交货率（当前承诺）：')
  })
})
