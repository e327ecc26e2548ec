import { expect } from 'chai'
import { useMemo } from 'react'
import { formatMoney } from '@scm/core'
import { afterEach, describe, it } from '../testing/mocha'
import { getAllByRole, getByRole, queryByRole, waitFor } from '../testing/queries'
import { cleanup, renderInShadow } from '../testing/render'
import { click, press } from '../testing/user'
import { DataTable } from './data-table'
import type { Column, SortOrder } from './types'
import { useTableState } from './use-table-state'

interface Part {
  id: number
  code: string
  name: string
  amount: number
}

const parts: Part[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  code: `B${String(i + 1).padStart(3, '0')}`,
  name: `物料${i + 1}`,
  amount: Number(((i + 1) * 1.1).toFixed(2)),
}))

const columns: Column<Part>[] = [
  { key: 'code', title: '编码', sortable: true },
  { key: 'name', title: '名称' },
  { key: 'amount', title: '金额', align: 'right', sum: true, render: (row) => formatMoney(row.amount) },
]

interface Calls {
  sorts: [string, SortOrder][]
  selections: (string | number)[][]
}

/** Pages and sorts in memory the way a screen does through the server. */
function PartsList({ calls, data = parts, loading = false }: { calls: Calls; data?: Part[]; loading?: boolean }) {
  const table = useTableState<Part>({
    columns,
    rowKey: 'id',
    onSort: (key, order) => calls.sorts.push([key, order]),
    onSelectionChange: (keys) => calls.selections.push(keys),
  })
  const pageRows = useMemo(() => {
    const sorted = [...data]
    if (table.sort) {
      const { key, order } = table.sort
      sorted.sort((a, b) => String(a[key as keyof Part]).localeCompare(String(b[key as keyof Part])) * (order === 'asc' ? 1 : -1))
    }
    return sorted.slice((table.page - 1) * table.rows, table.page * table.rows)
  }, [data, table.sort, table.page, table.rows])
  return <DataTable caption="物料列表" rows={pageRows} total={data.length} state={table} selectable loading={loading} />
}

const newCalls = (): Calls => ({ sorts: [], selections: [] })
const rangeText = (root: ShadowRoot) => root.textContent?.match(/显示第 \d+ 到第 \d+ 条记录，总共 \d+ 条记录/)?.[0]
const bodyRows = (root: ShadowRoot) => getAllByRole(getAllByRole(root, 'rowgroup')[1]!, 'row')

