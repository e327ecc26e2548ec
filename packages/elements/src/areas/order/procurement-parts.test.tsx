import { expect } from 'chai'
import { useState } from 'react'
import { afterEach, describe, it } from '../../ui/testing/mocha'
import { findByRole, getByRole, queryByRole, waitFor } from '../../ui/testing/queries'
import { cleanup, renderInShadow } from '../../ui/testing/render'
import { click, press, type, typeInto } from '../../ui/testing/user'
import { blankLine, EditorLines, type EditorLine } from './publish/editor-lines'
import { formatAmount } from '@scm/core'
import { sanitizeHtml } from './mail/mail-preview'
import { DeliveryNote } from './shared/delivery-note'
import { ProposalDialog, ReasonDialog, type Proposal } from './shared/reason-dialog'
import type { BatchDetail } from '@scm/core/business'

// The procurement screens' own parts in Chromium, inside a shadow root as an element renders them:
// the confirmation dialogs refuse what the server would, the delivery note carries its QR code,
// mail HTML is sanitised, the order form's material lines have their columns.

const line = { line_no: 2, mtr_name: '水泵总成', qty: 40, required_date: '2026-12-01' }

function ProposalHarness({ sent }: { sent: Proposal[] }) {
  const [open, setOpen] = useState(true)
  return (
    <ProposalDialog
      open={open}
      line={line}
      onClose={() => setOpen(false)}
      onSubmit={async (proposal) => {
        sent.push(proposal)
        return true
      }}
    />
  )
}

describe('line confirmation dialogs', () => {
  afterEach(cleanup)

  it('a proposal needs another quantity or date, and a reason', async () => {
    const sent: Proposal[] = []
    const { shadow } = await renderInShadow(<ProposalHarness sent={sent} />)
    const dialog = await findByRole(shadow, 'dialog', { name: '提出变更：第 2 行 水泵总成' })
    await click(getByRole(dialog, 'button', { name: '提交变更' }))
    await waitFor(() => expect(dialog.textContent).to.contain('请填写变更后的数量或交期'))
    expect(dialog.textContent).to.contain('请填写变更原因')
    expect(sent).to.have.length(0)

    const qty = dialog.querySelector<HTMLInputElement>('input[type="number"]')!
    await click(qty)
    await press('Control+A')
    await type('32')
    await typeInto(dialog.querySelector('textarea')!, '模具维修')
    await click(getByRole(dialog, 'button', { name: '提交变更' }))
    await waitFor(() => expect(sent).to.deep.equal([{ qty: 32, date: '', reason: '模具维修' }]))
    await waitFor(() => expect(queryByRole(shadow, 'dialog')).to.equal(null))
  })

  it('a rejection needs its reason', async () => {
    const reasons: string[] = []
    const { shadow } = await renderInShadow(
      <ReasonDialog open title="拒绝第 3 行" reasonLabel="拒绝原因" okText="确定拒绝" onClose={() => {}} onSubmit={async (r) => (reasons.push(r), false)} />,
    )
    const dialog = await findByRole(shadow, 'dialog', { name: '拒绝第 3 行' })
    await click(getByRole(dialog, 'button', { name: '确定拒绝' }))
    await waitFor(() => expect(dialog.textContent).to.contain('请填写拒绝原因'))
    await typeInto(dialog.querySelector('textarea')!, '  该型号已停产  ')
    await click(getByRole(dialog, 'button', { name: '确定拒绝' }))
    await waitFor(() => expect(reasons).to.deep.equal(['该型号已停产']))
    // the server refused (onSubmit false): the dialog stays with what was typed
    expect(queryByRole(shadow, 'dialog', { name: '拒绝第 3 行' })).to.not.equal(null)
  })
})

