// Equipment end to end (issue 23 item 7), in Chromium against the running server: tech01 opens a
// machine from its QR link on a 375 px phone page → his spot check finds an item not OK → a repair
// appears and the machine shows 维修 → he logs the repair and the machine is back 在用 → a running-
// hours reading makes a maintenance item due → it shows in the reminders and on his home page → his
// maintenance log clears it and the next due date moves by the cycle.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, baseURL, call, choose, launch, newPage, openScreen, panelOf, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

type Row = Record<string, any>
const MACHINE = '端到端空压机'
const ITEM = '端到端联轴器检查'

const detailDialog = (page: Page) => page.locator('[role="dialog"][data-state="open"]').filter({ has: page.locator('[data-document]') })
const statusOf = (scope: Locator) => scope.locator('dl [data-status]').first().innerText()
/** Opens a portal page with a query (a record to show at once) and answers its tab panel. */
async function openAt(page: Page, path: string, query: string): Promise<Locator> {
  await page.goto(`${path}?${query}`)
  const panel = panelOf(page, path)
  await panel.waitFor()
  return panel
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('equipment: QR → spot check → repair → reading → reminder → maintenance log', () => {
  it('runs end to end on the technician’s phone and portal', async () => {
    const [qe, tech] = await Promise.all(['qe01', 'tech01'].map((u) => apiToken(u)))
    const option = async (base: string, field: string, label: string) =>
      (await call<{ value: number; label: string }[]>(qe, 'GET', `${base}/RefOptions?field=${field}`)).Data.find((o) => o.label === label)!.value

    // ── the equipment staff registered a compressor in tech01's workshop, with an item of its own (30 days or 500 h, fixed) ──
    const saved = await call<Row>(qe, 'POST', '/api/EquipAccount/Save', {
      name: MACHINE,
      type_id: await option('/api/EquipAccount', 'type_id', '空压机'),
      workshop_id: await option('/api/EquipAccount', 'workshop_id', '总装车间'),
      location: '总装车间 空压站',
    })
    expect(saved.Msg).toBe('保存成功')
    const machineId = saved.Data.id as number
    const item = await call<Row>(qe, 'POST', '/api/EquipMainItem/Save', { code: '880001', name: ITEM, equip_id: machineId, cycle_days: 30, cycle_hours: 500, mode: '固定', lead_days: 5, lead_hours: 50, content: '检查联轴器弹性体' })
    expect(item.Msg).toBe('保存成功')
    const planOf = async () => ((await call<{ plans: Row[] }>(tech, 'GET', `/api/EquipAccount/Plans?id=${machineId}`)).Data.plans).find((p) => p.item_name === ITEM)!
    const firstDue = await planOf()

    // ── tech01 scans the QR label on his phone: the machine's page ─────────────────────────────
    const phone = await newPage(browser, { width: 375, height: 800 })
    await signIn(phone.page, 'tech01')
    await phone.page.goto(`${baseURL()}/equip/equipOsipLogAdd?id=${machineId}`)
    const entry = phone.page.locator('scm-equip-osip-log-add')
    await entry.getByRole('heading', { name: MACHINE }).waitFor()
    expect(await entry.locator('[data-status]').first().innerText()).toBe('在用')
    await expect(phone.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    // 排气压力 not OK, the rest OK
    await entry.getByRole('group', { name: '排气压力 结果' }).getByRole('button', { name: '异常 NG' }).click()
    await entry.getByRole('group', { name: '排气温度 结果' }).getByRole('button', { name: '正常 OK' }).click()
    await entry.getByLabel('排气压力 测量值').fill('0.45')
    await entry.getByRole('button', { name: '提交点检' }).click()
    const result = entry.getByRole('status', { name: '点检结果' })
    await expect.poll(() => result.innerText()).toMatch(/已生成维修记录 BY\d{12}/)
    await expect.poll(() => entry.locator('[data-status]').first().innerText()).toBe('维修')
    const repairNo = (await result.innerText()).match(/BY\d{12}/)![0]

    // ── the repair is in the maintenance logs; he writes what he did and completes it ──────────
    const [repair] = (await call<{ rows: Row[] }>(tech, 'POST', '/api/EquipMainLog/GetList', { page: 1, rows: 5, searchKey: repairNo })).Data.rows
    expect(repair).toMatchObject({ kind: '故障维修', status: '处理中' })
    const portal = await newPage(browser)
    await signIn(portal.page, 'tech01')
    await openAt(portal.page, '/equip/equipMainLog', `id=${repair!.id}`)
    const dialog = detailDialog(portal.page)
    await expect.poll(() => statusOf(dialog)).toBe('处理中')
    await dialog.getByRole('button', { name: '编辑' }).click()
    await dialog.locator('[name="result"]').fill('更换储气罐减压阀，排气压力恢复 0.65 MPa')
    await dialog.locator('[name="work_hours"]').fill('1.5')
    await dialog.getByRole('button', { name: '保存' }).click()
    await dialog.getByRole('button', { name: '完工' }).waitFor()
    await dialog.getByRole('button', { name: '完工' }).click()
    await portal.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => statusOf(dialog)).toBe('已完成')
    await phone.page.reload()
    await expect.poll(() => entry.locator('[data-status]').first().innerText()).toBe('在用')

    // ── a running-hours reading past the item's 500 h makes it due ─────────────────────────────
    const widgetCount = async () => ((await call<{ widgets: Row[] }>(tech, 'GET', '/api/Home/GetWidgets')).Data.widgets.find((w) => w.id === 'equipMaintainDue')?.count ?? 0) as number
    const dueBefore = await widgetCount()
    await openAt(portal.page, '/equip/equipAccount', `id=${machineId}`)
    const machine = detailDialog(portal.page)
    await machine.getByLabel('新的运行小时读数').fill('520')
    await machine.getByRole('button', { name: '录入读数' }).click()
    await expect.poll(() => machine.getByRole('region', { name: '保养计划' }).innerText()).toContain('待保养')
    const reminders = await openScreen(portal.page, '/equip/equipMainItemWran', 'scm-equip-main-item-wran')
    const row = reminders.locator('tbody tr').filter({ hasText: ITEM })
    await expect.poll(() => row.innerText()).toContain('超出20小时')
    expect(await row.innerText()).toContain('超期')
    await portal.page.goto('/home')
    // his home page counts it among his workshop's reminders (the widget lists the most urgent five)
    await expect.poll(() => portal.page.getByTestId('widget-count-equipMaintainDue').innerText()).toBe(String(dueBefore + 1))

    // ── his maintenance log clears it; the next due moves by the cycle (fixed: from the due) ───
    const logs = await openScreen(portal.page, '/equip/equipMainLog', 'scm-equip-main-log')
    await logs.getByRole('button', { name: '新增' }).click()
    const editor = portal.page.locator('[role="dialog"][data-state="open"]').last()
    await choose(editor, '设备', MACHINE)
    await choose(editor, '保养项目', ITEM)
    await editor.locator('[name="result"]').fill('联轴器弹性体完好，已紧固')
    await editor.getByRole('button', { name: '保存' }).click()
    await expect.poll(async () => (await planOf()).next_due_date).toBe(addDays(firstDue.next_due_date, 30))
    expect(Number((await planOf()).next_due_hours)).toBe(1000)
    await openScreen(portal.page, '/equip/equipMainItemWran', 'scm-equip-main-item-wran')
    await expect.poll(() => reminders.locator('tbody tr').filter({ hasText: ITEM }).count()).toBe(0)
  }, 180_000)
})
