// Equipment through HTTP: a machine's plans made from its type's items, readings and days making
// them due (临期) and overdue (超期, for how long, escalated), a maintenance log clearing its item and
// moving the next due by the cycle, a spot check's fault raising a repair that sets the machine 维修
// and back; the technician limited to his workshop, partners to nothing; refusals save nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays } from '@scm/core/equip'
import { eq } from 'drizzle-orm'
import { setClock } from '../../clock'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { equipMainLog, equipMainPlan } from './schema'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-equip-'))
let t: TestApp
let qe: SignedInClient
let tech: SignedInClient
let wsm: SignedInClient
let sup: SignedInClient
let cust: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[qe, tech, wsm, sup, cust] = await Promise.all(['qe01', 'tech01', 'wsm01', 'sup1001', 'cust01'].map((u) => loginAs(t.app, u)))
})
const signInStaff = async () => {
  ;[qe, tech, wsm, sup] = await Promise.all(['qe01', 'tech01', 'wsm01', 'sup1001'].map((u) => loginAs(t.app, u)))
}
let travelled = false
afterEach(async () => {
  setClock(null)
  // sessions begun at a moment travelled to have ended by the machine's time when it runs later
  // than that moment (the suite runs on any day): the next test signs in again at its own time
  if (travelled) await signInStaff()
  travelled = false
})

