import { expect } from 'chai'
import { useState } from 'react'
import { afterEach, describe, it } from '../ui/testing/mocha'
import { getByRole, waitFor } from '../ui/testing/queries'
import { cleanup, renderInShadow } from '../ui/testing/render'
import { click, press, typeInto } from '../ui/testing/user'
import { FilterBar } from './filter-bar'
import type { ListFilters } from './list-request'

// The filter bar of the hand-written lists in Chromium, inside a shadow root as an element renders
// it: typed filters apply on Enter, 清空 clears them all, a date range is two date boxes.

function FilterHarness({ applied }: { applied: ListFilters[] }) {
  const [value, setValue] = useState<ListFilters>({})
  return (
    <FilterBar
      specs={[
        { kind: 'text', name: 'order_no', label: '订单号' },
        { kind: 'dateRange', name: 'order_date', label: '下单日期' },
      ]}
      value={value}
      onApply={(next) => {
        applied.push(next)
        setValue(next)
      }}
    />
  )
}

describe('filter bar', () => {
  afterEach(cleanup)

  it('applies typed filters on Enter and clears them all with 清空', async () => {
    const applied: ListFilters[] = []
    const { shadow } = await renderInShadow(<FilterHarness applied={applied} />)
    const orderNo = shadow.querySelector<HTMLInputElement>('input[name="order_no"]')!
    await typeInto(orderNo, 'PO2026')
    await press('Enter')
    await waitFor(() => expect(applied.at(-1)).to.deep.equal({ order_no: 'PO2026' }))
    await click(getByRole(shadow, 'button', { name: '清空' }))
    await waitFor(() => expect(applied.at(-1)).to.deep.equal({}))
    expect(orderNo.value).to.equal('')
    expect(getByRole(shadow, 'group', { name: '下单日期' }).querySelectorAll('input[type="date"]')).to.have.length(2)
  })
})
