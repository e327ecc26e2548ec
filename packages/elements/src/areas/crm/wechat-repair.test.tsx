import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import './wechat-repair.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, apiPost, button, hasButton, tokensBefore, typeInto } from '../../resource/testing/browser'
import { pickFile } from '../../ui/testing/user'
import { startedWorkbill } from './workbill-testing'

// <scm-wechat-repair> in Chromium at a phone's width (375 px) against THE product server (/scm-api,
// seeded demo data): cust01 reports a fault on one of his own buses with a photo, follows it in his
// list (cards, status tag, 时效), accepts a finished repair and reads its return visit; cust02 sees
// none of cust01's; staff are sent to the portal. No mocks.

const BASE = '/api/SeWorkbill'
const tokens = tokensBefore('svc01', 'eng01', 'cust01', 'cust02')
type Row = Record<string, unknown>

const mount = (user: string) => mountElement(`<scm-wechat-repair api-base="${API}" token="${tokens[user]}"></scm-wechat-repair>`)
const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[aria-label="我的维修工单"] tbody tr')].filter((r) => r.querySelector('td[data-label="工单号"]'))
const cardTexts = (root: ShadowRoot) => cards(root).map((r) => r.textContent ?? '')
const statusIn = (scope: ParentNode, status: string) => scope.querySelector<HTMLElement>(`dl [data-status="${status}"]`)
// a 1×1 PNG: a photo as a phone would send it
const PHOTO = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))

/** A work order of cust01 completed by eng01 with a replaced part, through the API. */
async function finished() {
  const saved = await startedWorkbill(tokens.svc01!, tokens.eng01!, '空调不制冷（微信报修测试）')
  await apiPost(`${BASE}/Complete`, tokens.eng01!, {
    id: saved.id,
    labour_hours: 2,
    warranty: '是',
    finish_desc: '补充冷媒',
    lines: [{ part_code: '8103010-A01', part_name: '空调压缩机', qty: 1, faulty_sn: 'YS001', new_sn: 'YS002' }],
  })
  return saved
}

async function openBill(root: ShadowRoot, billNo: string) {
  const open = await waitFor(() => [...root.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === `打开 ${billNo}`), `列表中的 ${billNo}`)
  open.click()
  return waitFor(() => root.querySelector<HTMLElement>('[data-document="SeWorkbill"]'), '工单详情')
}

