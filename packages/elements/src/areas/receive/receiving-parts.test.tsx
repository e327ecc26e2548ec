import { expect } from 'chai'
import { useState } from 'react'
import type { ReceivableLine } from '@scm/core/business'
import { afterEach, describe, it } from '../../ui/testing/mocha'
import { findByRole, getByRole, waitFor } from '../../ui/testing/queries'
import { cleanup, renderInShadow } from '../../ui/testing/render'
import { click, typeInto } from '../../ui/testing/user'
import { blankNoOrderLine, NoOrderLines, type NoOrderLine } from './no-order-lines'
import { checkCounts, qualifiedField, ReceiveLines } from './receive-lines'

// Receiving's own parts in Chromium, inside a shadow root as an element renders them:
// over-receiving is caught, and a receipt without an order has its own material-line columns.

describe('receiving check', () => {
  const lines: ReceivableLine[] = [
    { order_line_id: 11, batch_line_id: 1, line_no: 1, mtr_id: 17, mtr_code: '1301010-A01', mtr_name: '散热器总成', spec: '', unit: '台', qty: 120, confirmed_qty: 120, received_qty: 20, receivable_qty: 100, qualified_by: 'warehouse', pack_qty: null },
  ]
  const key = '11:1'
  it('refuses more than may be received, and more qualified than received', () => {
    expect(checkCounts(lines, { [key]: { qty: '101', qualified: '', remark: '' } })).to.equal('收货数量超过可收数量')
    expect(checkCounts(lines, { [key]: { qty: '50', qualified: '60', remark: '' } })).to.equal('第1行：合格数量不能大于收货数量')
    expect(checkCounts(lines, { [key]: { qty: '', qualified: '', remark: '' } })).to.equal('请至少填写一行收货数量')
    expect(checkCounts(lines, { [key]: { qty: '100', qualified: '98', remark: '' } })).to.equal(null)
  })

  afterEach(cleanup)

  it('offers the qualified count only where the warehouse decides it, and sends only that', async () => {
    const of = (line_no: number, mtr_name: string, qualified_by: ReceivableLine['qualified_by']): ReceivableLine => ({ ...lines[0]!, order_line_id: line_no, line_no, mtr_name, qualified_by })
    const shown = [of(1, '机油滤清器', 'exempt'), of(2, '气缸垫', 'inspection'), of(3, '散热器总成', 'warehouse')]
    const counted = Object.fromEntries(shown.map((l) => [`${l.order_line_id}:1`, { qty: '5', qualified: '', remark: '' }]))
    const { shadow } = await renderInShadow(<ReceiveLines lines={shown} counted={counted} onChange={() => {}} />)
    const table = await findByRole(shadow, 'table', { name: '收货明细' })
    const cells = [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[10]!)
    expect(cells.map((cell) => cell.textContent)).to.deep.equal(['免检', '待检', ''])
    // a number box (role spinbutton) only on the line the warehouse counts
    expect(cells.map((cell) => cell.querySelector('input')?.getAttribute('aria-label') ?? null)).to.deep.equal([null, null, '第 3 行合格数量'])
    expect(qualifiedField('inspection', '5')).to.deep.equal({})
    expect(qualifiedField('exempt', '5')).to.deep.equal({})
    expect(qualifiedField('warehouse', '')).to.deep.equal({})
    expect(qualifiedField('warehouse', '4')).to.deep.equal({ qualified_qty: 4 })
  })
})

