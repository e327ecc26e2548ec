// Who sees which after-sales rows, through HTTP on the demo data: a customer only his own customer
// record, vehicles, sales orders, work orders and complaints (and picks only himself); an outlet
// engineer only the work orders dispatched to his outlet, and acts only on those; suppliers none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

let t: TestApp
let svc: SignedInClient
let eng: SignedInClient
let cust: SignedInClient
let cust2: SignedInClient
let sup: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  ;[svc, eng, cust, cust2, sup] = await Promise.all(['svc01', 'eng01', 'cust01', 'cust02', 'sup1001'].map((u) => loginAs(t.app, u)))
})
afterAll(() => t.close())

type Row = Record<string, any>
const list = async (client: SignedInClient, api: string, body: Row = {}) => {
  const r = await client.post(`/api/${api}/GetList`, { page: 1, rows: 200, ...body })
  return { status: r.status, rows: (r.body.Data?.rows ?? []) as Row[], msg: r.body.Msg as string }
}
const C0001 = '合肥公交集团有限公司'

describe('after-sales isolation', () => {
  it('a customer sees only his own customer record, vehicles and sales orders', async () => {
    const all = await list(svc, 'CustInfo')
    expect(all.rows.length).toBeGreaterThanOrEqual(4)
    expect((await list(cust, 'CustInfo')).rows.map((r) => r.cust_name)).toEqual([C0001])
    const vehicles = await list(cust, 'CustVehicle')
    expect(vehicles.rows.length).toBe(3)
    expect(new Set(vehicles.rows.map((r) => r.customer_id_label))).toEqual(new Set([C0001]))
    expect((await list(svc, 'CustVehicle')).rows.length).toBeGreaterThan(3)
    // another customer's record by id: not found
    const other = all.rows.find((r) => r.cust_name !== C0001)!
    expect((await cust.get('/api/CustInfo/GetDetail', { id: other.id })).status).toBe(404)
    const theirs = (await list(svc, 'CustVehicle')).rows.find((r) => r.customer_id_label !== C0001)!
    expect((await cust.get('/api/CustVehicle/GetDetail', { id: theirs.id })).status).toBe(404)
  })

  it('a customer sees, reports and picks only for himself', async () => {
    const own = await list(cust, 'SeWorkbill')
    expect(own.rows.length).toBeGreaterThan(0)
    expect(new Set(own.rows.map((r) => r.customer_id_label))).toEqual(new Set([C0001]))
    const theirs = (await list(svc, 'SeWorkbill')).rows.find((r) => r.customer_id_label !== C0001)!
    expect((await cust.get('/api/SeWorkbill/GetDetail', { id: theirs.id })).status).toBe(404)
    expect((await cust.post('/api/SeWorkbill/Cancel', { id: theirs.id, reason: 'x' })).status).toBe(403)
    // the customer picker answers only himself
    const picks = (await cust.get('/api/SeWorkbill/RefOptions', { field: 'customer_id' })).body.Data as Row[]
    expect(picks.map((p) => p.label)).toEqual([C0001])
    // he reports a fault on his own bus: his customer id is forced, another's VIN refused
    const types = (await cust.get('/api/SeWorkbill/RefOptions', { field: 'type_id' })).body.Data as Row[]
    // he picks among his own vehicles only
    const vehicles = (await cust.get('/api/SeWorkbill/RefOptions', { field: 'vehicle_id' })).body.Data as Row[]
    expect(vehicles.map((v) => v.label).sort()).toEqual(['LWJ6120E3R0000101', 'LWJ6120E3R0000102', 'LWJ6120E3R0000103'])
    const allVehicles = (await svc.get('/api/SeWorkbill/RefOptions', { field: 'vehicle_id' })).body.Data as Row[]
    expect(allVehicles.length).toBeGreaterThan(3)
    // staff who chose a customer pick among that customer's vehicles (the form asks with its customer_id)
    const customers = (await svc.get('/api/SeWorkbill/RefOptions', { field: 'customer_id' })).body.Data as Row[]
    const c0001 = customers.find((c) => c.label === C0001)!.value
    const narrowed = (await svc.get('/api/SeWorkbill/RefOptions', { field: 'vehicle_id', customer_id: c0001 })).body.Data as Row[]
    expect(narrowed.map((v) => v.label).sort()).toEqual(vehicles.map((v) => v.label).sort())
    // a customer cannot widen his own by naming another
    const other = customers.find((c) => c.label !== C0001)!.value
    expect((await cust.get('/api/SeWorkbill/RefOptions', { field: 'vehicle_id', customer_id: other })).body.Data).toEqual([])
    const bad = await svc.get('/api/SeWorkbill/RefOptions', { field: 'vehicle_id', customer_id: 'x' })
    expect(bad.status).toBe(400)
    const vehicle = (vin: string) => allVehicles.find((v) => v.label === vin)!.value
    const mine = await cust.post('/api/SeWorkbill/Save', { type_id: types[0]!.value, priority: '一般', customer_id: 999, vehicle_id: vehicle('LWJ6120E3R0000102'), fault_desc: '雨刮不工作' })
    expect(mine.body.Msg).toBe('保存成功')
    expect(mine.body.Data).toMatchObject({ customer_id_label: C0001, vin: 'LWJ6120E3R0000102' })
    const notMine = await cust.post('/api/SeWorkbill/Save', { type_id: types[0]!.value, priority: '一般', vehicle_id: vehicle('LWJ1180D6R0000201'), fault_desc: '雨刮不工作' })
    expect(notMine.body.Msg).toBe('该车辆不属于所选客户')
    // cust02 does not see it
    expect((await cust2.get('/api/SeWorkbill/GetDetail', { id: mine.body.Data.id })).status).toBe(404)
    expect((await list(cust2, 'SeWorkbill')).rows.some((r) => r.customer_id_label === C0001)).toBe(false)
  })

  it('an outlet engineer sees and completes only the work orders dispatched to his outlet', async () => {
    const all = (await list(svc, 'SeWorkbill')).rows
    const mine = (await list(eng, 'SeWorkbill')).rows
    expect(mine.length).toBeGreaterThan(0)
    expect(new Set(mine.map((r) => r.outlet_id_label))).toEqual(new Set(['合肥包河服务站']))
    expect(mine.some((r) => r.status === '新建')).toBe(false)
    const elsewhere = all.find((r) => r.outlet_id_label !== '合肥包河服务站' && r.status === '已派工')!
    expect(elsewhere).toBeDefined()
    expect((await eng.get('/api/SeWorkbill/GetDetail', { id: elsewhere.id })).status).toBe(404)
    const refused = await eng.post('/api/SeWorkbill/Start', { id: elsewhere.id })
    expect(refused.status).toBe(404)
    expect((await svc.get('/api/SeWorkbill/GetDetail', { id: elsewhere.id })).body.Data.header.status).toBe('已派工')
    // a new one at his outlet stays out of his list until it is dispatched
    const fresh = all.find((r) => r.status === '新建' && r.outlet_id_label === '合肥包河服务站')!
    expect((await eng.get('/api/SeWorkbill/GetDetail', { id: fresh.id })).status).toBe(404)
    // he cannot dispatch, cancel or create
    const dispatched = mine.find((r) => r.status === '已派工')!
    expect((await eng.post('/api/SeWorkbill/Cancel', { id: dispatched.id, reason: 'x' })).status).toBe(403)
    expect((await eng.post('/api/SeWorkbill/Save', { fault_desc: 'x' })).status).toBe(403)
    expect((await eng.post('/api/SeWorkbill/Start', { id: dispatched.id })).body.Data.status).toBe('处理中')
  })

  it('suppliers see no customer, vehicle, sales order, work order or complaint', async () => {
    for (const api of ['CustInfo', 'CustVehicle', 'SaOrder', 'SeWorkbill', 'SeComplaint']) {
      const r = await list(sup, api)
      expect(r.status, api).toBe(403)
      expect(r.rows).toEqual([])
    }
    expect((await sup.get('/api/SeWorkbill/GetDetail', { id: 1 })).status).toBe(403)
  })
})