/** Moves the server's clock (frozen) and signs the clients in again at that time (sessions expire by it). */
async function travel(at: string) {
  setClock(at, { frozen: true })
  travelled = true
  await signInStaff()
}
afterAll(async () => {
  setClock(null)
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

type Row = Record<string, any>
const A = '/api/EquipAccount'
const option = async (client: SignedInClient, base: string, field: string, label: string) =>
  ((await client.get(`${base}/RefOptions`, { field })).body.Data as { value: number; label: string }[]).find((o) => o.label === label)!.value
const reminders = async (client: SignedInClient, body: Row = {}) => (await client.post('/api/EquipMainItemWran/GetList', { page: 1, rows: 100, ...body })).body.Data as { rows: Row[]; total: number }

/** A new air compressor (空压机: 空滤与油滤更换 every 1000 h, 排污阀检查 every 30 days) in a workshop. */
async function compressor(workshop = '总装车间', name = '测试空压机') {
  const res = await qe.post(`${A}/Save`, { name, type_id: await option(qe, A, 'type_id', '空压机'), workshop_id: await option(qe, A, 'workshop_id', workshop), location: '空压站' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.Data as Row
}

describe('demo data', () => {
  it('every screen has rows: machines in every status, reminders due and overdue, logs, spot checks, 漏检', async () => {
    const machines = (await qe.post(`${A}/GetList`, { page: 1, rows: 100 })).body.Data.rows as Row[]
    expect(new Set(machines.map((m) => m.status))).toEqual(new Set(['在用', '停用', '维修', '报废']))
    const all = await reminders(qe)
    expect(new Set(all.rows.map((r) => r.state))).toEqual(new Set(['超期', '临期']))
    expect(all.rows.find((r) => r.state === '超期')!.due_text).toMatch(/超期|超出/)
    expect((await qe.post('/api/EquipMainLog/GetList', { page: 1, rows: 10 })).body.Data.total).toBeGreaterThan(10)
    expect((await qe.post('/api/EquipOsipLog/GetList', { page: 1, rows: 10 })).body.Data.total).toBeGreaterThan(20)
    expect((await qe.post('/api/EquipOsipLog/Missed', { page: 1, rows: 10 })).body.Data.total).toBeGreaterThan(0)
    expect((await qe.post('/api/EquipMainItem/GetList', { page: 1, rows: 50 })).body.Data.total).toBeGreaterThan(5)
  })

  it('the technician and the supervisor see their workshop only; partners nothing', async () => {
    const mine = (await tech.post(`${A}/GetList`, { page: 1, rows: 100 })).body.Data.rows as Row[]
    expect(mine.length).toBeGreaterThan(3)
    expect(new Set(mine.map((m) => m.workshop_id__label ?? m.workshop_id))).toHaveProperty('size', 1)
    const theirs = ((await qe.post(`${A}/GetList`, { page: 1, rows: 100 })).body.Data.rows as Row[]).find((m) => !mine.some((x) => x.id === m.id))!
    expect((await tech.get(`${A}/GetDetail`, { id: theirs.id })).status).toBe(404)
    expect((await tech.get('/api/EquipOsipLog/Entry', { id: theirs.id })).status).toBe(404)
    expect((await tech.post('/api/EquipMainLog/Save', { kind: '故障维修', equip_id: theirs.id, fault_desc: 'x' })).status).toBe(404)
    // the machines he may pick are his workshop's
    const picks = (await tech.get('/api/EquipOsipLog/RefOptions', { field: 'equip_id' })).body.Data as { value: number }[]
    expect(picks.map((p) => p.value).sort()).toEqual(mine.filter((m) => m.status !== '报废').map((m) => m.id).sort())
    expect(((await qe.get('/api/EquipMainLog/RefOptions', { field: 'equip_id' })).body.Data as unknown[]).length).toBeGreaterThan(picks.length)
    const techRows = (await reminders(tech)).rows
    expect(techRows.length).toBeGreaterThan(0)
    expect(techRows.every((r) => r.workshop_name === '总装车间')).toBe(true)
    expect((await reminders(wsm)).rows.every((r) => r.workshop_name === '总装车间')).toBe(true)
    for (const partner of [sup, cust]) {
      expect((await partner.post(`${A}/GetList`, { page: 1, rows: 10 })).status).toBe(403)
      expect((await partner.post('/api/EquipMainItemWran/GetList', { page: 1, rows: 10 })).status).toBe(403)
      expect((await partner.get('/api/EquipOsipLog/Entry', { id: theirs.id })).status).toBe(403)
    }
    // items are maintained by the equipment staff: the technician reads them
    expect((await tech.post('/api/EquipMainItem/Save', { code: '9901', name: 'x', type_id: 1, cycle_days: 10, mode: '浮动' })).status).toBe(403)
  })
})

describe('plans, readings, reminders and logs', () => {
  it('a reading makes the hours item due, past it overdue and escalated; its log clears it and moves the next due by the cycle', async () => {
    await travel('2026-12-01T09:00:00')
    const m = await compressor()
    const plans = (await qe.get(`${A}/Plans`, { id: m.id })).body.Data.plans as Row[]
    expect(plans.map((p) => p.item_name).sort()).toEqual(['排污阀检查', '空滤与油滤更换'])
    const hoursPlan = plans.find((p) => p.item_name === '空滤与油滤更换')!
    expect(Number(hoursPlan.next_due_hours)).toBe(1000)
    expect(plans.find((p) => p.item_name === '排污阀检查')!.next_due_date).toBe('2026-12-31')
    const mine = async () => (await reminders(qe, { searchKey: '测试空压机' })).rows

    expect(await mine()).toEqual([])
    expect((await qe.post(`${A}/Reading`, { id: m.id, hours: 950 })).status).toBe(200)
    let rows = await mine()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state: '临期', item_name: '空滤与油滤更换', hours_left: 50, due_text: '剩余50小时' })
    expect((await qe.post(`${A}/Reading`, { id: m.id, hours: 900 })).body.Msg).toContain('运行小时读数不能小于当前读数')
    await travel('2026-12-03T09:00:00')
    expect((await tech.post(`${A}/Reading`, { id: m.id, hours: 1010 })).status).toBe(200)
    await travel('2026-12-06T09:00:00')
    rows = await mine()
    expect(rows[0]).toMatchObject({ state: '超期', over_hours: 10, overdue_days: 3, escalated_to: '钱卫东' })
    // on the home page of the maintaining roles; the overdue one escalated to the supervisor's
    const widget = async (client: SignedInClient, id: string) => ((await client.get('/api/Home/GetWidgets')).body.Data.widgets as Row[]).find((w) => w.id === id)
    expect((await widget(tech, 'equipMaintainDue'))!.count).toBeGreaterThan(0)
    expect((await widget(wsm, 'equipOverdueEscalated'))!.count).toBeGreaterThan(0)
    // each row says how late and is coloured by its state: 超期 in the danger colour, 临期 warning
    const shown = (await widget(tech, 'equipMaintainDue'))!.items as Row[]
    const top = (await reminders(tech, { rows: 5 })).rows
    expect(shown.map((i) => [i.value, i.tone])).toEqual(top.map((r) => [r.due_text, r.state === '超期' ? 'error' : 'warning']))
    expect(((await widget(wsm, 'equipOverdueEscalated'))!.items as Row[]).every((i) => i.tone === 'error')).toBe(true)
    expect(await widget(sup, 'equipMaintainDue')).toBeUndefined()

    const log = await tech.post('/api/EquipMainLog/Save', { kind: '保养', equip_id: m.id, item_id: hoursPlan.item_id, work_hours: 2, cost: 680, parts: '滤芯 1 套', result: '更换完成' })
    expect(log.status, JSON.stringify(log.body)).toBe(200)
    expect(log.body.Data).toMatchObject({ status: '已完成', executor: '赵永刚', done_at: '2026-12-06 09:00:00' })
    expect(await mine()).toEqual([])
    const [plan] = await t.db.select().from(equipMainPlan).where(eq(equipMainPlan.id, hoursPlan.id))
    expect(Number(plan!.nextDueHours)).toBe(2010)
  })

  it('days: due within the lead time, then overdue by days; a fixed plan keeps its calendar', async () => {
    await travel('2026-12-01T09:00:00')
    const m = await compressor('总装车间', '测试空压机B')
    const mine = async () => (await reminders(qe, { searchKey: '测试空压机B' })).rows
    await travel('2026-12-27T09:00:00')
    expect((await mine())[0]).toMatchObject({ state: '临期', item_name: '排污阀检查', days_left: 4, due_text: '4天后到期' })
    // on its day it reads 今天到期, not 0天后到期
    await travel('2026-12-31T09:00:00')
    expect((await mine())[0]).toMatchObject({ state: '临期', item_name: '排污阀检查', days_left: 0, due_text: '今天到期' })
    await travel('2027-01-02T09:00:00')
    expect((await mine())[0]).toMatchObject({ state: '超期', overdue_days: 2, due_text: '超期2天' })
    expect((await reminders(qe, { searchKey: '测试空压机B', state: '临期' })).rows).toEqual([])
    // floating: the next due counts from the completion
    const item = ((await qe.get(`${A}/Plans`, { id: m.id })).body.Data.plans as Row[]).find((p) => p.item_name === '排污阀检查')!
    await tech.post('/api/EquipMainLog/Save', { kind: '保养', equip_id: m.id, item_id: item.item_id, result: '正常' })
    const after = ((await qe.get(`${A}/Plans`, { id: m.id })).body.Data.plans as Row[]).find((p) => p.item_name === '排污阀检查')!
    expect(after.next_due_date).toBe(addDays('2027-01-02', 30))
    expect(await mine()).toEqual([])
  })

  it('refuses what is wrong and saves nothing', async () => {
    const type = await option(qe, '/api/EquipMainItem', 'type_id', '空压机')
    const before = (await qe.post('/api/EquipMainItem/GetList', { page: 1, rows: 1 })).body.Data.total
    const noCycle = await qe.post('/api/EquipMainItem/Save', { code: '9902', name: '无周期', type_id: type, mode: '浮动' })
    expect([noCycle.status, noCycle.body.Msg]).toEqual([400, '请填写周期天数或周期小时'])
    const noTarget = await qe.post('/api/EquipMainItem/Save', { code: '9903', name: '无对象', cycle_days: 10, mode: '浮动' })
    expect([noTarget.status, noTarget.body.Msg]).toEqual([400, '请选择设备类型或设备'])
    expect((await qe.post('/api/EquipMainItem/GetList', { page: 1, rows: 1 })).body.Data.total).toBe(before)
    const m = await compressor('总装车间', '测试空压机C')
    expect((await qe.post(`${A}/Stop`, { id: m.id })).body.Msg).toBe('请填写原因')
    expect((await qe.post(`${A}/Reading`, { id: m.id, hours: -1 })).status).toBe(400)
    expect((await tech.post('/api/EquipMainLog/Save', { kind: '保养', equip_id: m.id })).body.Msg).toBe('请选择保养项目')
    const other = await option(qe, '/api/EquipMainLog', 'item_id', '导轨润滑保养')
    expect((await tech.post('/api/EquipMainLog/Save', { kind: '保养', equip_id: m.id, item_id: other })).body.Msg).toBe('该保养项目不适用于所选设备')
    expect((await qe.post(`${A}/Stop`, { id: m.id, reason: '检修停机' })).status).toBe(200)
    const stopped = await reminders(qe, { searchKey: '测试空压机C' })
    expect(stopped.rows).toEqual([])
  })
})

describe('spot inspection at the machine', () => {
  it('a value outside its limits raises a repair: the machine is 维修 until the repair is finished', async () => {
    await travel('2026-12-08T10:30:00')
    const m = await compressor('总装车间', '测试空压机D')
    const entry = (await tech.get('/api/EquipOsipLog/Entry', { id: m.id })).body.Data
    expect(entry.shift).toEqual({ shift_date: '2026-12-08', shift: '早班' })
    expect(entry.items.map((i: Row) => i.name)).toEqual(['排气压力', '排气温度'])
    const lines = entry.items.map((i: Row) => ({ item_id: i.id, result: '正常', value: i.name === '排气压力' ? 0.45 : 80 }))
    const sent = await tech.post('/api/EquipOsipLog/Submit', { equip_id: m.id, lines })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.Data.result).toBe('异常')
    expect(sent.body.Msg).toContain(sent.body.Data.repair_no)
    const detail = (await qe.get(`${A}/GetDetail`, { id: m.id })).body.Data
    expect(detail.header.status).toBe('维修')
    expect(detail.history.at(-1)).toMatchObject({ action: '故障报修', to_status: '维修' })
    // a machine in repair is not inspected
    expect((await tech.post('/api/EquipOsipLog/Submit', { equip_id: m.id, lines })).body.Msg).toBe('设备不在用，无需点检')
    const repairId = sent.body.Data.repair_log_id
    expect((await tech.post('/api/EquipMainLog/Finish', { id: repairId })).body.Msg).toBe('请填写维修结果')
    const [repair] = await t.db.select().from(equipMainLog).where(eq(equipMainLog.id, repairId))
    expect(repair).toMatchObject({ kind: '故障维修', status: '处理中', source: '点检' })
    expect((await tech.post('/api/EquipMainLog/Save', { id: repairId, kind: '故障维修', equip_id: m.id, result: '更换减压阀', work_hours: 1, cost: 180 })).status).toBe(200)
    expect((await tech.post('/api/EquipMainLog/Finish', { id: repairId })).status).toBe(200)
    expect((await qe.get(`${A}/GetDetail`, { id: m.id })).body.Data.header.status).toBe('在用')
    // the check is in this shift's list
    expect((await tech.get('/api/EquipOsipLog/Entry', { id: m.id })).body.Data.done).toHaveLength(1)
  })

  it('refuses an item of another type and an empty check', async () => {
    await travel('2026-12-08T17:30:00')
    const m = await compressor('总装车间', '测试空压机E')
    const other = await option(qe, '/api/EquipOsipLog', 'equip_id', '数控车床 CK6150')
    const foreign = (await tech.get('/api/EquipOsipLog/Entry', { id: other })).body.Data.items[0]
    const res = await tech.post('/api/EquipOsipLog/Submit', { equip_id: m.id, lines: [{ item_id: foreign.id, result: '正常' }] })
    expect([res.status, res.body.Msg]).toEqual([400, '第1行：点检项目不属于该设备类型'])
    expect((await tech.post('/api/EquipOsipLog/Submit', { equip_id: m.id, lines: [] })).body.Msg).toBe('请填写点检结果')
  })
})
