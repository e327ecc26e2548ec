// After-sales service end to end (issue 13 item 8), in Chromium against the running server: cust01
// reports a fault with a photo on the WeChat demo page at 375 px → svc01 gives it an outlet and
// dispatches it in the portal → eng01 takes it, waits for the customer (pause) and resumes, which
// moves the completion deadline, and completes it with a replaced part in the portal → cust01
// accepts on the phone page → svc01 records a return visit of 2 → a complaint appears in the
// handling list, is handled and followed up → the VIN's 服务履历 shows the work order, the part and
// the complaint; cust02 sees none of it, on the same page.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, choose, call, launch, newPage, openScreen, panelOf, PASSWORD, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const VIN = 'LWJ6120E3R0000101'
const FAULT = '转向助力时有时无，低速转向沉重（端到端）'
// a 1×1 PNG, as a phone's camera would send a photo
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

type Row = Record<string, unknown>

async function signInOnPhone(page: Page, username: string): Promise<Locator> {
  await page.goto('/demo/wechat-repair.html')
  await page.getByLabel('账号', { exact: true }).fill(username)
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: '登录' }).click()
  const widget = page.locator('scm-wechat-repair')
  await widget.getByRole('button', { name: '我要报修' }).waitFor()
  return widget
}

/** The open detail dialog of a document screen in the portal. */
const detailDialog = (page: Page) => page.locator('[role="dialog"][data-state="open"]').filter({ has: page.locator('[data-document]') })
const DETAIL = '/crm/workbill/se_workbill/detail'
/** Opens a work order in the portal's 工单详情 page (its dialog opens by itself). */
async function openWorkbill(page: Page, id: number): Promise<Locator> {
  await page.goto(`${DETAIL}?id=${id}`)
  await panelOf(page, DETAIL).locator('scm-workbill-detail').waitFor()
  return detailDialog(page)
}
const statusOf = (scope: Locator) => scope.locator('dl [data-status]').first().innerText()

async function header(token: string, id: number): Promise<Row> {
  return (await call<{ header: Row }>(token, 'GET', `/api/SeWorkbill/GetDetail?id=${id}`)).Data.header
}

/** The service department works around the clock for this flow, so a pause of seconds is business time. */
async function setParam(admin: string, key: string, value: string): Promise<string> {
  const before = (await call<Row>(admin, 'GET', `/api/SysPara/GetDetail?id=${key}`)).Data
  const saved = await call(admin, 'POST', '/api/SysPara/Save', { ...before, id: key, param_value: value })
  expect(saved.Msg).toBe('保存成功')
  return String(before.param_value)
}

