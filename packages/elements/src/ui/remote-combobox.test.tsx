import { expect } from 'chai'
import { useState } from 'react'
import { RemoteCombobox } from './remote-combobox'
import type { Option } from './select'
import { afterEach, describe, it } from './testing/mocha'
import { getAllByRole, getByRole, nameOf, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, type } from './testing/user'

const suppliers: Option[] = [
  { label: '华东紧固件有限公司', value: 'S001' },
  { label: '华南橡胶制品厂', value: 'S002' },
  { label: '北方轴承股份公司', value: 'S003' },
]

function SupplierPicker({ terms, chosen }: { terms: string[]; chosen: (Option | null)[] }) {
  const [value, setValue] = useState<Option | null>(null)
  const search = async (term: string) => {
    terms.push(term)
    return suppliers.filter((s) => s.label.includes(term))
  }
  return (
    <RemoteCombobox
      aria-label="供应商"
      search={search}
      debounce={150}
      value={value}
      onValueChange={(v) => {
        chosen.push(v)
        setValue(v)
      }}
    />
  )
}

describe('RemoteCombobox', () => {
  afterEach(cleanup)

  it('searches once typing pauses, with the trimmed term, and picks a result', async () => {
    const terms: string[] = []
    const chosen: (Option | null)[] = []
    const { shadow } = await renderInShadow(<SupplierPicker terms={terms} chosen={chosen} />)
    const input = getByRole(shadow, 'combobox', { name: '供应商' }) as HTMLInputElement
    await click(input)
    await waitFor(() => expect(terms).to.deep.equal(['']))
    await type(' 华')
    await waitFor(() => expect(terms.at(-1)).to.equal('华'))
    expect(terms).to.have.length(2) // one search for the typed burst, not one per key

    const listbox = await waitFor(() => getByRole(shadow, 'listbox'))
    expect(listbox.getRootNode()).to.equal(shadow)
    await waitFor(() => expect(getAllByRole(listbox, 'option').map(nameOf)).to.deep.equal(['华东紧固件有限公司', '华南橡胶制品厂']))
    await click(getByRole(listbox, 'option', { name: '华南橡胶制品厂' }))
    await waitFor(() => expect(chosen.at(-1)).to.deep.equal({ label: '华南橡胶制品厂', value: 'S002' }))
    expect(input.value).to.equal('华南橡胶制品厂')
  })

  it('says 无匹配数据 when the server finds nothing', async () => {
    const { shadow } = await renderInShadow(<SupplierPicker terms={[]} chosen={[]} />)
    await click(getByRole(shadow, 'combobox', { name: '供应商' }))
    await type('不存在的供应商')
    await waitFor(() => expect(getByRole(shadow, 'listbox').textContent).to.contain('无匹配数据'))
  })
})
