import { expect } from 'chai'
import { ORDER_STATUS_VALUES } from '@scm/core/business'
import { afterEach, describe, it } from '../testing/mocha'
import { waitFor } from '../testing/queries'
import { cleanup, renderInShadow } from '../testing/render'
import { StatusTag } from '../status-tag'
import { DataTable } from './data-table'
import type { Column } from './types'

// What every list gets from the shared table, as a user sees it: one-line text cut with … and
// whole on hover, numbers by column kind (counts as integers, money with separators and 2
// decimals, also in 合计), status tags by meaning, an empty state, and cards on a phone.

interface OrderRow {
  id: number
  order_no: string
  supply_name: string
  line_count: number
  qty: number
  amount: number | string
  status: string
}

const LONG_NAME = '江苏省常州市武进区高新技术产业开发区华东精密制动系统与汽车零部件股份有限公司第二分公司'

const rows: OrderRow[] = [
  {
    id: 1,
    order_no: 'PO2026-0001',
    supply_name: LONG_NAME,
    line_count: 3000,
    qty: 3000,
    amount: 12000.5,
    status: '已确认',
  },
  {
    id: 2,
    order_no: 'PO2026-0002',
    supply_name: '合肥精工',
    line_count: 437,
    qty: 437.25,
    amount: '345.10',
    status: '超期',
  },
]

const columns: Column<OrderRow>[] = [
  { key: 'order_no', title: '订单号', width: 140 },
  { key: 'supply_name', title: '供应商', width: 180 },
  { key: 'line_count', title: '行数', kind: 'count', sum: true },
  { key: 'qty', title: '数量', kind: 'qty', sum: true },
  { key: 'amount', title: '金额', kind: 'money', sum: true },
  {
    key: 'status',
    title: '状态',
    // an order's status takes its definition's tone, 超期 the plain word's
    render: (row) => <StatusTag status={row.status} tones={ORDER_STATUS_VALUES} />,
  },
]

async function renderTable(data: OrderRow[], width?: number) {
  const ui = <DataTable<OrderRow> caption="订单列表" columns={columns} rowKey="id" rows={data} total={data.length} />
  const rendered = await renderInShadow(width ? <div style={{ width: `${width}px` }}>{ui}</div> : ui)
  return rendered.shadow
}

const cellOf = (shadow: ShadowRoot, row: number, label: string) =>
  shadow.querySelectorAll('tbody tr')[row]!.querySelector<HTMLElement>(`td[data-label="${label}"]`)!

describe('列表显示质量（共享表格）', () => {
  afterEach(cleanup)

  it('长供应商名称单行显示，超出部分为省略号，悬停可见全文', async () => {
    const shadow = await renderTable(rows, 1100)
    const text = cellOf(shadow, 0, '供应商').firstElementChild as HTMLElement
    const style = getComputedStyle(text)
    expect(style.whiteSpace).to.equal('nowrap')
    expect(style.textOverflow).to.equal('ellipsis')
    expect(text.scrollWidth, '文字被截断').to.be.greaterThan(text.clientWidth)
    expect(text.clientWidth).to.be.at.most(180)
    expect(text.title).to.equal(LONG_NAME)
    // one line: as tall as a short name's cell
    const short = cellOf(shadow, 1, '供应商').firstElementChild as HTMLElement
    expect(text.getBoundingClientRect().height).to.equal(short.getBoundingClientRect().height)
    expect(text.getBoundingClientRect().height).to.be.below(24)
  })

  it('数量为整数、金额带千分位与两位小数，合计行相同', async () => {
    const shadow = await renderTable(rows, 1100)
    expect(cellOf(shadow, 0, '行数').textContent).to.equal('3,000')
    expect(cellOf(shadow, 1, '行数').textContent).to.equal('437')
    expect(cellOf(shadow, 1, '数量').textContent).to.equal('437.25')
    expect(cellOf(shadow, 0, '金额').textContent).to.equal('12,000.50')
    expect(cellOf(shadow, 1, '金额').textContent).to.equal('345.10')
    expect(getComputedStyle(cellOf(shadow, 0, '金额')).textAlign).to.be.oneOf(['right', 'end'])
    const total = [...shadow.querySelectorAll('tfoot td')].map((td) => td.textContent)
    expect(total).to.deep.equal(['合计', '', '3,437', '3,437.25', '12,345.60', ''])
    expect(shadow.querySelector('tfoot')!.textContent).to.not.include('3437.00')
  })

  it('状态标签按含义着色', async () => {
    const shadow = await renderTable(rows, 1100)
    const done = shadow.querySelector<HTMLElement>('[data-status="已确认"]')!
    const late = shadow.querySelector<HTMLElement>('[data-status="超期"]')!
    expect(done.dataset.tone).to.equal('success')
    expect(late.dataset.tone).to.equal('error')
    expect(getComputedStyle(done).color).to.not.equal(getComputedStyle(late).color)
  })

  it('没有数据时显示图标与“暂无数据”', async () => {
    const shadow = await renderTable([], 1100)
    const empty = shadow.querySelector('tbody td')!
    expect(empty.textContent).to.equal('暂无数据')
    expect(empty.querySelector('svg')).to.not.equal(null)
    expect(shadow.querySelector('tfoot')).to.equal(null)
  })

  it('375px 宽时每行显示为卡片（标签：值），表格不横向滚动', async () => {
    const shadow = await renderTable(rows, 375)
    const row = shadow.querySelector<HTMLElement>('tbody tr')!
    await waitFor(() => expect(getComputedStyle(row).display).to.equal('grid'))
    expect(getComputedStyle(shadow.querySelector('thead')!).display).to.equal('none')
    const supplier = cellOf(shadow, 0, '供应商')
    expect(getComputedStyle(supplier, '::before').content).to.equal('"供应商"')
    expect(supplier.getBoundingClientRect().right).to.be.at.most(row.getBoundingClientRect().right)
    const scroller = shadow.querySelector<HTMLElement>('[role="region"]')!
    expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth)
    expect(scroller.getBoundingClientRect().width).to.be.at.most(375)
    // the 合计 row is a card too, with its labels
    const totalCard = shadow.querySelector<HTMLElement>('tfoot tr')!
    expect(getComputedStyle(totalCard).display).to.equal('grid')
    expect(totalCard.textContent).to.include('12,345.60')
    // the same table drawn wide is a table again
    const wide = await renderTable(rows, 1100)
    expect(getComputedStyle(wide.querySelector('tbody tr')!).display).to.equal('table-row')
  })
})
