import { expect } from 'chai'
import { HANDLING_MESSAGES } from '@scm/core/quality'
import './quality-handle.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, button, choose, tokensBefore, typeInto } from '../../resource/testing/browser'

// 质量处理 (scm-quality-handle) in Chromium against the real server: the demo's rejected lot
// waiting for handling (曲轴 400) → 处理 opens a new 判定处理单 for it → lines that do not add up are
// refused with the server's message → 20 scrapped, the rest returned → 处理完成 → the lot is handled
// and the supplier sees the handling, read-only.

const tokens = tokensBefore('qe01', 'sup1002')
const dialogs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]')]

describe('质量处理 scm-quality-handle（真实服务端）', () => {
  afterEach(cleanup)

  it('qe01 处理不合格批：数量须等于不合格数量，报废 20 其余退货，处理完成；供应商只读可见', async function () {
    const lots = (await apiList('/api/QulInspection/GetList', tokens.qe01!, { rows: 100, filters: { status: { op: 'eq', value: '不合格' }, mtr_code: { op: 'contains', value: '1005011-E02' } } })).rows
    const lot = lots.find((l) => Number(l.rejected_qty) === 400)
    expect(lot, '演示数据里有待处理的曲轴不合格批').to.not.equal(undefined)

    const element = await mountElement(`<scm-quality-handle api-base="${API}" token="${tokens.qe01}"></scm-quality-handle>`)
    const root = shadowOf(element)
    const handle = await waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label')?.startsWith(`处理 ${String(lot!.insp_no)}`)), '处理按钮')
    handle.click()
    const dialog = await waitFor(() => dialogs(root).find((d) => d.querySelector('[data-document="QulHandling"]')), '新增判定处理单')
    expect(dialog.textContent).to.include('新增判定处理单')
    await waitFor(() => [...dialog.querySelectorAll<HTMLInputElement>('input')].some((i) => i.value === String(lot!.id)), '检验单已带入')

    // one line: 报废 20 (the sum is short of 400)
    const grid = dialog.querySelector<HTMLElement>('[aria-label="处理明细"]')!
    await choose(root, grid, '第1行 处理方式', '报废')
    await typeInto(grid.querySelector<HTMLInputElement>('input[aria-label="第1行 数量"]')!, '20')
    await typeInto(grid.querySelector<HTMLInputElement>('input[aria-label="第1行 原因"]')!, '变形无法修复')
    button(dialog, '保存').click()
    await waitFor(() => dialog.textContent?.includes(HANDLING_MESSAGES.sum(20, 400)), '合计不等的提示')

    button(grid, '添加明细').click()
    await waitFor(() => grid.querySelector('[data-part="trigger"][aria-label="第2行 处理方式"]'), '第2行')
    await choose(root, grid, '第2行 处理方式', '退货')
    await typeInto(grid.querySelector<HTMLInputElement>('input[aria-label="第2行 数量"]')!, '380')
    await typeInto(grid.querySelector<HTMLInputElement>('input[aria-label="第2行 原因"]')!, '退回供应商')
    button(dialog, '保存').click()
    await waitFor(() => dialog.textContent?.includes('判定处理单详情'), '保存后显示详情')
    const no = await waitFor(() => dialog.textContent?.match(/CZ\d{12}/)?.[0], '处理单号')

    button(dialog, '处理完成').click()
    const confirm = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '确认框')
    button(confirm, '确定').click()
    await waitFor(() => dialog.querySelector('dl [data-status="已完成"]'), '已完成')
    const after = (await apiList('/api/QulInspection/GetList', tokens.qe01!, { filters: { insp_no: { op: 'contains', value: String(lot!.insp_no) } } })).rows[0]!
    expect(after.status).to.equal('已处理')
    const mine = (await apiList('/api/QulHandling/GetLines', tokens.sup1002!, { searchKey: no })).rows
    expect(mine.map((l) => [l.disposition, l.qty])).to.deep.equal([['报废', 20], ['退货', 380]])
  })
})
