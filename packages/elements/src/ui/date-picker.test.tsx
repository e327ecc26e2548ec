import { expect } from 'chai'
import { useState } from 'react'
import { DatePicker } from './date-picker'
import { DateRangePicker, type DateRange } from './date-range-picker'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, press, type, typeInto } from './testing/user'

function DeliveryDate({ values, initial = null }: { values: (string | null)[]; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <DatePicker
      aria-label="交货日期"
      value={value}
      onValueChange={(v) => {
        values.push(v)
        setValue(v)
      }}
    />
  )
}

function OrderPeriod({ values }: { values: DateRange[] }) {
  const [value, setValue] = useState<DateRange>([null, null])
  return (
    <DateRangePicker
      value={value}
      onValueChange={(v) => {
        values.push(v)
        setValue(v)
      }}
    />
  )
}

describe('DatePicker', () => {
  afterEach(cleanup)

  it('takes a typed date and gives it back as YYYY-MM-DD', async () => {
    const values: (string | null)[] = []
    const { shadow } = await renderInShadow(<DeliveryDate values={values} />)
    const input = getByRole(shadow, 'textbox', { name: '交货日期' }) as HTMLInputElement
    await typeInto(input, '2024-3-5')
    await press('Enter')
    await waitFor(() => expect(values.at(-1)).to.equal('2024-03-05'))
    expect(input.value).to.equal('2024-03-05')
  })

  it('reads YYYY/M/D, and puts a text that is no date back to the last good value', async () => {
    const values: (string | null)[] = []
    const { shadow } = await renderInShadow(<DeliveryDate values={values} initial="2024-02-10" />)
    const input = getByRole(shadow, 'textbox', { name: '交货日期' }) as HTMLInputElement
    await click(input)
    await press('Control+a')
    await type('2024/2/30')
    await press('Tab')
    await waitFor(() => expect(input.value).to.equal('2024-02-10'))
    expect(values).to.deep.equal([])
    await click(input)
    await press('Control+a')
    await type('2024/2/29')
    await press('Enter')
    await waitFor(() => expect(values).to.deep.equal(['2024-02-29']))
  })

  it('opens a Chinese calendar inside the shadow root and picks a day', async () => {
    const values: (string | null)[] = []
    const { shadow } = await renderInShadow(<DeliveryDate values={values} initial="2024-02-10" />)
    await click(getByRole(shadow, 'button', { name: '打开日历' }))
    const calendar = await waitFor(() => getByRole(shadow, 'application', { name: '日历' }))
    expect(calendar.getRootNode()).to.equal(shadow)
    expect(calendar.textContent).to.contain('2024年2月')
    const grid = getByRole(calendar, 'grid')
    // weeks start on Monday; the weekday row is hidden from readers (each day's name says it)
    expect(grid.querySelector('thead')!.textContent).to.equal('一二三四五六日')
    await click(getByRole(grid, 'button', { name: /2024年2月20日/ }))
    await waitFor(() => expect(values.at(-1)).to.equal('2024-02-20'))
  })
})

describe('DateRangePicker', () => {
  afterEach(cleanup)

  it('gives both ends as YYYY-MM-DD', async () => {
    const values: DateRange[] = []
    const { shadow } = await renderInShadow(<OrderPeriod values={values} />)
    await typeInto(getByRole(shadow, 'textbox', { name: '开始日期' }), '2024-01-01')
    await press('Enter')
    await typeInto(getByRole(shadow, 'textbox', { name: '结束日期' }), '2024-01-31')
    await press('Enter')
    await waitFor(() => expect(values.at(-1)).to.deep.equal(['2024-01-01', '2024-01-31']))
  })
})