describe('after-sales: WeChat report → dispatch → pause/resume → completion → acceptance → visit → complaint → history', () => {
  it('runs end to end, and cust02 sees none of it', async () => {
    const [svc, eng, cust, cust2, admin] = await Promise.all(['svc01', 'eng01', 'cust01', 'cust02', 'admin'].map((u) => apiToken(u)))

    // ── cust01 on his phone: reports the fault with a photo ────────────────────────────────────
    const phone = await newPage(browser, { width: 375, height: 800 })
    const widget = await signInOnPhone(phone.page, 'cust01')
    await widget.getByRole('button', { name: '我要报修' }).click()
    const form = widget.getByRole('form', { name: '故障报修' })
    await form.getByRole('radio', { name: VIN }).check()
    await form.getByLabel('故障描述').fill(FAULT)
    await form.locator('input[type=file]').setInputFiles({ name: '转向故障.png', mimeType: 'image/png', buffer: PHOTO })
    await expect.poll(() => form.innerText()).toContain('已上传1张')
    await form.getByRole('button', { name: '提交报修' }).click()
    const mine = widget.locator('[data-document="SeWorkbill"]')
    await expect.poll(() => statusOf(mine)).toBe('新建')
    await expect.poll(() => mine.getByRole('region', { name: '附件' }).first().innerText()).toContain('转向故障.png')
    const billNo = await widget.locator('[data-bill-no]').innerText()
    expect(billNo).toMatch(/^GD\d+$/)
    await expect(phone.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    const found = (await call<{ rows: Row[] }>(cust, 'POST', '/api/SeWorkbill/GetList', { page: 1, rows: 10, searchKey: billNo })).Data.rows
    expect(found).toHaveLength(1)
    const id = Number(found[0]!.id)
    expect(found[0]).toMatchObject({ vin: VIN, status: '新建', fault_desc: FAULT })

    // ── svc01 in the portal: gives it an outlet and dispatches it ───────────────────────────────
    const office = await newPage(browser)
    await signIn(office.page, 'svc01')
    let dialog = await openWorkbill(office.page, id)
    await expect.poll(() => statusOf(dialog)).toBe('新建')
    await expect.poll(() => dialog.getByRole('region', { name: '附件' }).first().innerText()).toContain('转向故障.png')
    await dialog.getByRole('button', { name: '编辑' }).click()
    const editor = office.page.locator('[role="dialog"][data-state="open"]').filter({ has: office.page.getByRole('button', { name: '保存' }) }).last()
    await choose(editor, '服务网点', '合肥包河服务站')
    await editor.getByRole('button', { name: '保存' }).click()
    await expect.poll(async () => (await header(svc, id)).outlet_id_label).toBe('合肥包河服务站')
    dialog = detailDialog(office.page)
    await dialog.getByRole('button', { name: '派工' }).click()
    await office.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(dialog)).toBe('已派工')

    // ── eng01: takes it, waits for the customer and resumes (the deadline moves), completes ─────
    const days = await setParam(admin, 'crm_work_days', '0,1,2,3,4,5,6')
    const hours = await setParam(admin, 'crm_work_hours', '00:00-23:59')
    try {
      const workshop = await newPage(browser)
      await signIn(workshop.page, 'eng01')
      const job = await openWorkbill(workshop.page, id)
      await expect.poll(() => statusOf(job)).toBe('已派工')
      await job.getByRole('button', { name: '开始处理' }).click()
      await expect.poll(() => statusOf(job)).toBe('处理中')
      const dueBefore = String((await header(eng, id)).complete_due)
      await job.getByRole('button', { name: '等待客户' }).click()
      const why = workshop.page.locator('[role="dialog"][data-state="open"]').filter({ has: workshop.page.locator('textarea[name="reason"]') })
      await why.locator('textarea[name="reason"]').fill('需客户确认转向机自费更换')
      await why.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => statusOf(job)).toBe('待客户')
      // business hours are counted to the hundredth of an hour (36 s): the pause lasts 40 s of the server's clock
      expect((await call(admin, 'POST', '/api/test/AdvanceClock', { seconds: 40 })).Code).toBe(1)
      await job.getByRole('button', { name: '恢复处理' }).click()
      await expect.poll(() => statusOf(job)).toBe('处理中')
      const dueAfter = String((await header(eng, id)).complete_due)
      expect(dueAfter > dueBefore, `${dueAfter} 晚于 ${dueBefore}`).toBe(true)
      // pause and resume in the history, the resume with the new deadline
      const history = job.getByRole('list', { name: '操作记录' })
      await expect(history.locator('li[data-action="等待客户"]').innerText()).resolves.toContain('需客户确认转向机自费更换')
      await expect(history.locator('li[data-action="恢复处理"]').innerText()).resolves.toContain(`完工期限顺延至 ${dueAfter}`)
      await job.getByRole('button', { name: '完工' }).click()
      const done = workshop.page.locator('[role="dialog"][data-state="open"]').filter({ has: workshop.page.locator('[data-action-form="Complete"]') })
      await done.locator('input[name="labour_hours"]').fill('2.5')
      await choose(done, '三包索赔', '是（保修期内）')
      await done.locator('textarea[name="finish_desc"]').fill('转向助力泵内泄，更换助力泵')
      await done.getByRole('button', { name: '添加明细' }).click()
      await done.getByLabel('第1行 零件编码').fill('3407010-E02')
      await done.getByLabel('第1行 零件名称').fill('转向助力泵')
      await done.getByLabel('第1行 数量').fill('1')
      await done.getByLabel('第1行 故障件序列号').fill('ZX2603050011')
      await done.getByLabel('第1行 新件序列号').fill('ZX2611200208')
      await done.getByRole('button', { name: '完工' }).click()
      await expect.poll(() => statusOf(job)).toBe('已完工')
      await workshop.context.close()
    } finally {
      await setParam(admin, 'crm_work_days', days)
      await setParam(admin, 'crm_work_hours', hours)
    }

    // ── cust01 accepts on the phone page ────────────────────────────────────────────────────────
    await widget.getByRole('button', { name: '返回列表' }).click()
    const card = widget.locator('tbody tr').filter({ hasText: billNo })
    await expect.poll(() => card.innerText()).toContain('已完工')
    await widget.getByRole('button', { name: `打开 ${billNo}` }).click()
    await expect.poll(() => statusOf(mine)).toBe('已完工')
    await expect(mine.getByRole('region', { name: '更换零件' }).first().innerText()).resolves.toContain('转向助力泵')
    await mine.getByRole('button', { name: '验收' }).click()
    await phone.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(mine)).toBe('已验收')

    // ── svc01 records a return visit of 2: a complaint opens by itself ──────────────────────────
    dialog = await openWorkbill(office.page, id)
    await expect.poll(() => statusOf(dialog)).toBe('已验收')
    await dialog.getByRole('button', { name: '回访' }).click()
    const visit = office.page.locator('[role="dialog"][data-state="open"]').filter({ has: office.page.locator('[data-action-form="Visit"]') })
    await visit.locator('input[name="satisfaction"]').fill('2')
    await visit.locator('textarea[name="visit_comment"]').fill('修了两次才好，耽误运营')
    await visit.getByRole('button', { name: '回访' }).click()
    await expect.poll(() => statusOf(dialog)).toBe('已回访')

    const deal = await openScreen(office.page, '/crm/se_complaint_deal', 'scm-complaint-deal')
    const complaintRow = deal.locator('tbody tr').filter({ hasText: billNo })
    await expect.poll(() => complaintRow.innerText()).toContain('待处理')
    const complaints = (await call<{ rows: Row[] }>(svc, 'POST', '/api/SeComplaint/GetList', { page: 1, rows: 10, searchKey: billNo })).Data.rows
    expect(complaints).toHaveLength(1)
    const complaintId = Number(complaints[0]!.id)
    expect(complaints[0]).toMatchObject({ source: '回访', vin: VIN })
    // handled (taken, a step, resolved) and followed up, through the complaint's calls
    expect((await call<Row>(svc, 'POST', '/api/SeComplaint/Take', { id: complaintId })).Data.status).toBe('处理中')
    const today = new Date().toISOString().slice(0, 10)
    const step = { step_date: today, dept: '售后服务部', handler: '刘志强', content: '约谈合肥包河服务站，核查返修原因' }
    expect((await call<Row>(svc, 'POST', '/api/SeComplaint/Step', { id: complaintId, lines: [step] })).Data.status).toBe('处理中')
    const resolved = await call<Row>(svc, 'POST', '/api/SeComplaint/Resolve', { id: complaintId, deal_dept: '合肥包河服务站', deal_result: '返修工时免单并赠送一次保养', lines: [step] })
    expect(resolved.Data.status).toBe('已处理')
    expect((await call<Row>(svc, 'POST', '/api/SeComplaint/FollowUp', { id: complaintId, satisfaction: 4, follow_comment: '客户接受处理结果' })).Data.status).toBe('已回访')

    // ── the VIN's 服务履历 shows the work order, the part and the complaint ───────────────────────
    const customers = await openScreen(office.page, '/crm/custInfo', 'scm-cust-info')
    await customers.getByRole('tab', { name: '客户车辆' }).click()
    // a fleet of vehicles: find this one by its VIN
    await customers.getByRole('searchbox').fill(VIN)
    await customers.getByRole('searchbox').press('Enter')
    await customers.getByRole('button', { name: `服务履历 ${VIN}` }).click()
    const history = customers.locator(`[data-service-history="${VIN}"]`)
    await expect.poll(() => history.getByRole('region', { name: '维修工单' }).first().innerText()).toContain(billNo)
    await expect(history.getByRole('region', { name: '维修工单' }).first().locator('tbody tr').filter({ hasText: billNo }).innerText()).resolves.toContain('已回访')
    await expect(history.getByRole('region', { name: '更换零件' }).first().innerText()).resolves.toContain('ZX2611200208')
    await expect(history.getByRole('region', { name: '客户投诉' }).first().innerText()).resolves.toContain('已回访')
    await office.context.close()

    // ── cust01 reads the visit on his phone; cust02 sees none of it ────────────────────────────
    await widget.getByRole('button', { name: '返回列表' }).click()
    await widget.getByRole('button', { name: `打开 ${billNo}` }).click()
    await expect.poll(() => mine.getByRole('region', { name: '回访评价' }).first().innerText()).toContain('2分')
    await phone.context.close()

    const other = await newPage(browser, { width: 375, height: 800 })
    const theirs = await signInOnPhone(other.page, 'cust02')
    await expect.poll(() => theirs.locator('tbody tr').count()).toBeGreaterThan(0)
    await expect(theirs.innerText()).resolves.not.toContain(billNo)
    await expect(theirs.getByRole('button', { name: `打开 ${billNo}` }).count()).resolves.toBe(0)
    await theirs.getByRole('button', { name: '我要报修' }).click()
    await expect(theirs.getByRole('form', { name: '故障报修' }).getByRole('radio', { name: VIN }).count()).resolves.toBe(0)
    await other.context.close()
    expect((await call(cust2, 'GET', `/api/SeWorkbill/GetDetail?id=${id}`)).status).toBe(404)
    expect((await call(cust2, 'GET', `/api/SeComplaint/GetDetail?id=${complaintId}`)).status).toBe(404)
    expect((await call(cust2, 'GET', `/api/CustVehicle/GetServiceHistory?vin=${VIN}`)).status).toBe(404)
  }, 240_000)
})
