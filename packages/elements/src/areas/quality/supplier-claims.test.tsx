import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import { formatDate } from '@scm/core'
import './supplier-claims.element'
import './claim-dem.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, button, hasButton, search, typeInto, tokensBefore, apiPost } from '../../resource/testing/browser'
import { pickFile } from '../../ui/testing/user'

// <scm-supplier-claims> in Chromium against THE product server (/scm-api, seeded demo data): sup1001
// finds a claim published for him, answers it with an 8D (all eight required, a file attached), the
// 8D panel and history show it; qe01 accepts it in the claim screen; sup1002 never sees it; staff
// are sent to the portal screen; on a phone the list reads as cards. No mocks.

const BASE = '/api/QulClaim'
const tokens = tokensBefore('qe01', 'sup1001', 'sup1002') // the first call migrates and seeds the in-memory database
const call = apiPost

async function publishedClaim(): Promise<{ id: number; claim_no: string }> {
  const saved = await call<{ id: number; claim_no: string }>(`${BASE}/Save`, tokens.qe01!, {
    supplyid: 1001,
    source: '来料检验',
    source_no: 'IQC-BROWSER-01',
    claim_date: formatDate(new Date()),
    reason: '气缸垫密封面压痕（浏览器测试）',
    lines: [{ mtr_code: '1003020-E02', mtr_name: '气缸垫', defect: '密封面压痕', qty: 10, amount: 968 }],
  })
  await call(`${BASE}/Publish`, tokens.qe01!, { id: saved.id })
  return saved
}

const EIGHT_D: [string, string][] = [
  ['d1_team', '质量经理牵头，工艺与检验参加'],
  ['d2_problem', '密封面压痕 10 片'],
  ['d3_containment', '库存全检并隔离'],
  ['d4_root_cause', '冲压模具异物'],
  ['d5_corrective', '模具清洁纳入换模点检'],
  ['d6_verification', '连续 3 批合格'],
  ['d7_prevention', '更新 PFMEA 与控制计划'],
  ['d8_closure', '措施有效，关闭'],
]

const mount = (tag: string, user: string, extra = '') => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"${extra}></${tag}>`)
// rows of claims (not the 加载中 / 暂无 row)
const claimRows = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="region"][aria-label="索赔单列表"] tbody tr')].filter((r) => r.querySelector('td[data-label="索赔单号"]'))
const rowTexts = (root: ShadowRoot) => claimRows(root).map((r) => r.textContent ?? '')
const statusIn = (scope: ParentNode, status: string) => scope.querySelector<HTMLElement>(`dl [data-status="${status}"]`)
const openDialogs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]')]

async function openOwn(root: ShadowRoot, claimNo: string) {
  await waitFor(() => root.querySelector('input[type="search"]'), '搜索框')
  await search(root, claimNo)
  await waitFor(() => rowTexts(root).length === 1 && rowTexts(root)[0]!.includes(claimNo), '列表中的索赔单')
  button(root, `打开 ${claimNo}`).click()
  return waitFor(() => root.querySelector<HTMLElement>('[data-document="QulClaim"]'), '索赔单详情')
}

