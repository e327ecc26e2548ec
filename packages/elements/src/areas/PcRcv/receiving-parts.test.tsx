import { expect } from 'chai'
import { useState } from 'react'
import type { ReceivableLine } from '@scm/core'
import { afterEach, describe, it } from '../../ui/testing/mocha'
import { findByRole, getByRole, waitFor } from '../../ui/testing/queries'
import { cleanup, renderInShadow } from '../../ui/testing/render'
import { click, typeInto } from '../../ui/testing/user'
import { blankNoOrderLine, NoOrderLines, type NoOrderLine } from './no-order-lines'
import { checkCounts } from './receive-lines'

// Receiving's own parts in Chromium, inside a shadow root as an element renders them:
// over-receiving is caught, and a receipt without an order has its own material-line columns.

describe('receiving check', () => {
  const lines: ReceivableLine[] = [
    { order_line_id: 11, batch_line_id: 1, line_no: 1, mtr_id: 4, mtr_code: '1003020-E02', mtr_name: '气缸垫', spec: '', unit: '片', qty: 120, confirmed_qty: 120, received_qty: 20, receivable_qty: 100 },
  ]
  const key = '11:1'
  it('refuses more than may be received, and more qualified than received', () => {
    expect(checkCounts(lines, { [key]: { qty: '101', qualified: '', remark: '' } })).to.equal('收货数量超过可收数量')
    expect(checkCounts(lines, { [key]: { qty: '50', qualified: '60', remark: '' } })).to.equal('第1行：合格数量不能大于收货数量')
    expect(checkCounts(lines, { [key]: { qty: '', qualified: '', remark: '' } })).to.equal('请至少填写一行收货数量')
    expect(checkCounts(lines, { [key]: { qty: '100', qualified: '98', remark: '' } })).to.equal(null)
  })
})

describe('material lines of a receipt without an order', () => {
  afterEach(cleanup)

  function NoOrderHarness({ skipCheck, seen }: { skipCheck: boolean; seen: NoOrderLine[][] }) {
    const [lines, setLines] = useState([blankNoOrderLine()])
    seen.push(lines)
    return <NoOrderLines lines={lines} onChange={setLines} skipCheck={skipCheck} />
  }

  const headers = (table: HTMLElement) => [...table.querySelectorAll('th')].map((th) => th.textContent)

  it('a receipt without an order: its own columns, 免检 instead of the qualified count, lines added and removed', async () => {
    const seen: NoOrderLine[][] = []
    const { shadow } = await renderInShadow(<NoOrderHarness skipCheck={false} seen={seen} />)
    const table = await findByRole(shadow, 'table', { name: '收货明细' })
    expect(headers(table)).to.deep.equal(['行号', '物料', '单位', '收货数量', '合格数量', '备注', '操作'])
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
    expect(row[4]!.textContent).to.equal('免检')
  })
})