describe('service history per VIN', () => {
  it('shows a vehicle\'s work orders, parts replaced and complaints; only to its own customer', async () => {
    const path = '/api/CustVehicle/GetServiceHistory'
    const h = (await svc.get(path, { vin: 'LWJ6120E3R0000101' })).body.Data
    expect(h.vehicle).toMatchObject({ vin: 'LWJ6120E3R0000101', cust_name: C0001, plate_no: '皖A·D1201' })
    expect(h.workbills.length).toBeGreaterThanOrEqual(2)
    expect(h.parts).toEqual(expect.arrayContaining([expect.objectContaining({ part_name: '制动蹄片总成', faulty_sn: 'ZD2605110087', new_sn: 'ZD2610200312' })]))
    // the shape core's ServiceHistory says, times as every answer writes them, numbers as numbers
    expect(Object.keys(h.vehicle).sort()).toEqual(['cust_name', 'delivery_date', 'id', 'model', 'plate_no', 'vin', 'warranty_end'])
    expect(h.vehicle.delivery_date).toMatch(/^(\d{4}-\d{2}-\d{2})?$/)
    for (const w of h.workbills) {
      expect(Object.keys(w).sort()).toEqual(['bill_no', 'completed_at', 'engineer', 'fault_desc', 'id', 'outlet', 'reported_at', 'satisfaction', 'status', 'warranty'])
      expect(w.reported_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(w.completed_at).toMatch(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$/)
      expect(w.satisfaction === null || Number.isInteger(w.satisfaction)).toBe(true)
    }
    const times = h.workbills.map((w: Row) => w.reported_at as string)
    expect(times).toEqual([...times].sort().reverse())
    for (const p of h.parts) expect(typeof p.qty).toBe('number')
    const withComplaint = (await svc.get(path, { vin: 'LWJ6120E3R0000102' })).body.Data
    expect(withComplaint.complaints.map((k: Row) => k.source)).toContain('回访')
    // the owner sees his own; another customer, a supplier and the engineer (no customer screen) do not
    expect((await cust.get(path, { vin: 'LWJ6120E3R0000101' })).body.Data.vehicle.vin).toBe('LWJ6120E3R0000101')
    const other = await cust2.get(path, { vin: 'LWJ6120E3R0000101' })
    expect(other.status).toBe(404)
    expect(other.body.Msg).toBe('车辆不存在')
    expect((await sup.get(path, { vin: 'LWJ6120E3R0000101' })).status).toBe(403)
    expect((await eng.get(path, { vin: 'LWJ6120E3R0000101' })).status).toBe(403)
    expect((await svc.get(path, { vin: '' })).body.Msg).toBe('请输入车架号(VIN)')
  })
})

describe('complaint handling', () => {
  it('records steps by department, resolves, follows up; the customer sees his own steps', async () => {
    const complaints = (await list(svc, 'SeComplaint', { filters: { status: { op: 'eq', value: '已回访' } } })).rows
    const done = complaints[0]!
    const detail = (await svc.get('/api/SeComplaint/GetDetail', { id: done.id })).body.Data
    expect(detail.lines.map((l: Row) => l.dept)).toEqual(['售后服务部', '芜湖鸠江服务站'])
    expect(detail.history.map((e: Row) => e.action)).toEqual(['新建', '受理', '登记处理步骤', '处理完成', '投诉回访'])
    // a new complaint by cust01: taken, a step, a resolution without a result is refused
    const saved = await cust.post('/api/SeComplaint/Save', { source: '客户', vin: 'LWJ6120E3R0000101', content: '服务站接待态度差' })
    expect(saved.body.Msg).toBe('保存成功')
    const id = saved.body.Data.id
    expect((await cust.post('/api/SeComplaint/Take', { id })).status).toBe(403)
    expect((await svc.post('/api/SeComplaint/Take', { id })).body.Data.status).toBe('处理中')
    const badStep = await svc.post('/api/SeComplaint/Step', { id, lines: [{ dept: '售后服务部', content: '' }] })
    expect(badStep.body.Msg).toBe('第1行：请选择处理日期')
    expect((await svc.post('/api/SeComplaint/Step', { id, lines: [{ step_date: '2026-11-24', dept: '售后服务部', content: '约谈服务站站长' }] })).body.Data.status).toBe('处理中')
    expect((await svc.post('/api/SeComplaint/Resolve', { id, deal_dept: '合肥包河服务站', lines: [] })).body.Msg).toBe('请输入处理结果')
    expect((await svc.get('/api/SeComplaint/GetDetail', { id })).body.Data.lines).toHaveLength(1)
    const own = (await cust.get('/api/SeComplaint/GetDetail', { id })).body.Data
    expect(own.lines[0].content).toBe('约谈服务站站长')
    expect((await cust2.get('/api/SeComplaint/GetDetail', { id })).status).toBe(404)
  })
})
