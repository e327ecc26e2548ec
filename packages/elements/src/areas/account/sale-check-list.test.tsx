import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import './sale-check-list.element'
import './sale-check-item.element'
import './my-account-query.element'
import './my-st-out-bill-query.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { click } from '../../ui/testing/user'
import { API, apiList, apiPost, button, choose, findButton, hasButton, search, tokensBefore, typeInto } from '../../resource/testing/browser'

// 对账单 (scm-sale-check-list) and 对账项目 (scm-sale-check-item) in Chromium against THE product
// server (/scm-api, seeded demo data), every call signed by core's client: the buyer settles a
// disputed line and republishes a new version whose change both sides see; a supplier confirms all
// his lines and the statement locks; sup1002 sees none of sup1001's statements.

const B = '/SaleCheck'
const tokens = tokensBefore('buyer01', 'sup1001', 'sup1002', 'sup1003')

const mount = (tag: string, user: string) => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"></${tag}>`)
const listRows = (root: ShadowRoot) => [...root.querySelectorAll('[role="region"][aria-label="对账单列表"] tbody tr')].map((r) => r.textContent ?? '')
const openDialogs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]')]
const documentDialog = (root: ShadowRoot) => waitFor(() => openDialogs(root).find((d) => d.querySelector('[data-document]')), '对账单对话框打开')
/** The list drawn (its chunk loaded), then the keyword searched. */
async function find(root: ShadowRoot, text: string) {
  await waitFor(() => root.querySelector('input[type="search"]'), '搜索框')
  await search(root, text)
}
const statusIn = (scope: ParentNode, status: string) => scope.querySelector<HTMLElement>(`dl [data-status="${status}"]`)

type Row = { id: number; check_no: string; status: string; supplyid: number }
async function statementOf(user: string, status: string, supplyid = 1001): Promise<Row> {
  const { rows } = await apiList(`${B}/GetList`, tokens[user]!, { rows: 50 })
  const row = (rows as Row[]).find((r) => r.status === status && r.supplyid === supplyid)
  if (!row) throw new Error(`没有${status}的对账单`)
  return row
}

