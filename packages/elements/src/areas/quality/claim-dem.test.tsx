import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import { formatAmount, formatDate, formatNumber } from '@scm/core'
import './claim-dem.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiPost, button, choose, findButton, hasButton, search, tokensBefore, typeInto } from '../../resource/testing/browser'

// 索赔单 (scm-claim-dem) in Chromium against THE product server (/scm-api, seeded demo data): the
// document kit's screen — editor with a line grid and live totals, save → number and 草稿, 发布
// with its confirm, the supplier's 申诉 with a required reason, owner scope in the list, and the
// detail on a phone. No mocks: every call goes to the real endpoints.

const BASE = '/api/QulClaim'
const tokens = tokensBefore('qe01', 'sup1001', 'sup1002') // the first call migrates and seeds the in-memory database
const call = apiPost

/** A published claim of 供应商 1001, made through the API as qe01 (tests that start from one). */
async function publishedClaim(): Promise<{ id: number; claim_no: string }> {
  const saved = await call<{ id: number; claim_no: string }>(`${BASE}/Save`, tokens.qe01!, {
    supplyid: 1001,
    source: '生产过程',
    claim_date: formatDate(new Date()),
    reason: '装配时发现卡滞（浏览器测试）',
    lines: [{ mtr_code: 'M-2001', mtr_name: '转向拉杆', defect: '球头卡滞', qty: 4, amount: 480 }],
  })
  await call(`${BASE}/Publish`, tokens.qe01!, { id: saved.id })
  return saved
}

const mountClaims = (user: string, extra = '') =>
  mountElement(`<scm-claim-dem api-base="${API}" token="${tokens[user]}"${extra}></scm-claim-dem>`)

