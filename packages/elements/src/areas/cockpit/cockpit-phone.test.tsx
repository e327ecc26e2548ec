import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import './cockpit.element'
import './supplier-scorecard.element'
import { cleanup, waitFor } from '../../../test/support/dom'
import { button, openDialog, tokensBefore } from '../../resource/testing/browser'
import { lazyPartsSettled } from '../../ui/lazy-part'
import { cardsOf, expectFits, mountCockpit } from './cockpit-testing'

// The cockpit and the scorecard on a phone (375px) against THE product server: the cards stack in
// one column, nothing reaches past the screen's edge, and a number's records open as the kit's
// cards (label: value), not a table to scroll sideways.

const PHONE = 375
const tokens = tokensBefore('buyer01', 'wsm01', 'sup1001')

/** Cards one above the other, each as wide as the column. */
function expectStacked(root: ShadowRoot) {
  const boxes = cardsOf(root).map((card) => card.getBoundingClientRect())
  expect(boxes.length).to.be.greaterThan(1)
  for (const box of boxes) {
    expect(box.left).to.equal(boxes[0]!.left)
    expect(box.right).to.be.at.most(PHONE)
  }
}

describe('驾驶舱与供应商记分卡在 375px 手机宽度下（真实服务端）', () => {
  beforeEach(() => setViewport({ width: PHONE, height: 800 }))
  afterEach(async () => {
    cleanup()
    await setViewport({ width: 1280, height: 800 })
  })

  for (const user of ['buyer01', 'wsm01']) {
    it(`${user} 的驾驶舱：卡片单列，不横向滚动；明细以卡片显示`, async () => {
      const { root } = await mountCockpit('scm-cockpit', tokens[user]!, 'period="last12"')
      await lazyPartsSettled()
      expectStacked(root)
      expectFits(root, PHONE)
      // the records of the first rate: rows as cards inside a dialog that fits the screen
      const opener = root.querySelector<HTMLButtonElement>('button[data-part="denominator"]')!
      opener.click()
      const dialog = await openDialog(root)
      await waitFor(() => dialog.querySelector('[data-testid="records-summary"][aria-busy="false"]'), '明细加载')
      const row = await waitFor(() => dialog.querySelector<HTMLElement>('tbody tr'), '明细行')
      await waitFor(() => getComputedStyle(row).display === 'grid', '明细行显示为卡片')
      expect(dialog.getBoundingClientRect().right).to.be.at.most(PHONE)
      expect(document.documentElement.scrollWidth).to.be.at.most(PHONE)
      button(dialog, '关闭').click()
    })
  }

  it('sup1001 的记分卡：指标与索赔卡片单列，不横向滚动', async () => {
    const { root } = await mountCockpit('scm-supplier-scorecard', tokens.sup1001!)
    await waitFor(() => root.querySelector('li[aria-label^="索赔单 "]'), '未关闭索赔卡片')
    expectStacked(root)
    expectFits(root, PHONE)
  })
})
