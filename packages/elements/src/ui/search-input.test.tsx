import { expect } from 'chai'
import { SearchInput } from './search-input'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, press, typeInto } from './testing/user'
import { Toolbar } from './toolbar'

describe('SearchInput', () => {
  afterEach(cleanup)

  it('searches the trimmed text on Enter', async () => {
    const searches: string[] = []
    const { shadow } = await renderInShadow(<SearchInput onSearch={(t) => searches.push(t)} />)
    const box = getByRole(shadow, 'searchbox', { name: '搜索关键字' }) as HTMLInputElement
    await typeInto(box, '  螺栓 M8  ')
    await press('Enter')
    expect(searches).to.deep.equal(['螺栓 M8'])
    expect(box.value).to.equal('螺栓 M8')
  })

  it('searches on the 搜索 button, and 清空 empties the box and searches again', async () => {
    const searches: string[] = []
    let cleared = 0
    const { shadow } = await renderInShadow(<SearchInput onSearch={(t) => searches.push(t)} onClear={() => cleared++} />)
    const box = getByRole(shadow, 'searchbox') as HTMLInputElement
    await typeInto(box, ' 垫片')
    await click(getByRole(shadow, 'button', { name: '搜索' }))
    await click(getByRole(shadow, 'button', { name: '清空' }))
    expect(searches).to.deep.equal(['垫片', ''])
    expect(cleared).to.equal(1)
    expect(box.value).to.equal('')
  })
})

describe('Toolbar', () => {
  afterEach(cleanup)

  it('shows only the buttons that are wired', async () => {
    const pressed: string[] = []
    const { shadow } = await renderInShadow(
      <Toolbar onCreate={() => pressed.push('新增')} onExport={() => pressed.push('导出Excel')} onSearch={(t) => pressed.push(`搜索:${t}`)} />,
    )
    const bar = getByRole(shadow, 'toolbar')
    const names = [...bar.querySelectorAll('button')].map((b) => b.textContent)
    expect(names).to.deep.equal(['新增', '导出Excel', '搜索', '清空'])
    await click(getByRole(bar, 'button', { name: '新增' }))
    await click(getByRole(bar, 'button', { name: '导出Excel' }))
    await click(getByRole(bar, 'button', { name: '清空' }))
    expect(pressed).to.deep.equal(['新增', '导出Excel', '搜索:'])
  })

  it('has 上传文件 when wired and no search without onSearch', async () => {
    const { shadow } = await renderInShadow(<Toolbar onUpload={() => undefined} />)
    const names = [...getByRole(shadow, 'toolbar').querySelectorAll('button')].map((b) => b.textContent)
    expect(names).to.deep.equal(['上传文件'])
  })
})
