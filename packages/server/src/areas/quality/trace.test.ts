// Production traceability through HTTP on the demo data: a vehicle built on the line with its key
// parts bound from supplier batches, the offline and final checks refusing (saying which) while a
// key part is missing or a fault is open, replacing a part keeping the old binding, the trace both
// ways with counts by where-now, a snapshot unchanged by later bindings, a claim raised once from a
// fault, and who sees what (suppliers their own, customers nothing, no grant no call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

let t: TestApp
let qe: SignedInClient
let s1: SignedInClient
let s2: SignedInClient
let cust: SignedInClient
let buyer: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  ;[qe, s1, s2, cust, buyer] = await Promise.all(['qe01', 'sup1001', 'sup1002', 'cust01', 'buyer01'].map((u) => loginAs(t.app, u)))
})
afterAll(() => t.close())

type Row = Record<string, any>
const VIN = 'LWJ1042H5S0009001'

/** The batch counts the database keeps (qul_batch_place) are what counting the flattened rows gives, for every batch. */
async function expectBatchCountsKept() {
  const differ = await t.db.execute(sql`
    select coalesce(k.rcv_line_id, c.rcv_line_id) as rcv_line_id, coalesce(k.location, c.location) as location, k.vehicles as kept, c.n as counted
      from (select * from qul_batch_place where vehicles > 0) k
      full join (select rcv_line_id, location, count(distinct vehicle_id)::int as n from qul_vehicle_part where rcv_line_id is not null group by 1, 2) c
        on c.rcv_line_id = k.rcv_line_id and c.location = k.location
     where k.vehicles is distinct from c.n`)
  expect((differ as unknown as { rows: Row[] }).rows).toEqual([])
}