describe('the approved pack quantity at receiving', () => {
  afterEach(cleanup)

  it('shows 每包数量 and warns when a count is not a whole number of packs', async () => {
    const line: ReceivableLine = { order_line_id: 7, batch_line_id: null, line_no: 1, mtr_id: 4, mtr_code: '1003020-E02', mtr_name: '气缸垫', spec: '', unit: '片', qty: 600, confirmed_qty: 600, received_qty: 0, receivable_qty: 600, qualified_by: 'warehouse', pack_qty: 60 }
    const plain: ReceivableLine = { ...line, order_line_id: 8, line_no: 2, pack_qty: null }
    const counted = { '7:': { qty: '130', qualified: '', remark: '' }, '8:': { qty: '7', qualified: '', remark: '' } }
    const { shadow } = await renderInShadow(<ReceiveLines lines={[line, plain]} counted={counted} onChange={() => {}} />)
    const table = await findByRole(shadow, 'table', { name: '收货明细' })
    const rows = [...table.querySelectorAll('tbody tr')]
    expect(rows[0]!.querySelector('[data-field="pack_qty"]')!.textContent).to.equal('60')
    expect(rows[1]!.querySelector('[data-field="pack_qty"]')!.textContent).to.equal('—')
    expect(rows[0]!.querySelector('[data-warning="pack"]')!.textContent).to.equal('数量 130 不是整包：每包 60，共 2 整包余 10')
    expect(rows[1]!.querySelector('[data-warning="pack"]')).to.equal(null)
    cleanup()
    const whole = await renderInShadow(<ReceiveLines lines={[line]} counted={{ '7:': { qty: '120', qualified: '', remark: '' } }} onChange={() => {}} />)
    expect((await findByRole(whole.shadow, 'table', { name: '收货明细' })).querySelector('[data-warning="pack"]')).to.equal(null)
  })
})

describe('material lines of a receipt without an order', () => {
  afterEach(cleanup)

  function NoOrderHarness({ skipCheck, seen, first = {}, packs = {} }: { skipCheck: boolean; seen: NoOrderLine[][]; first?: Partial<NoOrderLine>; packs?: Record<string, number> }) {
    const [lines, setLines] = useState([{ ...blankNoOrderLine(), ...first }])
    seen.push(lines)
    return <NoOrderLines lines={lines} onChange={setLines} skipCheck={skipCheck} packs={packs} />
  }

  const headers = (table: HTMLElement) => [...table.querySelectorAll('th')].map((th) => th.textContent)

  it('a receipt without an order: its own columns, 免检 instead of the qualified count, lines added and removed', async () => {
    const seen: NoOrderLine[][] = []
    const { shadow } = await renderInShadow(<NoOrderHarness skipCheck={false} seen={seen} />)
    const table = await findByRole(shadow, 'table', { name: '收货明细' })
    expect(headers(table)).to.deep.equal(['行号', '物料', '单位', '每包数量', '收货数量', '合格数量', '备注', '操作'])
    expect(getByRole(shadow, 'button', { name: '删除第 1 行' }).hasAttribute('disabled')).to.equal(true)
    await typeInto(getByRole(shadow, 'textbox', { name: '第 1 行备注' }), '外箱破损')
    await waitFor(() => expect(seen.at(-1)![0]!.remark).to.equal('外箱破损'))
    await click(getByRole(shadow, 'button', { name: '添加物料行' }))
    await waitFor(() => expect(seen.at(-1)).to.have.length(2))
    await click(getByRole(shadow, 'button', { name: '删除第 2 行' }))
    await waitFor(() => expect(seen.at(-1)).to.have.length(1))
    cleanup()

    const skipped = await renderInShadow(<NoOrderHarness skipCheck seen={[]} />)
    const row = (await findByRole(skipped.shadow, 'table', { name: '收货明细' })).querySelectorAll('tbody td')
    expect(row[5]!.textContent).to.equal('免检')
    cleanup()

    // a material its approved standard sends to incoming inspection: no count to type
    const inspected = await renderInShadow(<NoOrderHarness skipCheck={false} seen={[]} first={{ inspection_required: true }} />)
    const cells = (await findByRole(inspected.shadow, 'table', { name: '收货明细' })).querySelectorAll('tbody td')
    expect(cells[5]!.textContent).to.equal('待检')
    expect(cells[5]!.querySelector('input')).to.equal(null)
    cleanup()

    // the supplier's approved pack of the picked part: shown, and a count of part packs warned of
    const packed = await renderInShadow(<NoOrderHarness skipCheck={false} seen={[]} first={{ material: { value: '4', label: '1003020-E02 气缸垫' }, qty: '130' }} packs={{ '4': 60 }} />)
    const packedTable = await findByRole(packed.shadow, 'table', { name: '收货明细' })
    expect(packedTable.querySelector('[data-field="pack_qty"]')!.textContent).to.equal('60')
    expect(packedTable.querySelector('[data-warning="pack"]')!.textContent).to.equal('数量 130 不是整包：每包 60，共 2 整包余 10')
  })
})