const batch: BatchDetail = {
  id: 7,
  batch_no: 'DN202611240001',
  order_id: 3,
  order_no: 'PO202611220001',
  supplyid: 1001,
  supply_name: '合肥精工汽车零部件有限公司',
  ship_date: '2026-11-24',
  planned_arrival: '2026-11-27',
  logistics_no: 'SF1234567890',
  remark: '',
  status: '在途',
  overdue: true,
  overdue_days: 2,
  qty: 160,
  received_qty: 0,
  public_key: 'k3Jd8sPq0LxZt2Vb',
  created_at: '2026-11-24 09:12:00',
  created_by: '周立明',
  lines: [
    { id: 1, batch_id: 7, order_line_id: 11, line_no: 1, mtr_id: 4, mtr_code: '1003020-E02', mtr_name: '气缸垫', spec: '多层金属 4缸', unit: '片', qty: 120, received_qty: 0, receivable_qty: 120 },
    { id: 2, batch_id: 7, order_line_id: 12, line_no: 2, mtr_id: 8, mtr_code: '1307010-E02', mtr_name: '水泵总成', spec: '带皮带轮', unit: '套', qty: 40, received_qty: 0, receivable_qty: 40 },
  ],
  note_url: 'https://portal.example/receive/k3Jd8sPq0LxZt2Vb',
  qr_svg: '',
  qr_data_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  supply: { supplyid: 1001, supply_name: '合肥精工汽车零部件有限公司', contact: '周立明', phone: '0551-65523018', address: '' },
  delivery_address: '总装厂一号仓库',
  buyer_name: '李文涛',
  history: [],
}

describe('delivery note', () => {
  afterEach(cleanup)

  it('shows the batch, its lines and the QR code of its public page', async () => {
    const { shadow } = await renderInShadow(<DeliveryNote batch={batch} />)
    const note = shadow.querySelector<HTMLElement>('article[aria-label="送货单 DN202611240001"]')!
    expect(note).to.not.equal(null)
    expect(note.querySelector('img[alt="送货单 DN202611240001 二维码"]')?.getAttribute('src')).to.equal(batch.qr_data_url)
    expect(note.textContent).to.contain('https://portal.example/receive/k3Jd8sPq0LxZt2Vb')
    const rows = getByRole(note, 'table', { name: '送货明细' }).querySelectorAll('tbody tr')
    expect([...rows].map((r) => r.querySelector('[data-field="qty"]')!.textContent)).to.deep.equal(['120', '40'])
    expect(note.querySelector('[data-field="status"]')!.textContent).to.equal('在途超期')
  })
})

describe('mail preview', () => {
  it('keeps the mail and drops scripts and event handlers', () => {
    const clean = sanitizeHtml('<p onclick="steal()">订单 <b>PO1</b></p><script>steal()</script><table><tr><td>气缸垫</td></tr></table><a href="javascript:steal()">链接</a>')
    expect(clean).to.not.contain('script')
    expect(clean).to.not.contain('onclick')
    expect(clean).to.not.contain('javascript:')
    expect(clean).to.contain('<b>PO1</b>')
    expect(clean).to.contain('<td>气缸垫</td>')
  })
})

describe('material lines', () => {
  afterEach(cleanup)

  function EditorHarness({ seen }: { seen: EditorLine[][] }) {
    const [lines, setLines] = useState([blankLine('2026-12-01')])
    seen.push(lines)
    return <EditorLines lines={lines} onChange={setLines} onAdd={() => setLines([...lines, blankLine('2026-12-02')])} />
  }

  const headers = (table: HTMLElement) => [...table.querySelectorAll('th')].map((th) => th.textContent)

  it('the order form: buyer, quantity, price, amount and date columns between 单位 and 备注', async () => {
    const seen: EditorLine[][] = []
    const { shadow } = await renderInShadow(<EditorHarness seen={seen} />)
    const table = await findByRole(shadow, 'table', { name: '订单物料行' })
    expect(headers(table)).to.deep.equal(['行号', '物料', '单位', '负责采购员', '数量', '单价', '金额', '需求日期', '备注', '操作'])
    expect(table.querySelector('tbody td[data-num]')!.textContent).to.equal(formatAmount(0))
    await click(getByRole(shadow, 'button', { name: '添加物料行' }))
    await waitFor(() => expect(seen.at(-1)!.map((l) => l.requiredDate)).to.deep.equal(['2026-12-01', '2026-12-02']))
  })
})
