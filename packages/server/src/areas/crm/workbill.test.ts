// 维修工单 through HTTP: reported by the customer or staff (the VIN among the customer's vehicles),
// deadlines in business hours from the type and priority, every move by its action with history,
// a pause extending the deadline, completion with parts, acceptance by the customer or by staff with
// a reason, the return visit whose poor score opens a complaint; refusals save nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addBusinessHours, parseCalendar, WORKBILL_OPEN } from '@scm/core/business'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { setClock } from '../../clock'
import { dateTimeText } from '../../http/dates'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { seWorkbill } from './schema'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-workbill-'))
let t: TestApp
let svc: SignedInClient
let eng: SignedInClient
let cust: SignedInClient
let cust2: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[svc, eng, cust, cust2] = await Promise.all(['svc01', 'eng01', 'cust01', 'cust02'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base = '/api/SeWorkbill'
type Row = Record<string, any>

async function options(field: string, client = svc) {
  return (await client.get(`${base}/RefOptions`, { field })).body.Data as { value: number; label: string }[]
}
const idOf = async (field: string, label: string) => (await options(field)).find((o) => o.label === label)!.value

/** A work order of cust01's bus LWJ6120E3R0000101 at 合肥包河服务站 (eng01's outlet). */
async function reported(extra: Row = {}, client = svc) {
  const body = {
    type_id: await idOf('type_id', '故障报修'),
    priority: '较急',
    customer_id: await idOf('customer_id', '合肥公交集团有限公司'),
    vehicle_id: await idOf('vehicle_id', 'LWJ6120E3R0000101'),
    fault_desc: '转向沉重',
    maintain_item_id: await idOf('maintain_item_id', '故障维修'),
    outlet_id: await idOf('outlet_id', '合肥包河服务站'),
    ...extra,
  }
  const saved = await client.post(`${base}/Save`, body)
  expect(saved.body.Msg, JSON.stringify(saved.body)).toBe('保存成功')
  return saved.body.Data as Row
}
const detail = async (id: number, client = svc) => (await client.get(`${base}/GetDetail`, { id })).body.Data as Row
const act = (client: SignedInClient, action: string, body: Row) => client.post(`${base}/${action}`, body)

describe('维修工单', () => {
  it('numbers a new work order, keeps its vehicle\'s VIN and sets its deadlines in business hours', async () => {
    const doc = await reported()
    expect(doc.bill_no).toMatch(/^GD\d{12}$/)
    expect(doc.status).toBe('新建')
    expect(doc.vin).toBe('LWJ6120E3R0000101')
    const cal = parseCalendar('1,2,3,4,5', '08:30-17:30')
    const at = new Date(String(doc.reported_at).replace(' ', 'T'))
    // 故障报修 较急: respond in 4, complete in 16 business hours
    expect(doc.response_due).toBe(dateTimeText(addBusinessHours(at, 4, cal)))
    expect(doc.complete_due).toBe(dateTimeText(addBusinessHours(at, 16, cal)))
  })

  it('refuses a vehicle that is not the customer\'s and saves nothing', async () => {
    const before = (await svc.post(`${base}/GetList`, { page: 1, rows: 1 })).body.Data.total
    const r = await svc.post(`${base}/Save`, {
      type_id: await idOf('type_id', '故障报修'),
      priority: '一般',
      customer_id: await idOf('customer_id', '合肥公交集团有限公司'),
      vehicle_id: await idOf('vehicle_id', 'LWJ1180D6R0000201'),
      fault_desc: '异响',
    })
    expect(r.status).toBe(400)
    expect(r.body.Msg).toBe('该车辆不属于所选客户')
    expect(r.body.Data.errors).toEqual({ vehicle_id: '该车辆不属于所选客户' })
    const bad = await svc.post(`${base}/Save`, { type_id: 1, priority: '一般', customer_id: 1, fault_desc: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toBe('请选择车辆')
    expect((await svc.post(`${base}/GetList`, { page: 1, rows: 1 })).body.Data.total).toBe(before)
  })

  it('goes 新建 → 已派工 → 处理中 → 待客户 → 处理中 → 已完工 → 已验收 → 已回访 with history', async () => {
    const doc = await reported()
    expect((await act(svc, 'Dispatch', { id: doc.id })).body.Data.status).toBe('已派工')
    const started = await act(eng, 'Start', { id: doc.id })
    expect(started.body.Data.status).toBe('处理中')
    expect((await detail(doc.id)).header.engineer).toBe('黄建国')

    // paused for the customer 3 days ago (as if), resumed now: the deadline moves by the business hours waited
    expect((await act(eng, 'Pause', { id: doc.id })).body.Msg).toBe('请填写原因')
    expect((await act(eng, 'Pause', { id: doc.id, reason: '等待客户确认报价' })).body.Data.status).toBe('待客户')
    await t.db.update(seWorkbill).set({ paused_at: sql`${seWorkbill.paused_at} - interval '3 days'` } as never).where(eq(seWorkbill.id, doc.id))
    const paused = (await detail(doc.id)).header
    expect((await act(eng, 'Resume', { id: doc.id })).body.Data.status).toBe('处理中')
    const resumed = (await detail(doc.id)).header
    expect(Number(resumed.paused_hours)).toBeGreaterThan(0)
    expect(resumed.complete_due > paused.complete_due).toBe(true)
    expect(resumed.paused_at).toBeNull()

    // completion: the form's fields and the parts replaced
    const missing = await act(eng, 'Complete', { id: doc.id, warranty: '是', finish_desc: '更换转向助力泵' })
    expect(missing.status).toBe(400)
    expect(missing.body.Msg).toBe('请输入工时(小时)')
    const badPart = await act(eng, 'Complete', { id: doc.id, labour_hours: 2, warranty: '是', finish_desc: '更换', lines: [{ part_code: 'X1', qty: 1 }] })
    expect(badPart.body.Msg).toBe('第1行：请输入零件名称')
    expect((await detail(doc.id)).header.status).toBe('处理中')
    const done = await act(eng, 'Complete', {
      id: doc.id,
      labour_hours: 2.5,
      warranty: '是',
      finish_desc: '更换转向助力泵',
      lines: [{ part_code: '3407010-B01', part_name: '转向助力泵', qty: 1, faulty_sn: 'ZX2603120011', new_sn: 'ZX2611020045' }],
    })
    expect(done.body.Data.status).toBe('已完工')
    const completed = await detail(doc.id)
    expect(completed.lines).toMatchObject([{ line_no: 1, part_name: '转向助力泵', faulty_sn: 'ZX2603120011', new_sn: 'ZX2611020045' }])
    expect(completed.header).toMatchObject({ labour_hours: 2.5, warranty: '是' })

    // the customer accepts his own; staff cannot take the customer's action
    expect((await act(svc, 'Accept', { id: doc.id })).status).toBe(403)
    expect((await act(cust, 'Accept', { id: doc.id })).body.Data.status).toBe('已验收')

    expect((await act(svc, 'Visit', { id: doc.id, satisfaction: 6, visit_comment: '好' })).body.Msg).toBe('满意度须为1到5的整数')
    expect((await act(svc, 'Visit', { id: doc.id, satisfaction: 5, visit_comment: '满意' })).body.Data.status).toBe('已回访')
    const history = (await detail(doc.id)).history.map((e: Row) => `${e.action}:${e.to_status}`)
    expect(history).toEqual(['新建:新建', '派工:已派工', '开始处理:处理中', '等待客户:待客户', '恢复处理:处理中', '完工:已完工', '验收:已验收', '回访:已回访'])
    const resume = (await detail(doc.id)).history.find((e: Row) => e.action === '恢复处理')
    expect(resume.detail).toMatch(/^暂停.+，完工期限顺延至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('refuses to dispatch without an outlet, and cancels only with a reason', async () => {
    const doc = await reported({ outlet_id: null })
    const r = await act(svc, 'Dispatch', { id: doc.id })
    expect(r.status).toBe(400)
    expect(r.body.Msg).toBe('请先选择服务网点再派工')
    expect((await detail(doc.id)).header.status).toBe('新建')
    expect((await act(svc, 'Cancel', { id: doc.id })).body.Msg).toBe('请填写原因')
    expect((await act(svc, 'Cancel', { id: doc.id, reason: '重复报修' })).body.Data.status).toBe('已取消')
    expect((await detail(doc.id)).history.at(-1)).toMatchObject({ action: '取消', reason: '重复报修' })
  })

  it('staff accept on the customer\'s behalf only with a reason; a visit of 2 opens a complaint', async () => {
    const doc = await reported()
    await act(svc, 'Dispatch', { id: doc.id })
    await act(eng, 'Start', { id: doc.id })
    await act(eng, 'Complete', { id: doc.id, labour_hours: 1, warranty: '否', finish_desc: '紧固' })
    expect((await act(svc, 'AcceptForCustomer', { id: doc.id })).body.Msg).toBe('请填写原因')
    expect((await act(svc, 'AcceptForCustomer', { id: doc.id, reason: '客户电话确认' })).body.Data.status).toBe('已验收')
    expect((await act(svc, 'Visit', { id: doc.id, satisfaction: 2, visit_comment: '等太久' })).body.Data.status).toBe('已回访')
    const complaints = await svc.post('/api/SeComplaint/GetList', { page: 1, rows: 10, filters: { workbill_no: { op: 'eq', value: doc.bill_no } } })
    expect(complaints.body.Data.rows).toMatchObject([{ source: '回访', status: '待处理', vin: 'LWJ6120E3R0000101' }])
    expect(complaints.body.Data.rows[0].content).toContain('满意度2分：等太久')
    // the customer follows his own complaint
    const own = await cust.post('/api/SeComplaint/GetList', { page: 1, rows: 50 })
    expect(own.body.Data.rows.some((r: Row) => r.workbill_no === doc.bill_no)).toBe(true)
    const other = await cust2.post('/api/SeComplaint/GetList', { page: 1, rows: 50 })
    expect(other.body.Data.rows.some((r: Row) => r.workbill_no === doc.bill_no)).toBe(false)
  })

  it('of two engineers starting at once, one wins', async () => {
    const doc = await reported()
    await act(svc, 'Dispatch', { id: doc.id })
    const answers = await Promise.all([act(eng, 'Start', { id: doc.id }), act(svc, 'Start', { id: doc.id })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
  })
})

describe('时效 on the clock the test sets (any weekday, any hour)', () => {
  afterEach(() => setClock(null))

  /** The 超期与临期工单 home widget's text for one work order ('' when it is not listed). */
  const markOf = async (id: number, at: string) => {
    setClock(at, { frozen: true })
    svc = await loginAs(t.app, 'svc01') // days on: a new session
    const data = (await svc.get('/api/Home/GetWidgets')).body.Data as { widgets: { id: string; items: { value: string; link: string }[] }[] }
    const widget = data.widgets.find((w) => w.id === 'overdueWorkbills')
    return widget?.items.find((i) => i.link.endsWith(`?id=${id}`))?.value ?? ''
  }

  it('reported on a Friday evening: due in business hours, near on Tuesday, overdue on Wednesday', async () => {
    setClock('2026-11-27T18:30:00', { frozen: true }) // a Friday, after hours
    svc = await loginAs(t.app, 'svc01')
    const doc = await reported() // 故障报修 较急: respond in 4, complete in 16 business hours
    expect(doc.reported_at).toBe('2026-11-27 18:30:00')
    expect(doc.response_due).toBe('2026-11-30 12:30:00')
    expect(doc.complete_due).toBe('2026-12-01 15:30:00')
    await act(svc, 'Dispatch', { id: doc.id })
    // this database's other open work orders out of the widget's first five
    await t.db.update(seWorkbill).set({ status: '已取消' }).where(and(ne(seWorkbill.id, doc.id), inArray(seWorkbill.status, [...WORKBILL_OPEN])))

    expect(await markOf(doc.id, '2026-11-28T10:00:00')).toBe('') // Saturday
    expect(await markOf(doc.id, '2026-11-30T08:00:00')).toBe('') // Monday before work
    expect(await markOf(doc.id, '2026-11-30T23:59:00')).toBe('') // the last day of the month
    expect(await markOf(doc.id, '2026-12-01T12:00:00')).toBe('剩余 3小时30分钟')
    expect(await markOf(doc.id, '2026-12-02T09:00:00')).toBe('已超期 17小时30分钟')
  })
})