describe('production traceability', () => {
  let route: Row[]
  let model: string
  let card: Row

  it('demo data: a published key route, vehicles in every place, faults in every status, a snapshot', async () => {
    const routes = (await qe.post('/api/QulKeyRoute/GetList', { page: 1, rows: 50 })).body.Data.rows as Row[]
    const published = routes.find((r) => r.status === '已发布')!
    expect(published).toBeTruthy()
    expect(routes.some((r) => r.status === '草稿')).toBe(true)
    model = published.model
    const vehicles = (await qe.post('/api/QulFlowCard/GetList', { page: 1, rows: 200 })).body.Data
    expect(new Set((vehicles.rows as Row[]).map((v) => v.location))).toEqual(new Set(['在线', '下线在库', '已交付', '服务中']))
    const faults = (await qe.post('/api/QulProcessFault/GetList', { page: 1, rows: 50 })).body.Data.rows as Row[]
    expect(new Set(faults.map((f) => f.status))).toEqual(new Set(['待处理', '处理中', '已关闭', '已作废']))
    expect(((await qe.get('/api/QulTrace/Snapshots')).body.Data as Row[]).length).toBeGreaterThan(0)
  })

  it('refuses bad input with a Chinese message and saves nothing', async () => {
    expect((await qe.post('/api/QulFlowCard/Build', { vin: 'BAD', model, plan_no: 'P1' })).body.Msg).toBe('车架号(VIN)须为17位字母或数字（不含I、O、Q）')
    expect((await qe.post('/api/QulFlowCard/Build', { vin: VIN, model: 'NOPE', plan_no: 'P1' })).body.Msg).toBe('车型 NOPE 没有已发布的关键工序路线')
    expect((await qe.post('/api/QulFlowCard/Build', { vin: VIN, model })).body.Msg).toBe('请输入生产计划号')
    expect((await qe.get('/api/QulFlowCard/GetCard', { vin: VIN })).status).toBe(404)
  })

  it('builds a vehicle: steps and bindings; the checks refuse, saying which, until all is bound and no fault is open', async () => {
    const built = await qe.post('/api/QulFlowCard/Build', { vin: VIN, model, plan_no: 'PP202611-T01', engine_no: 'E26119001' })
    expect(built.body.Code).toBe(1)
    card = (await qe.get('/api/QulFlowCard/GetCard', { vin: VIN })).body.Data
    route = card.route
    const keyLines = route.filter((l) => l.mtr_id)
    expect(keyLines.length).toBeGreaterThan(1)
    // a batch of another material is refused
    const first = keyLines[0]!
    const other = (await qe.get('/api/QulFlowCard/BatchOptions', { mtr_id: keyLines[1]!.mtr_id })).body.Data as Row[]
    const wrong = await qe.post('/api/QulFlowCard/Bind', { vin: VIN, route_line_id: first.id, rcv_line_id: other[0]!.id, serial_no: 'X1' })
    expect([wrong.status, wrong.body.Msg]).toEqual([400, '所选批次的物料与该工序的关键件不一致'])
    // the offline check names the missing key parts
    const refused = await qe.post('/api/QulFlowCard/Check', { vin: VIN, check: '下线' })
    expect(refused.status).toBe(409)
    expect(refused.body.Msg).toContain('下线不通过：缺少关键件')
    for (const line of route) {
      expect((await qe.post('/api/QulFlowCard/Record', { vin: VIN, route_line_id: line.id, result: '合格' })).body.Code).toBe(1)
      if (!line.mtr_id) continue
      const batches = (await qe.get('/api/QulFlowCard/BatchOptions', { mtr_id: line.mtr_id })).body.Data as Row[]
      const bound = await qe.post('/api/QulFlowCard/Bind', { vin: VIN, route_line_id: line.id, rcv_line_id: batches[0]!.id, serial_no: `SN9001${line.seq}` })
      expect(bound.body.Msg).toBe('已绑定')
    }
    // bound twice: refused
    expect((await qe.post('/api/QulFlowCard/Bind', { vin: VIN, route_line_id: first.id, serial_no: 'again' })).status).toBe(409)
    card = (await qe.get('/api/QulFlowCard/GetCard', { vin: VIN })).body.Data
    expect((card.parts as Row[]).filter((p) => !p.unbound_at).length).toBe(keyLines.length)
    expect((card.steps as Row[]).length).toBe(route.length)
    expect(card.steps[0].user_name).toBe('陈晓雯')
    await expectBatchCountsKept()
  })

  let faultId: number
  it('a fault charged to the batch keeps the vehicle from the final check; the claim is raised once', async () => {
    const part = (card.parts as Row[]).find((p) => p.supplyid === 1001) ?? card.parts[0]
    const codes = (await qe.get('/api/QulProcessFault/RefOptions', { field: 'fault_code_id' })).body.Data as Row[]
    const saved = await qe.post('/api/QulProcessFault/Save', {
      vin: VIN,
      station_id: route[0]!.station_id,
      fault_code_id: codes[0]!.value,
      description: '测试：装配后渗漏',
      resp_type: '供应商',
      binding_id: part.binding_id,
    })
    expect(saved.body.Code).toBe(1)
    faultId = saved.body.Data.id
    const fault = (await qe.get('/api/QulProcessFault/GetDetail', { id: faultId })).body.Data.header
    expect([fault.supplyid, fault.rcv_no, fault.found_by]).toEqual([part.supplyid, part.rcv_no, '陈晓雯'])
    const refused = await qe.post('/api/QulFlowCard/Check', { vin: VIN, check: '下线' })
    expect(refused.body.Msg).toBe(`下线不通过：未关闭的故障 ${fault.fault_no}`)
    // a department fault without its department: refused
    const noDept = await qe.post('/api/QulProcessFault/Save', { vin: VIN, station_id: route[0]!.station_id, fault_code_id: codes[0]!.value, description: 'x', resp_type: '部门' })
    expect([noDept.status, noDept.body.Msg]).toEqual([400, '责任方为部门时请选择责任部门'])
    // the claim draft, once
    const claim = await qe.post('/api/QulProcessFault/RaiseClaim', { id: faultId })
    expect(claim.body.Msg).toBe('已生成索赔单草稿')
    const again = await qe.post('/api/QulProcessFault/RaiseClaim', { id: faultId })
    expect([again.body.Data.id, again.body.Data.existing]).toEqual([claim.body.Data.id, true])
    const draft = (await qe.get('/api/QulClaim/GetDetail', { id: claim.body.Data.id })).body.Data.header
    expect([draft.source, draft.source_no, draft.status]).toEqual(['生产过程', fault.fault_no, '草稿'])
    // the trace shows the claim on the part of that batch, and on that batch only; the fault in the vehicle's faults
    const traced = (await qe.get('/api/QulTrace/ByVin', { vin: VIN })).body.Data
    const claimsOf = (p: Row) => (p.claims as Row[]).map((c) => [c.claim_no, c.status])
    expect(claimsOf((traced.parts as Row[]).find((p) => p.binding_id === part.binding_id)!)).toContainEqual([draft.claim_no, '草稿'])
    for (const other of (traced.parts as Row[]).filter((p) => p.rcv_line_id !== part.rcv_line_id)) expect(claimsOf(other)).not.toContainEqual([draft.claim_no, '草稿'])
    expect((traced.faults as Row[]).map((f) => [f.fault_no, f.status, f.responsible])).toContainEqual([fault.fault_no, fault.status, part.supply_name])
    // the ledger heard the fault
    const ledger = (await qe.post('/api/QulLedger/GetList', { page: 1, rows: 20, filters: { kind: { op: 'eq', value: '故障' } } })).body.Data.rows as Row[]
    expect(ledger.some((l) => l.doc_no === fault.fault_no)).toBe(true)
    // closed: the vehicle passes offline, then the final check
    expect((await qe.post('/api/QulProcessFault/Close', { id: faultId, handling: '更换密封垫' })).body.Code).toBe(1)
    expect((await qe.post('/api/QulFlowCard/Check', { vin: VIN, check: '终检' })).body.Msg).toBe('车辆尚未下线，不能终检')
    expect((await qe.post('/api/QulFlowCard/Check', { vin: VIN, check: '下线' })).body.Msg).toBe('下线通过')
    expect((await qe.post('/api/QulFlowCard/Check', { vin: VIN, check: '终检' })).body.Msg).toBe('终检通过')
    const v = (await qe.get('/api/QulTrace/ByVin', { vin: VIN })).body.Data.vehicle
    expect(v.location).toBe('下线在库')
  })

  it('traces a batch to its vehicles by where-now; a snapshot keeps them after a part is replaced', async () => {
    card = (await qe.get('/api/QulTrace/ByVin', { vin: VIN })).body.Data
    const part = (card.parts as Row[]).find((p) => p.rcv_line_id)!
    expect(part.verdict === '' || ['合格', '不合格', '免检'].includes(part.verdict)).toBe(true)
    const traced = (await qe.post('/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: part.rcv_line_id, page: 1, rows: 200 })).body.Data
    expect((traced.rows as Row[]).map((r) => r.vin)).toContain(VIN)
    expect(Object.values(traced.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(traced.total)
    expect(traced.counts['下线在库']).toBeGreaterThan(0)
    // by the receipt no the same vehicles
    const byNo = (await qe.post('/api/QulTrace/GetVehicles', { by: 'batch', value: part.rcv_no, mtr_code: part.mtr_code, page: 1, rows: 200 })).body.Data
    expect(byNo.total).toBe(traced.total)
    // only where-now 下线在库
    const inStock = (await qe.post('/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: part.rcv_line_id, where: '下线在库', page: 1, rows: 200 })).body.Data
    expect((inStock.rows as Row[]).every((r) => r.location === '下线在库')).toBe(true)
    // bound while on the line, found where it is now (the flattened rows followed its move)
    expect((inStock.rows as Row[]).map((r) => r.vin)).toContain(VIN)
    const online = (await qe.post('/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: part.rcv_line_id, where: '在线', page: 1, rows: 200 })).body.Data
    expect((online.rows as Row[]).map((r) => r.vin)).not.toContain(VIN)
    const snap = await qe.post('/api/QulTrace/SaveSnapshot', { name: '测试快照', by: 'batch', rcv_line_id: part.rcv_line_id })
    expect(snap.body.Code).toBe(1)
    // replace the part: the old binding stays, with who, when and why
    const mtrId = route.find((l) => l.id === part.route_line_id)!.mtr_id
    const batches = (await qe.get('/api/QulFlowCard/BatchOptions', { mtr_id: mtrId })).body.Data as Row[]
    const otherBatch = batches.find((b) => b.id !== part.rcv_line_id)
    expect(otherBatch).toBeTruthy()
    const replaced = await qe.post('/api/QulFlowCard/Unbind', { binding_id: part.binding_id, reason: '返工换件', replace: { serial_no: 'SN-NEW-1', rcv_line_id: otherBatch!.id } })
    expect(replaced.body.Msg).toBe('已更换')
    const after = (await qe.get('/api/QulTrace/ByVin', { vin: VIN })).body.Data.parts as Row[]
    const old = after.find((p) => p.binding_id === part.binding_id)!
    expect([old.unbound_by, old.unbind_reason]).toEqual(['陈晓雯', '返工换件'])
    expect(after.some((p) => p.serial_no === 'SN-NEW-1' && !p.unbound_at)).toBe(true)
    // the batch no longer reaches the vehicle; the snapshot still does
    const now = (await qe.post('/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: part.rcv_line_id, page: 1, rows: 500 })).body.Data
    expect((now.rows as Row[]).map((r) => r.vin)).not.toContain(VIN)
    expect(now.counts['下线在库']).toBe(traced.counts['下线在库'] - 1)
    expect(now.total).toBe(traced.total - 1)
    await expectBatchCountsKept()
    const kept = (await qe.get('/api/QulTrace/GetSnapshot', { id: snap.body.Data.id })).body.Data
    expect((kept.rows as Row[]).map((r) => r.vin)).toContain(VIN)
    // by serial and by plan
    expect((await qe.post('/api/QulTrace/GetVehicles', { by: 'serial', value: 'SN-NEW-1', page: 1, rows: 10 })).body.Data.rows[0].vin).toBe(VIN)
    expect((await qe.post('/api/QulTrace/GetVehicles', { by: 'plan', value: 'PP202611-T01', page: 1, rows: 10 })).body.Data.total).toBe(1)
    expect((await qe.post('/api/QulTrace/GetVehicles', { by: 'station', page: 1, rows: 10 })).body.Msg).toBe('请选择工位及起止时间')
  })

  it('statistics by fault code, station and supplier (Pareto)', async () => {
    const stats = (await qe.post('/api/QulProcessFault/GetStats', { group: 'station' })).body.Data
    expect(stats.total).toBeGreaterThan(0)
    expect(stats.rows.at(-1).cumulative).toBe(100)
    expect((await qe.post('/api/QulProcessFault/GetStats', { group: 'nope' })).body.Msg).toBe('统计维度不正确')
  })

  it('isolation: a supplier his own faults and batches without customers, customers and the ungranted nothing', async () => {
    const mine = (await s1.post('/api/QulProcessFault/GetList', { page: 1, rows: 200 })).body.Data.rows as Row[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((f) => f.supplyid === 1001)).toBe(true)
    const theirs = (await s2.post('/api/QulProcessFault/GetList', { page: 1, rows: 200 })).body.Data.rows as Row[]
    expect(theirs.every((f) => f.supplyid === 1002)).toBe(true)
    expect((await s2.get('/api/QulProcessFault/GetDetail', { id: faultId })).status).toBe(404)
    // his batch: the vehicles, no customer names; another supplier's batch: nothing
    const vehicles = (await qe.post('/api/QulFlowCard/GetList', { page: 1, rows: 200, location: '已交付' })).body.Data.rows as Row[]
    const delivered = (await qe.get('/api/QulTrace/ByVin', { vin: vehicles[0]!.vin })).body.Data.parts as Row[]
    const lot = delivered.find((p) => p.supplyid === 1001 && !p.unbound_at)!
    const staff = (await qe.post('/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: lot.rcv_line_id, page: 1, rows: 500 })).body.Data
    expect((staff.rows as Row[]).some((r) => r.customer_name)).toBe(true)
    const own = (await s1.post('/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: lot.rcv_line_id, page: 1, rows: 500 })).body.Data
    expect(own.total).toBe(staff.total)
    expect((own.rows as Row[]).every((r) => r.customer_name === '')).toBe(true)
    expect((await s2.post('/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: lot.rcv_line_id, page: 1, rows: 500 })).body.Data.total).toBe(0)
    expect((await s1.get('/api/QulTrace/ByVin', { vin: VIN })).status).toBe(403)
    expect((await s1.post('/api/QulFlowCard/Check', { vin: VIN, check: '下线' })).status).toBe(403)
    expect((await s1.post('/api/QulProcessFault/RaiseClaim', { id: faultId })).status).toBe(403)
    for (const call of [() => cust.post('/api/QulTrace/GetVehicles', { by: 'plan', value: 'x' }), () => cust.post('/api/QulProcessFault/GetList', {}), () => buyer.get('/api/QulTrace/ByVin', { vin: VIN }), () => buyer.post('/api/QulFlowCard/Build', { vin: VIN })]) {
      expect((await call()).status).toBe(403)
    }
  })
})

describe('agreements, on-site check items and inspection logs', () => {
  it('agreements: one near its end; a supplier sees and confirms his own only; the trace shows the PPM target', async () => {
    const all = (await qe.post('/api/QulAgreement/GetList', { page: 1, rows: 50 })).body.Data.rows as Row[]
    expect(new Set(all.map((a) => a.supplyid))).toEqual(new Set([1001, 1002, 1003]))
    const soon = all.find((a) => a.supplyid === 1001)!
    expect(soon.status).toBe('已确认')
    const left = (Date.parse(soon.valid_to) - Date.now()) / 86_400_000
    expect(left).toBeLessThan(31)
    const s3 = await loginAs(t.app, 'sup1003')
    const own = (await s3.post('/api/QulAgreement/GetList', { page: 1, rows: 50 })).body.Data.rows as Row[]
    expect(own.map((a) => a.supplyid)).toEqual([1003])
    expect((await s2.post('/api/QulAgreement/Confirm', { id: own[0]!.id })).status).toBe(404)
    const confirmed = await s3.post('/api/QulAgreement/Confirm', { id: own[0]!.id })
    expect(confirmed.body.Code).toBe(1)
    const detail = (await s3.get('/api/QulAgreement/GetDetail', { id: own[0]!.id })).body.Data.header
    expect([detail.status, detail.confirmed_by]).toEqual(['已确认', '郑国庆'])
    expect((await cust.post('/api/QulAgreement/GetList', { page: 1, rows: 5 })).status).toBe(403)
    // the trace of a delivered vehicle: sup1001's parts carry his agreement's PPM target
    const delivered = (await qe.post('/api/QulFlowCard/GetList', { page: 1, rows: 50, location: '已交付' })).body.Data.rows as Row[]
    const parts = (await qe.get('/api/QulTrace/ByVin', { vin: delivered[0]!.vin })).body.Data.parts as Row[]
    expect(parts.filter((p) => p.supplyid === 1001).every((p) => p.ppm_target === 500 && typeof p.actual_ppm === 'number')).toBe(true)
  })

  it('a new inspection log takes its station’s check items; its result follows the lines', async () => {
    const items = (await qe.post('/api/QaOnsiteCheckItem/GetList', { page: 1, rows: 50 })).body.Data.rows as Row[]
    expect(items.length).toBeGreaterThan(3)
    const station = items[0]!.station_id
    const ofStation = items.filter((i) => i.station_id === station)
    const saved = await qe.post('/api/QasCheckLog/Save', { vin: VIN, station_id: station })
    expect(saved.body.Code).toBe(1)
    const detail = (await qe.get('/api/QasCheckLog/GetDetail', { id: saved.body.Data.id })).body.Data
    expect((detail.lines as Row[]).map((l) => l.item_name)).toEqual(ofStation.map((i) => i.name))
    expect([detail.header.result, detail.header.inspector]).toEqual(['合格', '陈晓雯'])
    const lines = (detail.lines as Row[]).map((l, i) => ({ ...l, result: i === 0 ? '不合格' : '合格', finding: i === 0 ? '力矩不足' : '' }))
    await qe.post('/api/QasCheckLog/Save', { ...detail.header, id: saved.body.Data.id, lines })
    const after = (await qe.get('/api/QasCheckLog/GetDetail', { id: saved.body.Data.id })).body.Data.header
    expect([after.result, after.bad_items]).toEqual(['不合格', 1])
    expect((await qe.post('/api/QasCheckLog/Save', { vin: 'LWJ1042H5S0009999', station_id: station })).body.Msg).toBe('车架号 LWJ1042H5S0009999 不存在')
    // the quality card's trace lists the log
    const card = (await qe.get('/api/QulTrace/ByVin', { vin: VIN })).body.Data
    expect((card.checkLogs as Row[]).some((g) => g.result === '不合格' && String(g.findings).includes('力矩不足'))).toBe(true)
  })
})
