// Quality's figures against values worked out by hand (issue 40 item 4): a supplier of the test's own
// (9101) in March 2027, inspected, claimed against and answering 8Ds; vehicles final-checked, one
// after a fault and one re-checked; process faults by code. Built in the database, read through HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CLAIM_DOC_TYPE } from '@scm/core/business'
import { figureById } from '@scm/core/cockpit'
import { sql } from 'drizzle-orm'
import { setClock } from '../../clock'
import { createTestApp, loginAs, type TestApp } from '../../../test/helpers'
import { allRecords, checkRecords, figureOf, rowOf } from '../../../test/cockpit'
import { at, event, idOf, insertRow, newSupplier } from '../../../test/cockpit-fixtures'

let t: TestApp
const S = 9101
const NOW = '2027-03-31T16:00:00'
const MARCH = { period: 'month', at: '2027-03' }

beforeAll(async () => {
  t = await createTestApp()
  await newSupplier(t.db, S, '驾驶舱测试供应商')
})
afterAll(() => t.close())
afterEach(() => setClock(null))

/** qe01 on the test's clock (a new session: the clock moved). */
async function qe() {
  setClock(NOW, { frozen: true })
  return loginAs(t.app, 'qe01')
}

const inspection = (no: string, lot: number, verdict: string | null, when: string) =>
  insertRow(t.db, 'qul_inspection', {
    insp_no: no,
    status: verdict ?? '检验中',
    receipt_line_id: 0,
    supplyid: S,
    mtr_code: 'CK-1',
    mtr_name: '驾驶舱测试件',
    lot_qty: lot,
    check_type_id: sql`(select min(id) from qul_check_infor_type)`,
    verdict,
    rejected_qty: verdict === '不合格' ? lot : 0,
    accepted_qty: verdict === '合格' ? lot : 0,
    inspected_at: verdict ? when : null,
  })

describe('incoming quality of a supplier', () => {
  it('PPM = rejected ÷ inspected × 10⁶ against his agreement; lot acceptance = accepted lots ÷ lots', async () => {
    await inspection('JYCK0001', 1000, '合格', '2027-03-02 10:00:00')
    await inspection('JYCK0002', 500, '不合格', '2027-03-15 10:00:00')
    await inspection('JYCK0003', 2000, '合格', '2027-03-31 09:00:00')
    await inspection('JYCK0004', 800, null, '') // still 检验中: not judged
    await inspection('JYCK0005', 300, '不合格', '2027-02-28 23:00:00') // February
    await insertRow(t.db, 'qul_agreement', {
      agreement_no: 'XYCK0001', status: '已确认', supplyid: S, title: '技术质量协议', valid_from: '2027-01-01', valid_to: '2027-12-31', ppm_target: 100000, claim_rules: '按协议',
    })
    const client = await qe()
    const ppm = rowOf(await figureOf(client, 'supplierPpm', MARCH), 'supplier', S)
    // 500 rejected of 1000 + 500 + 2000 inspected: 142,857 ppm, 43% over the agreed 100,000
    expect(ppm).toMatchObject({ numerator: 500, denominator: 3500, value: 142857, target: 100000, status: 'danger' })
    const lots = rowOf(await figureOf(client, 'lotAcceptance', MARCH), 'supplier', S)
    expect(lots).toMatchObject({ numerator: 2, denominator: 3, value: 66.7 })
    const rejected = await allRecords(client, { figure: 'supplierPpm', part: 'numerator', by: 'supplier', dim: String(S), ...MARCH })
    expect(rejected.all.map((r) => r.insp_no)).toEqual(['JYCK0002'])
    // February alone: the lot rejected then
    expect(rowOf(await figureOf(client, 'supplierPpm', { period: 'month', at: '2027-02' }), 'supplier', S)).toMatchObject({ value: 1000000 })
    // the quarter holds both months; its trend's last point is the quarter itself
    const quarter = await figureOf(client, 'supplierPpm', { period: 'quarter', at: '2027-Q1' })
    expect(rowOf(quarter, 'supplier', S)).toMatchObject({ numerator: 800, denominator: 3800 })
    await checkRecords(client, figureById('supplierPpm')!, rowOf(quarter, 'supplier', S), { period: 'quarter', at: '2027-Q1', by: 'supplier', dim: String(S) })
  })
})