describe('DataTable', () => {
  afterEach(cleanup)

  it('shows the record range and moves between pages', async () => {
    const { shadow } = await renderInShadow(<PartsList calls={newCalls()} />)
    expect(rangeText(shadow)).to.equal('显示第 1 到第 10 条记录，总共 25 条记录')
    expect(bodyRows(shadow)).to.have.length(10)

    await click(getByRole(shadow, 'button', { name: /^第 2 页/ }))
    await waitFor(() => expect(rangeText(shadow)).to.equal('显示第 11 到第 20 条记录，总共 25 条记录'))
    expect(getByRole(shadow, 'button', { name: /^第 2 页/ }).getAttribute('aria-current')).to.equal('page')

    await click(getByRole(shadow, 'button', { name: '下一页' }))
    await waitFor(() => expect(rangeText(shadow)).to.equal('显示第 21 到第 25 条记录，总共 25 条记录'))
    expect(bodyRows(shadow)).to.have.length(5)
  })

  it('offers the core page sizes and starts again at page 1 on a new size', async () => {
    const { shadow } = await renderInShadow(<PartsList calls={newCalls()} />)
    await click(getByRole(shadow, 'button', { name: /^第 3 页/ }))
    await waitFor(() => expect(rangeText(shadow)).to.equal('显示第 21 到第 25 条记录，总共 25 条记录'))

    const sizes = getByRole(shadow, 'combobox', { name: '每页条数' }) as HTMLSelectElement
    expect([...sizes.options].map((o) => o.textContent)).to.deep.equal(['10条/页', '20条/页', '50条/页', '100条/页', '200条/页', '500条/页'])
    expect(sizes.selectedOptions[0]!.textContent).to.equal('10条/页')
    sizes.focus()
    await press('ArrowDown')
    await waitFor(() => expect(rangeText(shadow)).to.equal('显示第 1 到第 20 条记录，总共 25 条记录'))
    expect(bodyRows(shadow)).to.have.length(20)
  })

  it('sorts by a header, telling aria-sort and onSort', async () => {
    const calls = newCalls()
    const { shadow } = await renderInShadow(<PartsList calls={calls} />)
    const header = getByRole(shadow, 'columnheader', { name: /编码/ })
    expect(header.getAttribute('aria-sort')).to.equal('none')
    expect(getByRole(shadow, 'columnheader', { name: '名称' }).hasAttribute('aria-sort')).to.equal(false)

    await click(getByRole(header, 'button'))
    await waitFor(() => expect(header.getAttribute('aria-sort')).to.equal('ascending'))
    await click(getByRole(header, 'button'))
    await waitFor(() => expect(header.getAttribute('aria-sort')).to.equal('descending'))
    expect(calls.sorts).to.deep.equal([
      ['code', 'asc'],
      ['code', 'desc'],
    ])
    expect(getAllByRole(bodyRows(shadow)[0]!, 'cell')[1]!.textContent).to.equal('B025')
  })

  it('keeps the selection across pages by row key', async () => {
    const calls = newCalls()
    const { shadow } = await renderInShadow(<PartsList calls={calls} />)
    await click(getByRole(shadow, 'checkbox', { name: '选择第 1 行' }))
    await click(getByRole(shadow, 'button', { name: /^第 2 页/ }))
    await waitFor(() => expect(rangeText(shadow)).to.equal('显示第 11 到第 20 条记录，总共 25 条记录'))
    expect((getByRole(shadow, 'checkbox', { name: '选择第 1 行' }) as HTMLInputElement).checked).to.equal(false)
    await click(getByRole(shadow, 'checkbox', { name: '选择第 2 行' }))

    await click(getByRole(shadow, 'button', { name: /^第 1 页/ }))
    await waitFor(() => expect(rangeText(shadow)).to.equal('显示第 1 到第 10 条记录，总共 25 条记录'))
    expect((getByRole(shadow, 'checkbox', { name: '选择第 1 行' }) as HTMLInputElement).checked).to.equal(true)
    expect((getByRole(shadow, 'checkbox', { name: '选择本页全部行' }) as HTMLInputElement).indeterminate).to.equal(true)
    expect(calls.selections.at(-1)).to.deep.equal([1, 12])

    await click(getByRole(shadow, 'checkbox', { name: '选择本页全部行' }))
    await waitFor(() => expect(calls.selections.at(-1)).to.have.length(11))
  })

  it('sums the money column in a 合计 row to 2 decimals', async () => {
    const { shadow } = await renderInShadow(<PartsList calls={newCalls()} />)
    const footer = getAllByRole(shadow, 'rowgroup')[2]!
    const cells = getAllByRole(footer, 'cell').map((c) => c.textContent)
    // 1.1 + 2.2 + … + 11 on the first page
    expect(cells).to.deep.equal(['', '合计', '', '60.50'])
  })

  it('shows the sums over all records in the 合计 row when the list answer has them', async () => {
    const page = parts.slice(0, 10)
    const { shadow } = await renderInShadow(<DataTable caption="物料列表" columns={columns} rowKey="id" rows={page} total={25} summary={{ amount: 357.5 }} />)
    const footer = getAllByRole(shadow, 'rowgroup')[2]!
    // 1.1 + 2.2 + … + 27.5 over every record, not the page's 60.50
    expect(getAllByRole(footer, 'cell').map((c) => c.textContent)).to.deep.equal(['合计', '', '357.50'])
  })

  it('hides and shows a column from 列设置', async () => {
    const { shadow } = await renderInShadow(<PartsList calls={newCalls()} />)
    const settings = getByRole(shadow, 'button', { name: '列设置' })
    expect(settings.getAttribute('aria-expanded')).to.equal('false')
    await click(settings)
    const item = await waitFor(() => getByRole(shadow, 'checkbox', { name: '名称' }) as HTMLInputElement)
    expect(settings.getAttribute('aria-expanded')).to.equal('true')
    expect(item.checked).to.equal(true)
    await click(item)
    await waitFor(() => expect(queryByRole(shadow, 'columnheader', { name: '名称' })).to.equal(null))
    expect(getAllByRole(bodyRows(shadow)[0]!, 'cell')).to.have.length(3)
    await click(getByRole(shadow, 'checkbox', { name: '名称' }))
    await waitFor(() => getByRole(shadow, 'columnheader', { name: '名称' }))
  })

  it('closes 列设置 on Escape, back on its button, and on a click elsewhere', async () => {
    const { shadow } = await renderInShadow(<PartsList calls={newCalls()} />)
    const settings = getByRole(shadow, 'button', { name: '列设置' })
    await click(settings)
    const item = await waitFor(() => getByRole(shadow, 'checkbox', { name: '编码' }))
    item.focus()
    await press('Escape')
    await waitFor(() => expect(queryByRole(shadow, 'group', { name: '显示的列' })).to.equal(null))
    expect(settings.getAttribute('aria-expanded')).to.equal('false')
    expect(shadow.activeElement).to.equal(settings)

    await click(settings)
    await waitFor(() => getByRole(shadow, 'group', { name: '显示的列' }))
    await click(getByRole(shadow, 'table', { name: '物料列表' }))
    await waitFor(() => expect(queryByRole(shadow, 'group', { name: '显示的列' })).to.equal(null))
    expect(getByRole(shadow, 'columnheader', { name: '名称' })).to.not.equal(null)
  })

  it('keeps the header in view (sticky) and says 暂无数据 with no rows', async () => {
    const { shadow } = await renderInShadow(<PartsList calls={newCalls()} data={[]} />)
    expect(getComputedStyle(getByRole(shadow, 'columnheader', { name: '名称' })).position).to.equal('sticky')
    expect(getByRole(shadow, 'cell').textContent).to.equal('暂无数据')
    expect(rangeText(shadow)).to.equal('显示第 0 到第 0 条记录，总共 0 条记录')
  })

  it('announces loading and marks the table busy', async () => {
    const { shadow } = await renderInShadow(<PartsList calls={newCalls()} loading />)
    expect(getByRole(shadow, 'status').textContent).to.equal('加载中…')
    expect(getByRole(shadow, 'table', { name: '物料列表' }).getAttribute('aria-busy')).to.equal('true')
  })
})
