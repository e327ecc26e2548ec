import { expect } from 'chai'
import { useState } from 'react'
import { Select, type Option } from './select'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, nameOf, queryByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, press } from './testing/user'

const warehouses: Option[] = [
  { label: '一号仓库', value: 'w1' },
  { label: '二号仓库', value: 'w2' },
  { label: '停用仓库', value: 'w3', disabled: true },
]

function WarehouseSelect({ chosen }: { chosen: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <Select
      items={warehouses}
      value={value}
      aria-label="仓库"
      clearable
      onValueChange={(v) => {
        chosen.push(v)
        setValue(v)
      }}
    />
  )
}

describe('Select', () => {
  afterEach(cleanup)

  it('opens its list inside the shadow root, styled, and picks an option', async () => {
    const chosen: (string | null)[] = []
    const { shadow } = await renderInShadow(<WarehouseSelect chosen={chosen} />)
    const trigger = getByRole(shadow, 'combobox', { name: '仓库' })
    expect(nameOf(trigger)).to.equal('仓库')
    expect(trigger.textContent).to.contain('请选择')

    await click(trigger)
    const listbox = await waitFor(() => getByRole(shadow, 'listbox'))
    expect(listbox.getRootNode()).to.equal(shadow)
    expect(getComputedStyle(listbox).backgroundColor).to.equal('rgb(255, 255, 255)')
    expect(getByRole(listbox, 'option', { name: '停用仓库' }).getAttribute('aria-disabled')).to.equal('true')

    await click(getByRole(listbox, 'option', { name: '二号仓库' }))
    await waitFor(() => expect(trigger.textContent).to.contain('二号仓库'))
    expect(chosen).to.deep.equal(['w2'])
    expect(trigger.getAttribute('aria-expanded')).to.equal('false')
  })

  it('is usable from the keyboard and clears with 清除', async () => {
    const chosen: (string | null)[] = []
    const { shadow } = await renderInShadow(<WarehouseSelect chosen={chosen} />)
    const trigger = getByRole(shadow, 'combobox', { name: '仓库' })
    trigger.focus()
    await press('Enter')
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).to.equal('true'))
    await press('ArrowDown')
    await press('Enter')
    await waitFor(() => expect(chosen.length).to.equal(1))
    expect(trigger.textContent).to.contain(warehouses.find((w) => w.value === chosen[0])!.label)

    await click(getByRole(shadow, 'button', { name: '清除' }))
    await waitFor(() => expect(chosen.at(-1)).to.equal(null))
    await waitFor(() => expect(queryByRole(shadow, 'button', { name: '清除' })).to.equal(null))
  })
})