describe('微信报修 scm-wechat-repair（375px，真实服务端）', () => {
  beforeEach(() => setViewport({ width: 375, height: 740 }))
  afterEach(async () => {
    cleanup()
    await setViewport({ width: 1280, height: 800 })
  })

  it('cust01 为自己的车辆报修并上传照片：只列出自己的车，必填项提示，提交后为新建并带照片', async function () {
    const element = await mount('cust01')
    const root = shadowOf(element)
    await waitFor(() => cards(root).length > 0, '我的工单卡片')
    // cards, not a table scrolled sideways; coloured status tags
    expect(getComputedStyle(cards(root)[0]!).display).to.equal('grid')
    expect(element.scrollWidth, '列表不横向滚动').to.be.at.most(375)
    expect(cards(root)[0]!.querySelector('[data-status][data-tone]')).to.not.equal(null)
    // his work orders only: every card is one of his buses
    for (const text of cardTexts(root)) expect(text).to.match(/LWJ6120E3R000010[123]/)

    button(root, '我要报修').click()
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="故障报修"]'), '报修表单')
    const vins = await waitFor(() => {
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="vehicle_id"]')]
      return radios.length ? radios.map((r) => r.getAttribute('aria-label')) : null
    }, '车辆选项')
    expect(vins.sort()).to.deep.equal(['LWJ6120E3R0000101', 'LWJ6120E3R0000102', 'LWJ6120E3R0000103'])
    // nothing chosen: the form says what is missing and sends nothing
    button(form, '提交报修').click()
    await waitFor(() => form.textContent?.includes('请选择车辆') && form.textContent.includes('请输入故障描述'), '必填提示')

    form.querySelector<HTMLInputElement>('input[aria-label="LWJ6120E3R0000102"]')!.click()
    await typeInto(form.querySelector<HTMLTextAreaElement>('textarea[name="fault_desc"]')!, '仪表盘ABS故障灯常亮（微信报修）')
    await waitFor(() => form.querySelector('input[type=file]'), '照片上传控件')
    await pickFile(form, new File([PHOTO], '故障灯.png', { type: 'image/png' }))
    await waitFor(() => form.textContent?.includes('已上传1张'), '照片已上传')
    for (const part of form.querySelectorAll<HTMLElement>('*')) expect(part.getBoundingClientRect().right, part.outerHTML.slice(0, 80)).to.be.at.most(375)
    button(form, '提交报修').click()

    const detail = await waitFor(() => root.querySelector<HTMLElement>('[data-document="SeWorkbill"]'), '新工单详情')
    await waitFor(() => statusIn(detail, '新建'), '新建状态')
    await waitFor(() => detail.querySelector('section[aria-label="附件"]')?.textContent?.includes('故障灯.png'), '照片在附件里')
    expect(detail.textContent).to.include('LWJ6120E3R0000102').and.include('仪表盘ABS故障灯常亮（微信报修）')
    const billNo = await waitFor(() => /^GD\d+$/.exec(root.querySelector('[data-bill-no]')?.textContent ?? '')?.[0], '工单号')

    // the server holds it as his, with the photo; cust02 does not see it
    const mine = await apiList(`${BASE}/GetList`, tokens.cust01!, { searchKey: billNo, rows: 10 })
    expect(mine.rows.map((r: Row) => r.vin)).to.deep.equal(['LWJ6120E3R0000102'])
    const theirs = await apiList(`${BASE}/GetList`, tokens.cust02!, { searchKey: billNo, rows: 10 })
    expect(theirs.rows).to.deep.equal([])

    button(root, '返回列表').click()
    await waitFor(() => cardTexts(root).some((t) => t.includes(billNo)), '列表里有新工单')
  })

  it('cust01 在手机上验收已完工的维修，看到更换零件与操作记录；回访后看到评分', async function () {
    const bill = await finished()
    const root = shadowOf(await mount('cust01'))
    const detail = await openBill(root, bill.bill_no)
    await waitFor(() => statusIn(detail, '已完工') && hasButton(detail, '验收'), '可验收')
    expect(hasButton(detail, '代客户验收'), '代客户验收是服务专员的').to.equal(false)
    expect(hasButton(detail, '回访'), '回访是服务专员的').to.equal(false)
    expect(detail.querySelector('section[aria-label="更换零件"]')!.textContent).to.include('空调压缩机').and.include('YS002')
    button(detail, '验收').click()
    const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '验收确认')
    button(ask, '确定').click()
    await waitFor(() => statusIn(detail, '已验收'), '验收后为已验收')
    expect(statusIn(detail, '已验收')!.dataset.tone).to.equal('success')
    await waitFor(() => detail.querySelector('ol[aria-label="操作记录"] li[data-action="验收"]'), '操作记录里的验收')
    for (const part of detail.querySelectorAll<HTMLElement>('*')) expect(part.getBoundingClientRect().right, part.outerHTML.slice(0, 80)).to.be.at.most(375)

    // the service staff's return visit; the customer reads its score
    await apiPost(`${BASE}/Visit`, tokens.svc01!, { id: bill.id, satisfaction: 4, visit_comment: '维修及时' })
    cleanup()
    const again = shadowOf(await mount('cust01'))
    const visited = await openBill(again, bill.bill_no)
    const score = await waitFor(() => visited.querySelector<HTMLElement>('section[aria-label="回访评价"]'), '回访评价')
    expect(score.querySelector('[data-satisfaction]')!.getAttribute('aria-label')).to.equal('满意度 4 分')
    expect(score.textContent).to.include('维修及时')
  })

  it('cust02 看不到 cust01 的工单；服务专员被引导到门户页面', async function () {
    const bill = await finished()
    const root = shadowOf(await mount('cust02'))
    await waitFor(() => root.querySelector('[aria-label="我的维修工单"]') && !root.querySelector('table[aria-busy="true"]'), '列表加载')
    await waitFor(() => cards(root).length > 0 || root.textContent?.includes('暂无维修工单'), '列表结果')
    expect(cardTexts(root).every((t) => !t.includes(bill.bill_no) && !/LWJ6120E3R000010/.test(t))).to.equal(true)
    button(root, '我要报修').click()
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="故障报修"]'), '报修表单')
    await waitFor(() => form.querySelector('input[name="vehicle_id"]') || form.textContent?.includes('暂无车辆'), '车辆')
    for (const radio of form.querySelectorAll('input[name="vehicle_id"]')) expect(radio.getAttribute('aria-label')).to.not.match(/LWJ6120E3R000010/)
    cleanup()

    const staff = shadowOf(await mount('svc01'))
    await waitFor(() => staff.textContent?.includes('仅供客户账号使用'), '本企业用户的提示')
    expect(staff.querySelector('table')).to.equal(null)
  })
})