/** Rows of the claim list (not of the filter bar's calendars). */
const rowTexts = (root: ShadowRoot) => [...root.querySelectorAll('[role="region"][aria-label="索赔单列表"] tbody tr')].map((r) => r.textContent ?? '')
const openDialogs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]')]
const documentDialog = (root: ShadowRoot) => waitFor(() => openDialogs(root).find((d) => d.querySelector('[data-document]')), '单据对话框打开')
const input = (scope: ParentNode, label: string) => waitFor(() => scope.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`), `输入框 ${label}`)
const statusIn = (scope: ParentNode, status: string) => scope.querySelector<HTMLElement>(`dl [data-status="${status}"]`)

async function supplierLabel(id: number): Promise<string> {
  const answer = await fetch(`${API}${BASE}/RefOptions?field=supplyid`, { headers: { Authorization: `Bearer ${tokens.qe01}` } })
  const options = ((await answer.json()) as { Data: { value: number; label: string }[] }).Data
  const found = options.find((o) => o.value === id)
  if (!found) throw new Error(`qe01 的供应商选项里没有 ${id}`)
  return found.label
}

describe('索赔单 scm-claim-dem（单据套件，真实服务端）', () => {
  afterEach(cleanup)

  it('qe01 新增两行明细的索赔单：合计随输入更新，保存后显示单号与草稿，发布后为待确认且记录发布', async function () {
    const element = await mountClaims('qe01')
    const root = shadowOf(element)
    await waitFor(() => hasButton(root, '新增'), '新增按钮')
    button(root, '新增').click()
    const dialog = await documentDialog(root)
    expect(dialog.textContent).to.include('新增索赔单')

    await choose(root, dialog, '供应商', await supplierLabel(1001))
    await choose(root, dialog, '索赔来源', '来料检验')
    await typeInto(dialog.querySelector<HTMLTextAreaElement>('form textarea[name="reason"]')!, '来料尺寸超差（浏览器测试）')
    // the claim date starts at today
    await waitFor(() => [...dialog.querySelectorAll<HTMLInputElement>('form input')].some((i) => i.value === formatDate(new Date())), '索赔日期默认为今天')

    await typeInto(await input(dialog, '第1行 物料编码'), 'M-1001')
    await typeInto(await input(dialog, '第1行 物料名称'), '制动盘')
    await typeInto(await input(dialog, '第1行 缺陷描述'), '外径超差 0.3mm')
    await typeInto(await input(dialog, '第1行 数量'), '20')
    await typeInto(await input(dialog, '第1行 金额'), '1234.5')
    button(dialog, '添加明细').click()
    await typeInto(await input(dialog, '第2行 物料编码'), 'M-1002')
    await typeInto(await input(dialog, '第2行 物料名称'), '制动钳')
    await typeInto(await input(dialog, '第2行 缺陷描述'), '表面划伤')
    await typeInto(await input(dialog, '第2行 数量'), '3')
    await typeInto(await input(dialog, '第2行 金额'), '100.25')
    // live totals: the count as an integer, money with 2 decimals and thousands separators
    await waitFor(() => dialog.querySelector('[data-total="amount"]')?.textContent === '1,334.75', '金额合计 1,334.75')
    expect(dialog.querySelector('[data-total="qty"]')!.textContent).to.equal('23')

    button(dialog, '保存').click()
    const number = await waitFor(() => /SP\d{12}/.exec(dialog.querySelector('dl')?.textContent ?? '')?.[0], '保存后显示索赔单号')
    expect(number.slice(2, 10)).to.equal(formatDate(new Date()).replaceAll('-', ''))
    const draft = statusIn(dialog, '草稿')!
    expect(draft.dataset.tone).to.equal('default')
    expect(dialog.textContent).to.include('索赔单详情')
    // the stored lines with their 合计 (the list table's)
    const totals = dialog.querySelector('section[aria-label="索赔明细"] tfoot')!.textContent
    expect(totals).to.include('23').and.include('1,334.75')

    button(dialog, '发布').click()
    const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '发布确认')
    expect(ask.textContent).to.include('发布后供应商即可看到该索赔单')
    button(ask, '确定').click()
    await waitFor(() => statusIn(dialog, '待确认'), '发布后为待确认')
    expect(statusIn(dialog, '待确认')!.dataset.tone).to.equal('processing')
    const published = await waitFor(() => dialog.querySelector<HTMLElement>('ol[aria-label="操作记录"] li[data-action="发布"]'), '历史记录发布')
    expect(published.textContent).to.include('草稿').and.include('待确认')
    expect(published.querySelector('time')!.textContent).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(hasButton(dialog, '发布')).to.equal(false)

    // closing shows it in the list with its coloured status tag
    button(dialog, '关闭').click()
    await search(root, number)
    await waitFor(() => rowTexts(root).length === 1 && rowTexts(root)[0]!.includes(number), '列表中出现新索赔单')
    expect(root.querySelector<HTMLElement>('tbody [data-status="待确认"]')!.dataset.tone).to.equal('processing')
    expect(rowTexts(root)[0]).to.include('1,334.75')
  })

  it('编辑器：复制一行后合计翻倍；错误的明细以“第N行：…”提示、删光明细提示至少一行，都不保存', async function () {
    const root = shadowOf(await mountClaims('qe01'))
    await waitFor(() => hasButton(root, '新增'), '新增按钮')
    button(root, '新增').click()
    const dialog = await documentDialog(root)
    await typeInto(await input(dialog, '第1行 物料编码'), 'M-3001')
    await typeInto(await input(dialog, '第1行 数量'), '2')
    await typeInto(await input(dialog, '第1行 金额'), '1000')
    button(dialog, '复制第1行').click()
    await waitFor(() => dialog.querySelector('[data-total="amount"]')?.textContent === '2,000.00', '复制后金额合计 2,000.00')
    expect((await input(dialog, '第2行 物料编码')).value).to.equal('M-3001')
    expect(dialog.querySelector('[data-total="qty"]')!.textContent).to.equal('4')

    await typeInto(await input(dialog, '第2行 数量'), 'abc')
    button(dialog, '保存').click()
    // the header's own rule at its field, the first line problem as the server words it
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent?.startsWith('第1行：'), '第1行的问题')
    expect(dialog.querySelector('form')!.textContent).to.include('请输入索赔原因')
    button(dialog, '删除第2行').click()
    button(dialog, '删除第1行').click()
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent === '请至少添加一行明细', '至少一行明细')
    expect(dialog.querySelector('dl')).to.equal(null) // nothing saved: still the editor
  })

  it('sup1001 打开自己的索赔单：申诉不填原因被拒，填写原因后为申诉中', async function () {
    const claim = await publishedClaim()
    const element = await mountClaims('sup1001')
    const root = shadowOf(element)
    await search(root, claim.claim_no)
    await waitFor(() => rowTexts(root).length === 1 && rowTexts(root)[0]!.includes(claim.claim_no), '供应商看到自己的索赔单')
    expect(hasButton(root, '新增'), '供应商不新增索赔单').to.equal(false)
    ;(await findButton(root, `查看 ${claim.claim_no}`)).click()
    const dialog = await documentDialog(root)
    await waitFor(() => statusIn(dialog, '待确认') && hasButton(dialog, '申诉'), '详情与可用操作')
    await waitFor(() => hasButton(dialog, '提交8D'), '按钮 提交8D')
    expect(hasButton(dialog, '编辑')).to.equal(false)

    button(dialog, '申诉').click()
    const reasonBox = await waitFor(() => openDialogs(root).find((d) => d.querySelector('textarea[name="reason"]')), '原因对话框')
    button(reasonBox, '确定').click()
    await waitFor(() => reasonBox.textContent?.includes('请填写原因'), '未填原因被拒')
    expect(statusIn(dialog, '待确认')).to.not.equal(null)

    await typeInto(reasonBox.querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!, '超差件非本批次')
    button(reasonBox, '确定').click()
    await waitFor(() => statusIn(dialog, '申诉中'), '申诉后为申诉中')
    expect(statusIn(dialog, '申诉中')!.dataset.tone).to.equal('warning')
    const appeal = await waitFor(() => dialog.querySelector<HTMLElement>('li[data-action="申诉"]'), '历史记录申诉')
    expect(appeal.textContent).to.include('原因：超差件非本批次')
    expect(hasButton(dialog, '申诉')).to.equal(false)
  })

  it('sup1002 的列表里没有供应商 1001 的索赔单', async function () {
    const claim = await publishedClaim()
    // the owner of it finds it by the same search (the screen, not the test, is what differs)
    const own = shadowOf(await mountClaims('sup1001'))
    await search(own, claim.claim_no)
    await waitFor(() => rowTexts(own)[0]?.includes(claim.claim_no), '1001 搜到')
    cleanup()

    const root = shadowOf(await mountClaims('sup1002'))
    await waitFor(() => !root.querySelector('[aria-busy="true"] tbody, table[aria-busy="true"]') && rowTexts(root).length > 0, '列表加载')
    expect(rowTexts(root).join('')).to.not.include(claim.claim_no)
    await search(root, claim.claim_no)
    await waitFor(() => !root.querySelector('table[aria-busy="true"]') && root.textContent?.includes('暂无数据'), '搜索结果为空')
    expect(rowTexts(root).join('')).to.not.include(claim.claim_no)
  })

  it('供应商用户的列表没有“供应商”筛选与列（只看得到自己的），qe01 的有', async function () {
    const filterLabels = (root: ShadowRoot) => [...root.querySelectorAll('[role="group"][aria-label="筛选条件"] label')].map((l) => l.textContent?.trim())
    const headers = (root: ShadowRoot) =>
      [...root.querySelectorAll('[role="region"][aria-label="索赔单列表"] thead th')].map((th) => th.textContent?.replace(/[▲▼⇅]/g, '').trim())
    const listed = (root: ShadowRoot) => waitFor(() => rowTexts(root).length > 0 && filterLabels(root).includes('索赔单号'), '列表与筛选条件加载')

    const supplier = shadowOf(await mountClaims('sup1001'))
    await listed(supplier)
    expect(filterLabels(supplier)).to.include('索赔来源')
    expect(filterLabels(supplier)).to.not.include('供应商')
    expect(headers(supplier)).to.include('索赔单号')
    expect(headers(supplier)).to.not.include('供应商')
    cleanup()

    const staff = shadowOf(await mountClaims('qe01'))
    await listed(staff)
    await waitFor(() => filterLabels(staff).includes('供应商') && headers(staff).includes('供应商'), 'qe01 有供应商筛选与列')
  })

  it('列表的合计行是全部匹配单据之和（服务端 summary），不是当前页之和', async function () {
    await publishedClaim() // at least one claim besides the seeded ones, so there is a second page
    const footer = (table: HTMLElement, label: string) => table.querySelector(`tfoot td[data-label="${label}"]`)?.textContent
    // Other test files add claims to the same server while this runs, so the footer is compared with
    // the server's summary read right after the list loaded; a claim added in between means a retry.
    for (let attempt = 1; ; attempt++) {
      const root = shadowOf(await mountClaims('qe01', ' page-size="2"'))
      await waitFor(() => rowTexts(root).length === 2 && !root.querySelector('table[aria-busy="true"]'), '第一页两行')
      const table = root.querySelector<HTMLElement>('[role="region"][aria-label="索赔单列表"]')!
      await waitFor(() => footer(table, '索赔金额'), '合计行')
      const all = await call<{ total: number; summary?: Record<string, number> }>(`${BASE}/GetList`, tokens.qe01!, { page: 1, rows: 2 })
      expect(all.total, '多于一页').to.be.above(2)
      expect(all.summary, '服务端返回 summary').to.not.equal(undefined)
      const expected = formatAmount(all.summary!.total_amount)
      if (footer(table, '索赔金额') !== expected && attempt < 5) {
        cleanup()
        continue
      }
      const pageSum = [...table.querySelectorAll('tbody td[data-label="索赔金额"]')].reduce((sum, td) => sum + Number(td.textContent!.replaceAll(',', '')), 0)
      // the seeded claims differ in amount, so a page of two cannot hold them all
      expect(formatAmount(pageSum), '本页之和与全部之和不同').to.not.equal(expected)
      expect(footer(table, '索赔金额'), '合计').to.equal(expected)
      expect(footer(table, '数量')).to.equal(formatNumber(all.summary!.total_qty, 'count'))
      expect(table.querySelector('tfoot')!.textContent).to.include('合计')
      return
    }
  })

  it('375px 宽时详情单列显示，不横向滚动', async function () {
    const claim = await publishedClaim()
    await setViewport({ width: 375, height: 740 })
    try {
      const root = shadowOf(await mountClaims('qe01', ` record-id="${claim.id}"`))
      const dialog = await documentDialog(root)
      await waitFor(() => statusIn(dialog, '待确认') && dialog.querySelector('li[data-action="发布"]'), '详情加载')
      const body = dialog.querySelector<HTMLElement>('[data-document]')!.parentElement!
      expect(body.scrollWidth, '对话框内容不横向滚动').to.be.at.most(body.clientWidth)
      expect(dialog.getBoundingClientRect().right).to.be.at.most(375)
      for (const part of dialog.querySelectorAll<HTMLElement>('[data-document] *')) {
        expect(part.getBoundingClientRect().right, part.outerHTML.slice(0, 80)).to.be.at.most(375)
      }
      // facts stack in one column, the lines read as cards
      const facts = [...dialog.querySelectorAll<HTMLElement>('dl > div')]
      expect(facts[0]!.getBoundingClientRect().left).to.equal(facts[1]!.getBoundingClientRect().left)
      expect(getComputedStyle(dialog.querySelector('section[aria-label="索赔明细"] tbody tr')!).display).to.equal('grid')
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