describe('claims and their 8D', () => {
  const claim = async (no: string, status: string, published: Date | null, accepted: Date | null = null) => {
    const id = await idOf(t.db, 'qul_claim', { claim_no: no, status, supplyid: S, source: '来料检验', claim_date: '2027-02-01', reason: '外径超差', total_amount: 1000 })
    if (published) await event(t.db, CLAIM_DOC_TYPE, id, '草稿', '待确认', published)
    if (accepted) await event(t.db, CLAIM_DOC_TYPE, id, '已答复', '供应商已确认', accepted)
    return id
  }

  it('open claims by 8D stage with their age; the median days from publication to 8D acceptance', async () => {
    await claim('SPCK0001', '待确认', at('2027-03-21 16:00:00')) // 10 days old
    await claim('SPCK0002', '已答复', at('2027-03-11 16:00:00')) // 20 days
    await claim('SPCK0003', '申诉中', at('2027-03-26 16:00:00')) // 5 days
    await claim('SPCK0004', '草稿', null) // not published: not open
    await claim('SPCK0005', '供应商已确认', at('2027-03-01 09:00:00'), at('2027-03-04 21:00:00')) // 3.5 days
    await claim('SPCK0006', '已结算', at('2027-03-10 09:00:00'), at('2027-03-11 09:00:00')) // 1 day
    await claim('SPCK0007', '供应商已确认', at('2027-02-01 09:00:00'), at('2027-03-20 09:00:00')) // 47 days
    await claim('SPCK0008', '供应商已确认', at('2027-02-01 09:00:00'), at('2027-02-20 09:00:00')) // accepted in February
    const client = await qe()
    const open = await figureOf(client, 'openClaims', MARCH)
    expect(rowOf(open, 'supplier', S)).toMatchObject({ value: 3, numerator: 3 })
    const mine = await allRecords(client, { figure: 'openClaims', by: 'supplier', dim: String(S) })
    const byNo = Object.fromEntries(mine.all.map((r) => [r.claim_no, r]))
    expect(byNo.SPCK0001).toMatchObject({ stage: '待提交8D', age_days: 10, published_on: '2027-03-21', due_on: '2027-04-20' })
    expect(byNo.SPCK0002).toMatchObject({ stage: '8D待审核', age_days: 20, due_on: null })
    expect(byNo.SPCK0003).toMatchObject({ stage: '申诉中', age_days: 5 })
    expect(Object.keys(byNo).sort()).toEqual(['SPCK0001', 'SPCK0002', 'SPCK0003'])

    const days = rowOf(await figureOf(client, 'claimCloseDays', MARCH), 'supplier', S)
    // accepted in March after 3.5, 1 and 47 days: the median is 3.5
    expect(days).toMatchObject({ value: 3.5, denominator: 3 })
  })
})

describe('production quality', () => {
  const vehicle = (vin: string) => idOf(t.db, 'se_cust_vehicle', { vin, model: 'CK6120', location: '下线在库' })
  const step = (vehicleId: number, kind: string, result: string, when: string) => insertRow(t.db, 'qul_flow_step', { vehicle_id: vehicleId, kind, result, done_at: at(when) })
  const faultCodes = new Map<string, number>()
  const fault = async (no: string, code: string, when: string, vehicleId: number | null = null, status = '已关闭') => {
    if (!faultCodes.has(code)) faultCodes.set(code, await idOf(t.db, 'qul_fault_code', { code, name: `故障${code}`, fault_system: sql`(select fault_system from qul_fault_code limit 1)`, severity: sql`(select severity from qul_fault_code limit 1)` }))
    await insertRow(t.db, 'qul_process_fault', {
      fault_no: no, status, vin: 'LCK00000000000000', vehicle_id: vehicleId, station_id: sql`(select min(id) from org_station)`, fault_code_id: faultCodes.get(code), description: '驾驶舱测试', resp_type: '供应商', supplyid: S, found_at: when,
    })
  }

  it('first-pass yield: a vehicle with a fault after going offline, or failed and re-checked, did not pass first time', async () => {
    const [v1, v2, v3, v4] = await Promise.all(['LCK00000000000001', 'LCK00000000000002', 'LCK00000000000003', 'LCK00000000000004'].map(vehicle))
    for (const v of [v1!, v2!, v3!, v4!]) await step(v, '下线', '合格', '2027-03-03 10:00:00')
    await fault('GZCK0001', 'CK01', '2027-03-04 09:00:00', v1!) // found at the final check, repaired…
    await step(v1!, '终检', '合格', '2027-03-05 10:00:00') // …then passed
    await step(v2!, '终检', '合格', '2027-03-04 10:00:00') // first time
    await step(v3!, '终检', '不合格', '2027-03-04 10:00:00') // failed…
    await step(v3!, '终检', '合格', '2027-03-06 10:00:00') // …passed when checked again
    await fault('GZCK0002', 'CK01', '2027-03-02 09:00:00', v4!) // on the line, before offline
    await step(v4!, '终检', '合格', '2027-03-04 11:00:00') // first time
    const client = await qe()
    const fpy = await figureOf(client, 'firstPassYield', MARCH)
    expect(fpy).toMatchObject({ numerator: 2, denominator: 4, value: 50 })
    const first = await allRecords(client, { figure: 'firstPassYield', part: 'numerator', ...MARCH })
    expect(first.all.map((r) => r.vin).sort()).toEqual(['LCK00000000000002', 'LCK00000000000004'])
    expect(fpy.trend.at(-1)).toMatchObject({ at: '2027-03', value: 50 })
    expect(fpy.trend.at(-2)).toMatchObject({ at: '2027-02', value: null })
  })

  it('the top five fault codes of the period', async () => {
    // with the two faults above (CK01 × 2): CK01 3, CK02 2, CK03–CK06 1 each; a voided one and April's do not count
    await fault('GZCK0003', 'CK01', '2027-03-10 09:00:00')
    for (const [i, code] of ['CK02', 'CK02', 'CK03', 'CK04', 'CK05', 'CK06'].entries()) await fault(`GZCK01${i}`, code, '2027-03-12 09:00:00')
    await fault('GZCK0200', 'CK06', '2027-03-13 09:00:00', null, '已作废')
    const client = await qe()
    const top = await figureOf(client, 'topFaultCodes', MARCH)
    expect(top.value).toBe(9)
    expect(top.breakdowns.faultCode!.map((r) => [r.name, r.value])).toEqual([
      ['CK01 故障CK01', 3],
      ['CK02 故障CK02', 2],
      ['CK03 故障CK03', 1],
      ['CK04 故障CK04', 1],
      ['CK05 故障CK05', 1],
    ])
  })
})
