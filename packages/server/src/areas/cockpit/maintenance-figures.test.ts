// Maintenance figures against values worked out by hand (issue 40 item 4): a workshop of the test's
// own with two machines in March 2027 — hour-meter readings, two breakdowns of one machine and an
// open one of the other, maintenance done on time, late and not at all. Built in the database; the
// due date a maintenance log answers is kept by the log's own call (checked through HTTP).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { setClock } from '../../clock'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { allRecords, figureOf, rowOf } from '../../../test/cockpit'
import { idOf, insertRow, newDept } from '../../../test/cockpit-fixtures'

let t: TestApp
let workshop: number
let m1: number
let m2: number
const MARCH = { period: 'month', at: '2027-03' }

async function on(moment: string, user: string): Promise<SignedInClient> {
  setClock(moment, { frozen: true })
  return loginAs(t.app, user)
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db
  workshop = await newDept(db, '9907', '驾驶舱测试车间')
  const machine = (asset_no: string) =>
    idOf(db, 'equip_account', { asset_no, name: '驾驶舱测试机床', status: '在用', type_id: sql`(select min(id) from equip_type)`, workshop_id: workshop })
  m1 = await machine('SBCK0001')
  m2 = await machine('SBCK0002')
  const reading = (equip_id: number, read_at: string, hours: number) => insertRow(db, 'equip_reading', { equip_id, read_at, hours })
  // m1 ran 1000 → 1400 hours in March (the reading after the month does not count); m2 500 → 560, first read in March
  await reading(m1, '2027-02-20 08:00:00', 1000)
  await reading(m1, '2027-03-15 08:00:00', 1200)
  await reading(m1, '2027-03-31 20:00:00', 1400)
  await reading(m1, '2027-04-01 08:00:00', 1410)
  await reading(m2, '2027-03-10 08:00:00', 500)
  await reading(m2, '2027-03-20 08:00:00', 560)
  let n = 0
  const log = (equip_id: number, kind: string, created_at: string, done_at: string | null, extra = {}) =>
    insertRow(db, 'equip_main_log', { log_no: `BYCK${String(++n).padStart(4, '0')}`, kind, status: done_at ? '已完成' : '处理中', equip_id, workshop_id: workshop, created_at, done_at, ...extra })
  await log(m1, '故障维修', '2027-03-05 08:00:00', '2027-03-05 14:00:00') // 6 hours
  await log(m1, '故障维修', '2027-03-20 10:00:00', '2027-03-21 12:00:00') // 26 hours
  await log(m1, '故障维修', '2027-02-25 08:00:00', '2027-02-26 08:00:00') // February
  await log(m2, '故障维修', '2027-03-31 12:00:00', null) // still in repair: 12 hours of March
  const item = (code: string) => idOf(db, 'equip_main_item', { code, name: `保养项目${code}`, mode: '固定', cycle_days: 30 })
  const [i1, i2, i3] = [await item('CK01'), await item('CK02'), await item('CK03')]
  await log(m1, '保养', '2027-03-09 10:00:00', '2027-03-09 10:00:00', { item_id: i1, due_date: '2027-03-10' }) // a day early
  await log(m1, '保养', '2027-03-17 10:00:00', '2027-03-17 10:00:00', { item_id: i1, due_date: '2027-03-15' }) // two days late
  const plan = (item_id: number, next_due_date: string, alert_on: string | null, overdue_on: string | null) =>
    insertRow(db, 'equip_main_plan', { equip_id: m1, item_id, workshop_id: workshop, next_due_date, alert_on, overdue_on })
  await plan(i2, '2027-03-25', '2027-03-20', '2027-03-26') // missed, overdue now
  await plan(i3, '2027-04-10', null, null) // due in April
})
afterAll(() => t.close())
afterEach(() => setClock(null))

