import { expect } from 'chai'
import type { ApiClient } from '@scm/core'
import { ElementContext } from '../runtime/context'
import { DataTable, type Column } from '../ui/data-table'
import { afterEach, describe, it } from '../ui/testing/mocha'
import { getByRole, waitFor } from '../ui/testing/queries'
import { cleanup, renderInShadow, type Rendered } from '../ui/testing/render'
import { click } from '../ui/testing/user'
import type { ListFilters } from './list-request'
import { useListController } from './use-list-controller'

// The one list controller through the shared table, against an in-memory list call: selection
// kept across pages, stepping back after deleting the last rows of the last page, the route's
// cached search state, and the request shape (flat filters, empty ones left out, fixed ones kept).

interface Part {
  id: number
  name: string
}

const columns: Column<Part>[] = [
  { key: 'id', title: '编号', kind: 'count' },
  { key: 'name', title: '名称' },
]

/** A list endpoint over `records`: answers {rows, total, page} and remembers every body. */
function fakeApi(records: Part[]) {
  const bodies: Record<string, unknown>[] = []
  const answer = (body: Record<string, unknown>) => {
    bodies.push(body)
    const page = Number(body.page)
    const rows = Number(body.rows)
    return Promise.resolve({
      rows: records.slice((page - 1) * rows, page * rows),
      total: records.length,
      page,
    })
  }
  const api = {
    post: (_path: string, body: Record<string, unknown>) => answer(body),
    get: (_path: string, o: { query: Record<string, unknown> }) => answer(o.query),
  }
  return { api: api as unknown as ApiClient, bodies }
}

function PartsScreen({ records, fixed, stateKey, filters }: { records: Part[]; fixed?: ListFilters; stateKey?: string; filters?: ListFilters }) {
  const list = useListController<Part>({
    path: '/api/Parts/GetList',
    columns,
    rowKey: 'id',
    fixed,
    stateKey,
    initialFilters: filters,
  })
  const selected = list.table.selection.keys
  const removeSelected = () => {
    const gone = new Set(selected)
    records.splice(0, records.length, ...records.filter((r) => !gone.has(r.id)))
    list.removed(selected)
  }
  return (
    <>
      <p data-testid="selected">已选 {selected.length} 条</p>
      <button type="button" onClick={removeSelected}>
        删除选中
      </button>
      <DataTable<Part> caption="物料列表" state={list.table} rows={list.rows} total={list.total} loading={list.loading} selectable />
    </>
  )
}

async function renderScreen(records: Part[], props: { fixed?: ListFilters; stateKey?: string; filters?: ListFilters } = {}) {
  const { api, bodies } = fakeApi(records)
  let rendered: Rendered | undefined
  const host = document.createElement('div')
  rendered = await renderInShadow(
    <ElementContext.Provider value={{ api, host, shadowRoot: host.attachShadow({ mode: 'open' }) }}>
      <PartsScreen records={records} {...props} />
    </ElementContext.Provider>,
  )
  return { shadow: rendered.shadow, bodies, unmount: rendered.unmount }
}

const parts = (count: number): Part[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `物料${i + 1}`,
  }))
const range = (shadow: ShadowRoot) => shadow.textContent?.match(/显示第 \d+ 到第 \d+ 条记录，总共 \d+ 条记录/)?.[0]
const checkbox = (shadow: ShadowRoot, name: string) => getByRole(shadow, 'checkbox', { name }) as HTMLInputElement
const goTo = (shadow: ShadowRoot, page: number, of: number) => click(getByRole(shadow, 'button', { name: `第 ${page} 页，共 ${of} 页` }))
/** Until the first row is record `n`, its cells compared whole (物料11 contains 物料1: page 2 would pass for page 1). */
const firstRowIs = (shadow: ShadowRoot, n: number) =>
  waitFor(() => expect([...shadow.querySelectorAll('tbody tr:first-child td')].map((td) => td.textContent)).to.include(`物料${n}`))

describe('useListController（唯一的列表控制器）', () => {
  afterEach(() => {
    cleanup()
    sessionStorage.clear()
  })

  it('翻页后保留其他页的选择', async () => {
    const { shadow } = await renderScreen(parts(23))
    await waitFor(() => expect(range(shadow)).to.equal('显示第 1 到第 10 条记录，总共 23 条记录'))
    await click(checkbox(shadow, '选择第 1 行'))
    await goTo(shadow, 2, 3)
    await firstRowIs(shadow, 11)
    expect(checkbox(shadow, '选择第 1 行').checked).to.equal(false)
    await click(checkbox(shadow, '选择第 2 行'))
    await goTo(shadow, 1, 3)
    await firstRowIs(shadow, 1)
    expect(checkbox(shadow, '选择第 1 行').checked).to.equal(true)
    expect(shadow.querySelector('[data-testid="selected"]')!.textContent).to.equal('已选 2 条')
  })

  it('删除最后一页的全部行后退回上一页', async () => {
    const records = parts(23)
    const { shadow } = await renderScreen(records)
    await waitFor(() => expect(range(shadow)).to.equal('显示第 1 到第 10 条记录，总共 23 条记录'))
    await goTo(shadow, 3, 3)
    await waitFor(() => expect(range(shadow)).to.equal('显示第 21 到第 23 条记录，总共 23 条记录'))
    await click(checkbox(shadow, '选择本页全部行'))
    await click(getByRole(shadow, 'button', { name: '删除选中' }))
    // the range may show before page 2's rows arrive: wait for both
    await waitFor(() => {
      expect(range(shadow)).to.equal('显示第 11 到第 20 条记录，总共 20 条记录')
      expect(shadow.querySelectorAll('tbody tr')).to.have.length(10)
    }, 10_000)
    expect(shadow.querySelector('[data-testid="selected"]')!.textContent).to.equal('已选 0 条')
    expect(shadow.textContent).to.not.include('暂无数据')
  })

  it('按路由记住页码与筛选（页签切回时恢复）', async () => {
    const first = await renderScreen(parts(23), {
      stateKey: '/test/parts',
      filters: { name: '物料' },
    })
    await waitFor(() => expect(range(first.shadow)).to.include('总共 23 条'))
    await goTo(first.shadow, 2, 3)
    await waitFor(() => expect(range(first.shadow)).to.equal('显示第 11 到第 20 条记录，总共 23 条记录'))
    first.unmount()
    const again = await renderScreen(parts(23), { stateKey: '/test/parts' })
    await waitFor(() => expect(range(again.shadow)).to.equal('显示第 11 到第 20 条记录，总共 23 条记录'))
    expect(again.bodies[0]).to.include({ page: 2, name: '物料' })
  })

  it('请求沿用各接口原有形状：平铺筛选，空值不发送，固定条件优先', async () => {
    const { shadow, bodies } = await renderScreen(parts(3), {
      fixed: { group_by: 'supplier', status: '已确认' },
      filters: { status: '草稿', mtr: '', supplyid: null },
    })
    await waitFor(() => expect(range(shadow)).to.include('总共 3 条'))
    expect(bodies[0]).to.deep.equal({
      page: 1,
      rows: 10,
      status: '已确认',
      group_by: 'supplier',
    })
  })
})