describe('供应商索赔答复 scm-supplier-claims（真实服务端）', () => {
  afterEach(cleanup)

  it('sup1001 以 8D 答复：八项必填，附上文件，提交后为已答复并显示 8D 报告；qe01 在索赔单页面接受', async function () {
    const claim = await publishedClaim()
    const root = shadowOf(await mount('scm-supplier-claims', 'sup1001'))
    const detail = await openOwn(root, claim.claim_no)
    await waitFor(() => statusIn(detail, '待确认') && hasButton(detail, '提交8D'), '待确认与提交8D')
    await waitFor(() => hasButton(detail, '申诉'), '按钮 申诉')
    expect(detail.querySelector('section[aria-label="8D报告"]'), '未答复时没有 8D 面板').to.equal(null)

    button(detail, '提交8D').click()
    const form = await waitFor(() => openDialogs(root).find((d) => d.querySelector('[data-action-form="Answer"]')), '8D 表单')
    expect(form.textContent).to.include('8D报告').and.include('D1 成立小组').and.include('D8 总结关闭')
    // nothing filled: each discipline asks for itself, nothing is sent
    button(form, '提交8D').click()
    await waitFor(() => form.textContent?.includes('请输入D1 成立小组') && form.textContent.includes('请输入D8 总结关闭'), '八项必填')
    for (const [name, text] of EIGHT_D.slice(0, 7)) await typeInto(form.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`)!, text)
    button(form, '提交8D').click()
    await waitFor(() => form.textContent?.includes('请输入D8 总结关闭') && !form.textContent.includes('请输入D1 成立小组'), '只差 D8')
    expect(statusIn(detail, '待确认')).to.not.equal(null)

    // the report's file, through the document's attachments
    await waitFor(() => form.querySelector('input[type=file]'), '上传控件')
    await pickFile(form, new File(['8D 报告正文'], '8D报告.txt', { type: 'text/plain' }))
    // its list item shows from the pick on; the upload itself has finished once it says 上传成功
    await waitFor(() => form.textContent?.includes('8D报告.txt') && form.textContent.includes('上传成功'), '附件已上传')

    await typeInto(form.querySelector<HTMLTextAreaElement>('textarea[name="d8_closure"]')!, EIGHT_D[7]![1])
    button(form, '提交8D').click()
    await waitFor(() => statusIn(detail, '已答复'), '提交后为已答复')
    expect(statusIn(detail, '已答复')!.dataset.tone).to.equal('warning')
    const panel = await waitFor(() => detail.querySelector<HTMLElement>('section[aria-label="8D报告"]'), '8D 报告面板')
    for (const [, text] of EIGHT_D) expect(panel.textContent).to.include(text)
    expect(detail.querySelector('dl[aria-label="索赔单信息"]')!.textContent, '8D 不在表头信息里').to.not.include('D4 根本原因')
    // the detail reloads after the answer: its attachments come with it
    await waitFor(() => detail.querySelector('section[aria-label="附件"]')?.textContent?.includes('8D报告.txt'), '附件列出8D报告')
    const answered = await waitFor(() => detail.querySelector<HTMLElement>('ol[aria-label="操作记录"] li[data-action="提交8D"]'), '历史记录提交8D')
    expect(answered.textContent).to.include('待确认').and.include('已答复')
    expect(hasButton(detail, '提交8D') || hasButton(detail, '申诉')).to.equal(false)
    // back to the list: his search is still there, and the row says what the answer changed
    button(root, '返回列表').click()
    await waitFor(() => rowTexts(root).length === 1 && rowTexts(root)[0]!.includes('已答复'), '返回后列表显示已答复')
    expect(root.querySelector<HTMLInputElement>('input[type="search"]')!.value).to.equal(claim.claim_no)
    cleanup()

    // staff accept it in the claim screen
    const staff = shadowOf(await mount('scm-claim-dem', 'qe01', ` record-id="${claim.id}"`))
    const dialog = await waitFor(() => openDialogs(staff).find((d) => d.querySelector('[data-document]')), '索赔单详情对话框')
    await waitFor(() => statusIn(dialog, '已答复') && hasButton(dialog, '接受8D'), '接受8D 按钮')
    await waitFor(() => hasButton(dialog, '退回8D'), '按钮 退回8D')
    expect(dialog.querySelector('section[aria-label="8D报告"]')!.textContent).to.include(EIGHT_D[3]![1])
    button(dialog, '接受8D').click()
    const ask = await waitFor(() => staff.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '接受确认')
    button(ask, '确定').click()
    await waitFor(() => statusIn(dialog, '供应商已确认'), '接受后为供应商已确认')
    expect(dialog.querySelector('li[data-action="接受8D"]')).to.not.equal(null)
    await waitFor(() => hasButton(dialog, '结算'), '按钮 结算')
  })

  it('qe01 退回 8D 须填写原因，供应商可再次答复', async function () {
    const claim = await publishedClaim()
    await call(`${BASE}/Answer`, tokens.sup1001!, { id: claim.id, ...Object.fromEntries(EIGHT_D) })
    const staff = shadowOf(await mount('scm-claim-dem', 'qe01', ` record-id="${claim.id}"`))
    const dialog = await waitFor(() => openDialogs(staff).find((d) => d.querySelector('[data-document]')), '索赔单详情对话框')
    await waitFor(() => hasButton(dialog, '退回8D'), '退回8D 按钮')
    button(dialog, '退回8D').click()
    const box = await waitFor(() => openDialogs(staff).find((d) => d.querySelector('textarea[name="reason"]')), '原因对话框')
    button(box, '确定').click()
    await waitFor(() => box.textContent?.includes('请填写原因'), '未填原因被拒')
    await typeInto(box.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!, '根本原因分析不充分')
    button(box, '确定').click()
    await waitFor(() => statusIn(dialog, '待确认'), '退回后为待确认')
    expect(dialog.querySelector('li[data-action="退回8D"]')!.textContent).to.include('根本原因分析不充分')
    cleanup()

    const root = shadowOf(await mount('scm-supplier-claims', 'sup1001'))
    const detail = await openOwn(root, claim.claim_no)
    await waitFor(() => hasButton(detail, '提交8D'), '可再次提交8D')
    button(detail, '提交8D').click()
    const form = await waitFor(() => openDialogs(root).find((d) => d.querySelector('[data-action-form="Answer"]')), '8D 表单')
    // the last answer is there to be improved
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="d4_root_cause"]')!.value).to.equal(EIGHT_D[3]![1])
  })

  it('sup1002 的列表里没有 1001 的索赔单；本企业用户被引导到门户页面', async function () {
    const claim = await publishedClaim()
    const root = shadowOf(await mount('scm-supplier-claims', 'sup1002'))
    await waitFor(() => root.querySelector('input[type="search"]') && rowTexts(root).length > 0, '列表加载')
    expect(rowTexts(root).every((t) => !t.includes(claim.claim_no))).to.equal(true)
    await search(root, claim.claim_no)
    await waitFor(() => !root.querySelector('table[aria-busy="true"]') && root.textContent?.includes('暂无索赔单'), '搜索结果为空')
    cleanup()

    const staff = shadowOf(await mount('scm-supplier-claims', 'qe01'))
    await waitFor(() => staff.textContent?.includes('仅供供应商账号使用'), '本企业用户的提示')
    expect(staff.querySelector('table')).to.equal(null)
  })

  it('375px 宽时列表为卡片、详情单列，不横向滚动', async function () {
    const claim = await publishedClaim()
    await setViewport({ width: 375, height: 740 })
    try {
      const element = await mount('scm-supplier-claims', 'sup1001')
      const root = shadowOf(element)
      await waitFor(() => rowTexts(root).length > 0, '列表加载')
      expect(getComputedStyle(claimRows(root)[0]!).display).to.equal('grid')
      expect(element.scrollWidth, '列表不横向滚动').to.be.at.most(375)
      const amount = root.querySelector('tbody td[data-label="索赔金额"]')
      expect(amount?.textContent).to.match(/^[\d,]+\.\d{2}$/)
      const detail = await openOwn(root, claim.claim_no)
      await waitFor(() => statusIn(detail, '待确认'), '详情加载')
      for (const part of detail.querySelectorAll<HTMLElement>('*')) expect(part.getBoundingClientRect().right, part.outerHTML.slice(0, 80)).to.be.at.most(375)
      button(root, '返回列表').click()
      await waitFor(() => rowTexts(root).length > 0, '回到列表')
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
