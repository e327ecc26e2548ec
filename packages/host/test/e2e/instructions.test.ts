// Work instructions end to end (issue 25 item 8, the instruction half), in Chromium against the
// running server: proc01 revises 整车终检's instruction into version 2, uploads its file and submits
// it → while it is in review the material file view still shows version 1 to the station's operator
// → qe01 approves his step in the audit view and admin the last → proc01 publishes it in the publish
// view: version 1 is retired and opr03 (整车终检 station) is asked to confirm → opr03 sees version 2
// in force, confirms, and leaves the pending-readers list.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, call, launch, newPage, openScreen, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const step = (what: string) => process.env.E2E_STEPS && console.log(`[instructions] ${what}`)
const BASE = '/api/prcsdocument'
const CODE = 'WI-010602-01'

interface Row {
  [key: string]: unknown
}

const detailDialog = (page: Page) => page.locator('[role="dialog"][data-state="open"]').filter({ has: page.locator('[data-document="prcsdocument"]') })
const versions = async (token: string) =>
  (await call<{ rows: Row[] }>(token, 'POST', `${BASE}/GetList`, { rows: 20, filters: { code: { op: 'eq', value: CODE } } })).Data.rows.map((r) => [Number(r.version), String(r.status), Number(r.id)] as const)
const statusOf = async (token: string, id: number) => String((await call<{ header: Row }>(token, 'GET', `${BASE}/GetDetail?id=${id}`)).Data.header.status)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

describe('work instructions: revise → audit on the flow → publish retires v1 → the station confirms reading', () => {
  it('runs end to end', async () => {
    const [proc, admin, opr] = await Promise.all(['proc01', 'admin', 'opr03'].map((u) => apiToken(u)))
    const v1 = (await versions(proc)).find(([, status]) => status === '已发布')!
    expect(v1[0]).toBe(1)

    step('proc01 revises version 1 into version 2, uploads its file and submits it')
    const office = await newPage(browser)
    await signIn(office.page, 'proc01')
    await office.page.goto(`/prcsdocument/prcsdocumentmag?id=${v1[2]}`)
    const detail = detailDialog(office.page)
    await detail.getByRole('button', { name: '修订', exact: true }).click()
    let v2 = 0
    await expect
      .poll(async () => {
        v2 = (await versions(proc)).find(([version]) => version === 2)?.[2] ?? 0
        return v2
      })
      .toBeGreaterThan(0)
    expect(await statusOf(proc, v2)).toBe('草稿')
    await office.page.goto(`/prcsdocument/prcsdocumentmag?id=${v2}`)
    const draft = detailDialog(office.page)
    await draft.locator('input[type=file]').setInputFiles({ name: `${CODE}-V2.pdf`, mimeType: 'application/pdf', buffer: PDF })
    await expect.poll(() => draft.getByRole('list', { name: '附件列表' }).innerText()).toContain(`${CODE}-V2.pdf`)
    await draft.getByRole('button', { name: '提交审核' }).click()
    await expect.poll(() => statusOf(proc, v2)).toBe('待审核')

    step('in review: the material file view still shows version 1 to the station operator')
    const floor = await newPage(browser)
    await signIn(floor.page, 'opr03')
    const view = await openScreen(floor.page, '/prcsdocument/prcsdocrouteview', 'scm-prcsdocrouteview')
    const inForce = view.getByRole('table', { name: '在用作业指导书' })
    const rowOf = () => inForce.locator('tbody tr').filter({ hasText: CODE }).first().innerText()
    await expect.poll(rowOf).toContain('第2版待审核')
    expect(await rowOf()).toMatch(/\b1\b/)

    step('qe01 approves his step in the audit view, admin the last one')
    const quality = await newPage(browser)
    await signIn(quality.page, 'qe01')
    await quality.page.goto(`/prcsdocument/prcsdocumentAuditmag?id=${v2}`)
    const audit = detailDialog(quality.page)
    await audit.getByLabel('审核意见').fill('与现行终检规范一致')
    await audit.getByRole('button', { name: '同意', exact: true }).click()
    const flow = async () => (await call<{ instance_id: number; current_step: number }>(admin, 'GET', `/api/Wf/GetFlowStatus?recordType=prcsdocument&recordId=${v2}`)).Data
    await expect.poll(async () => (await flow()).current_step).toBe(2)
    const chief = await newPage(browser)
    await signIn(chief.page, 'admin')
    await chief.page.goto(`/prcsdocument/prcsdocumentAuditmag?id=${v2}`)
    const last = detailDialog(chief.page)
    await last.getByLabel('审核意见').fill('同意发布')
    await last.getByRole('button', { name: '同意', exact: true }).click()
    await expect.poll(() => statusOf(proc, v2)).toBe('已审核')
    // still in review for the floor until it is published
    expect(await rowOf()).not.toContain('第2版已发布')

    step('proc01 publishes version 2 in the publish view: version 1 is retired')
    await office.page.goto(`/prcsdocument/prcsdocumentPublishtmag?id=${v2}`)
    await detailDialog(office.page).getByRole('button', { name: '发布', exact: true }).click()
    await office.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(proc, v2)).toBe('已发布')
    expect((await versions(proc)).map(([version, status]) => [version, status]).sort()).toEqual([
      [1, '已作废'],
      [2, '已发布'],
    ])
    const pending = async () => (await call<Row[]>(proc, 'POST', `${BASE}/GetAckList`, { doc_id: v2, pending: true })).Data.map((r) => String(r.user_name))
    expect(await pending()).toContain('何磊')

    step('opr03 is asked to confirm version 2, sees it in force and confirms')
    await floor.page.reload()
    const again = floor.page.locator('scm-prcsdocrouteview')
    const mine = again.getByRole('table', { name: '待我确认阅读' })
    await expect.poll(() => mine.innerText()).toContain(CODE)
    const row = again.getByRole('table', { name: '在用作业指导书' }).locator('tbody tr').filter({ hasText: CODE }).first()
    await expect.poll(() => row.innerText()).not.toContain('待审核')
    await again.getByRole('button', { name: `确认阅读 ${CODE} 第2版` }).click()
    await expect.poll(() => again.getByRole('region', { name: '待我确认阅读' }).count()).toBe(0)
    expect(await pending()).not.toContain('何磊')
    expect((await call<Row[]>(opr, 'POST', `${BASE}/MyReads`, { pending: true })).Data.length).toBe(0)
  })
})