describe('对账单 scm-sale-check-list（真实服务端，签名调用）', () => {
  afterEach(cleanup)

  it('buyer01 处理供应商的异议（调整金额）后发布新版本，版本记录显示金额调整', async function () {
    const disputed = await statementOf('buyer01', '有异议')
    const root = shadowOf(await mount('scm-sale-check-list', 'buyer01'))
    await find(root, disputed.check_no)
    await waitFor(() => listRows(root).length === 1 && listRows(root)[0]!.includes(disputed.check_no), '列表中的有异议对账单')
    expect(root.querySelector<HTMLElement>('tbody [data-status="有异议"]')!.dataset.tone).to.equal('error')
    ;(await findButton(root, `查看 ${disputed.check_no}`)).click()
    const dialog = await documentDialog(root)
    await waitFor(() => hasButton(dialog, '处理异议'), '有异议的明细可处理')
    // 发布 before the dispute is settled is refused with the line named
    button(dialog, '发布').click()
    const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '发布确认')
    button(ask, '确定').click()
    const toast = () => document.querySelector('scm-toaster')?.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? ''
    await waitFor(() => toast().includes('的异议尚未处理'), '未处理的异议被拒')
    expect(statusIn(dialog, '有异议')).to.not.equal(null)

    button(dialog, '处理异议').click()
    const box = await waitFor(() => openDialogs(root).find((d) => d.querySelector('[data-line-call="resolve"]')), '处理异议对话框')
    button(box, '确定').click()
    await waitFor(() => box.textContent?.includes('调整时请输入新的金额'), '调整须填金额')
    await typeInto(box.querySelector<HTMLInputElement>('input[name="amount"]')!, '1234.56')
    await typeInto(box.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!, '按合同单价核定')
    button(box, '确定').click()
    await waitFor(() => !openDialogs(root).includes(box), '处理后关闭')
    await waitFor(() => dialog.querySelector('section[aria-label="对账明细"]')?.textContent?.includes('1,234.56'), '明细金额已调整')

    button(dialog, '发布').click()
    const again = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '再次发布确认')
    button(again, '确定').click()
    await waitFor(() => statusIn(dialog, '已发布'), '发布后为已发布')
    const versions = await waitFor(() => dialog.querySelector<HTMLElement>('section[aria-label="版本记录"] [data-version="2"]'), '第2版')
    await waitFor(() => versions.textContent?.includes('金额调整') && versions.textContent.includes('1,234.56'), '第2版的金额调整')
  })

  it('buyer01 编辑草稿：收货与索赔明细只读（系统生成），添加运费补贴项目后保存，合计随之增加', async function () {
    const draft = await statementOf('buyer01', '草稿')
    const root = shadowOf(await mount('scm-sale-check-list', 'buyer01'))
    await find(root, draft.check_no)
    await waitFor(() => listRows(root).length === 1, '草稿对账单')
    ;(await findButton(root, `查看 ${draft.check_no}`)).click()
    const dialog = await documentDialog(root)
    const before = await waitFor(() => dialog.querySelectorAll('section[aria-label="对账明细"] tbody tr').length || false, '明细')
    await waitFor(() => hasButton(dialog, '编辑'), '可编辑')
    button(dialog, '编辑').click()
    const computed = await waitFor(() => dialog.querySelectorAll('tr[data-computed]').length || false, '系统生成的明细')
    expect(dialog.querySelector('tr[data-computed]')!.textContent).to.include('系统生成').and.include('来源 收货')
    button(dialog, '添加明细').click()
    const row = before + 1
    await waitFor(() => dialog.querySelector(`[data-part="trigger"][aria-label="第${row}行 对账项目"]`), '对账项目下拉框')
    await choose(root, dialog, `第${row}行 对账项目`, '运费补贴')
    await typeInto(dialog.querySelector<HTMLInputElement>(`input[aria-label="第${row}行 金额"]`)!, '100')
    button(dialog, '保存').click()
    await waitFor(() => !dialog.querySelector('tr[data-computed]') && hasButton(dialog, '编辑'), '保存后回到详情')
    await waitFor(() => dialog.querySelectorAll('section[aria-label="对账明细"] tbody tr').length === before + 1, '保存后多一行')
    expect(computed).to.be.greaterThan(0)
    expect(dialog.querySelector('section[aria-label="对账明细"]')!.textContent).to.include('100.00')
  })

  it('buyer01 从待对账供应商生成对账单并打开它', async function () {
    const root = shadowOf(await mount('scm-sale-check-list', 'buyer01'))
    await waitFor(() => hasButton(root, '待对账供应商'), '待对账供应商按钮')
    button(root, '待对账供应商').click()
    const box = await waitFor(() => openDialogs(root).find((d) => d.textContent?.includes('待对账供应商')), '待对账供应商对话框')
    const start = await waitFor(() => box.querySelector<HTMLInputElement>('input[aria-label="开始日期"]'), '开始日期')
    await waitFor(() => box.querySelector('[data-part="trigger"][aria-label="公司"]')?.textContent?.includes('公司'), '默认公司')
    // the dialog opens on this month, which has no receipts on its first day: wait for that first
    // answer, then ask from 2000 on with a real click (the date is committed when the box loses focus)
    await waitFor(() => !box.querySelector('[role="status"]'), '首次查询完成')
    await typeInto(start, '2000-01-01')
    await click(button(box, '查询'))
    const generate = await waitFor(
      () => !box.querySelector('[role="status"]') && box.querySelector<HTMLButtonElement>('button[aria-label^="生成 "]'),
      '待对账的供应商',
    )
    expect(start.value).to.equal('2000-01-01')
    generate.click()
    const dialog = await documentDialog(root)
    await waitFor(() => statusIn(dialog, '草稿') && /DZ\d{12}/.test(dialog.querySelector('dl')?.textContent ?? ''), '新对账单草稿')
  })

  it('sup1003 全部确认已发布的对账单后锁定，不再有确认或异议按钮', async function () {
    // sup1003's draft (generated from 待对账供应商 above), else one over all his receipts
    const drafts = (await apiList(`${B}/GetList`, tokens.buyer01!, { rows: 50 })).rows as Row[]
    const saved =
      drafts.find((r) => r.supplyid === 1003 && r.status === '草稿') ??
      (await apiPost<Row>(`${B}/Save`, tokens.buyer01!, { supplyid: 1003, company_id: 1, period_from: '2000-01-01', period_to: '2099-12-31', lines: [] }))
    await apiPost(`${B}/SetPublish`, tokens.buyer01!, { id: saved.id })
    const root = shadowOf(await mount('scm-sale-check-list', 'sup1003'))
    await find(root, saved.check_no)
    await waitFor(() => listRows(root).length === 1, '供应商看到自己的对账单')
    expect(hasButton(root, '新增')).to.equal(false)
    ;(await findButton(root, `查看 ${saved.check_no}`)).click()
    const dialog = await documentDialog(root)
    await waitFor(() => hasButton(dialog, '全部确认') && hasButton(dialog, '异议'), '供应商的确认按钮')
    expect(hasButton(dialog, '停用')).to.equal(false)
    button(dialog, '全部确认').click()
    const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '全部确认提示')
    button(ask, '确定').click()
    await waitFor(() => statusIn(dialog, '已确认'), '全部确认后为已确认')
    expect(statusIn(dialog, '已确认')!.dataset.tone).to.equal('success')
    await waitFor(() => !hasButton(dialog, '确认') && !hasButton(dialog, '异议') && !hasButton(dialog, '全部确认'), '锁定后没有操作')

    // 登记发票: the invoice editor opens on this statement with its receipt lines as the statement has
    // them; with the invoice's number and tax typed, the server matches them three ways (已匹配)
    button(dialog, '登记发票').click()
    const editor = await waitFor(() => openDialogs(root).find((d) => d.querySelector('[name="invoice_no"]')), '发票编辑')
    await typeInto(editor.querySelector<HTMLInputElement>('[name="invoice_no"]')!, '25341100998877')
    await typeInto(editor.querySelector<HTMLInputElement>('[name="tax_amount"]')!, '130')
    button(editor, '保存').click()
    await waitFor(() => editor.querySelector('dl [data-status="已匹配"]'), '发票已匹配')
    const { rows } = await apiList(`${B}/PchangAcc/GetList`, tokens.sup1003!, { rows: 10 })
    expect((rows as { statement_id: number; status: string }[]).find((r) => r.statement_id === saved.id)?.status).to.equal('已匹配')
  })

  it('sup1002 的列表里没有 sup1001 的对账单；手机宽度以卡片显示', async function () {
    await setViewport({ width: 375, height: 800 })
    try {
      const root = shadowOf(await mount('scm-sale-check-list', 'sup1002'))
      await waitFor(() => root.querySelector('[role="region"][aria-label="对账单列表"]'), '列表')
      const { rows } = await apiList(`${B}/GetList`, tokens.buyer01!, { rows: 50 })
      const theirs = (rows as Row[]).filter((r) => r.supplyid === 1001).map((r) => r.check_no)
      await waitFor(() => (root.textContent ?? '').includes('DZ'), '自己的对账单')
      for (const no of theirs) expect(root.textContent).to.not.include(no)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})

describe('对账项目 scm-sale-check-item（签名调用）', () => {
  afterEach(cleanup)

  it('buyer01 看到演示项目及其方向', async function () {
    const root = shadowOf(await mount('scm-sale-check-item', 'buyer01'))
    await waitFor(() => (root.textContent ?? '').includes('质量扣款') && (root.textContent ?? '').includes('减项'), '演示对账项目')
    await waitFor(() => hasButton(root, '新增'), '采购员可新增')
  })
})

describe('挂账查询 scm-my-account-query', () => {
  afterEach(cleanup)

  it('buyer01 按供应商与公司看到挂账金额及合计；sup1002 只看到自己', async function () {
    const answer = await apiList(`${B}/GetOnAccount`, tokens.buyer01!, { rows: 50 })
    const root = shadowOf(await mount('scm-my-account-query', 'buyer01'))
    await waitFor(() => (root.textContent ?? '').includes(String(answer.rows[0]!.supply_name)), '挂账行')
    await waitFor(() => root.querySelector('tfoot')?.textContent?.includes('合计'), '合计行')
    cleanup()
    const own = shadowOf(await mount('scm-my-account-query', 'sup1002'))
    const mine = await apiList(`${B}/GetOnAccount`, tokens.sup1002!, { rows: 50 })
    await waitFor(() => own.querySelectorAll('tbody tr').length === mine.rows.length && (mine.rows.length === 0 || (own.textContent ?? '').includes(String(mine.rows[0]!.supply_name))), '供应商自己的挂账')
    for (const row of answer.rows.filter((r) => r.supplyid !== 1002)) expect(own.textContent).to.not.include(String(row.supply_name))
    expect(own.querySelector('[aria-label="供应商"]')).to.equal(null)
  })
})

describe('库存单据查询 scm-my-st-out-bill-query', () => {
  afterEach(cleanup)

  it('sup1001 看到自己的入库单据（彩色类型标签、数量合计）', async function () {
    const { rows } = await apiList(`${B}/GetStockBills`, tokens.sup1001!, { rows: 10 })
    expect(rows.length).to.be.greaterThan(0)
    const root = shadowOf(await mount('scm-my-st-out-bill-query', 'sup1001'))
    await waitFor(() => (root.textContent ?? '').includes(String(rows[0]!.bill_no)), '库存单据')
    expect(root.querySelector<HTMLElement>('tbody [data-status="入库"]')!.dataset.tone).to.equal('success')
    await waitFor(() => root.querySelector('tfoot')?.textContent?.includes('合计'), '合计行')
  })
})