describe('machines of a workshop', () => {
  it('MTBF over a month with two breakdowns, MTTR, availability', async () => {
    const admin = await on('2027-04-02T10:00:00', 'admin')
    const mtbf = await figureOf(admin, 'mtbf', MARCH)
    // m1: 400 running hours, 2 breakdowns → 200 h; the workshop: 460 hours, 3 breakdowns → 153.3 h
    expect(rowOf(mtbf, 'machine', m1)).toMatchObject({ numerator: 400, denominator: 2, value: 200 })
    expect(rowOf(mtbf, 'workshop', workshop)).toMatchObject({ numerator: 460, denominator: 3, value: 153.3 })
    const hours = await allRecords(admin, { figure: 'mtbf', part: 'numerator', by: 'workshop', dim: String(workshop), ...MARCH })
    expect(hours.all.map((r) => [r.asset_no, r.meter_from, r.meter_to, r.operating_hours]).sort()).toEqual([['SBCK0001', 1000, 1400, 400], ['SBCK0002', 500, 560, 60]])
    // repairs finished in March: 6 and 26 hours → 16 h
    expect(rowOf(await figureOf(admin, 'mttr', MARCH), 'machine', m1)).toMatchObject({ numerator: 32, denominator: 2, value: 16 })
    // m1: 400 ÷ (400 + 32) = 92.6%; m2: 60 ÷ (60 + 12) = 83.3%; the workshop: 460 ÷ 504 = 91.3%
    const availability = await figureOf(admin, 'availability', MARCH)
    expect(rowOf(availability, 'machine', m1)).toMatchObject({ numerator: 400, denominator: 432, value: 92.6 })
    expect(rowOf(availability, 'machine', m2)).toMatchObject({ numerator: 60, denominator: 72, value: 83.3 })
    expect(rowOf(availability, 'workshop', workshop)).toMatchObject({ numerator: 460, denominator: 504, value: 91.3 })
    // wsm01 supervises 总装车间: the test's workshop is not his
    const supervisor = await on('2027-04-02T10:00:00', 'wsm01')
    expect((await figureOf(supervisor, 'mtbf', MARCH)).breakdowns.workshop!.map((r) => r.key)).not.toContain(String(workshop))
  })

  it('maintenance done by its due date, and plans overdue now', async () => {
    const admin = await on('2027-04-02T10:00:00', 'admin')
    // due in March: 03-10 (done the 9th), 03-15 (done the 17th), 03-25 (not done) → 1 of 3
    expect(rowOf(await figureOf(admin, 'pmCompliance', MARCH), 'machine', m1)).toMatchObject({ numerator: 1, denominator: 3, value: 33.3 })
    const dues = await allRecords(admin, { figure: 'pmCompliance', part: 'denominator', by: 'machine', dim: String(m1), ...MARCH })
    expect(dues.all.map((r) => [r.due_date, r.done_at]).sort()).toEqual([
      ['2027-03-10', '2027-03-09 10:00:00'],
      ['2027-03-15', '2027-03-17 10:00:00'],
      ['2027-03-25', null],
    ])
    expect(rowOf(await figureOf(admin, 'overduePlans'), 'machine', m1)).toMatchObject({ value: 1, target: 0, status: 'danger' })
  })

  it('a maintenance log written through its call keeps the due date it answered', async () => {
    const result = await t.db.execute(sql`
      select p.equip_id, p.item_id, p.next_due_date::text as due from equip_main_plan p join equip_account e on e.id = p.equip_id
       where e.status = '在用' and p.next_due_date is not null and e.workshop_id = (select dept_id from sys_user where usercode = 'tech01') order by p.id limit 1`)
    const [plan] = (result as unknown as { rows: { equip_id: number; item_id: number; due: string }[] }).rows
    const tech = await loginAs(t.app, 'tech01')
    const saved = await tech.post('/api/EquipMainLog/Save', { kind: '保养', equip_id: plan!.equip_id, item_id: plan!.item_id, work_hours: 1, cost: 0, result: '按规程保养' })
    expect(saved.body.Code, saved.body.Msg).toBe(1)
    const detail = (await tech.get('/api/EquipMainLog/GetDetail', { id: saved.body.Data.id })).body.Data
    expect(detail.header ?? detail).toMatchObject({ status: '已完成', due_date: plan!.due })
  })
})
